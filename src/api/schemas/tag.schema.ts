import * as v from 'valibot';
import { IdSchema } from './common.schema.ts';

export const TagSchema = v.object({ id: IdSchema, name: v.string(), color: v.string() });
export type Tag = v.InferOutput<typeof TagSchema>;

export const TagsPageSchema = v.object({
  tags: v.array(TagSchema),
  // An array of per-tag counts on the reference backend: never rely on it.
  count: v.optional(v.unknown()),
  hasMore: v.boolean(),
});
export const TagListSchema = v.array(TagSchema);
