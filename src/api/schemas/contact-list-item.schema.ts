import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';
import { records } from './tolerant.ts';

/**
 * S2 §3 ContactListItem. isWhatsappValid is null while the backend has not checked the number on WhatsApp (S2 §4
 * "validating"), then true or false: null is a state here, not a flag to repair.
 */
export const ContactListItemSchema = v.object({
  id: IdSchema,
  name: TextSchema,
  number: TextSchema,
  email: TextSchema,
  isWhatsappValid: v.optional(v.nullable(v.boolean()), null),
  // Always set by the backend; null only if a row lost its list, which then belongs to no list shown.
  contactListId: v.optional(v.nullable(IdSchema), null),
  companyId: v.optional(IdSchema),
  createdAt: v.optional(DateStringSchema),
  updatedAt: v.optional(DateStringSchema),
});
export type ContactListItem = v.InferOutput<typeof ContactListItemSchema>;
export type WhatsappValidity = 'validating' | 'valid' | 'invalid';
export function whatsappValidity(item: Pick<ContactListItem, 'isWhatsappValid'>): WhatsappValidity {
  if (item.isWhatsappValid === null) return 'validating';
  return item.isWhatsappValid ? 'valid' : 'invalid';
}

/** GET /contact-list-items?contactListId: `{contacts, count, hasMore}` (ContactListItemController.index). */
export const ContactListItemsPageSchema = v.object({
  contacts: records(ContactListItemSchema, 'contact list item'),
  count: v.optional(v.unknown()),
  hasMore: v.boolean(),
});
export const ContactListItemListSchema = records(ContactListItemSchema, 'contact list item');
