import * as v from 'valibot';
import { DateStringSchema, IdSchema, recordsPage, TextSchema } from './common.schema.ts';
import { records, sqlCount } from './tolerant.ts';

/**
 * S2 §3 ContactList. GET /contact-lists sends only id, name and contactsCount (a SQL count, a string on Postgres);
 * the live frames send the bare model (companyId and dates, no contactsCount).
 */
export const ContactListSchema = v.object({
  id: IdSchema,
  name: TextSchema,
  contactsCount: sqlCount(),
  companyId: v.optional(IdSchema),
  createdAt: v.optional(DateStringSchema),
  updatedAt: v.optional(DateStringSchema),
});
export type ContactList = v.InferOutput<typeof ContactListSchema>;
export const ContactListsPageSchema = recordsPage(ContactListSchema, 'contact list');
export const ContactListListSchema = records(ContactListSchema, 'contact list');
