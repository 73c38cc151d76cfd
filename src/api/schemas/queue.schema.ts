import * as v from 'valibot';
import { IdSchema, TextSchema } from './common.schema.ts';
import { nestedRecords, records } from './tolerant.ts';

export const QueueSummarySchema = v.object({ id: IdSchema, name: TextSchema, color: TextSchema });
export type QueueSummary = v.InferOutput<typeof QueueSummarySchema>;

export const ScheduleEntrySchema = v.object({
  weekday: v.string(),
  weekdayEn: v.string(),
  startTime: v.string(),
  endTime: v.string(),
});

export const QueueSchema = v.object({
  ...QueueSummarySchema.entries,
  greetingMessage: TextSchema,
  outOfHoursMessage: TextSchema,
  schedules: nestedRecords(ScheduleEntrySchema, 'queue.schedules'),
  companyId: v.optional(IdSchema),
});
export type Queue = v.InferOutput<typeof QueueSchema>;
export const QueueListSchema = records(QueueSchema, 'queue');
