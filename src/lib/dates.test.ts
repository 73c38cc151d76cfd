import { format, isSameDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatListTime } from './dates.ts';

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

  it('is total: a value that is not a date gives an empty text, never a RangeError', () => {
    const now = new Date(2026, 0, 5, 12, 0);
    for (const bad of ['not-a-date', '', Number.NaN, new Date('nope'), '2026-13-45T99:00:00Z']) {
      expect(formatDate(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
      expect(formatDateTimeSeconds(bad)).toBe('');
      expect(formatListTime(bad, now)).toBe('');
    }
  });

  it('list time with an invalid "now" still shows the date', () => {
    expect(formatListTime(new Date(2026, 0, 5, 9, 7), 'not-a-date')).toBe('05/01/2026');
  });

  it("says what date-fns' format says, over dates spread across two centuries (local time, DST years included)", () => {
    // A fixed walk (no randomness): ~2,000 instants from 1950 to 2150, each 36.5 days and 7,919 s apart.
    const now = new Date(2026, 0, 5, 12, 0);
    for (let t = Date.UTC(1950, 0, 1); t < Date.UTC(2150, 0, 1); t += 36.5 * 86_400_000 + 7_919_000) {
      const d = new Date(t);
      expect(formatDate(d)).toBe(format(d, 'dd/MM/yyyy'));
      expect(formatDateTime(d)).toBe(format(d, 'dd/MM/yyyy HH:mm'));
      expect(formatDateTimeSeconds(d)).toBe(format(d, 'dd/MM/yyyy HH:mm:ss'));
      const sameDayNow = new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59);
      expect(formatListTime(d, sameDayNow)).toBe(format(d, 'HH:mm'));
      expect(formatListTime(d, now)).toBe(format(d, isSameDay(d, now) ? 'HH:mm' : 'dd/MM/yyyy'));
    }
  });

  it('a year before 1000 keeps four digits, as dd/MM/yyyy says', () => {
    const d = new Date(2026, 5, 7, 8, 9, 10);
    d.setFullYear(987);
    expect(formatDate(d)).toBe('07/06/0987');
  });

  it('the edges of a valid date still format (epoch 0, a Date at local midnight)', () => {
    expect(formatDate(0)).toBe('31/12/1969');
    expect(formatListTime(new Date(2026, 0, 5, 0, 0), new Date(2026, 0, 5, 23, 59))).toBe('00:00');
  });
});
