import * as v from 'valibot';
import { IdSchema } from './common.schema.ts';
import { CompanySchema } from './company.schema.ts';
import { QueueSummarySchema } from './queue.schema.ts';

export const ProfileSchema = v.picklist(['admin', 'user']);
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const UserSchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.string(),
  profile: ProfileSchema,
  companyId: IdSchema,
  super: v.optional(v.boolean(), false),
  queues: v.optional(v.array(QueueSummarySchema), []),
  whatsappId: v.optional(v.nullable(IdSchema), null),
  allTicket: v.optional(v.string()),
  online: v.optional(v.boolean()),
  company: v.optional(CompanySchema),
});
export type User = v.InferOutput<typeof UserSchema>;

export const UsersPageSchema = v.object({
  users: v.array(UserSchema),
  count: v.number(),
  hasMore: v.boolean(),
});
export const UserListItemSchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.optional(v.string()),
  queues: v.optional(v.array(QueueSummarySchema), []),
});
export const UserListSchema = v.array(UserListItemSchema);
export type UserListItem = v.InferOutput<typeof UserListItemSchema>;
