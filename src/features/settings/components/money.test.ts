import { describe, expect, it } from 'vitest';
import { formatMoney, maskMoney, moneyValue } from './money.ts';

describe('maskMoney (S3 §5)', () => {
  it('leaves an empty field empty', () => {
    expect(maskMoney('')).toBe('');
    expect(maskMoney('R$ ')).toBe('');
  });
  it('masks 0', () => {
    expect(maskMoney('0')).toBe('R$ 0');
    expect(moneyValue(maskMoney('0'))).toBe(0);
  });
  it('groups thousands with dots and keeps the decimal comma: 1234567,89', () => {
    expect(maskMoney('1234567,89')).toBe('R$ 1.234.567,89');
    expect(moneyValue('R$ 1.234.567,89')).toBe(1234567.89);
  });
  it('refuses an 8th integer digit (the text stays as it was)', () => {
    expect(maskMoney('R$ 1.234.5678', 'R$ 1.234.567')).toBe('R$ 1.234.567');
    expect(maskMoney('12345678')).toBe('');
  });
  it('refuses a third decimal', () => {
    expect(maskMoney('R$ 1,234', 'R$ 1,23')).toBe('R$ 1,23');
  });
  it('refuses a negative', () => {
    expect(maskMoney('-5', 'R$ 4')).toBe('R$ 4');
    expect(maskMoney('-')).toBe('');
  });
  it("reads a pasted '1.234,5' (dots are thousands, the comma the decimal)", () => {
    expect(maskMoney('1.234,5')).toBe('R$ 1.234,5');
    expect(moneyValue(maskMoney('1.234,5'))).toBe(1234.5);
  });
  it('types 1234,5 into R$ 1.234,5 and sends the comma as a dot', () => {
    expect(maskMoney('1234,5')).toBe('R$ 1.234,5');
    expect(moneyValue('R$ 1.234,5')).toBe(1234.5);
  });
  it('drops leading zeros and letters', () => {
    expect(maskMoney('00012a')).toBe('R$ 12');
  });
  it('has no value when empty', () => {
    expect(moneyValue('')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('shows Brazilian currency with 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney(30)).toBe('R$ 30,00');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(1234567.89)).toBe('R$ 1.234.567,89');
  });
});
