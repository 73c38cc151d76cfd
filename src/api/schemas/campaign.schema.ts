import * as v from 'valibot';
import { DateStringSchema, IdSchema, recordsPage, TextSchema } from './common.schema.ts';
import { flag, logDropped, records } from './tolerant.ts';
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

/** What the report shows of a campaign's list and shipping (S2 §2, §4): counts, not the entries. */
export interface CampaignProgress {
  /** The list's contacts whose number is valid on WhatsApp. */
  valid: number;
  delivered: number;
  confirmationRequested: number;
  confirmed: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A timestamp field of a shipping entry: absent or null is 'not yet', a readable date is 'done'; else malformed. */
function stamp(entry: Record<string, unknown>, key: string): boolean | 'bad' {
  const value = entry[key];
  if (value === undefined || value === null) return false;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? true : 'bad';
}

/**
 * The valid contacts of a list as the sending queue's frames carry it, counted without building them: an entry that
 * is not an object or whose isWhatsappValid is neither a flag nor null is dropped and logged, as `records` does.
 */
export function countValidContacts(values: readonly unknown[]): number {
  let valid = 0;
  for (let index = 0; index < values.length; index++) {
    const entry = values[index];
    const flagValue = isRecord(entry) ? entry.isWhatsappValid : 'bad';
    if (flagValue === true) valid++;
    else if (flagValue !== false && flagValue !== null && flagValue !== undefined)
      logDropped({
        entity: 'campaign.contactList.contacts',
        index,
        path: isRecord(entry) ? 'isWhatsappValid' : '',
        issue: isRecord(entry) ? 'Invalid type: Expected boolean' : 'Invalid type: Expected Object',
      });
  }
  return valid;
}

/**
 * A campaign's shipping as the sending queue's frames carry it, counted without building its entries: delivered,
 * confirmation asked, confirmed. An entry that is not an object or carries an unreadable timestamp is dropped
 * (counted nowhere) and logged, as `records` does with CampaignShippingSchema.
 */
export function countShipping(
  values: readonly unknown[],
): Pick<CampaignProgress, 'delivered' | 'confirmationRequested' | 'confirmed'> {
  let delivered = 0;
  let confirmationRequested = 0;
  let confirmed = 0;
  for (let index = 0; index < values.length; index++) {
    const entry = values[index];
    if (!isRecord(entry)) {
      logDropped({ entity: 'campaign.shipping', index, path: '', issue: 'Invalid type: Expected Object' });
      continue;
    }
    const d = stamp(entry, 'deliveredAt');
    const r = stamp(entry, 'confirmationRequestedAt');
    const c = stamp(entry, 'confirmedAt');
    if (d === 'bad' || r === 'bad' || c === 'bad') {
      const path = d === 'bad' ? 'deliveredAt' : r === 'bad' ? 'confirmationRequestedAt' : 'confirmedAt';
      logDropped({ entity: 'campaign.shipping', index, path, issue: 'Invalid date' });
      continue;
    }
    if (d) delivered++;
    if (r) confirmationRequested++;
    if (c) confirmed++;
  }
  return { delivered, confirmationRequested, confirmed };
}

/** A list some frames carry, read as its count (absent stays undefined: not carried; null is none). */
function counted<T>(count: (values: unknown[]) => T) {
  return v.optional(v.nullable(v.pipe(v.array(v.unknown()), v.transform(count)), []));
}

const { contactList: _list, shipping: _shipping, ...campaignFields } = CampaignSchema.entries;

/**
 * A campaign as its frames carry it (`company-{cid}-campaign`). The sending queue's frames carry the whole campaign
 * with the list's contacts and every shipping entry, one frame per message sent: 5,000 contacts are 5,000 entries
 * in each. The campaign's own fields are read as CampaignSchema reads them; the two lists only as the report's
 * counts (`progress`), without an object per entry. `progress` is undefined when the frame carries neither (a
 * save's frame), and the list is `{id, name}`.
 */
export const CampaignFrameRecordSchema = v.pipe(
  v.object({
    ...campaignFields,
    contactList: v.optional(
      v.nullable(
        v.object({
          id: IdSchema,
          name: TextSchema,
          contacts: counted(countValidContacts),
        }),
      ),
      null,
    ),
    shipping: counted(countShipping),
  }),
  v.transform(({ contactList, shipping, ...fields }) => {
    const carried = shipping !== undefined && (contactList === null || contactList.contacts !== undefined);
    const progress: CampaignProgress | undefined = carried
      ? { valid: contactList?.contacts ?? 0, ...shipping }
      : undefined;
    return {
      ...fields,
      contactList: contactList === null ? null : { id: contactList.id, name: contactList.name },
      ...(progress === undefined ? {} : { progress }),
    };
  }),
);
export type CampaignFrameRecord = v.InferOutput<typeof CampaignFrameRecordSchema>;

/**
 * A campaign as the app holds it (the campaigns' list, their status actors and the report read it): its fields, and
 * the counts of its list and shipping once a read or a queue frame brought them.
 */
export type CampaignRecord = Campaign & { progress?: CampaignProgress };
