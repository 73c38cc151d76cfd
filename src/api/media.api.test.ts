import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { createApiClient, type KeyValueStorage } from './http.ts';
import { createApi } from './index.ts';

const BASE = 'http://sandbox.test/api';
const FILE = `${BASE}/public/foto.png`;

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, value) => void data.set(k, value),
    removeItem: (k) => void data.delete(k),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const png = (bytes: number[]) =>
  new Response(new Uint8Array(bytes), { status: 200, headers: { 'Content-Type': 'image/png' } });
const user = {
  id: 1,
  name: 'Admin',
  email: 'a@a.com',
  profile: 'admin',
  companyId: 1,
  company: { id: 1, name: 'E' },
};

interface Call {
  url: string;
  auth: string | null;
  credentials: RequestInit['credentials'];
}

function fakeFetch(handle: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      auth: new Headers(init?.headers).get('Authorization'),
      credentials: init?.credentials,
    };
    calls.push(call);
    return Promise.resolve(handle(call));
  });
  return { fetch: fn as typeof fetch, calls };
}

const bytesOf = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe('media.load (the client’s blob request)', () => {
  it('fetches an absolute URL of the backend with the token and gives the bytes and their type', async () => {
    const { fetch, calls } = fakeFetch(() => png([137, 80, 78, 71]));
    const api = createApi(
      createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage({ token: '"t1"' }) }),
    );
    const blob = await api.media.load(FILE);
    expect(await bytesOf(blob)).toEqual([137, 80, 78, 71]);
    expect(blob.type).toBe('image/png');
    expect(calls).toEqual([{ url: FILE, auth: 'Bearer t1', credentials: 'include' }]);
  });

  it('takes a path relative to the base URL', async () => {
    const { fetch, calls } = fakeFetch(() => png([1]));
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage({ token: 't' }) }));
    await api.media.load('/public/a%20b.png');
    expect(calls[0]?.url).toBe(`${BASE}/public/a%20b.png`);
  });

  it('never sends the token to another origin', async () => {
    const { fetch, calls } = fakeFetch(() => png([1]));
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage({ token: 't' }) }));
    await api.media.load('https://cdn.example.com/foto.png');
    expect(calls).toEqual([{ url: 'https://cdn.example.com/foto.png', auth: null, credentials: 'omit' }]);
  });

  it('403: one shared refresh with the other requests, then the file is fetched again with the new token', async () => {
    let refreshes = 0;
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url.endsWith('/auth/refresh_token')) {
        refreshes += 1;
        return json(200, { token: 'fresh', user });
      }
      if (call.auth !== 'Bearer fresh') return json(403, { error: 'ERR_SESSION_EXPIRED' });
      return call.url.includes('/public/') ? png([7]) : json(200, []);
    });
    const storage = memoryStorage({ token: '"old"' });
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage }));
    const [a, b] = await Promise.all([api.media.load(FILE), api.media.load(FILE), api.queues.list()]);
    expect(await bytesOf(a)).toEqual([7]);
    expect(await bytesOf(b)).toEqual([7]);
    expect(refreshes).toBe(1);
    expect(calls.filter((c) => c.url === FILE).map((c) => c.auth)).toEqual([
      'Bearer old',
      'Bearer old',
      'Bearer fresh',
      'Bearer fresh',
    ]);
  });

  it('401 ends the session like any request', async () => {
    const { fetch } = fakeFetch(() => json(401, { error: 'ERR_SESSION_EXPIRED' }));
    const storage = memoryStorage({ token: '"t"', companyId: '1', userId: '1' });
    const onSessionOver = vi.fn();
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage, onSessionOver }));
    await expect(api.media.load(FILE)).rejects.toMatchObject({ status: 401, code: 'ERR_SESSION_EXPIRED' });
    expect(onSessionOver).toHaveBeenCalledTimes(1);
    expect(storage.data.size).toBe(0);
  });

  it('a failed answer is an ApiError with the code, an HTML error page too, and no answer is status 0', async () => {
    const storage = memoryStorage({ token: 't' });
    const notFound = createApi(
      createApiClient({
        baseUrl: BASE,
        storage,
        fetch: fakeFetch(() => json(404, { error: 'ERR_FILE_NOT_FOUND' })).fetch,
      }),
    );
    const e1 = await notFound.media.load(FILE).catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(ApiError);
    expect(e1).toMatchObject({ status: 404, code: 'ERR_FILE_NOT_FOUND' });

    const proxy = createApi(
      createApiClient({
        baseUrl: BASE,
        storage,
        fetch: fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 })).fetch,
      }),
    );
    await expect(proxy.media.load(FILE)).rejects.toMatchObject({ status: 502, code: undefined });

    const offline = createApi(
      createApiClient({
        baseUrl: BASE,
        storage,
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    );
    const e3 = await offline.media.load(FILE).catch((e: unknown) => e);
    expect(e3).toBeInstanceOf(ApiError);
    expect(e3).toMatchObject({ status: 0 });
  });
});
