import type { CampaignRow, CampaignSettingRow, CampaignShippingRow, Iso } from './rows.ts';

/** What a campaign write changed (the fields of the event are the new values). */
export type CampaignChanges = Partial<Omit<CampaignRow, 'id' | 'companyId' | 'createdAt'>>;

/**
 * The campaigns' facts: the HTTP writes (CampaignController, CampaignSettingController) and what the
 * backend's sending queue does (queues.ts: ProcessCampaign, PrepareContact, DispatchCampaign), played by
 * mocks/campaigns/runner.ts. Frames: mocks/socket/campaign-frames.ts.
 */
export type CampaignEventDraft =
  /** POST /campaigns. */
  | { type: 'campaign.created'; campaign: CampaignRow }
  /** PUT /campaigns/:id: the fields of the body (UpdateService; INATIVA with a schedule becomes PROGRAMADA). */
  | { type: 'campaign.updated'; campaignId: number; changes: CampaignChanges }
  /** POST or DELETE /campaigns/:id/media-upload: mediaPath and mediaName (no frame, as the reference). */
  | { type: 'campaign.mediaChanged'; campaignId: number; changes: CampaignChanges }
  /** POST /campaigns/:id/cancel: CANCELADA (CancelService emits nothing). */
  | { type: 'campaign.cancelled'; campaignId: number; changes: CampaignChanges }
  /** POST /campaigns/:id/restart: EM_ANDAMENTO, failed deliveries are tried again (RestartService emits nothing). */
  | { type: 'campaign.restarted'; campaignId: number; changes: CampaignChanges }
  /** The queue took the campaign at its scheduledAt: EM_ANDAMENTO and one shipping entry per valid contact. */
  | {
      type: 'campaign.started';
      campaignId: number;
      changes: CampaignChanges;
      shipping: CampaignShippingRow[];
    }
  /** Every entry delivered: FINALIZADA with completedAt (verifyAndFinalizeCampaign). */
  | { type: 'campaign.finished'; campaignId: number; changes: CampaignChanges }
  /** DELETE /campaigns/:id (its shipping goes with it). */
  | { type: 'campaign.deleted'; campaignId: number }
  /** DispatchCampaign sent one message (the confirmation request when confirmation is on). */
  | {
      type: 'campaignShipping.delivered';
      shippingId: number;
      deliveredAt: Iso;
      confirmationRequestedAt: Iso | null;
    }
  /** The contact answered the confirmation request. */
  | { type: 'campaignShipping.confirmed'; shippingId: number; confirmedAt: Iso }
  /** QA control 'a campaign delivery fails': the send threw; the entry stays undelivered (no frame). */
  | { type: 'campaignShipping.failed'; shippingId: number; updatedAt: Iso }
  /** POST /campaign-settings: each key found or created, then its value written. */
  | { type: 'campaignSettings.saved'; settings: CampaignSettingRow[] };

export const CAMPAIGN_EVENT_TYPES = [
  'campaign.created',
  'campaign.updated',
  'campaign.mediaChanged',
  'campaign.cancelled',
  'campaign.restarted',
  'campaign.started',
  'campaign.finished',
  'campaign.deleted',
  'campaignShipping.delivered',
  'campaignShipping.confirmed',
  'campaignShipping.failed',
  'campaignSettings.saved',
] as const;
