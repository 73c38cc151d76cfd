import * as v from 'valibot';
import { IdSchema } from './common.schema.ts';
import { SettingSchema } from './setting.schema.ts';

/** Login sends the whole company; refresh only `{id, name}`: everything else is optional. */
export const CompanySchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.optional(v.nullable(v.string())),
  phone: v.optional(v.nullable(v.string())),
  status: v.optional(v.boolean()),
  dueDate: v.optional(v.nullable(v.string())),
  trialExpiration: v.optional(v.nullable(v.string())),
  recurrence: v.optional(v.nullable(v.string())),
  planId: v.optional(v.nullable(IdSchema)),
  settings: v.optional(v.array(SettingSchema)),
});
export type Company = v.InferOutput<typeof CompanySchema>;
