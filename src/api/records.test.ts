import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApiClient, RequestSpec, AnySchema } from './http.ts';
import { recordCalls } from './records.ts';
import { IgnoredAnswerSchema } from './void.ts';

const TagSchema = v.object({ id: v.number(), name: v.string() });

/** A client that answers every call with `answer` and keeps what it was asked. */
function recordingClient(answer: unknown) {
  const asked: RequestSpec<AnySchema>[] = [];
  const client: Pick<ApiClient, 'request'> = {
    request: (spec) => {
      asked.push(spec);
      return Promise.resolve(answer as never);
    },
  };
  return { asked, client: client as ApiClient };
}

describe('recordCalls: the writes of a resource’s records', () => {
  it('creates with POST to the path, the input as the body, the answer read with the schema', async () => {
    const { asked, client } = recordingClient({ id: 7, name: 'VIP' });
    const calls = recordCalls<{ name: string }, typeof TagSchema>(client, '/tags', TagSchema);
    await expect(calls.create({ name: 'VIP' })).resolves.toEqual({ id: 7, name: 'VIP' });
    expect(asked).toEqual([{ method: 'POST', path: '/tags', schema: TagSchema, body: { name: 'VIP' } }]);
  });

  it('updates with PUT to the record’s path', async () => {
    const { asked, client } = recordingClient({ id: 7, name: 'Ouro' });
    const calls = recordCalls<{ name: string }, typeof TagSchema>(client, '/tags', TagSchema);
    await calls.update(7, { name: 'Ouro' });
    expect(asked).toEqual([{ method: 'PUT', path: '/tags/7', schema: TagSchema, body: { name: 'Ouro' } }]);
  });

  it('removes with DELETE to the record’s path, its answer not read', async () => {
    const { asked, client } = recordingClient({ message: 'Tag deleted' });
    const calls = recordCalls<{ name: string }, typeof TagSchema>(client, '/tags', TagSchema);
    await expect(calls.remove(7)).resolves.toBeUndefined();
    expect(asked).toEqual([{ method: 'DELETE', path: '/tags/7', schema: IgnoredAnswerSchema }]);
  });
});
