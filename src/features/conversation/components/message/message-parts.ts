import { safeWebUrl } from '../../../../ui/whatsapp-format.ts';

/** How a message is drawn. Anything the backend sends that is not one of these is a text bubble (CONTRACT GET /messages). */
export type MessageKind = 'text' | 'image' | 'audio' | 'video' | 'document' | 'vcard' | 'location' | 'call';

// A Map, not an object literal: a mediaType of '__proto__' or 'constructor' must not find Object's own members.
const MEDIA_KINDS: ReadonlyMap<string, MessageKind> = new Map([
  ['image', 'image'],
  ['sticker', 'image'],
  ['audio', 'audio'],
  ['ptt', 'audio'],
  ['video', 'video'],
  ['application', 'document'],
  ['document', 'document'],
]);

/** The kind a mediaType names, whatever its URL (a quoted message has none, and still says what it was). */
export function kindOfType(mediaType: string | null | undefined): MessageKind {
  switch (mediaType) {
    case 'locationMessage':
      return 'location';
    case 'vcard':
    case 'contactMessage':
      return 'vcard';
    case 'call_log':
      return 'call';
    case null:
    case undefined:
      return 'text';
  }
  return (typeof mediaType === 'string' ? MEDIA_KINDS.get(mediaType) : undefined) ?? 'text';
}

const isMedia = (kind: MessageKind) =>
  kind === 'image' || kind === 'audio' || kind === 'video' || kind === 'document';

/**
 * The kind a message is drawn as. A media message needs an http(s) mediaUrl to be drawn as media: without one (null,
 * a relative path, a 'javascript:') it falls back to text, so the body is still shown.
 */
export function messageKind(
  mediaType: string | null | undefined,
  mediaUrl: string | null | undefined,
): MessageKind {
  const kind = kindOfType(mediaType);
  return isMedia(kind) && safeWebUrl(mediaUrl) === null ? 'text' : kind;
}

export interface LocationParts {
  /** A thumbnail: a data:image URL (what the backend stores) or http(s); null when it is anything else. */
  image: string | null;
  /** The map link, only when http(s). */
  link: string | null;
  description: string;
}

/** S1 §3: a location body is 'image|link|description' (the description optional). */
export function parseLocation(body: string): LocationParts {
  const [image = '', link = '', ...rest] = body.split('|');
  const thumbnail = image.trim();
  return {
    // An <img> runs no script, an SVG's included: a data URL of any of these picture types is only a picture.
    image: /^data:image\/(?:png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(thumbnail)
      ? thumbnail
      : safeWebUrl(thumbnail),
    link: safeWebUrl(link),
    description: rest.join('|').trim(),
  };
}

export interface VCardParts {
  name: string;
  numbers: string[];
}

/**
 * Name and numbers of a vCard body. Tolerant: folded lines are joined, property groups (`item1.TEL`) and parameters
 * (`TEL;waid=...`) are ignored, unknown or broken lines are skipped, and junk gives an empty card.
 */
export function parseVCard(body: string): VCardParts {
  const lines = body.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  let fullName = '';
  let structuredName = '';
  const numbers: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const property = (line.slice(0, colon).split(';')[0] ?? '').split('.').pop()?.trim().toUpperCase();
    const value = line.slice(colon + 1).trim();
    if (value === '') continue;
    if (property === 'FN') fullName ||= value;
    else if (property === 'N')
      structuredName ||= value
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .reverse()
        .join(' ');
    else if (property === 'TEL' && /\d/.test(value)) numbers.push(value);
  }
  return { name: fullName || structuredName, numbers };
}

/** The decoded last segment of a media URL: the stored file's name. */
function fileNameOf(mediaUrl: string | null): string {
  const segment = mediaUrl?.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A body that is a file name, not a sentence: one line ending in an extension with a letter ("Nota fiscal.pdf",
 * "foto 2.JPG"; not "Custa 10.50").
 */
const FILE_NAME = /^[^\n/\\]+\.(?=[a-z0-9]{0,7}[a-z])[a-z0-9]{1,8}$/i;

/**
 * A document message's file name and caption. WhatsApp sends a document's name as its body when it has no caption,
 * and the caption when it has one (the stored file then keeps the name): a body that reads as a file name is the
 * name; any other body is the caption, and the name comes from the URL.
 */
export function documentParts(body: string, mediaUrl: string | null): { name: string; caption: string } {
  const text = body.trim();
  const stored = fileNameOf(mediaUrl);
  if (text === '' || text === stored) return { name: stored, caption: '' };
  if (FILE_NAME.test(text)) return { name: text, caption: '' };
  return { name: stored, caption: text };
}

/** A media body that only repeats the file name is no caption. */
export function captionOf(body: string, mediaUrl: string | null): string {
  const caption = body.trim();
  return caption !== '' && caption !== fileNameOf(mediaUrl) ? caption : '';
}

export type AckState = 'pending' | 'sent' | 'delivered' | 'read' | 'readBlue';

/** S1 §4.2: 1 sent, 2 delivered, 3 read, 4 or 5 read in a distinct colour; 0, missing or nonsense is pending. */
export function ackState(ack: number | null | undefined): AckState {
  if (typeof ack !== 'number' || !Number.isFinite(ack) || ack < 1) return 'pending';
  if (ack >= 4) return 'readBlue';
  if (ack >= 3) return 'read';
  if (ack >= 2) return 'delivered';
  return 'sent';
}
