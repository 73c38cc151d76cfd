import * as v from 'valibot';
import { DateStringSchema, IdSchema, recordsPage, TextSchema } from './common.schema.ts';
import { records } from './tolerant.ts';

/** A help entry (title, description, a video id and a link), shared by every company. */
export const HelpSchema = v.object({
  id: IdSchema,
  title: TextSchema,
  description: TextSchema,
  video: TextSchema,
  link: TextSchema,
  createdAt: v.optional(DateStringSchema),
  updatedAt: v.optional(DateStringSchema),
});
export type Help = v.InferOutput<typeof HelpSchema>;
export const HelpsPageSchema = recordsPage(HelpSchema, 'help');
export const HelpListSchema = records(HelpSchema, 'help');
