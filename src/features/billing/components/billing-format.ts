/** S3 §2.11: prices in R$ with two decimals (pt-BR grouping). */
export function formatMoney(value: number): string {
  return `R$ ${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The calendar day (YYYY-MM-DD, local) of a date. */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type InvoiceDisplayStatus = 'paid' | 'overdue' | 'open';

/** S3 §4.4: paid shows Pago; a due date before today, not paid, Vencido; otherwise Em Aberto. */
export function invoiceStatus(invoice: { status: string; dueDate: string }, now: Date): InvoiceDisplayStatus {
  if (invoice.status === 'paid') return 'paid';
  return dayOf(new Date(invoice.dueDate)) < dayOf(now) ? 'overdue' : 'open';
}

/** A due date as the table shows it (DD/MM/YYYY). */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('pt-BR');
}

/** S3 §2.12: the days between now and the trial's end, rounded up, as an absolute value. */
export function trialDaysLeft(trialExpiration: string, now: Date): number {
  return Math.ceil(Math.abs(Date.parse(trialExpiration) - now.getTime()) / 86_400_000);
}
