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
  const chars = graphemes(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** Up to two initials: of the first and the last word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] === undefined ? '?' : (graphemes(words[0])[0] ?? '?');
  const lastWord = words.length > 1 ? words[words.length - 1] : undefined;
  const last = lastWord === undefined ? '' : (graphemes(lastWord)[0] ?? '');
  return (first + last).toUpperCase();
}
