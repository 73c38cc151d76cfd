import { describe, expect, it } from 'vitest';
import { companyInput, dayOf, dueTone, emptyCompanyValues, monthAhead } from './company-form.ts';

const today = '2026-11-27';
const plus = (days: number) => {
  const d = new Date(Date.UTC(2026, 10, 27 + days));
  return d.toISOString().slice(0, 10);
};

describe('dueTone (S3 §4.3)', () => {
  it('is light yellow at exactly 5 days', () => {
    expect(dueTone(plus(5), today)).toBe('soon');
  });
  it('is orange from -3 to 4 days', () => {
    for (const d of [-3, -2, -1, 0, 1, 2, 3, 4]) expect(dueTone(plus(d), today)).toBe('due');
  });
  it('is red at exactly -4 days', () => {
    expect(dueTone(plus(-4), today)).toBe('overdue');
  });
  it('has no colour otherwise and without a due date', () => {
    for (const d of [6, 30, -5, -40]) expect(dueTone(plus(d), today)).toBeNull();
    expect(dueTone(null, today)).toBeNull();
    expect(dueTone('', today)).toBeNull();
  });
});

describe('due dates', () => {
  it('defaults a new company to one month ahead', () => {
    expect(emptyCompanyValues(new Date(2026, 10, 27)).dueDate).toBe('2026-12-27');
    expect(monthAhead(new Date(2027, 0, 31))).toBe('2027-02-28');
  });
  it('shows YYYY-MM-DD', () => {
    expect(dayOf('2026-12-01')).toBe('2026-12-01');
    expect(dayOf('2026-02-30')).toBeNull();
  });
  it('sends an empty or invalid due date as null', () => {
    const values = { ...emptyCompanyValues(new Date(2026, 10, 27)), email: 'a@b.co', planId: '2' };
    expect(companyInput({ ...values, dueDate: '' }).dueDate).toBeNull();
    expect(companyInput({ ...values, dueDate: 'soon' }).dueDate).toBeNull();
    expect(companyInput(values)).toMatchObject({ dueDate: '2026-12-27', planId: 2, status: true });
  });
});
