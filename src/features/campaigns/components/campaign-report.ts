import type { Campaign, CampaignProgress } from '../../../api/schemas/s2.ts';

/** S2 §4, §9: the report reloads this long after a real-time event showing FINALIZADA. */
export const REPORT_RELOAD_MS = 5000;

export interface ReportCounts extends CampaignProgress {
  /** S2 §4: delivered divided by valid contacts, times 100 (0 with no valid contact; never over 100). */
  percent: number;
}

/**
 * The campaign the report holds: its own fields and the counts of its list and shipping (`progress`), not their
 * entries (5,000 contacts are 5,000 objects to keep and compare at each frame).
 */
export type ReportCampaign = Omit<Campaign, 'shipping' | 'contactList'> & {
  contactList: { id: number; name: string } | null;
  progress: CampaignProgress;
};

/** The counts of a campaign as GET /campaigns/:id carries it: its list's valid contacts and its shipping. */
function progressOf(campaign: Campaign): CampaignProgress {
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
  return { valid, delivered, confirmationRequested, confirmed };
}

function isReportCampaign(campaign: Campaign | ReportCampaign): campaign is ReportCampaign {
  return (campaign as Partial<ReportCampaign>).progress !== undefined;
}

/** GET /campaigns/:id as the report holds it. */
export function toReportCampaign(campaign: Campaign | ReportCampaign): ReportCampaign {
  if (isReportCampaign(campaign)) return campaign;
  const { shipping: _shipping, contactList, ...fields } = campaign;
  return {
    ...fields,
    contactList: contactList === null ? null : { id: contactList.id, name: contactList.name },
    progress: progressOf(campaign),
  };
}

/** The report's figures of a campaign as GET /campaigns/:id or a queue frame carries it (S2 §2, §4). */
export function reportOf(campaign: Campaign | ReportCampaign): ReportCounts {
  const counts = isReportCampaign(campaign) ? campaign.progress : progressOf(campaign);
  const percent = counts.valid > 0 ? Math.min(100, (counts.delivered / counts.valid) * 100) : 0;
  return { ...counts, percent };
}
