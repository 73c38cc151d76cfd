import * as v from 'valibot';
import { IdSchema } from './common.schema.ts';
import { records } from './tolerant.ts';
import { SettingSchema } from './setting.schema.ts';

/** Login sends the whole company; refresh only `{id, name}`: everything else is optional. */
export const CompanySchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.optional(v.nullable(v.string())),
  phone: v.optional(v.nullable(v.string())),
  status: v.optional(v.nullable(v.boolean(), true)),
  dueDate: v.optional(v.nullable(v.string())),
  trialExpiration: v.optional(v.nullable(v.string())),
  recurrence: v.optional(v.nullable(v.string())),
  planId: v.optional(v.nullable(IdSchema)),
  // Absent from the refresh answer's company, which is `{id, name}` only: absent stays absent (not read as none).
  settings: v.optional(
    v.pipe(
      v.nullable(records(SettingSchema, 'company.settings')),
      v.transform((settings) => settings ?? undefined),
    ),
  ),
});
export type Company = v.InferOutput<typeof CompanySchema>;
