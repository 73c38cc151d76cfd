import * as v from 'valibot';
import { IdSchema, TextSchema } from './common.schema.ts';
import { records, sqlCount } from './tolerant.ts';

/**
 * S2 §3 Tag. ticketsCount comes with GET /tags only (a SQL count, '1' on Postgres); the live frames send the bare
 * model without it.
 */
export const TagSchema = v.object({
  id: IdSchema,
  name: TextSchema,
  color: TextSchema,
  ticketsCount: sqlCount(),
});
export type Tag = v.InferOutput<typeof TagSchema>;

export const TagsPageSchema = v.object({
  tags: records(TagSchema, 'tag'),
  // An array of per-tag counts on the reference backend: never rely on it.
  count: v.optional(v.unknown()),
  hasMore: v.boolean(),
});
export const TagListSchema = records(TagSchema, 'tag');
