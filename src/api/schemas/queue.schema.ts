import * as v from 'valibot';
import { IdSchema, TextSchema } from './common.schema.ts';
import { nestedRecords, records } from './tolerant.ts';

export const QueueSummarySchema = v.object({ id: IdSchema, name: TextSchema, color: TextSchema });
export type QueueSummary = v.InferOutput<typeof QueueSummarySchema>;

/** S3 §3 schedule entry: the weekday's Portuguese label (stored as data), its English key, HH:MM times. */
export const ScheduleEntrySchema = v.object({
  weekday: TextSchema,
  weekdayEn: v.string(),
  startTime: TextSchema,
  endTime: TextSchema,
});
export type ScheduleEntry = v.InferOutput<typeof ScheduleEntrySchema>;

/**
 * S3 §3 names a typebotId; the reference backend 4.8.5 has no such column (its typebot is a queue integration), so
 * it is absent there: read as ''. A number is read as its digits.
 */
const TypebotIdSchema = v.optional(
  v.nullable(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), ''),
  '',
);

export const QueueSchema = v.object({
  ...QueueSummarySchema.entries,
  greetingMessage: TextSchema,
  outOfHoursMessage: TextSchema,
  typebotId: TypebotIdSchema,
  schedules: nestedRecords(ScheduleEntrySchema, 'queue.schedules'),
  companyId: v.optional(IdSchema),
  updatedAt: v.optional(v.string()),
});
export type Queue = v.InferOutput<typeof QueueSchema>;
export const QueueListSchema = records(QueueSchema, 'queue');
