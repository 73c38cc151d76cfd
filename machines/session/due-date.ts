/**
 * The subscription's due date (S1 §5) as staff read it on a calendar: whole local calendar days, not 24-hour
 * periods. Written without date-fns so the login path stays within its budget.
 *
 * - A date-only value ('2026-11-27') is that LOCAL calendar day; JavaScript would read it as UTC midnight, which in
 *   Brazil is the evening of the day before.
 * - A value with a time ('2026-11-27T03:00:00.000Z', what the backend sends) is the local calendar day of that
 *   instant.
 * - Days left = due day − today: 0 when it is due today (the last day of use: warned, not blocked), negative once
 *   the due day has gone by (blocked).
 */

/** A calendar day, in local time. */
export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function localDay(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** The local calendar day a due date names, or null when there is none or it is not a date. */
export function dueDay(value: string | null | undefined): CalendarDay | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const dateOnly = DATE_ONLY.exec(value.trim());
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    const local = new Date(Number(y), Number(m) - 1, Number(d));
    // '2026-02-30' rolls over to March: not a day of the calendar.
    return local.getDate() === Number(d) && local.getMonth() === Number(m) - 1 ? localDay(local) : null;
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : localDay(new Date(time));
}

/** Calendar days from the local day of `now` to `day` (UTC arithmetic on the day numbers, so no DST hour leaks). */
export function calendarDaysUntil(day: CalendarDay, now: number): number {
  const today = localDay(new Date(now));
  const a = Date.UTC(today.year, today.month - 1, today.day);
  const b = Date.UTC(day.year, day.month - 1, day.day);
  return Math.round((b - a) / DAY_MS);
}

/** S1 §1: DD/MM/yyyy. */
export function formatDay({ year, month, day }: CalendarDay): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day)}/${two(month)}/${year}`;
}
