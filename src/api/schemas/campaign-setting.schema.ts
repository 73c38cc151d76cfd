import * as v from 'valibot';
import { IdSchema } from './common.schema.ts';
import { records } from './tolerant.ts';

/**
 * S2 §3 campaign setting: key and JSON-encoded text. GET /campaign-settings reads the column (text); the
 * `-campaignSettings` frame sends the rows as POST received them, where a number stays a number: read as its text.
 */
export const CampaignSettingSchema = v.object({
  id: v.optional(IdSchema),
  key: v.string(),
  value: v.optional(
    v.pipe(
      v.nullable(v.union([v.string(), v.pipe(v.number(), v.transform(String))])),
      v.transform((value) => value ?? ''),
    ),
    '',
  ),
  companyId: v.optional(IdSchema),
});
export type CampaignSetting = v.InferOutput<typeof CampaignSettingSchema>;
export const CampaignSettingListSchema = records(CampaignSettingSchema, 'campaign setting');
