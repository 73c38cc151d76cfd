import * as v from 'valibot';
import { IdSchema, TextSchema } from './common.schema.ts';
import { count, records } from './tolerant.ts';

export const PlanSchema = v.object({
  id: IdSchema,
  name: TextSchema,
  users: count(),
  connections: count(),
  queues: count(),
  // Decimal monthly price in BRL; some backends send it as a string.
  value: v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()]), 0), 0),
    v.transform(Number),
    v.check((value) => Number.isFinite(value), 'Invalid price'),
  ),
  useCampaigns: v.optional(v.nullable(v.boolean(), false)),
  useSchedules: v.optional(v.nullable(v.boolean(), false)),
  useInternalChat: v.optional(v.nullable(v.boolean(), false)),
  useExternalApi: v.optional(v.nullable(v.boolean(), false)),
  useKanban: v.optional(v.nullable(v.boolean(), false)),
});
export type Plan = v.InferOutput<typeof PlanSchema>;
export const PlanListSchema = records(PlanSchema, 'plan');
