import type { BillingEventDraft } from '../db/billing-events.ts';
import type { State } from '../db/projection.ts';
import { companyView } from '../db/views.ts';
import type { Frame } from './frame.ts';

/**
 * SubscriptionController.webhook: `company-{cid}-payment {action:'CONCLUIDA', company}` to the company's main
 * channel, the company as renewed (its new dueDate).
 */
export function billingFramesOf(event: BillingEventDraft, after: State): Frame[] {
  const cid = event.companyRowId;
  return [
    {
      rooms: [`company-${cid}-mainchannel`],
      event: `company-${cid}-payment`,
      payload: { action: 'CONCLUIDA', company: companyView(after, cid, true) },
    },
  ];
}
