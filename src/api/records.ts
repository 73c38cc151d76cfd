import type * as v from 'valibot';
import type { AnySchema, ApiClient } from './http.ts';
import { IgnoredAnswerSchema } from './void.ts';

/**
 * The writes of a resource's records, as the backend takes them for every resource: POST of `path`, PUT and DELETE
 * of `{path}/{id}`, the input sent as it is and the record answered read with `schema` (a DELETE's answer is not
 * read). A module spreads them beside its own calls: `{ ...recordCalls<TagInput, typeof TagSchema>(client, '/tags',
 * TagSchema), sync(…) }`.
 */
export function recordCalls<Input, TSchema extends AnySchema>(
  client: ApiClient,
  path: string,
  schema: TSchema,
) {
  type Row = v.InferOutput<TSchema>;
  return {
    create(input: Input): Promise<Row> {
      return client.request({ method: 'POST', path, schema, body: input });
    },
    update(id: number, input: Input): Promise<Row> {
      return client.request({ method: 'PUT', path: `${path}/${id}`, schema, body: input });
    },
    async remove(id: number): Promise<void> {
      await client.request({ method: 'DELETE', path: `${path}/${id}`, schema: IgnoredAnswerSchema });
    },
  };
}
