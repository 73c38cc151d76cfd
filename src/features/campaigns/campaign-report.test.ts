import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CampaignFrameRecordSchema, CampaignSchema } from '../../api/schemas/s2.ts';
import { reportOf, toReportCampaign } from './components/campaign-report.ts';

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

  it("a queue frame is read as the report's counts, the same as GET's lists counted; a save's frame carries none", () => {
    const payload = {
      id: 4,
      name: 'Natal',
      confirmation: true,
      status: 'EM_ANDAMENTO',
      contactList: { id: 1, name: 'L', contacts: [contact(1, true), contact(2, true), contact(3, false)] },
      shipping: [entry(1, true, true, true), entry(2, true, true), entry(3, false)],
    };
    const frame = v.parse(CampaignFrameRecordSchema, payload);
    expect(frame.progress).toEqual({ valid: 2, delivered: 2, confirmationRequested: 2, confirmed: 1 });
    expect(frame.contactList).toEqual({ id: 1, name: 'L' });
    expect('shipping' in frame).toBe(false);
    const { percent: _percent, ...fromGet } = reportOf(v.parse(CampaignSchema, payload));
    expect(frame.progress).toEqual(fromGet);

    // A save's frame: the list without contacts, no shipping.
    expect(
      v.parse(CampaignFrameRecordSchema, { id: 4, name: 'N', contactList: { id: 1, name: 'L' } }).progress,
    ).toBe(undefined);
    expect(v.parse(CampaignFrameRecordSchema, { ...payload, shipping: undefined }).progress).toBe(undefined);
    // null lists are carried as none.
    expect(v.parse(CampaignFrameRecordSchema, { id: 4, contactList: null, shipping: null }).progress).toEqual(
      {
        valid: 0,
        delivered: 0,
        confirmationRequested: 0,
        confirmed: 0,
      },
    );
    // The campaign's own fields are read as CampaignSchema reads them: a bad one drops the frame.
    expect(v.safeParse(CampaignFrameRecordSchema, { ...payload, status: 'PAUSADA' }).success).toBe(false);
    expect(v.safeParse(CampaignFrameRecordSchema, { ...payload, shipping: 'x' }).success).toBe(false);
  });

  it('a malformed contact or shipping entry is dropped from the counts and logged, the others counted', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const frame = v.parse(CampaignFrameRecordSchema, {
      id: 4,
      contactList: {
        id: 1,
        name: 'L',
        contacts: [contact(1, true), 'x', { ...contact(3, true), isWhatsappValid: 'yes' }],
      },
      shipping: [
        entry(1, true),
        null,
        { ...entry(3, true), deliveredAt: 'not-a-date' },
        { ...entry(4, false), confirmedAt: 7 },
      ],
    });
    expect(frame.progress).toEqual({ valid: 1, delivered: 1, confirmationRequested: 0, confirmed: 0 });
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('campaign.contactList.contacts record (#1)'),
      expect.stringContaining(
        'campaign.contactList.contacts record (#2) that cannot be shown: isWhatsappValid',
      ),
      expect.stringContaining('campaign.shipping record (#1)'),
      expect.stringContaining('campaign.shipping record (#2) that cannot be shown: deliveredAt'),
      expect.stringContaining('campaign.shipping record (#3) that cannot be shown: confirmedAt'),
    ]);
  });

  it("the report holds counts: a queue frame brings them, a save's frame brings none (the report reads again)", () => {
    const held = toReportCampaign(
      campaign({
        contactList: { id: 1, name: 'L', contacts: [contact(1, true), contact(2, true)] },
        shipping: [],
      }),
    );
    expect(held.progress).toEqual({ valid: 2, delivered: 0, confirmationRequested: 0, confirmed: 0 });
    expect('shipping' in held).toBe(false);
    const queued = v.parse(CampaignFrameRecordSchema, {
      id: 4,
      name: 'Natal',
      status: 'FINALIZADA',
      contactList: { id: 1, name: 'L', contacts: [contact(1, true), contact(2, true)] },
      shipping: [entry(1, true), entry(2, true)],
    });
    expect(queued.status).toBe('FINALIZADA');
    expect(reportOf({ ...held, ...queued, progress: queued.progress ?? held.progress })).toMatchObject({
      delivered: 2,
      valid: 2,
      percent: 100,
    });
    // A save's frame has no counts at all (not a zero): the holder's record then says it must be read again.
    expect('progress' in v.parse(CampaignFrameRecordSchema, { id: 4, name: 'Natal' })).toBe(false);
  });
});

afterEach(() => vi.restoreAllMocks());
