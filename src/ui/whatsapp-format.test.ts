import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWhatsApp, plainText, safeHref, safeWebUrl, type FormatNode } from './whatsapp-format.ts';

const text = (t: string): FormatNode => ({ type: 'text', text: t });

describe('parseWhatsApp: styles', () => {
  it('reads *bold*, _italic_, ~strike~ and ```mono```', () => {
    expect(parseWhatsApp('a *b* c')).toEqual([
      text('a '),
      { type: 'bold', children: [text('b')] },
      text(' c'),
    ]);
    expect(parseWhatsApp('_i_')).toEqual([{ type: 'italic', children: [text('i')] }]);
    expect(parseWhatsApp('~s~')).toEqual([{ type: 'strike', children: [text('s')] }]);
    expect(parseWhatsApp('```x = 1```')).toEqual([{ type: 'mono', text: 'x = 1' }]);
  });

  it('nests different styles', () => {
    expect(parseWhatsApp('*_~all~_*')).toEqual([
      {
        type: 'bold',
        children: [{ type: 'italic', children: [{ type: 'strike', children: [text('all')] }] }],
      },
    ]);
    expect(parseWhatsApp('*bold _both_ bold*')).toEqual([
      {
        type: 'bold',
        children: [text('bold '), { type: 'italic', children: [text('both')] }, text(' bold')],
      },
    ]);
  });

  it('does not nest a style inside itself', () => {
    // The inner '*' cannot open a second bold, so the first closes at the first valid '*'.
    expect(parseWhatsApp('*a *b* c*')).toEqual([{ type: 'bold', children: [text('a *b')] }, text(' c*')]);
  });

  it('keeps unclosed and empty markers as text', () => {
    expect(parseWhatsApp('*bold')).toEqual([text('*bold')]);
    expect(parseWhatsApp('a _b')).toEqual([text('a _b')]);
    expect(parseWhatsApp('**')).toEqual([text('**')]);
    expect(parseWhatsApp('* *')).toEqual([text('* *')]);
    expect(parseWhatsApp('``````')).toEqual([text('``````')]);
    expect(parseWhatsApp('```open')).toEqual([text('```open')]);
  });

  it('ignores markers inside words and next to spaces', () => {
    expect(parseWhatsApp('2*3*4')).toEqual([text('2*3*4')]);
    expect(parseWhatsApp('snake_case_name')).toEqual([text('snake_case_name')]);
    expect(parseWhatsApp('*a*b')).toEqual([text('*a*b')]);
    expect(parseWhatsApp('a*b* c')).toEqual([text('a*b* c')]);
    expect(parseWhatsApp('* a*')).toEqual([text('* a*')]);
    expect(parseWhatsApp('*a *')).toEqual([text('*a *')]);
  });

  it('opens and closes next to punctuation', () => {
    expect(parseWhatsApp('(*ok*).')).toEqual([
      text('('),
      { type: 'bold', children: [text('ok')] },
      text(').'),
    ]);
  });

  it('keeps inline styles on one line; mono spans lines', () => {
    expect(parseWhatsApp('*one\ntwo*')).toEqual([text('*one\ntwo*')]);
    expect(parseWhatsApp('*one*\n*two*')).toEqual([
      { type: 'bold', children: [text('one')] },
      text('\n'),
      { type: 'bold', children: [text('two')] },
    ]);
    expect(parseWhatsApp('```a\n*b*```')).toEqual([{ type: 'mono', text: 'a\n*b*' }]);
  });

  it('keeps emoji whole, as content and next to markers', () => {
    expect(parseWhatsApp('👍*ok 👩‍👩‍👧*🎉')).toEqual([
      text('👍'),
      { type: 'bold', children: [text('ok 👩‍👩‍👧')] },
      text('🎉'),
    ]);
  });

  it('handles the empty string', () => {
    expect(parseWhatsApp('')).toEqual([]);
  });
});

describe('parseWhatsApp: links', () => {
  it('links http, https, mailto and tel', () => {
    expect(parseWhatsApp('see https://ex.com/a?b=1 now')).toEqual([
      text('see '),
      { type: 'link', text: 'https://ex.com/a?b=1', href: 'https://ex.com/a?b=1' },
      text(' now'),
    ]);
    expect(parseWhatsApp('http://ex.com')).toEqual([
      { type: 'link', text: 'http://ex.com', href: 'http://ex.com' },
    ]);
    expect(parseWhatsApp('mailto:ana@ex.com')).toEqual([
      { type: 'link', text: 'mailto:ana@ex.com', href: 'mailto:ana@ex.com' },
    ]);
    expect(parseWhatsApp('ana@ex.com')).toEqual([
      { type: 'link', text: 'ana@ex.com', href: 'mailto:ana@ex.com' },
    ]);
    expect(parseWhatsApp('tel:+5511999998888')).toEqual([
      { type: 'link', text: 'tel:+5511999998888', href: 'tel:+5511999998888' },
    ]);
    expect(parseWhatsApp('www.ex.com.br')).toEqual([
      { type: 'link', text: 'www.ex.com.br', href: 'http://www.ex.com.br' },
    ]);
  });

  it('never links javascript:, data:, vbscript:, ftp: or //', () => {
    for (const body of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'ftp://ex.com/file',
      '//ex.com/x',
    ]) {
      expect(
        parseWhatsApp(body).filter((node) => node.type === 'link'),
        body,
      ).toEqual([]);
    }
  });

  it('treats a link as atomic: markers inside a URL stay in the URL', () => {
    expect(parseWhatsApp('https://ex.com/_a_b_')).toEqual([
      { type: 'link', text: 'https://ex.com/_a_b_', href: 'https://ex.com/_a_b_' },
    ]);
  });

  it('does not close a style on a marker inside a link', () => {
    expect(parseWhatsApp('*x https://ex.com/a*/b y*')).toEqual([
      {
        type: 'bold',
        children: [
          text('x '),
          { type: 'link', text: 'https://ex.com/a*/b', href: 'https://ex.com/a*/b' },
          text(' y'),
        ],
      },
    ]);
  });

  it('a style around a link closes after it: the closing marker is not part of the URL', () => {
    expect(parseWhatsApp('*https://example.com/negrito*')).toEqual([
      {
        type: 'bold',
        children: [
          { type: 'link', text: 'https://example.com/negrito', href: 'https://example.com/negrito' },
        ],
      },
    ]);
    expect(parseWhatsApp('veja _*www.ex.com*_ hoje')).toEqual([
      text('veja '),
      {
        type: 'italic',
        children: [
          { type: 'bold', children: [{ type: 'link', text: 'www.ex.com', href: 'http://www.ex.com' }] },
        ],
      },
      text(' hoje'),
    ]);
    // With no opener before it on the line, a marker ending a URL stays in the URL.
    expect(parseWhatsApp('*x*\nhttps://ex.com/a*')).toEqual([
      { type: 'bold', children: [text('x')] },
      text('\n'),
      { type: 'link', text: 'https://ex.com/a*', href: 'https://ex.com/a*' },
    ]);
  });

  it('links inside a style', () => {
    expect(parseWhatsApp('*see https://ex.com now*')).toEqual([
      {
        type: 'bold',
        children: [
          text('see '),
          { type: 'link', text: 'https://ex.com', href: 'https://ex.com' },
          text(' now'),
        ],
      },
    ]);
  });

  it('does not link inside mono', () => {
    expect(parseWhatsApp('```https://ex.com```')).toEqual([{ type: 'mono', text: 'https://ex.com' }]);
  });
});

describe('safe URLs', () => {
  it('safeHref allows only http, https, mailto and tel', () => {
    expect(safeHref('https://a.com')).toBe('https://a.com');
    expect(safeHref('HTTP://a.com')).toBe('HTTP://a.com');
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeHref('tel:+55')).toBe('tel:+55');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('')).toBeNull();
  });

  it('safeWebUrl allows only http and https, and no non-strings', () => {
    expect(safeWebUrl('https://a.com/x.png')).toBe('https://a.com/x.png');
    expect(safeWebUrl('mailto:a@b.c')).toBeNull();
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
    expect(safeWebUrl(undefined)).toBeNull();
  });
});

const linkHrefs = (nodes: readonly FormatNode[]): string[] =>
  nodes.flatMap((node) => {
    switch (node.type) {
      case 'link':
        return [node.href];
      case 'bold':
      case 'italic':
      case 'strike':
        return linkHrefs(node.children);
      case 'text':
      case 'mono':
        return [];
    }
  });

describe('parseWhatsApp: any input', () => {
  const alphabet = fc.constantFrom(
    '*',
    '_',
    '~',
    '`',
    '```',
    ' ',
    '\n',
    'a',
    'Z',
    '1',
    '.',
    '(',
    ')',
    '👍',
    '👩‍👩‍👧',
    '\uD83D',
    'https://ex.com/',
    'javascript:',
    'data:',
    'mailto:',
    'tel:+55',
    '@ex.com',
    '<img src=x onerror=alert(1)>',
  );
  const messages = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join('')),
  );

  it('never throws and every link is http(s), mailto or tel (1,000 strings)', () => {
    fc.assert(
      fc.property(messages, (body) => {
        const hrefs = linkHrefs(parseWhatsApp(body));
        for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|mailto:|tel:)/i);
      }),
      { numRuns: 1000 },
    );
  });

  it('only drops the markers it used: the shown text is the body without them', () => {
    fc.assert(
      fc.property(messages, (body) => {
        const shown = plainText(parseWhatsApp(body));
        // Every character shown comes from the body in order, and only marker characters are missing.
        let j = 0;
        for (const c of body) {
          if (shown.startsWith(c, j)) j += c.length;
          else expect('*_~`').toContain(c);
        }
        expect(j).toBe(shown.length);
      }),
      { numRuns: 1000 },
    );
  });
});
