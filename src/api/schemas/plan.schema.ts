import * as v from 'valibot';
import { IdSchema } from './common.schema.ts';

export const PlanSchema = v.object({
  id: IdSchema,
  name: v.string(),
  users: v.number(),
  connections: v.number(),
  queues: v.number(),
  // Decimal monthly price in BRL; some backends send it as a string.
  value: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  useCampaigns: v.optional(v.boolean()),
  useSchedules: v.optional(v.boolean()),
  useInternalChat: v.optional(v.boolean()),
  useExternalApi: v.optional(v.boolean()),
  useKanban: v.optional(v.boolean()),
});
export type Plan = v.InferOutput<typeof PlanSchema>;
export const PlanListSchema = v.array(PlanSchema);
