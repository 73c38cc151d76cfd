import * as v from 'valibot';
import { DateStringSchema, IdSchema, recordsPage, TextSchema } from './common.schema.ts';
import { records } from './tolerant.ts';

/** S2 §9: 1 high (red), 2 medium (orange), 3 low (grey); 3 is the default. */
export const ANNOUNCEMENT_PRIORITIES = [1, 2, 3] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/**
 * The frames send the model as the request set it (Sequelize casts booleans, not integers): a priority may be
 * '1'. A missing or unknown priority reads as the default, 3.
 */
const PrioritySchema = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.pipe(v.string(), v.digits(), v.transform(Number))]))),
  v.transform((value): AnnouncementPriority => (value === 1 || value === 2 ? value : 3)),
);

/** S2 §3 Announcement. Created by a super user for every company; the list shows those with status true. */
export const AnnouncementSchema = v.object({
  id: IdSchema,
  title: TextSchema,
  text: TextSchema,
  priority: PrioritySchema,
  // S2 §4: an announcement defaults active. A null status (an older row) is not listed by the backend anyway.
  status: v.optional(v.nullable(v.boolean(), true), true),
  mediaPath: v.optional(v.nullable(v.string()), null),
  mediaName: v.optional(v.nullable(v.string()), null),
  companyId: v.optional(v.nullable(IdSchema), null),
  createdAt: DateStringSchema,
  updatedAt: v.optional(DateStringSchema),
  company: v.optional(v.nullable(v.object({ id: IdSchema, name: TextSchema })), null),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;
export const AnnouncementsPageSchema = recordsPage(AnnouncementSchema, 'announcement');
export const AnnouncementListSchema = records(AnnouncementSchema, 'announcement');
