import * as v from 'valibot';
import { IdSchema, recordsPage, TextSchema } from './common.schema.ts';
import { records } from './tolerant.ts';

export const QuickMessageSchema = v.object({
  id: IdSchema,
  shortcode: TextSchema,
  message: TextSchema,
  userId: v.optional(v.nullable(IdSchema)),
  companyId: v.optional(IdSchema),
  mediaPath: v.optional(v.nullable(v.string())),
  mediaName: v.optional(v.nullable(v.string())),
});
export type QuickMessage = v.InferOutput<typeof QuickMessageSchema>;
export const QuickMessageListSchema = records(QuickMessageSchema, 'quick message');
export const QuickMessagesPageSchema = recordsPage(QuickMessageSchema, 'quick message');
