import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  AHEAD_TTL_MS,
  createApiClient,
  readStoredToken,
  type KeyValueStorage,
  type QueryParams,
} from './http.ts';
import { ApiError } from './errors.ts';
import { createApi } from './index.ts';
import { AuthResponseSchema } from './schemas/index.ts';

const BASE = 'http://sandbox.test/api';

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

const user = {
  id: 1,
  name: 'Admin',
  email: 'admin@admin.com',
  profile: 'admin',
  companyId: 1,
  company: { id: 1, name: 'Empresa 1' },
};
const emptyPage = { tickets: [], count: 0, hasMore: false };

const bodyJson = (body: RequestInit['body']): unknown =>
  typeof body === 'string' ? JSON.parse(body) : undefined;

interface Call {
  method: string;
  url: URL;
  auth: string | null;
  body: RequestInit['body'];
  credentials: RequestInit['credentials'];
  contentType: string | null;
}

/** A fake backend: `handle` answers each call; every call is recorded. */
function fakeFetch(handle: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: init?.method ?? 'GET',
      url: new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url),
      auth: headers.get('Authorization'),
      body: init?.body,
      credentials: init?.credentials,
      contentType: headers.get('Content-Type'),
    };
    calls.push(call);
    return Promise.resolve(handle(call));
  });
  return { fetch: fn as typeof fetch, calls };
}

describe('createApiClient', () => {
  it('sends the stored token (JSON-quoted or raw), credentials and JSON array query strings', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, emptyPage));
    const storage = memoryStorage({ token: JSON.stringify('abc') });
    const api = createApi(createApiClient({ baseUrl: `${BASE}/`, fetch, storage }));
    await api.tickets.list({
      pageNumber: 1,
      queueIds: [1, 2],
      status: 'open',
      showAll: true,
      withUnreadMessages: false,
      tags: [],
    });
    const call = calls[0]!;
    expect(call.auth).toBe('Bearer abc');
    expect(call.credentials).toBe('include');
    expect(call.url.pathname).toBe('/api/tickets');
    expect(call.url.searchParams.get('queueIds')).toBe('[1,2]');
    expect(call.url.searchParams.get('tags')).toBe('[]');
    expect(call.url.searchParams.get('showAll')).toBe('true');
    expect(call.url.searchParams.has('withUnreadMessages')).toBe(false);
    expect(call.url.searchParams.get('status')).toBe('open');

    storage.setItem('token', 'raw-token');
    await api.tickets.list({ pageNumber: 2, queueIds: [] });
    expect(calls[1]!.auth).toBe('Bearer raw-token');
    expect(calls[1]!.url.searchParams.get('queueIds')).toBe('[]');
    expect(readStoredToken(memoryStorage())).toBeNull();
  });

  it('sends JSON and multipart bodies', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 200 }));
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage({ token: 't' }) }));
    await api.messages.send(7, { body: 'hi' });
    expect(calls[0]!.contentType).toBe('application/json');
    expect(bodyJson(calls[0]!.body)).toMatchObject({ body: 'hi', fromMe: true });
    await api.messages.sendMedia(7, { medias: [new File(['x'], 'a.mp3', { type: 'audio/mpeg' })] });
    const form = calls[1]!.body;
    expect(form).toBeInstanceOf(FormData);
    expect(calls[1]!.contentType).toBeNull();
    expect(form instanceof FormData && form.get('body')).toBe('a.mp3');
    expect(form instanceof FormData && form.getAll('medias')).toHaveLength(1);
  });

  it('login stores nothing by itself (the session decides); storeSession stores token, companyId and userId; a request without a token gets what the server says', async () => {
    const onSessionOver = vi.fn();
    const { fetch, calls } = fakeFetch((call) =>
      call.url.pathname.endsWith('/auth/login') &&
      call.body === JSON.stringify({ email: 'a@a.com', password: 'bad' })
        ? json(401, { error: 'ERR_INVALID_CREDENTIALS' })
        : json(200, { token: 'T1', user }),
    );
    const storage = memoryStorage();
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage, onSessionOver }));
    await expect(api.auth.login({ email: 'a@a.com', password: 'bad' })).rejects.toMatchObject({
      status: 401,
      code: 'ERR_INVALID_CREDENTIALS',
    });
    expect(onSessionOver).not.toHaveBeenCalled();
    expect(calls[0]!.auth).toBeNull();
    const client = createApiClient({ baseUrl: BASE, fetch, storage });
    const auth = await createApi(client).auth.login({ email: 'a@a.com', password: 'good' });
    expect(readStoredToken(storage)).toBeNull();
    client.storeSession(auth);
    expect(readStoredToken(storage)).toBe('T1');
    expect(storage.data.get('companyId')).toBe('1');
    expect(storage.data.get('userId')).toBe('1');
  });

  it('30 parallel requests that all get 403 cause ONE refresh, then each is retried once and succeeds', async () => {
    let refreshes = 0;
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { fetch, calls } = fakeFetch(async (call) => {
      if (call.url.pathname.endsWith('/auth/refresh_token')) {
        refreshes += 1;
        expect(call.body).toBeUndefined();
        expect(call.credentials).toBe('include');
        await refreshGate;
        return json(200, { token: 'fresh', user });
      }
      return call.auth === 'Bearer fresh'
        ? json(200, emptyPage)
        : json(403, { error: 'ERR_SESSION_EXPIRED' });
    });
    const storage = memoryStorage({ token: JSON.stringify('old'), companyId: '1' });
    const onTokenRefreshed = vi.fn();
    const onSessionOver = vi.fn();
    const api = createApi(
      createApiClient({ baseUrl: BASE, fetch, storage, onTokenRefreshed, onSessionOver }),
    );

    const all = Promise.all(
      Array.from({ length: 30 }, (_, i) => api.tickets.list({ pageNumber: i + 1, queueIds: [1] })),
    );
    await vi.waitFor(() => expect(calls.filter((c) => c.auth === 'Bearer old')).toHaveLength(30));
    releaseRefresh();
    const pages = await all;

    expect(pages).toHaveLength(30);
    expect(refreshes).toBe(1);
    expect(calls.filter((c) => c.auth === 'Bearer fresh')).toHaveLength(30);
    expect(calls).toHaveLength(61);
    expect(readStoredToken(storage)).toBe('fresh');
    expect(onTokenRefreshed).toHaveBeenCalledTimes(1);
    expect(onTokenRefreshed).toHaveBeenCalledWith(expect.objectContaining({ token: 'fresh' }));
    expect(onSessionOver).not.toHaveBeenCalled();
  });

  it('a request that meets 403 after another one refreshed retries with the new token without refreshing again', async () => {
    let refreshes = 0;
    const { fetch } = fakeFetch((call) => {
      if (call.url.pathname.endsWith('/auth/refresh_token')) {
        refreshes += 1;
        return json(200, { token: `fresh${refreshes}`, user });
      }
      return call.auth?.startsWith('Bearer fresh')
        ? json(200, emptyPage)
        : json(403, { error: 'ERR_SESSION_EXPIRED' });
    });
    const api = createApi(
      createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage({ token: 'old' }) }),
    );
    await Promise.all(Array.from({ length: 30 }, () => api.tickets.list({ pageNumber: 1, queueIds: [] })));
    expect(refreshes).toBe(1);
  });

  it('a retried request that fails again is not retried a second time', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.url.pathname.endsWith('/auth/refresh_token')
        ? json(200, { token: 'fresh', user })
        : json(403, { error: 'ERR_NO_PERMISSION' }),
    );
    const api = createApi(
      createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage({ token: 'old' }) }),
    );
    await expect(api.queues.list()).rejects.toMatchObject({ status: 403, code: 'ERR_NO_PERMISSION' });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/queue', '/api/auth/refresh_token', '/api/queue']);
  });

  it('refresh fails: onSessionOver once, storage cleared, every waiting request rejects', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.url.pathname.endsWith('/auth/refresh_token')
        ? json(401, { error: 'ERR_SESSION_EXPIRED' })
        : json(403, { error: 'ERR_SESSION_EXPIRED' }),
    );
    const storage = memoryStorage({ token: '"old"', companyId: '1', userId: '1', i18nextLng: 'en' });
    const onSessionOver = vi.fn();
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage, onSessionOver }));
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => api.tickets.list({ pageNumber: 1, queueIds: [] })),
    );
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError)).toBe(true);
    expect(calls.filter((c) => c.url.pathname.endsWith('/auth/refresh_token'))).toHaveLength(1);
    expect(onSessionOver).toHaveBeenCalledTimes(1);
    expect(onSessionOver).toHaveBeenCalledWith(
      expect.objectContaining({ status: 401, code: 'ERR_SESSION_EXPIRED' }),
    );
    expect([...storage.data.keys()]).toEqual(['i18nextLng']);
  });

  it('a refresh answered after the user signed out stores nothing: the sign-out sticks', async () => {
    // The race an e2e run met once: a request meets 403 and refreshes; the user signs out (the session clears
    // storage) before the refresh answers. Storing that answer would sign the browser back in on its next load.
    let answerRefresh: () => void = () => undefined;
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve));
    const { fetch } = fakeFetch(async (call) => {
      if (call.url.pathname.endsWith('/auth/refresh_token')) {
        await refreshAnswered;
        return json(200, { token: 'fresh', user });
      }
      return json(403, { error: 'ERR_SESSION_EXPIRED' });
    });
    const storage = memoryStorage({ token: '"old"', companyId: '1', userId: '1' });
    const onTokenRefreshed = vi.fn();
    const onSessionOver = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch, storage, onTokenRefreshed, onSessionOver });
    const pending = createApi(client).queues.list();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // Sign-out: the session machine clears the keys (clearStorage).
    for (const key of ['token', 'companyId', 'userId']) storage.removeItem(key);
    answerRefresh();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(storage.data.size).toBe(0);
    expect(onTokenRefreshed).not.toHaveBeenCalled();
    expect(onSessionOver).not.toHaveBeenCalled();
  });

  it('a refresh that fails after another sign-in leaves that new session alone', async () => {
    let answerRefresh: () => void = () => undefined;
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve));
    const { fetch } = fakeFetch(async (call) => {
      if (call.url.pathname.endsWith('/auth/refresh_token')) {
        await refreshAnswered;
        return json(401, { error: 'ERR_SESSION_EXPIRED' });
      }
      return json(403, { error: 'ERR_SESSION_EXPIRED' });
    });
    const storage = memoryStorage({ token: '"old"', companyId: '1', userId: '1' });
    const onSessionOver = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch, storage, onSessionOver });
    const pending = createApi(client).queues.list();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // Another sign-in, in this tab or another one, while the refresh runs.
    client.storeSession(v.parse(AuthResponseSchema, { token: 'new-login', user: { ...user, id: 2 } }));
    answerRefresh();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(readStoredToken(storage)).toBe('new-login');
    expect(onSessionOver).not.toHaveBeenCalled();
  });

  it('logout sends the token it is given, after storage was cleared; its 403 or 401 neither refreshes nor ends a session', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.url.pathname.endsWith('/auth/logout')
        ? json(call.auth === 'Bearer ended' ? 403 : 401, { error: 'ERR_SESSION_EXPIRED' })
        : json(200, { token: 'fresh', user }),
    );
    // Signed out locally already; another user signed in meanwhile in this browser.
    const storage = memoryStorage({ token: '"next-user"', companyId: '1', userId: '2' });
    const onSessionOver = vi.fn();
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage, onSessionOver }));
    await expect(api.auth.logout('ended')).rejects.toMatchObject({ status: 403 });
    await expect(api.auth.logout('other')).rejects.toMatchObject({ status: 401 });
    await api.auth.logout(null);
    expect(calls.map((c) => `${c.method} ${c.url.pathname} ${c.auth}`)).toEqual([
      'DELETE /api/auth/logout Bearer ended',
      'DELETE /api/auth/logout Bearer other',
    ]);
    expect(readStoredToken(storage)).toBe('next-user');
    expect(onSessionOver).not.toHaveBeenCalled();
  });

  it('401 ends the session: token and companyId cleared, onSessionOver called once', async () => {
    const { fetch } = fakeFetch(() => json(401, { error: 'ERR_SESSION_EXPIRED' }));
    const storage = memoryStorage({ token: '"t"', companyId: '1', userId: '3' });
    const onSessionOver = vi.fn();
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage, onSessionOver }));
    const results = await Promise.allSettled([api.users.listAll(), api.queues.list()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(onSessionOver).toHaveBeenCalledTimes(1);
    // The failure travels with the notice, so the user is told why (S1 §8) before being signed out.
    const [reason] = onSessionOver.mock.calls[0] ?? [];
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason).toMatchObject({ status: 401, code: 'ERR_SESSION_EXPIRED' });
    expect(results[0]?.status === 'rejected' && results[0].reason).toMatchObject({
      status: 401,
      code: 'ERR_SESSION_EXPIRED',
    });
    expect(storage.data.size).toBe(0);
  });

  it('a malformed answer is an ApiError naming the route and the issue, not a crash', async () => {
    const { fetch } = fakeFetch(() => json(200, { tickets: { id: 'x' }, count: 0, hasMore: false }));
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage({ token: 't' }) }));
    const error: unknown = await api.tickets.list({ pageNumber: 1, queueIds: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error instanceof ApiError && error.message).toMatch(/^GET \/tickets: unexpected answer/);
    expect(error instanceof ApiError && error.message).toMatch(/tickets/);

    const { fetch: htmlFetch } = fakeFetch(() => new Response('<html>', { status: 200 }));
    const api2 = createApi(createApiClient({ baseUrl: BASE, fetch: htmlFetch, storage: memoryStorage() }));
    await expect(api2.plans.listPublic()).rejects.toBeInstanceOf(ApiError);

    const down = createApi(
      createApiClient({
        baseUrl: BASE,
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
        storage: memoryStorage(),
      }),
    );
    await expect(down.plans.listPublic()).rejects.toMatchObject({ status: 0 });
  });

  it('a failure answered with a JSON string alone carries that string as its code (S1 §8); a non-JSON page carries none', async () => {
    const { fetch } = fakeFetch(() => json(400, 'Limite de etiquetas do plano atingido'));
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage({ token: 't' }) }));
    await expect(api.tags.list()).rejects.toMatchObject({
      status: 400,
      code: 'Limite de etiquetas do plano atingido',
      body: 'Limite de etiquetas do plano atingido',
    });

    const { fetch: proxy } = fakeFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const api2 = createApi(
      createApiClient({ baseUrl: BASE, fetch: proxy, storage: memoryStorage({ token: 't' }) }),
    );
    await expect(api2.tags.list()).rejects.toMatchObject({
      status: 502,
      code: undefined,
      body: '<html>Bad Gateway</html>',
    });
  });

  it('company registration and sign-up post the documented bodies', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const api = createApi(createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage() }));
    await api.companies.register({ name: 'Acme', planId: 1, token: 'invite' });
    const signup = {
      name: 'Acme',
      email: 'a@a.com',
      password: '123456',
      planId: 1,
      recurrence: 'MENSAL',
      dueDate: '2030-01-01',
      status: 't',
      campaignsEnabled: true,
    };
    await api.companies.signup(signup);
    expect(calls.map((c): unknown[] => [c.method, c.url.pathname, bodyJson(c.body)])).toEqual([
      ['POST', '/api/companies', { name: 'Acme', planId: 1, token: 'invite' }],
      ['POST', '/api/companies/cadastro', signup],
    ]);
  });
});

describe('a call that is never answered', () => {
  /** A backend that takes every request and never answers (PUT /whatsappsession on an OPENING connection). */
  function silentFetch() {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      return new Promise<Response>(() => undefined);
    });
    return { fetch, signals };
  }

  it('fails as no answer (status 0) at the limit, and the request is aborted', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, signals } = silentFetch();
      const client = createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage(), timeoutMs: 5000 });
      const call = client.request({ method: 'PUT', path: '/whatsappsession/1', schema: v.unknown() });
      const settled = vi.fn();
      call.then(settled, settled);
      await vi.advanceTimersByTimeAsync(4999);
      expect(settled).not.toHaveBeenCalled();
      expect(signals[0]?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(call).rejects.toMatchObject({ name: 'ApiError', status: 0 });
      await expect(call).rejects.toThrow(/PUT \/whatsappsession\/1: no answer \(timed out after 5000 ms\)/);
      expect(signals[0]?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits 30 s by default, an upload 180 s, and a call may set its own limit', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = silentFetch();
      const client = createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage() });
      const failedAt = (call: Promise<unknown>) => {
        const at = { ms: -1 };
        const start = Date.now();
        call.catch(() => (at.ms = Date.now() - start));
        return at;
      };
      const json = failedAt(client.request({ method: 'GET', path: '/tickets', schema: v.unknown() }));
      const upload = failedAt(
        client.request({ method: 'POST', path: '/messages/1', body: new FormData(), schema: v.unknown() }),
      );
      const own = failedAt(
        client.request({ method: 'GET', path: '/x', schema: v.unknown(), timeoutMs: 1000 }),
      );
      await vi.advanceTimersByTimeAsync(180_000);
      expect([json.ms, upload.ms, own.ms]).toEqual([30_000, 180_000, 1000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer in time clears the limit: nothing fails later', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = fakeFetch(() => json(200, { ok: true }));
      const client = createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage(), timeoutMs: 100 });
      await expect(
        client.request({ method: 'GET', path: '/x', schema: v.object({ ok: v.boolean() }) }),
      ).resolves.toEqual({ ok: true });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createApiClient: held answers (the app holds them while the signed-in page first renders)', () => {
  it('hands an answer and a failure on only once the hold settles, the answer already read', async () => {
    let open: () => void = () => undefined;
    let held: Promise<void> | null = new Promise<void>((resolve) => (open = resolve));
    const { fetch } = fakeFetch((call) =>
      call.url.pathname.endsWith('/ok') ? json(200, { ok: true }) : json(500, { error: 'ERR_X' }),
    );
    const client = createApiClient({
      baseUrl: BASE,
      fetch,
      storage: memoryStorage({ token: 't' }),
      hold: () => held,
    });
    const outcomes: string[] = [];
    const ok = client
      .request({ method: 'GET', path: '/ok', schema: v.object({ ok: v.boolean() }) })
      .then((value) => outcomes.push(`ok ${String(value.ok)}`));
    const failed = client
      .request({ method: 'GET', path: '/fails', schema: v.unknown() })
      .catch((error: unknown) => outcomes.push(`failed ${error instanceof ApiError ? error.status : '?'}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outcomes).toEqual([]);
    held = null;
    open();
    await Promise.all([ok, failed]);
    expect(outcomes.sort()).toEqual(['failed 500', 'ok true']);
    // Open: the next call waits for nothing.
    await expect(
      client.request({ method: 'GET', path: '/ok', schema: v.object({ ok: v.boolean() }) }),
    ).resolves.toEqual({ ok: true });
  });
});

describe('createApiClient: GETs sent ahead of their reader (a reload asks the first lists before their code is in)', () => {
  const page = v.object({ tickets: v.array(v.unknown()), count: v.number(), hasMore: v.boolean() });
  const list = (query: QueryParams) => ({ method: 'GET', path: '/tickets', schema: page, query }) as const;

  it('the first request of the same path, query and token takes the answer instead of sending; the next one sends', async () => {
    let answers = 0;
    const { fetch, calls } = fakeFetch(() => json(200, { ...emptyPage, count: ++answers }));
    const client = createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage({ token: 't' }) });
    client.ahead('/tickets', { pageNumber: 1, status: 'open', queueIds: [1, 2] });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search} ${c.auth}`)).toEqual([
      'GET /api/tickets?pageNumber=1&status=open&queueIds=%5B1%2C2%5D Bearer t',
    ]);
    await expect(client.request(list({ pageNumber: 1, status: 'open', queueIds: [1, 2] }))).resolves.toEqual({
      ...emptyPage,
      count: 1,
    });
    expect(calls).toHaveLength(1);
    // Taken once: the same read again is a read of its own.
    await expect(client.request(list({ pageNumber: 1, status: 'open', queueIds: [1, 2] }))).resolves.toEqual({
      ...emptyPage,
      count: 2,
    });
    expect(calls).toHaveLength(2);
  });

  it('another query, another token or a late reader sends its own request', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, calls } = fakeFetch(() => json(200, emptyPage));
      const storage = memoryStorage({ token: 't' });
      const client = createApiClient({ baseUrl: BASE, fetch, storage });
      client.ahead('/tickets', { pageNumber: 1, status: 'open', queueIds: [1] });
      await client.request(list({ pageNumber: 1, status: 'open', queueIds: [1, 2] }));
      expect(calls).toHaveLength(2);

      client.ahead('/tickets', { pageNumber: 1, status: 'pending', queueIds: [1] });
      storage.setItem('token', 'u'); // signed in again meanwhile: that answer was the other session's
      await client.request(list({ pageNumber: 1, status: 'pending', queueIds: [1] }));
      expect(calls.map((c) => c.auth)).toEqual(['Bearer t', 'Bearer t', 'Bearer t', 'Bearer u']);

      client.ahead('/tickets', { pageNumber: 2, status: 'open', queueIds: [1] });
      vi.advanceTimersByTime(AHEAD_TTL_MS + 1);
      await client.request(list({ pageNumber: 2, status: 'open', queueIds: [1] }));
      expect(calls).toHaveLength(6);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a failure sent ahead is the reader's failure, and nobody's when nobody reads it", async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      const client = createApiClient({ baseUrl: BASE, fetch, storage: memoryStorage({ token: 't' }) });
      client.ahead('/tickets', { pageNumber: 1, status: 'open', queueIds: [1] });
      client.ahead('/tickets', { pageNumber: 1, status: 'closed', queueIds: [1] });
      const failure = await client
        .request(list({ pageNumber: 1, status: 'open', queueIds: [1] }))
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 0 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
