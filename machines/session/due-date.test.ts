import { describe, expect, it } from 'vitest';
import { calendarDaysUntil, dueDay, formatDay } from './due-date.ts';

// tests/setup/unit.ts fixes TZ to America/Sao_Paulo (UTC-3, no daylight saving since 2019).
describe('due date as a local calendar day (S1 §5)', () => {
  it('a date-only value is the local day it names', () => {
    expect(dueDay('2026-11-27')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(dueDay(' 2026-11-27 ')).toEqual({ year: 2026, month: 11, day: 27 });
  });

  it('a value with a time is the local day of that instant', () => {
    expect(dueDay('2093-03-14T03:00:00.000Z')).toEqual({ year: 2093, month: 3, day: 14 });
    expect(dueDay('2093-03-14T02:59:59.000Z')).toEqual({ year: 2093, month: 3, day: 13 });
  });

  it('nothing, blank, or not a day of the calendar: null', () => {
    for (const value of [null, undefined, '', '  ', 'soon', '2026-02-30', '2026-13-01']) {
      expect(dueDay(value)).toBeNull();
    }
  });

  it('counts calendar days across midnight and a daylight-saving change', () => {
    const due = { year: 2026, month: 3, day: 15 };
    expect(calendarDaysUntil(due, new Date(2026, 2, 10, 23, 59, 59).getTime())).toBe(5);
    expect(calendarDaysUntil(due, new Date(2026, 2, 11, 0, 0, 0).getTime())).toBe(4);
    expect(calendarDaysUntil(due, new Date(2026, 2, 15, 23, 59).getTime())).toBe(0);
    expect(calendarDaysUntil(due, new Date(2026, 2, 16, 0, 0).getTime())).toBe(-1);
    // Daylight saving began on 04/11/2018 in Brazil: a 23-hour day still counts as one (47 hours = 2 days).
    expect(calendarDaysUntil({ year: 2018, month: 11, day: 5 }, new Date(2018, 10, 3, 0, 0).getTime())).toBe(
      2,
    );
  });

  it('formats DD/MM/yyyy', () => {
    expect(formatDay({ year: 2026, month: 3, day: 9 })).toBe('09/03/2026');
  });
});
