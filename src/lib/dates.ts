import { format, isSameDay } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** Dates arrive as ISO strings, epoch milliseconds or Date objects. */
export type DateInput = Date | string | number;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));
const fmt = (value: DateInput, pattern: string): string => format(toDate(value), pattern, { locale: ptBR });

/** S2 §9: DD/MM/yyyy. */
export const formatDate = (value: DateInput): string => fmt(value, 'dd/MM/yyyy');
/** S2 §9: DD/MM/YYYY HH:mm. */
export const formatDateTime = (value: DateInput): string => fmt(value, 'dd/MM/yyyy HH:mm');
/** S2 §9: DD/MM/YYYY HH:mm:ss (conversation banners, S1 §2.6). */
export const formatDateTimeSeconds = (value: DateInput): string => fmt(value, 'dd/MM/yyyy HH:mm:ss');

/** S1 §2.5: HH:mm when the date is today, otherwise dd/MM/yyyy. */
export function formatListTime(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value);
  return isSameDay(date, toDate(now)) ? fmt(date, 'HH:mm') : fmt(date, 'dd/MM/yyyy');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `date`, rounded up (S1 §5 subscription warning); negative when past. */
export function daysUntil(date: DateInput, now: DateInput = new Date()): number {
  const diff = toDate(date).getTime() - toDate(now).getTime();
  const days = Math.ceil(diff / DAY_MS);
  return Object.is(days, -0) ? 0 : days;
}
