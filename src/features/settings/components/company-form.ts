import type { TFunction } from 'i18next';
import * as v from 'valibot';
import type { CompanyInput } from '../../../api/companies.api.ts';
import type { AdminCompany } from '../../../api/schemas/admin-company.schema.ts';

/** S3 §9: recurrence is monthly only (the sign-up sends 'MENSAL'). */
export const MONTHLY = 'MENSAL';

export interface CompanyFormValues {
  name: string;
  email: string;
  phone: string;
  /** The plan's id as the select holds it; '' while none is chosen. */
  planId: string;
  status: 'true' | 'false';
  campaignsEnabled: 'enabled' | 'disabled';
  /** YYYY-MM-DD or ''. */
  dueDate: string;
  recurrence: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A date as YYYY-MM-DD in the browser's time zone. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar day of a due date, YYYY-MM-DD (S3 §4.3): a date-only text as it is, an instant (the reference keeps
 * '2093-03-14T03:00:00.000Z', midnight in Brasília) as its day in the browser's time zone; null when empty or
 * invalid.
 */
export function dayOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const text = value.trim();
  if (DAY.test(text)) return validDay(text) ? text : null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : isoDay(at);
}

function validDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Days from `today` to the due day (both YYYY-MM-DD): positive ahead, negative past. */
export function daysUntil(dueDay: string, today: string): number {
  const utc = (day: string) => {
    const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(dueDay) - utc(today)) / 86_400_000);
}

export type DueTone = 'soon' | 'due' | 'overdue' | null;

/**
 * S3 §4.3 row colouring by days from today to the due date: exactly 5 light yellow ('soon'), -3 to 4 orange
 * ('due'), exactly -4 red ('overdue'), anything else (and no due date) no colour.
 */
export function dueTone(dueDate: string | null | undefined, today: string): DueTone {
  const day = dayOf(dueDate);
  if (day === null) return null;
  const diff = daysUntil(day, today);
  if (diff === 5) return 'soon';
  if (diff >= -3 && diff <= 4) return 'due';
  if (diff === -4) return 'overdue';
  return null;
}

/** One month ahead of `now` (S3 §4.3), clamped to the month's last day (31 Jan → 28/29 Feb). */
export function monthAhead(now: Date): string {
  const y = now.getFullYear();
  const m = now.getMonth() + 1;
  const last = new Date(y, m + 1, 0).getDate();
  return isoDay(new Date(y, m, Math.min(now.getDate(), last)));
}

export const emptyCompanyValues = (now: Date): CompanyFormValues => ({
  name: '',
  email: '',
  phone: '',
  planId: '',
  status: 'true',
  campaignsEnabled: 'disabled',
  dueDate: monthAhead(now),
  recurrence: MONTHLY,
});

/** S3 §3: campaignsEnabled is the settings row of that key, 'true' (or 'enabled') when on. */
export function campaignsOn(company: Pick<AdminCompany, 'settings'>): boolean {
  const row = company.settings.find((s) => s.key === 'campaignsEnabled');
  return row?.value === 'true' || row?.value === 'enabled';
}

/** A row of the table loaded into the form (the edit icon, S3 §2.5). */
export function companyValues(company: AdminCompany): CompanyFormValues {
  return {
    name: company.name,
    email: company.email ?? '',
    phone: company.phone ?? '',
    planId: company.planId === null ? '' : String(company.planId),
    status: company.status ? 'true' : 'false',
    campaignsEnabled: campaignsOn(company) ? 'enabled' : 'disabled',
    dueDate: dayOf(company.dueDate) ?? '',
    recurrence: MONTHLY,
  };
}

/** S3 §4.3: before submit an empty or invalid due date becomes null. */
export function companyInput(values: CompanyFormValues): CompanyInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    planId: Number(values.planId),
    status: values.status === 'true',
    campaignsEnabled: values.campaignsEnabled === 'enabled',
    dueDate: dayOf(values.dueDate),
    recurrence: values.recurrence || MONTHLY,
  };
}

/** S3 §5 Company form: email and plan are required (the email a valid one, as the user form's). */
export function companySchema(t: TFunction) {
  return v.object({
    name: v.string(),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('validation:required')),
      v.email(t('validation:invalidEmail')),
    ),
    phone: v.string(),
    planId: v.pipe(v.string(), v.nonEmpty(t('validation:required'))),
    status: v.picklist(['true', 'false']),
    campaignsEnabled: v.picklist(['enabled', 'disabled']),
    dueDate: v.string(),
    recurrence: v.string(),
  });
}
