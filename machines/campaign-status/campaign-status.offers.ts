/**
 * What a campaign at rest offers (S2 §2 'Campaigns list' row actions, 'Campaign dialog' buttons and read-only mode),
 * as the campaign-status machine decides it: read from the machine's initial snapshot for that campaign with
 * `can(...)`. No actor is started and nothing is invoked, so a row may ask on every render.
 */
import { getInitialSnapshot } from 'xstate';
import { campaignStatusMachine, type CampaignStatusRecord } from './campaign-status.machine.ts';

export interface CampaignOffers {
  /** Stop the sending (EM_ANDAMENTO). */
  cancel: boolean;
  /** Restart the sending (CANCELADA). */
  restart: boolean;
  /** Every field of the form may change (INATIVA, or PROGRAMADA more than one hour ahead). */
  edit: boolean;
  /** The message fields and save are usable (editable, or CANCELADA). */
  saveMessages: boolean;
}

export function campaignOffers(campaign: CampaignStatusRecord, now: () => number = Date.now): CampaignOffers {
  const snapshot = getInitialSnapshot(campaignStatusMachine, { campaign, now });
  return {
    cancel: snapshot.can({ type: 'campaign.cancel' }),
    restart: snapshot.can({ type: 'campaign.restart' }),
    edit: snapshot.can({ type: 'campaign.edit' }),
    saveMessages: snapshot.can({ type: 'campaign.saveMessages' }),
  };
}
