import * as v from 'valibot';
import { ScheduleEntrySchema } from './queue.schema.ts';
import { nestedRecords } from './tolerant.ts';

/**
 * The company's working hours as GET /companies/:id and PUT /companies/:id/schedules answer them (S3 §2.9): the
 * JSONB `schedules`, null or absent before the first save (read as none: the form's defaults fill the week). Kept
 * apart from CompanySchema, which /login's core carries.
 */
export const CompanySchedulesSchema = v.object({
  schedules: v.optional(
    v.pipe(
      v.nullable(nestedRecords(ScheduleEntrySchema, 'company.schedules')),
      v.transform((s) => s ?? []),
    ),
    [],
  ),
});
export type CompanySchedules = v.InferOutput<typeof CompanySchedulesSchema>;
