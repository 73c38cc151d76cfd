/**
 * Text cut by what a reader sees as characters (grapheme clusters, Intl.Segmenter), never by UTF-16 units: a name
 * that starts with an emoji, a flag or an accented letter built from two code points is never split into a broken
 * character.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** The first `max` characters, with '…' when something was cut. */
export function shorten(text: string, max: number): string {
  // A character is at least one UTF-16 unit: a text of at most `max` units has at most `max` characters.
  if (text.length <= max) return text;
  const chars = graphemes(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** Up to two initials: of the first and the last word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] === undefined ? '?' : (firstGrapheme(words[0]) ?? '?');
  const lastWord = words.length > 1 ? words[words.length - 1] : undefined;
  const last = lastWord === undefined ? '' : (firstGrapheme(lastWord) ?? '');
  return (first + last).toUpperCase();
}

/** The first character of a word, without segmenting the rest of it. */
function firstGrapheme(word: string): string | undefined {
  const next = word.charCodeAt(1);
  // Plain Latin letters (and the marks-free Latin-1 range) followed by another such letter: the first unit is
  // the character, no segmenter needed (a combining mark, emoji or joiner after it takes the slow path).
  if (word.charCodeAt(0) < 0x300 && (word.length === 1 || next < 0x300)) return word[0];
  return segmenter.segment(word)[Symbol.iterator]().next().value?.segment;
}

/** S1 §2.6: contact names are shortened to 10 characters under 600 px. */
export const NARROW_NAME_LENGTH = 10;
/** S1 §2.6: queue names are truncated at 70 characters (the ticket row, the peek). */
export const QUEUE_NAME_LENGTH = 70;
