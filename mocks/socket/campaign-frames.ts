import type { CampaignEventDraft } from '../db/campaign-events.ts';
import { campaignQueueRecord, campaignSettingView, campaignView } from '../db/campaign-views.ts';
import type { State } from '../db/projection.ts';
import type { CampaignRow } from '../db/rows.ts';
import type { Frame } from './frame.ts';
import { withWireText } from './wire-text.ts';

/**
 * The campaigns' frames as the reference sends them: `company-{cid}-campaign` to `company-{cid}-mainchannel` with
 * `{action, record}` for POST and PUT (CampaignController), `{action:'delete', id}` (the route's id, a string) for
 * DELETE, and the sending queue's `update` with the campaign as its job loaded it (campaignQueueRecord) at every step
 * (start, each delivery, each confirmation, the end). Cancel, restart and the media routes emit nothing, as in the
 * reference. `company-{cid}-campaignSettings` `{action:'create', record}` for POST /campaign-settings, the values as
 * the body had them (a number stays a number).
 */
export function campaignFramesOf(event: CampaignEventDraft, before: State, after: State): Frame[] {
  const frame = (companyId: number, payload: Frame['payload']): Frame[] => [
    { rooms: [`company-${companyId}-mainchannel`], event: `company-${companyId}-campaign`, payload },
  ];
  // The queue's update: written out from the entries' texts of the frame before (wire-text.ts).
  const queued = (c: CampaignRow): Frame[] => {
    const { view, text } = campaignQueueRecord(after, c);
    return frame(
      c.companyId,
      withWireText({ action: 'update', record: view }, () => `{"action":"update","record":${text()}}`),
    );
  };
  switch (event.type) {
    case 'campaign.created':
    case 'campaign.updated': {
      const id = event.type === 'campaign.created' ? event.campaign.id : event.campaignId;
      const c = after.tables.campaigns.get(id);
      if (!c) return [];
      return frame(c.companyId, {
        action: event.type === 'campaign.created' ? 'create' : 'update',
        record: campaignView(after, c),
      });
    }
    case 'campaign.deleted': {
      const c = before.tables.campaigns.get(event.campaignId);
      return c ? frame(c.companyId, { action: 'delete', id: String(c.id) }) : [];
    }
    case 'campaign.started':
    case 'campaign.finished': {
      const c = after.tables.campaigns.get(event.campaignId);
      return c ? queued(c) : [];
    }
    case 'campaignShipping.delivered':
    case 'campaignShipping.confirmed': {
      const x = after.tables.campaignShipping.get(event.shippingId);
      const c = x && after.tables.campaigns.get(x.campaignId);
      return c ? queued(c) : [];
    }
    case 'campaignSettings.saved': {
      const first = event.settings[0];
      if (!first) return [];
      return [
        {
          rooms: [`company-${first.companyId}-mainchannel`],
          event: `company-${first.companyId}-campaignSettings`,
          payload: {
            action: 'create',
            record: event.settings.map((s) => {
              const view = campaignSettingView(s);
              const asNumber = Number(s.value);
              return s.value !== '' && Number.isFinite(asNumber) ? { ...view, value: asNumber } : view;
            }),
          },
        },
      ];
    }
    case 'campaign.mediaChanged':
    case 'campaign.cancelled':
    case 'campaign.restarted':
    case 'campaignShipping.failed':
      return [];
  }
}
