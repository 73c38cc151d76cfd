import { describe, expect, it } from 'vitest';
import type { QuickMessage } from '../../../../api/schemas/quick-message.schema.ts';
import {
  formatElapsed,
  insertAt,
  isSendable,
  matchQuickReplies,
  messageBody,
  quickReplyLabel,
  quickReplyQuery,
} from './composer-rules.ts';

const quick = (id: number, shortcode: string, message: string): QuickMessage => ({ id, shortcode, message });
const replies = [
  quick(1, 'ola', 'Olá! Como posso ajudar?'),
  quick(2, 'pix', 'Nossa chave PIX é o CNPJ da empresa.'),
  quick(3, 'horario', 'Atendemos de segunda a sexta, das 8h às 18h, exceto feriados nacionais.'),
];

describe('isSendable (S1 §4.4)', () => {
  it('refuses empty and whitespace-only text', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('   \n\t ')).toBe(false);
  });
  it('accepts a single character', () => {
    expect(isSendable('a')).toBe(true);
    expect(isSendable(' \n.')).toBe(true);
  });
});

describe('messageBody (S1 §4.4)', () => {
  it('with signing: the name in bold, a newline, then the text', () => {
    expect(messageBody('Bom dia', true, 'Ana Lima')).toBe('*Ana Lima*\nBom dia');
  });
  it('without signing: the text alone', () => {
    expect(messageBody('Bom dia', false, 'Ana Lima')).toBe('Bom dia');
  });
  it('trims the ends but keeps inner line breaks', () => {
    expect(messageBody('  linha 1\nlinha 2 \n', true, 'Ana')).toBe('*Ana*\nlinha 1\nlinha 2');
  });
});

describe('quick replies (S1 §5, §9)', () => {
  it('need a leading slash and more than one character', () => {
    expect(quickReplyQuery('/')).toBeNull();
    expect(quickReplyQuery('ola')).toBeNull();
    expect(quickReplyQuery(' /ola')).toBeNull();
    expect(quickReplyQuery('/o')).toBe('o');
    expect(matchQuickReplies('/', replies)).toEqual([]);
  });

  it('match the shortcode or the message, ignoring case', () => {
    expect(matchQuickReplies('/PI', replies).map((q) => q.id)).toEqual([2]);
    expect(matchQuickReplies('/segunda', replies).map((q) => q.id)).toEqual([3]);
    expect(matchQuickReplies('/a', replies).map((q) => q.id)).toEqual([1, 2, 3]);
    expect(matchQuickReplies('/xyz', replies)).toEqual([]);
    expect(matchQuickReplies('/ola', [])).toEqual([]);
  });

  it('labels `shortcode - message` with the message cut at 35 characters', () => {
    // 35 characters exactly: kept whole.
    const exact = 'a'.repeat(35);
    expect(quickReplyLabel(quick(9, 'x', exact))).toBe(`x - ${exact}`);
    expect(quickReplyLabel(replies[2]!)).toBe('horario - Atendemos de segunda a sexta, das 8…');
    expect(quickReplyLabel(replies[0]!)).toBe('ola - Olá! Como posso ajudar?');
  });
});

describe('insertAt', () => {
  it('inserts at the caret and puts the caret after the insertion', () => {
    expect(insertAt('Olá mundo', 4, 4, '😀')).toEqual({ value: 'Olá 😀mundo', caret: 6 });
  });
  it('replaces a selection', () => {
    expect(insertAt('Olá mundo', 4, 9, '🌍')).toEqual({ value: 'Olá 🌍', caret: 6 });
  });
  it('into empty text, and with a caret past the end', () => {
    expect(insertAt('', 0, 0, '👍')).toEqual({ value: '👍', caret: 2 });
    expect(insertAt('ab', 10, 12, '!')).toEqual({ value: 'ab!', caret: 3 });
  });
});

describe('formatElapsed (S1 §2.7 mm:ss)', () => {
  it('formats minutes and seconds, rounding down', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(999)).toBe('00:00');
    expect(formatElapsed(1000)).toBe('00:01');
    expect(formatElapsed(59_999)).toBe('00:59');
    expect(formatElapsed(60_000)).toBe('01:00');
    expect(formatElapsed(3_600_000)).toBe('60:00');
  });
});
