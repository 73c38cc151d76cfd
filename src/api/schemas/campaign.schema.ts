import * as v from 'valibot';
import { DateStringSchema, IdSchema, recordsPage, TextSchema } from './common.schema.ts';
import { flag, records } from './tolerant.ts';
import { ContactListItemSchema } from './contact-list-item.schema.ts';

/** S2 §4 campaign status; a new campaign is INATIVA (the column's default, also what null reads as). */
export const CAMPAIGN_STATUSES = [
  'INATIVA',
  'PROGRAMADA',
  'EM_ANDAMENTO',
  'CANCELADA',
  'FINALIZADA',
] as const;
export const CampaignStatusSchema = v.picklist(CAMPAIGN_STATUSES);
export type CampaignStatus = v.InferOutput<typeof CampaignStatusSchema>;

const NullableDate = v.optional(v.nullable(DateStringSchema), null);
const NullableId = v.optional(v.nullable(IdSchema), null);
const NullableText = v.optional(v.nullable(v.string()), null);

/** One message sent (or to send) to one list contact: the report counts deliveredAt and the confirmations. */
export const CampaignShippingSchema = v.object({
  id: IdSchema,
  number: TextSchema,
  message: TextSchema,
  confirmationMessage: TextSchema,
  confirmation: flag(),
  contactId: NullableId,
  campaignId: NullableId,
  deliveredAt: NullableDate,
  confirmationRequestedAt: NullableDate,
  confirmedAt: NullableDate,
});
export type CampaignShipping = v.InferOutput<typeof CampaignShippingSchema>;

/**
 * A nested list that only some answers carry (GET /campaigns/:id and the sending queue's frames): absent stays
 * undefined, so the report tells 'not carried' (a save's frame) from 'none' and keeps the counts it holds; null is
 * none.
 */
function carried<TItem extends v.GenericSchema>(item: TItem, entity: string) {
  return v.optional(v.nullable(records(item, entity), []));
}

/**
 * S2 §3 Campaign. GET /campaigns and the create/update frames include contactList and whatsapp{id,name}; the
 * sending queue's frames (queues.ts) send the campaign as its job loaded it; GET /campaigns/:id adds shipping and
 * the list's contacts.
 */
export const CampaignSchema = v.object({
  id: IdSchema,
  name: TextSchema,
  message1: TextSchema,
  message2: TextSchema,
  message3: TextSchema,
  message4: TextSchema,
  message5: TextSchema,
  confirmationMessage1: TextSchema,
  confirmationMessage2: TextSchema,
  confirmationMessage3: TextSchema,
  confirmationMessage4: TextSchema,
  confirmationMessage5: TextSchema,
  status: v.optional(v.nullable(CampaignStatusSchema, 'INATIVA'), 'INATIVA'),
  confirmation: flag(),
  mediaPath: NullableText,
  mediaName: NullableText,
  scheduledAt: NullableDate,
  completedAt: NullableDate,
  companyId: v.optional(IdSchema),
  contactListId: NullableId,
  whatsappId: NullableId,
  fileListId: NullableId,
  createdAt: v.optional(DateStringSchema),
  updatedAt: v.optional(DateStringSchema),
  contactList: v.optional(
    v.nullable(
      v.object({
        id: IdSchema,
        name: TextSchema,
        contacts: carried(ContactListItemSchema, 'campaign.contactList.contacts'),
      }),
    ),
    null,
  ),
  whatsapp: v.optional(v.nullable(v.object({ id: v.optional(IdSchema), name: TextSchema })), null),
  shipping: carried(CampaignShippingSchema, 'campaign.shipping'),
});
export type Campaign = v.InferOutput<typeof CampaignSchema>;
export const CampaignsPageSchema = recordsPage(CampaignSchema, 'campaign');
export const CampaignListSchema = records(CampaignSchema, 'campaign');
