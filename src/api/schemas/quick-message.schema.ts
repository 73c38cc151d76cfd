import * as v from 'valibot';
import { IdSchema, recordsPage } from './common.schema.ts';

export const QuickMessageSchema = v.object({
  id: IdSchema,
  shortcode: v.string(),
  message: v.string(),
  userId: v.optional(v.nullable(IdSchema)),
  companyId: v.optional(IdSchema),
  mediaPath: v.optional(v.nullable(v.string())),
  mediaName: v.optional(v.nullable(v.string())),
});
export type QuickMessage = v.InferOutput<typeof QuickMessageSchema>;
export const QuickMessageListSchema = v.array(QuickMessageSchema);
export const QuickMessagesPageSchema = recordsPage(QuickMessageSchema);
