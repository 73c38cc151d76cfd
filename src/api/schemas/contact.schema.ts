import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';

export const ExtraInfoSchema = v.object({
  id: v.optional(IdSchema),
  name: v.string(),
  value: v.string(),
});
export type ExtraInfo = v.InferOutput<typeof ExtraInfoSchema>;

export const ContactSchema = v.object({
  id: IdSchema,
  name: v.string(),
  number: TextSchema,
  email: TextSchema,
  profilePicUrl: TextSchema,
  isGroup: v.optional(v.boolean(), false),
  companyId: v.optional(IdSchema),
  extraInfo: v.optional(v.array(ExtraInfoSchema)),
  createdAt: v.optional(DateStringSchema),
  updatedAt: v.optional(DateStringSchema),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

export const ContactsPageSchema = v.object({
  contacts: v.array(ContactSchema),
  count: v.number(),
  hasMore: v.boolean(),
});
