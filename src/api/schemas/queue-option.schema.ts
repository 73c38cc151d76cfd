import * as v from 'valibot';
import { IdSchema, TextSchema } from './common.schema.ts';
import { records } from './tolerant.ts';

/**
 * S3 §3 queue option. `option` is a TEXT column on the reference backend ('1' from a read, 1 echoed from a write):
 * read as its number; one that is not a number reads as 0 and is renumbered by the editor on its next save.
 * `parentId` is null for a root (the query's -1).
 */
export const QueueOptionSchema = v.object({
  id: IdSchema,
  title: TextSchema,
  message: TextSchema,
  option: v.optional(
    v.pipe(
      v.nullable(v.union([v.number(), v.string()]), 0),
      v.transform((raw) => {
        const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
        return Number.isFinite(n) ? n : 0;
      }),
    ),
    0,
  ),
  queueId: v.optional(v.nullable(IdSchema, null), null),
  parentId: v.optional(v.nullable(IdSchema, null), null),
});
export type QueueOption = v.InferOutput<typeof QueueOptionSchema>;
export const QueueOptionListSchema = records(QueueOptionSchema, 'queueOption');
