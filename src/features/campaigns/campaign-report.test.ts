import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CampaignSchema } from '../../api/schemas/s2.ts';
import { carriesReport, reportOf } from './components/campaign-report.ts';

const contact = (id: number, isWhatsappValid: boolean | null) => ({
  id,
  name: `C${id}`,
  number: `5511999990${String(id).padStart(3, '0')}`,
  email: '',
  isWhatsappValid,
});
const entry = (id: number, delivered: boolean, asked = false, confirmed = false) => ({
  id,
  number: '',
  message: '',
  confirmationMessage: '',
  deliveredAt: delivered ? '2026-11-27T10:00:00.000Z' : null,
  confirmationRequestedAt: asked ? '2026-11-27T10:00:00.000Z' : null,
  confirmedAt: confirmed ? '2026-11-27T10:01:00.000Z' : null,
});

function campaign(extra: Record<string, unknown>) {
  return v.parse(CampaignSchema, { id: 4, name: 'Natal', confirmation: true, ...extra });
}

describe('campaign report (S2 §2, §4)', () => {
  it('progress is delivered divided by valid contacts, times 100; invalid and validating numbers do not count', () => {
    const c = campaign({
      contactList: {
        id: 1,
        name: 'L',
        contacts: [
          contact(1, true),
          contact(2, true),
          contact(3, true),
          contact(4, true),
          contact(5, false),
          contact(6, null),
        ],
      },
      shipping: [entry(1, true, true, true), entry(2, true, true), entry(3, false), entry(4, false)],
    });
    expect(reportOf(c)).toEqual({
      valid: 4,
      delivered: 2,
      confirmationRequested: 2,
      confirmed: 1,
      percent: 50,
    });
  });

  it('no valid contact is 0 %, and it never goes over 100 %', () => {
    expect(reportOf(campaign({ contactList: null, shipping: [] })).percent).toBe(0);
    const over = campaign({
      contactList: { id: 1, name: 'L', contacts: [contact(1, true)] },
      shipping: [entry(1, true), entry(2, true)],
    });
    expect(reportOf(over).percent).toBe(100);
  });

  it("a queue frame carries the report's figures; a save's frame (no shipping, a list without contacts) does not", () => {
    expect(carriesReport(campaign({ contactList: { id: 1, name: 'L', contacts: [] }, shipping: [] }))).toBe(
      true,
    );
    expect(carriesReport(campaign({ contactList: null, shipping: [] }))).toBe(true);
    expect(carriesReport(campaign({ contactList: { id: 1, name: 'L' } }))).toBe(false);
    expect(carriesReport(campaign({ contactList: { id: 1, name: 'L' }, shipping: [] }))).toBe(false);
  });
});
