import { LinkifyIt } from 'linkify-it';

/**
 * A contact's text as a tree of nodes, never HTML: the view turns each node into a React element, so whatever the
 * body contains ('<img onerror>', 'javascript:') can only ever be shown as text or, for the allowed schemes, a link.
 */
export type FormatNode =
  | { type: 'text'; text: string }
  | { type: 'bold' | 'italic' | 'strike'; children: FormatNode[] }
  | { type: 'mono'; text: string }
  | { type: 'link'; text: string; href: string };

type Marker = '*' | '_' | '~';
const STYLE = { '*': 'bold', _: 'italic', '~': 'strike' } as const;
const isMarker = (c: string | undefined): c is Marker => c === '*' || c === '_' || c === '~';

const SAFE_SCHEME = /^(?:https?:\/\/|mailto:|tel:)/i;

/** The only links a message may open: http(s), mailto and tel. Anything else (javascript:, data:, vbscript:) is null. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  return SAFE_SCHEME.test(trimmed) ? trimmed : null;
}

/** Media and location links: http(s) only (a mailto: is no image, and no map). */
export function safeWebUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

// ftp: and protocol-relative '//' are not links here; tel: is (WhatsApp users send phone links).
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false })
  .add('ftp:', null)
  .add('//', null)
  .add('tel:', {
    validate: (text, pos) => /^\+?\d[\d().-]{2,30}/.exec(text.slice(pos))?.[0].length ?? 0,
  });

interface LinkRange {
  start: number;
  end: number;
  href: string;
}

function findLinks(text: string): LinkRange[] {
  const out: LinkRange[] = [];
  // Every link found here has a '.' (a host), a ':' (a scheme) or an '@' (an email): text without any of them is
  // skipped, since a full match costs ~0.5 ms a message and most messages hold no link.
  if (!/[.:@]/.test(text)) return out;
  for (const match of linkify.match(text) ?? []) {
    const end = closingMarkersOff(text, match.index, match.lastIndex);
    // linkify may have prefixed the URL (www.… → http://www.…): the markers go off its end.
    const href = safeHref(match.url.slice(0, match.url.length - (match.lastIndex - end)));
    if (href !== null && end > match.index) out.push({ start: match.index, end, href });
  }
  return out;
}

/**
 * Where a link really ends: linkify takes trailing `*`, `_` and `~` into the URL, but in `*https://ex.com/a*` the last
 * `*` closes the bold opened before the link. A trailing marker leaves the link when the same line opens that style
 * before it; with no opener (`https://ex.com/_a_b_`) it is part of the URL.
 */
function closingMarkersOff(text: string, start: number, end: number): number {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const opens = (marker: Marker) => {
    for (let j = lineStart; j < start; j++) {
      const next = text[j + 1];
      if (text[j] === marker && !isWordChar(text[j - 1]) && next !== marker && !isSpace(next)) return true;
    }
    return false;
  };
  let cut = end;
  for (let k = end - 1; k > start && isMarker(text[k]); k--) {
    const marker = text[k];
    if (isMarker(marker) && opens(marker)) cut = k;
  }
  return cut;
}

const WORD = /[\p{L}\p{N}]/u;
const isWordChar = (c: string | undefined) => c !== undefined && WORD.test(c);
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/**
 * WhatsApp's inline rules: a marker opens only at a word boundary and before a non-space, closes only after a
 * non-space and at a word boundary, on the same line; so `2*3*4`, `snake_case` and an unclosed `*` stay text.
 * ```mono``` may span lines and its content is literal. Links are atomic: a marker inside a URL is part of the URL.
 */
export function parseWhatsApp(input: string): FormatNode[] {
  const text = typeof input === 'string' ? input : '';
  const links = findLinks(text);
  const linkAt = new Map(links.map((link) => [link.start, link]));

  function closingOf(marker: Marker, from: number, end: number): number {
    for (let k = from; k < end; k++) {
      const link = linkAt.get(k);
      if (link) {
        k = link.end - 1;
        continue;
      }
      const c = text[k];
      if (c === '\n') return -1;
      if (c === marker && !isSpace(text[k - 1]) && !isWordChar(text[k + 1])) return k;
    }
    return -1;
  }

  function parse(start: number, end: number): FormatNode[] {
    const nodes: FormatNode[] = [];
    let buffer = '';
    const flush = () => {
      if (buffer !== '') nodes.push({ type: 'text', text: buffer });
      buffer = '';
    };
    let i = start;
    while (i < end) {
      const link = linkAt.get(i);
      if (link && link.end <= end) {
        flush();
        nodes.push({ type: 'link', text: text.slice(link.start, link.end), href: link.href });
        i = link.end;
        continue;
      }
      if (text.startsWith('```', i)) {
        const close = text.indexOf('```', i + 3);
        if (close > i + 3 && close + 3 <= end) {
          flush();
          nodes.push({ type: 'mono', text: text.slice(i + 3, close) });
          i = close + 3;
          continue;
        }
      }
      const c = text[i];
      // No check against nesting a style in itself: an inner closer would have closed the outer one first.
      if (isMarker(c) && !isWordChar(text[i - 1])) {
        const next = text[i + 1];
        if (next !== undefined && next !== c && !isSpace(next)) {
          const close = closingOf(c, i + 1, end);
          if (close !== -1) {
            flush();
            nodes.push({ type: STYLE[c], children: parse(i + 1, close) });
            i = close + 1;
            continue;
          }
        }
      }
      buffer += c ?? '';
      i++;
    }
    flush();
    return nodes;
  }

  return parse(0, text.length);
}

/** The plain text a tree shows (markers dropped): what a screen reader reads, and what the tests compare. */
export function plainText(nodes: readonly FormatNode[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'bold':
        case 'italic':
        case 'strike':
          return plainText(node.children);
        case 'text':
        case 'mono':
        case 'link':
          return node.text;
      }
    })
    .join('');
}
