import { format, isSameDay } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** Dates arrive as ISO strings, epoch milliseconds or Date objects. */
export type DateInput = Date | string | number;

/**
 * What a formatter shows for a value that is not a date. The formatters are total: a frame or an answer with a
 * bad date shows an empty cell, never throws in render (date-fns' `format` throws a RangeError on Invalid Date,
 * which would take the whole screen to the error boundary).
 */
export const NO_DATE = '';

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));
const isValid = (date: Date): boolean => !Number.isNaN(date.getTime());

function fmt(value: DateInput, pattern: string): string {
  const date = toDate(value);
  return isValid(date) ? format(date, pattern, { locale: ptBR }) : NO_DATE;
}

/** S2 §9: DD/MM/yyyy. */
export const formatDate = (value: DateInput): string => fmt(value, 'dd/MM/yyyy');
/** S2 §9: DD/MM/YYYY HH:mm. */
export const formatDateTime = (value: DateInput): string => fmt(value, 'dd/MM/yyyy HH:mm');
/** S2 §9: DD/MM/YYYY HH:mm:ss (conversation banners, S1 §2.6). */
export const formatDateTimeSeconds = (value: DateInput): string => fmt(value, 'dd/MM/yyyy HH:mm:ss');

/** S1 §2.5: HH:mm when the date is today, otherwise dd/MM/yyyy. An invalid `now` counts as not today. */
export function formatListTime(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value);
  if (!isValid(date)) return NO_DATE;
  const today = toDate(now);
  return isValid(today) && isSameDay(date, today) ? fmt(date, 'HH:mm') : fmt(date, 'dd/MM/yyyy');
}
