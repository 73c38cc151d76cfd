import { describe, expect, it } from 'vitest';
import { createApi } from './index.ts';
import { createApiClient } from './http.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('createApi: entity calls load their module on first use', () => {
  it('the first call waits for the module; later calls reach fetch in the caller’s own turn', async () => {
    const asked: string[] = [];
    const fetch = (input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(
        new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    };
    const api = createApi(createApiClient({ baseUrl: 'http://x', fetch, storage: memoryStorage() }));

    const first = api.tags.listAll();
    expect(asked).toEqual([]); // the entity module is still loading
    await expect(first).resolves.toEqual([]);
    expect(asked).toEqual(['http://x/tags/list']);

    // Synchronously: no await between the call and the request (a row click's read leaves before its route renders).
    void api.tags.listAll();
    expect(asked).toEqual(['http://x/tags/list', 'http://x/tags/list']);
  });

  it('preload loads the module ahead: the very first call then reaches fetch in its caller’s own turn', async () => {
    const asked: string[] = [];
    const fetch = (input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response('[]', { status: 200 }));
    };
    const api = createApi(createApiClient({ baseUrl: 'http://x', fetch, storage: memoryStorage() }));
    await api.preload();
    expect(asked).toEqual([]); // loading asks the backend nothing
    void api.tags.listAll();
    expect(asked).toEqual(['http://x/tags/list']);
  });

  it('an unknown method is a rejected call, not a throw in the caller', async () => {
    const api = createApi(createApiClient({ baseUrl: 'http://x', storage: memoryStorage() }));
    const group = api.tags as unknown as Record<string, () => Promise<unknown>>;
    await expect(group['nope']?.()).rejects.toThrow('api.tags.nope is not a call');
    await expect(group['nope']?.()).rejects.toThrow('api.tags.nope is not a call');
  });
});
