import * as v from 'valibot';
import { IdSchema, TextSchema } from './common.schema.ts';
import { flag, nestedRecords, records } from './tolerant.ts';
import { CompanySchema } from './company.schema.ts';
import { QueueSummarySchema } from './queue.schema.ts';

export const ProfileSchema = v.picklist(['admin', 'user']);
/** A user's profile as read: null (an older record) is the least privilege, 'user'. */
const ReadProfileSchema = v.optional(v.nullable(ProfileSchema, 'user'), 'user');
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const UserSchema = v.object({
  id: IdSchema,
  name: TextSchema,
  email: TextSchema,
  profile: ReadProfileSchema,
  companyId: IdSchema,
  super: flag(),
  queues: nestedRecords(QueueSummarySchema, 'user.queues'),
  whatsappId: v.optional(v.nullable(IdSchema), null),
  allTicket: v.optional(v.nullable(v.string(), 'disabled')),
  online: v.optional(v.nullable(v.boolean(), false)),
  // Sent with login and refresh; null on a user listed without it.
  company: v.optional(
    v.pipe(
      v.nullable(CompanySchema),
      v.transform((company) => company ?? undefined),
    ),
  ),
});
export type User = v.InferOutput<typeof UserSchema>;

export const UsersPageSchema = v.object({
  users: records(UserSchema, 'user'),
  count: v.number(),
  hasMore: v.boolean(),
});
export const UserListItemSchema = v.object({
  id: IdSchema,
  name: TextSchema,
  email: v.optional(v.nullable(v.string(), '')),
  queues: nestedRecords(QueueSummarySchema, 'user.queues'),
});
export const UserListSchema = records(UserListItemSchema, 'user');
export type UserListItem = v.InferOutput<typeof UserListItemSchema>;
