import { describe, expect, it } from 'vitest';
import {
  chooseFilterType,
  formatMinutes,
  HOUR_LABELS,
  initialFilter,
  isValidDay,
  paramsOf,
  sameParams,
  starsOf,
  ticketsPerHour,
} from './dashboard-logic.ts';

/** Node runs in America/Sao_Paulo (tests/setup/unit.ts): local hours are that zone's. */
describe('dashboard rules (S2 §2, §4, §5, §9)', () => {
  it("times as 'HHh MMm': 0, 59 minutes, an hour, more than a day, fractions and nothing", () => {
    expect(formatMinutes(0)).toBe('00h 00m');
    expect(formatMinutes(59)).toBe('00h 59m');
    expect(formatMinutes(60)).toBe('01h 00m');
    expect(formatMinutes(61.9)).toBe('01h 01m');
    expect(formatMinutes(1500)).toBe('25h 00m');
    expect(formatMinutes(100 * 60 + 5)).toBe('100h 05m');
    expect(formatMinutes(null)).toBe('00h 00m');
    expect(formatMinutes(undefined)).toBe('00h 00m');
    expect(formatMinutes(-3)).toBe('00h 00m');
    expect(formatMinutes(Number.NaN)).toBe('00h 00m');
  });

  it('defaults: the date filter, from the first of the month to today, no period', () => {
    expect(initialFilter(new Date(2026, 10, 21, 9, 30))).toEqual({
      type: 1,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-21',
      period: 0,
    });
    // The first of the month itself, and a day after midnight stays that local day.
    expect(initialFilter(new Date(2026, 0, 1, 0, 0, 0))).toMatchObject({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-01',
    });
  });

  it('mutual reset: the period filter clears the dates, the date filter sets the period to none', () => {
    const start = initialFilter(new Date(2026, 10, 21));
    const byPeriod = chooseFilterType(start, 2);
    expect(byPeriod).toEqual({ type: 2, dateFrom: '', dateTo: '', period: 0 });
    const chosen = { ...byPeriod, period: 7 as const };
    const back = chooseFilterType(chosen, 1);
    expect(back).toEqual({ type: 1, dateFrom: '', dateTo: '', period: 0 });
  });

  it("parameters: days for a period, each valid date, null ('Parametrize o filtro') when none", () => {
    const start = initialFilter(new Date(2026, 10, 21));
    expect(paramsOf(start)).toEqual({ date_from: '2026-11-01', date_to: '2026-11-21' });
    expect(paramsOf({ ...start, dateTo: '' })).toEqual({ date_from: '2026-11-01' });
    expect(paramsOf(chooseFilterType(start, 2))).toBeNull();
    expect(paramsOf({ ...chooseFilterType(start, 2), period: 30 })).toEqual({ days: 30 });
    expect(paramsOf({ ...start, dateFrom: '2026-02-30', dateTo: '' })).toBeNull();
    expect(isValidDay('2026-02-28')).toBe(true);
    expect(isValidDay('28/02/2026')).toBe(false);
    expect(sameParams({ days: 3 }, { days: 3 })).toBe(true);
    expect(sameParams({ days: 3 }, { days: 7 })).toBe(false);
  });

  it('hourly buckets: 01:00 to 23:00 then 00:00, by the local hour of createdAt', () => {
    expect(HOUR_LABELS).toHaveLength(24);
    expect(HOUR_LABELS[0]).toBe('01:00');
    expect(HOUR_LABELS[22]).toBe('23:00');
    expect(HOUR_LABELS[23]).toBe('00:00');
    const at = (h: number, m: number, s: number) => new Date(2026, 10, 21, h, m, s).toISOString();
    const counts = ticketsPerHour([at(0, 0, 0), at(0, 59, 59), at(1, 0, 0), at(23, 59, 59), at(13, 30, 0)]);
    expect(counts[23]).toBe(2);
    expect(counts[0]).toBe(1);
    expect(counts[22]).toBe(1);
    expect(counts[12]).toBe(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    // 03:00 UTC is midnight in São Paulo.
    expect(ticketsPerHour(['2026-11-21T03:00:00.000Z'])[23]).toBe(1);
  });

  it('the rating on 3 stars: fractions round down, nothing is no star, never more than 3', () => {
    expect(starsOf(null)).toBe(0);
    expect(starsOf(0)).toBe(0);
    expect(starsOf(2.9)).toBe(2);
    expect(starsOf(3)).toBe(3);
    expect(starsOf(5)).toBe(3);
  });
});
