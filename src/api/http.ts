import type * as v from 'valibot';
import type { AuthResponse } from './schemas/auth.schema.ts';
import { authSchemas } from './auth-schemas.ts';
import { ApiError } from './errors.ts';
import { readStoredToken, STORAGE_KEYS } from '../../machines/common/session-storage.ts';

export { ApiError } from './errors.ts';
// One reader of the stored session for the API client and the session machine (machines take nothing from src/).
export { readStoredToken, STORAGE_KEYS } from '../../machines/common/session-storage.ts';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  /**
   * Any 401 (or a failed refresh): token, companyId and userId are already cleared. `reason` is the failure (an
   * ApiError, usually `ERR_SESSION_EXPIRED`), so the user is told why before being signed out (S1 §8).
   */
  onSessionOver?: (reason: unknown) => void;
  /** After a successful refresh (the realtime layer reconnects with the new token). */
  onTokenRefreshed?: (auth: AuthResponse) => void;
  /**
   * How long a call waits for the answer's headers before it fails as 'no answer' (status 0), in ms. Default
   * {@link DEFAULT_TIMEOUT_MS}; an upload (FormData) gets {@link UPLOAD_TIMEOUT_MS}. The reference backend leaves some
   * calls unanswered for ever (PUT/POST /whatsappsession on a connection that stays OPENING, measured): without a
   * limit the screen waiting on them would wait for ever too.
   */
  timeoutMs?: number;
  /**
   * Null, or a promise the call's outcome waits for before it is handed on (its answer read and checked already):
   * the app holds answers while the signed-in page's first render runs (src/session/answers-gate.ts).
   */
  hold?: () => Promise<void> | null;
}

/** A JSON call's limit: far above any answer measured on the reference backend (the slowest list: under 2 s). */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** An upload's limit (a 16 MB video on a slow uplink). */
export const UPLOAD_TIMEOUT_MS = 180_000;

export const REFRESH_PATH = '/auth/refresh_token';

/** How long a GET sent ahead (ApiClient.ahead) waits for the request that takes its answer. */
export const AHEAD_TTL_MS = 10_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;
export type AnySchema = v.GenericSchema<unknown, unknown>;

export interface RequestSpec<TSchema extends AnySchema> {
  method: HttpMethod;
  /** Relative to baseUrl, starting with '/'. */
  path: string;
  /**
   * Every answer is parsed at the boundary. A promise of the schema lets a call that /login makes (auth) load its
   * schema, and valibot, beside the request instead of with the page.
   */
  schema: TSchema | Promise<TSchema>;
  /** Arrays are sent as JSON strings (`queueIds=[1,2]`); null and undefined are left out. */
  query?: QueryParams;
  /** A JSON body, or FormData for multipart (the browser sets the boundary). */
  body?: unknown;
  /**
   * This token instead of the stored one, sent as it is: a 403 is not refreshed and a 401 ends no session (the
   * session it belongs to is over; logout).
   */
  bearer?: string;
  /** This call's own limit, in ms (see ApiClientOptions.timeoutMs). */
  timeoutMs?: number;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<TSchema extends AnySchema>(spec: RequestSpec<TSchema>): Promise<v.InferOutput<TSchema>>;
  /**
   * GET of a file (a message's media), as a Blob. `url` is absolute (the backend answers absolute mediaUrls) or a
   * path relative to baseUrl. On the backend's own origin it goes the way of every request (the token, the
   * single-flight refresh on 403, a 401 ends the session); elsewhere (a CDN) it is a plain GET that carries no
   * token. A failure is an ApiError.
   */
  blob(url: string): Promise<Blob>;
  /** The shared single-flight refresh (also used by the 403 path); stores the new token. */
  refresh(): Promise<AuthResponse>;
  /** Stores what login answers: token (JSON-quoted, as the reference frontend does), companyId, userId. */
  storeSession(auth: AuthResponse): void;
  /** Clears token, companyId and userId without calling onSessionOver (logout). */
  clearSession(): void;
  /** The current access token, read from storage (raw or JSON-quoted). */
  getToken(): string | null;
  /**
   * Sends a GET now, before the code that reads it is in (so a reload's first lists leave in the task that
   * receives the refresh answer, while the workspace's code is still being evaluated). The first `request` of the
   * same path and query with the same token within {@link AHEAD_TTL_MS} takes its answer instead of sending; an
   * answer nobody takes is dropped.
   */
  ahead(path: string, query?: QueryParams): void;
}

export function buildQuery(query: QueryParams | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

const noStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

function defaultStorage(): KeyValueStorage {
  return typeof localStorage === 'undefined' ? noStorage : localStorage;
}

/** One line per issue, as valibot's summarize writes them: the message, then the path. */
function summarizeIssues(issues: readonly StandardIssue[]): string {
  return issues
    .map((issue) => {
      const path = (issue.path ?? [])
        .map((part) => String(typeof part === 'object' ? part.key : part))
        .join('.');
      return path === '' ? `× ${issue.message}` : `× ${issue.message}\n  → at ${path}`;
    })
    .join('\n');
}

interface StandardIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** What a failed answer's JSON says: its `error` field, or the whole body when it is a string alone (S1 §8). */
function errorCode(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  return typeof body.error === 'string' ? body.error : undefined;
}

async function readBody(response: Response, route: string): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    throw new ApiError(`${route}: the answer is not JSON`, response.status, undefined, text);
  }
}

/**
 * A failed answer as an ApiError. Its JSON says what failed: `{ error }`, or a JSON string alone, which is the
 * server's own words as much as an `error` field is. A body that is not JSON (a proxy's HTML error page) is kept as
 * text, with no code: that text is not a message for the user.
 */
async function failureOf(route: string, response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text.trim() === '' ? undefined : text;
  let code: string | undefined;
  if (body !== undefined) {
    try {
      body = JSON.parse(text);
      code = errorCode(body);
    } catch {
      // Not JSON: no code to translate.
    }
  }
  return new ApiError(
    `${route} failed with ${response.status}${code === undefined ? '' : `: ${code}`}`,
    response.status,
    code,
    body,
  );
}

/**
 * One fetch with a limit: past `limit` ms without an answer the request is aborted and the call fails as 'no answer'
 * (status 0, the catalogue's generic text and the caller's retry), even with a fetch that ignores the signal. Any
 * other fetch failure (offline, refused) is 'no answer' too.
 */
async function withTimeout(
  route: string,
  limit: number,
  run: (signal: AbortSignal) => Promise<Response>,
): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ApiError(`${route}: no answer (timed out after ${limit} ms)`, 0, undefined, undefined));
    }, limit);
  });
  try {
    return await Promise.race([run(controller.signal), timedOut]);
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(`${route}: no answer (${reason})`, 0, undefined, undefined);
  } finally {
    clearTimeout(timer);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const storage = options.storage ?? defaultStorage();
  let refreshing: Promise<AuthResponse> | null = null;
  /** GETs sent ahead, by path and query: the token they carry and the response to come. */
  const sentAhead = new Map<string, { token: string | null; response: Promise<Response> }>();

  const getToken = () => readStoredToken(storage);

  function clearSession(): void {
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.companyId);
    storage.removeItem(STORAGE_KEYS.userId);
  }

  /** Many requests may fail together: only the first one that still finds a token ends the session. */
  function sessionOver(reason: unknown): void {
    const hadToken = storage.getItem(STORAGE_KEYS.token) !== null;
    clearSession();
    if (hadToken) options.onSessionOver?.(reason);
  }

  function storeSession(auth: AuthResponse): void {
    storage.setItem(STORAGE_KEYS.token, JSON.stringify(auth.token));
    storage.setItem(STORAGE_KEYS.companyId, String(auth.user.companyId));
    storage.setItem(STORAGE_KEYS.userId, String(auth.user.id));
  }

  async function send(
    spec: Omit<RequestSpec<AnySchema>, 'schema' | 'bearer'>,
    token: string | null,
  ): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    const init: RequestInit = { method: spec.method, headers, credentials: 'include' };
    if (spec.body instanceof FormData) init.body = spec.body;
    else if (spec.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(spec.body);
    }
    const route = `${spec.method} ${spec.path}`;
    const limit =
      spec.timeoutMs ??
      (spec.body instanceof FormData ? UPLOAD_TIMEOUT_MS : (options.timeoutMs ?? DEFAULT_TIMEOUT_MS));
    return withTimeout(route, limit, (signal) =>
      doFetch(`${baseUrl}${spec.path}${buildQuery(spec.query)}`, { ...init, signal }),
    );
  }

  async function parse<TSchema extends AnySchema>(
    spec: RequestSpec<TSchema>,
    response: Response,
  ): Promise<v.InferOutput<TSchema>> {
    const route = `${spec.method} ${spec.path}`;
    if (!response.ok) throw await failureOf(route, response);
    const body = await readBody(response, route);
    // Through the schema's Standard Schema face (every valibot schema has one), so no valibot code is bundled with
    // the client: /login's first load carries neither valibot nor a schema.
    const result = await (await spec.schema)['~standard'].validate(body);
    if (result.issues !== undefined) {
      throw new ApiError(
        `${route}: unexpected answer\n${summarizeIssues(result.issues)}`,
        response.status,
        undefined,
        body,
      );
    }
    return result.value;
  }

  function refresh(): Promise<AuthResponse> {
    // Single flight: every request that meets a 403 while a refresh runs waits for the same one.
    refreshing ??= (async () => {
      // The session this refresh is for: if the stored token changes while it runs, the user signed out (or in
      // again) meanwhile, and the answer belongs to a session that is over. Storing it would sign a signed-out
      // browser back in on its next load; ending the session on its failure would sign the new one out.
      const refreshedToken = getToken();
      const spec = {
        method: 'POST',
        path: REFRESH_PATH,
        schema: authSchemas().then((m) => m.AuthResponseSchema),
      } as const;
      let auth: AuthResponse;
      try {
        auth = await parse(spec, await send(spec, null));
      } catch (error) {
        if (getToken() === refreshedToken) sessionOver(error);
        throw error;
      }
      if (getToken() !== refreshedToken)
        throw new ApiError(`POST ${REFRESH_PATH}: the session ended while it ran`, 0, undefined, undefined);
      storage.setItem(STORAGE_KEYS.token, JSON.stringify(auth.token));
      options.onTokenRefreshed?.(auth);
      return auth;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** The session's part of every call: the token, one retry after the shared refresh on 403, a 401 ends it. */
  async function authorized(
    route: string,
    sendWith: (token: string | null) => Promise<Response>,
  ): Promise<Response> {
    const token = getToken();
    let response = await sendWith(token);
    // A request made without a token gets whatever the server says (login, sign-up, public plans).
    if (token !== null && response.status === 403) {
      const current = getToken();
      // Another request already refreshed while this one was in flight: retry with that token.
      const fresh = current !== null && current !== token ? current : (await refresh()).token;
      response = await sendWith(fresh);
    }
    if (token !== null && response.status === 401) {
      const error = await failureOf(route, response);
      sessionOver(error);
      throw error;
    }
    return response;
  }

  function ahead(path: string, query?: QueryParams): void {
    const spec = { method: 'GET', path, ...(query === undefined ? {} : { query }) } as const;
    const key = `${path}${buildQuery(query)}`;
    const entry = { token: getToken(), response: authorized(`GET ${path}`, (token) => send(spec, token)) };
    // Nobody may take it: its failure is the taker's to report, never an unhandled rejection.
    entry.response.catch(() => undefined);
    sentAhead.set(key, entry);
    setTimeout(() => {
      if (sentAhead.get(key) === entry) sentAhead.delete(key);
    }, AHEAD_TTL_MS);
  }

  /** The answer of the same GET sent ahead, once: same path, query and token. */
  function takeAhead(spec: RequestSpec<AnySchema>): Promise<Response> | undefined {
    if (spec.method !== 'GET' || spec.bearer !== undefined || sentAhead.size === 0) return undefined;
    const key = `${spec.path}${buildQuery(spec.query)}`;
    const found = sentAhead.get(key);
    sentAhead.delete(key);
    return found?.token === getToken() ? found.response : undefined;
  }

  async function request<TSchema extends AnySchema>(
    spec: RequestSpec<TSchema>,
  ): Promise<v.InferOutput<TSchema>> {
    try {
      const taken = takeAhead(spec);
      const response =
        taken !== undefined
          ? await taken
          : spec.bearer === undefined
            ? await authorized(`${spec.method} ${spec.path}`, (token) => send(spec, token))
            : await send(spec, spec.bearer);
      return await parse(spec, response);
    } finally {
      // A failure is held as an answer is: either changes what the screen shows.
      const held = options.hold?.();
      if (held) await held;
    }
  }

  const backendOrigin = new URL(baseUrl).origin;

  async function blob(url: string): Promise<Blob> {
    const target = new URL(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `${baseUrl}${url}`);
    const route = `GET ${target.pathname}`;
    const own = target.origin === backendOrigin;
    const get = async (token: string | null): Promise<Response> => {
      const headers = new Headers();
      if (token !== null) headers.set('Authorization', `Bearer ${token}`);
      return withTimeout(route, UPLOAD_TIMEOUT_MS, (signal) =>
        doFetch(target.href, {
          method: 'GET',
          headers,
          credentials: own ? 'include' : 'omit',
          signal,
        }),
      );
    };
    // The token never leaves for another origin.
    const response = own ? await authorized(route, get) : await get(null);
    if (!response.ok) throw await failureOf(route, response);
    return response.blob();
  }

  return { baseUrl, request, blob, refresh, storeSession, clearSession, getToken, ahead };
}
