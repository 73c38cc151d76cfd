import { describe, expect, it } from 'vitest';
import { formatMoney, invoiceStatus, trialDaysLeft } from './billing-format.ts';

describe('billing formats (S3 §2.11, §2.12, §4.4)', () => {
  const now = new Date(2026, 10, 27, 15, 0);
  it('paid is Pago whatever the date; before today unpaid is Vencido; today or later Em Aberto', () => {
    expect(invoiceStatus({ status: 'paid', dueDate: new Date(2026, 0, 1).toISOString() }, now)).toBe('paid');
    expect(invoiceStatus({ status: 'open', dueDate: new Date(2026, 10, 26, 23, 0).toISOString() }, now)).toBe(
      'overdue',
    );
    expect(invoiceStatus({ status: 'open', dueDate: new Date(2026, 10, 27, 0, 1).toISOString() }, now)).toBe(
      'open',
    );
    expect(invoiceStatus({ status: 'open', dueDate: new Date(2026, 11, 5).toISOString() }, now)).toBe('open');
  });
  it('money in R$ with two decimals', () => {
    expect(formatMoney(30)).toBe('R$ 30,00');
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
  });
  it('trial days: ceil of the absolute difference', () => {
    expect(trialDaysLeft(new Date(now.getTime() + 2.1 * 86_400_000).toISOString(), now)).toBe(3);
    expect(trialDaysLeft(new Date(now.getTime() - 1.5 * 86_400_000).toISOString(), now)).toBe(2);
  });
});
