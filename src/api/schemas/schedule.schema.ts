import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';
import { records } from './tolerant.ts';

export const ScheduleSchema = v.object({
  id: IdSchema,
  body: TextSchema,
  sendAt: DateStringSchema,
  sentAt: v.optional(v.nullable(DateStringSchema), null),
  status: TextSchema,
  contactId: IdSchema,
  ticketId: v.optional(v.nullable(IdSchema), null),
  userId: v.optional(v.nullable(IdSchema), null),
  companyId: v.optional(IdSchema),
  contact: v.optional(v.nullable(v.object({ id: IdSchema, name: TextSchema })), null),
});
export type Schedule = v.InferOutput<typeof ScheduleSchema>;
export const SchedulesPageSchema = v.object({
  schedules: records(ScheduleSchema, 'schedule'),
  count: v.number(),
  hasMore: v.boolean(),
});
