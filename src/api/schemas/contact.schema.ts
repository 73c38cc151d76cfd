import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';
import { flag, records } from './tolerant.ts';

export const ExtraInfoSchema = v.object({
  id: v.optional(IdSchema),
  name: TextSchema,
  value: TextSchema,
});
export type ExtraInfo = v.InferOutput<typeof ExtraInfoSchema>;

export const ContactSchema = v.pipe(
  v.object({
    id: IdSchema,
    name: TextSchema,
    number: TextSchema,
    email: TextSchema,
    profilePicUrl: TextSchema,
    isGroup: flag(),
    companyId: v.optional(IdSchema),
    /** S2 §2: a backend that answers a saved contact with a ticket's uuid sends the user there (4.8.5 sends none). */
    uuid: v.optional(v.nullable(v.string())),
    extraInfo: v.optional(v.nullable(records(ExtraInfoSchema, 'contact.extraInfo'), [])),
    createdAt: v.optional(DateStringSchema),
    updatedAt: v.optional(DateStringSchema),
  }),
  // A contact saved with no name (older records, some imports) is called by its number, as WhatsApp does.
  v.transform((contact) => (contact.name.trim() === '' ? { ...contact, name: contact.number } : contact)),
);
export type Contact = v.InferOutput<typeof ContactSchema>;

export const ContactsPageSchema = v.object({
  contacts: records(ContactSchema, 'contact'),
  count: v.number(),
  hasMore: v.boolean(),
});
