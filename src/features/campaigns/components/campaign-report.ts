import type { Campaign } from '../../../api/schemas/s2.ts';

/** S2 §4, §9: the report reloads this long after a real-time event showing FINALIZADA. */
export const REPORT_RELOAD_MS = 5000;

export interface ReportCounts {
  /** The list's contacts whose number is valid on WhatsApp. */
  valid: number;
  delivered: number;
  confirmationRequested: number;
  confirmed: number;
  /** S2 §4: delivered divided by valid contacts, times 100 (0 with no valid contact; never over 100). */
  percent: number;
}

/** The report's figures of a campaign as GET /campaigns/:id or a queue frame carries it (S2 §2, §4). */
export function reportOf(campaign: Campaign): ReportCounts {
  const contacts = campaign.contactList?.contacts ?? [];
  const shipping = campaign.shipping ?? [];
  let valid = 0;
  for (const c of contacts) if (c.isWhatsappValid === true) valid++;
  let delivered = 0;
  let confirmationRequested = 0;
  let confirmed = 0;
  for (const s of shipping) {
    if (s.deliveredAt !== null) delivered++;
    if (s.confirmationRequestedAt !== null) confirmationRequested++;
    if (s.confirmedAt !== null) confirmed++;
  }
  const percent = valid > 0 ? Math.min(100, (delivered / valid) * 100) : 0;
  return { valid, delivered, confirmationRequested, confirmed, percent };
}

/**
 * Whether a frame's record carries what the report counts: the sending queue's frames carry the shipping and the
 * list's contacts; a save's frame (POST/PUT) carries neither, and then the report reads the campaign again.
 */
export function carriesReport(record: Campaign): boolean {
  return (
    record.shipping !== undefined &&
    (record.contactList === null || record.contactList.contacts !== undefined)
  );
}

/** The report's campaign after a frame that carries its figures: the frame's record replaces it. */
export function mergeReportFrame(held: Campaign, record: Campaign): Campaign {
  return { ...held, ...record };
}
