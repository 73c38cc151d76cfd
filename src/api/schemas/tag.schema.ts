import * as v from 'valibot';
import { IdSchema, TextSchema } from './common.schema.ts';
import { records } from './tolerant.ts';

export const TagSchema = v.object({ id: IdSchema, name: TextSchema, color: TextSchema });
export type Tag = v.InferOutput<typeof TagSchema>;

export const TagsPageSchema = v.object({
  tags: records(TagSchema, 'tag'),
  // An array of per-tag counts on the reference backend: never rely on it.
  count: v.optional(v.unknown()),
  hasMore: v.boolean(),
});
export const TagListSchema = records(TagSchema, 'tag');
