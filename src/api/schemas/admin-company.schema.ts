import * as v from 'valibot';
import { IdSchema, TextSchema } from './common.schema.ts';
import { records } from './tolerant.ts';
import { SettingSchema } from './setting.schema.ts';

/**
 * A company as the super user's Empresas tab reads it (S3 §2.5; GET /companies/list, the reference's
 * FindAllCompaniesService): the row with its plan `{id, name, …}` and its settings (campaignsEnabled lives there,
 * S3 §3). Older rows carry nulls in email, phone, dueDate and recurrence (contract samples): repaired, never dropped.
 */
export const AdminCompanySchema = v.object({
  id: IdSchema,
  name: TextSchema,
  email: v.optional(v.nullable(v.string()), null),
  phone: v.optional(v.nullable(v.string()), null),
  status: v.optional(v.nullable(v.boolean(), true), true),
  dueDate: v.optional(v.nullable(v.string()), null),
  recurrence: v.optional(v.nullable(v.string()), null),
  planId: v.optional(v.nullable(IdSchema), null),
  plan: v.optional(v.nullable(v.object({ id: IdSchema, name: TextSchema })), null),
  settings: v.optional(v.nullable(records(SettingSchema, 'company.settings'), []), []),
  createdAt: v.optional(v.nullable(v.string()), null),
});
export type AdminCompany = v.InferOutput<typeof AdminCompanySchema>;
export const AdminCompanyListSchema = records(AdminCompanySchema, 'company');
