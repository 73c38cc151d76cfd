import { describe, expect, it } from 'vitest';
import { daysUntil, formatDate, formatDateTime, formatDateTimeSeconds, formatListTime } from './dates.ts';

// tests/setup/unit.ts fixes TZ to America/Sao_Paulo (UTC-3).
describe('dates (S2 §9 formats)', () => {
  const at = new Date(2026, 0, 5, 9, 7, 3); // 05/01/2026 09:07:03 local

  it('formats a date as dd/MM/yyyy', () => {
    expect(formatDate(at)).toBe('05/01/2026');
    expect(formatDate('2026-12-31T12:00:00-03:00')).toBe('31/12/2026');
  });

  it('formats date and time', () => {
    expect(formatDateTime(at)).toBe('05/01/2026 09:07');
    expect(formatDateTimeSeconds(at)).toBe('05/01/2026 09:07:03');
    expect(formatDateTime(at.getTime())).toBe('05/01/2026 09:07');
  });

  it('list time: HH:mm today, dd/MM/yyyy otherwise (S1 §2.5)', () => {
    const now = new Date(2026, 0, 5, 23, 59);
    expect(formatListTime(at, now)).toBe('09:07');
    expect(formatListTime(new Date(2026, 0, 4, 23, 59), now)).toBe('04/01/2026');
    expect(formatListTime(new Date(2025, 0, 5, 9, 7), now)).toBe('05/01/2025');
  });

  it('daysUntil rounds up and goes negative when past', () => {
    const now = new Date(2026, 0, 5, 12, 0);
    expect(daysUntil(new Date(2026, 0, 5, 12, 0), now)).toBe(0);
    expect(daysUntil(new Date(2026, 0, 5, 13, 0), now)).toBe(1);
    expect(daysUntil(new Date(2026, 0, 9, 12, 0), now)).toBe(4);
    expect(daysUntil(new Date(2026, 0, 9, 12, 1), now)).toBe(5);
    expect(daysUntil(new Date(2026, 0, 4, 12, 0), now)).toBe(-1);
    expect(daysUntil(new Date(2026, 0, 5, 11, 0), now)).toBe(0);
  });
});
