import { describe, expect, it } from 'vitest';
import { graphemes, initials, shorten } from './text.ts';

describe('grapheme-safe text (an emoji or accented letter is never cut in two)', () => {
  it('shortens by visible characters, never splitting an emoji', () => {
    expect(shorten('👩‍👩‍👧‍👦 Família Souza', 3)).toBe('👩‍👩‍👧‍👦 F…');
    expect(shorten('🇧🇷🇧🇷🇧🇷🇧🇷🇧🇷🇧🇷🇧🇷🇧🇷🇧🇷🇧🇷🇧🇷', 10)).toBe(`${'🇧🇷'.repeat(10)}…`);
    expect(shorten('Maria', 10)).toBe('Maria');
    expect(shorten('Mariazinha', 10)).toBe('Mariazinha');
    expect(shorten('Mariazinhas', 10)).toBe('Mariazinha…');
  });
  it('takes initials as whole characters, from the first and last word', () => {
    expect(initials('😀 Ana')).toBe('😀A');
    expect(initials('Ana Maria Souza')).toBe('AS');
    expect(initials('ana')).toBe('A');
    expect(initials('   ')).toBe('?');
    // "É" written as E + combining acute accent stays one character.
    expect(initials('E\u0301rica Lima')).toBe('E\u0301L');
    // The fast path for Latin letters: a one-letter word, a mark on the last word, a flag.
    expect(initials('J Lima')).toBe('JL');
    expect(initials('Ana A\u0300vila')).toBe('AA\u0300');
    expect(initials('🇧🇷 Loja')).toBe('🇧🇷L');
  });
  it('leaves a text as it is when it has no more units than the limit', () => {
    expect(shorten('Ana', 3)).toBe('Ana');
    expect(shorten('E\u0301rica', 5)).toBe('E\u0301rica');
    expect(shorten('E\u0301ricas', 5)).toBe('E\u0301rica…');
  });
  it('counts a family emoji as one character', () => {
    expect(graphemes('👩‍👩‍👧‍👦a')).toHaveLength(2);
  });
});
