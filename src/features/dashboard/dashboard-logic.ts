/**
 * The dashboard's rules as plain functions (S2 §2 Dashboard, §4, §5, §9): the filter with its defaults and mutual
 * reset, the call's parameters or 'Parametrize o filtro', the hourly buckets of today's tickets, and times as
 * 'HHh MMm'. No React, no API: the screen and the components share them, and the unit tests pin them.
 */
import { localDayOf } from '../../lib/use-local-day.ts';

/** S2 §2: 'Filtro por Data' (1) and 'Filtro por Período' (2). */
export type FilterType = 1 | 2;
/** S2 §9: 0 is 'Nenhum selecionado'. */
export const PERIODS = [0, 3, 7, 15, 30, 60, 90] as const;
export type Period = (typeof PERIODS)[number];

export interface DashboardFilter {
  type: FilterType;
  /** YYYY-MM-DD, or '' when cleared. */
  dateFrom: string;
  dateTo: string;
  period: Period;
}

/** The parameters of GET /dashboard (S2 §7). */
export interface DashboardQueryParams {
  days?: number;
  date_from?: string;
  date_to?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** S2 §9: the date filter from the first day of the month to today. */
export function initialFilter(now: Date): DashboardFilter {
  return {
    type: 1,
    dateFrom: localDayOf(new Date(now.getFullYear(), now.getMonth(), 1)),
    dateTo: localDayOf(now),
    period: 0,
  };
}

/** S2 §4: choosing the date filter sets the period to none; choosing the period filter clears the date fields. */
export function chooseFilterType(filter: DashboardFilter, type: FilterType): DashboardFilter {
  return type === 1 ? { ...filter, type, period: 0 } : { ...filter, type, dateFrom: '', dateTo: '' };
}

/** A real calendar day written YYYY-MM-DD (a date input gives '' for anything else). */
export function isValidDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/**
 * S2 §5: the call's parameters — days when a period is chosen, each valid date — or null when none is set, which
 * the screen says as 'Parametrize o filtro'.
 */
export function paramsOf(filter: DashboardFilter): DashboardQueryParams | null {
  const params: DashboardQueryParams = {};
  if (filter.period > 0) params.days = filter.period;
  if (isValidDay(filter.dateFrom)) params.date_from = filter.dateFrom;
  if (isValidDay(filter.dateTo)) params.date_to = filter.dateTo;
  return Object.keys(params).length === 0 ? null : params;
}

export function sameParams(a: DashboardQueryParams | null, b: DashboardQueryParams | null): boolean {
  return (
    a !== null && b !== null && a.days === b.days && a.date_from === b.date_from && a.date_to === b.date_to
  );
}

/**
 * S2 §2: minutes as 'HHh MMm'. Whole minutes (an average of 12.7 is 12m); hours are not wrapped at a day (the
 * reference's moment formatting showed 1500 minutes as '01h 00m'): 25h 00m. Nothing, or less than nothing, is 00h 00m.
 */
export function formatMinutes(minutes: number | null | undefined): string {
  const total =
    typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : 0;
  return `${pad(Math.floor(total / 60))}h ${pad(total % 60)}m`;
}

/** S2 §9: the hourly buckets, 01:00 to 23:00 then 00:00. */
export const HOUR_LABELS: readonly string[] = [
  ...Array.from({ length: 23 }, (_, i) => `${pad(i + 1)}:00`),
  '00:00',
];

/** Today's tickets per hour of their createdAt (local time), in the order of HOUR_LABELS. */
export function ticketsPerHour(createdAts: readonly string[]): number[] {
  const counts = HOUR_LABELS.map(() => 0);
  for (const iso of createdAts) {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) continue;
    const hour = at.getHours();
    const index = hour === 0 ? 23 : hour - 1;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** S2 §2, §9: the rating read-only on 3 stars; a fraction rounds down, nothing is no star. */
export const RATING_MAX = 3;
export function starsOf(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return 0;
  return Math.max(0, Math.min(RATING_MAX, Math.trunc(rating)));
}

/** S2 §4: the first load waits one second. */
export const FIRST_LOAD_DELAY_MS = 1000;
/** S2 §6: the company that sees the embedded external dashboard. */
export const EXTERNAL_DASHBOARD_COMPANY = 47;
