import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { HttpError, fail, type SandboxCore, type Session } from '../core.ts';
import type { UserRow } from '../db/rows.ts';

export interface RouteContext {
  request: Request;
  url: URL;
  params: Readonly<Record<string, string>>;
  cookies: Readonly<Record<string, string>>;
  core: SandboxCore;
}
export interface AuthedContext extends RouteContext {
  session: Session;
  me: UserRow;
}

type Method = 'get' | 'post' | 'put' | 'delete';

export const INVALID_TOKEN = "Invalid token. We'll try to assign a new one on next request";

function paramsOf(raw: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(raw)) {
    if (typeof val === 'string') out[k] = val;
  }
  return out;
}

/**
 * Every sandbox route goes through here: request log, latency, `failNext`, authentication (401 without a header,
 * 403 for an invalid or expired token), `HttpError` → `{error}`, and no answer before the log is stored.
 */
export function makeRouter(core: SandboxCore, baseUrl: string) {
  const base = new URL(baseUrl).pathname.replace(/\/$/, '');

  function relative(url: URL): string {
    return url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
  }

  function define(
    method: Method,
    path: string,
    auth: boolean,
    resolve: (ctx: AuthedContext & RouteContext) => Response | Promise<Response>,
  ): HttpHandler {
    return http[method](`${baseUrl}${path}`, async ({ request, params, cookies }) => {
      const url = new URL(request.url);
      const rel = relative(url);
      const record = {
        method: request.method.toUpperCase(),
        path: rel,
        search: url.search,
        status: 0,
        at: core.now(),
      };
      core.requestLog.push(record);
      if (core.latencyMs > 0) await delay(core.latencyMs);
      // With several tabs on one log, one request appends at a time (mocks/cross-tab.ts); alone, at once.
      const response = await core.exclusive(async () => {
        let response: Response;
        try {
          const ruleIndex = core.failures.findIndex(
            (r) =>
              r.method.toUpperCase() === record.method &&
              (r.path === rel || r.path === path || r.path === `${rel}${url.search}`) &&
              (r.query === undefined || url.search.includes(r.query)),
          );
          const rule = ruleIndex >= 0 ? core.failures[ruleIndex] : undefined;
          if (rule) {
            core.failures.splice(ruleIndex, 1);
            throw new HttpError(rule.status, rule.error, rule.bare === true);
          }
          const ctx: RouteContext = { request, url, params: paramsOf(params), cookies, core };
          if (auth) {
            const header = request.headers.get('authorization');
            if (!header) fail(401, 'ERR_SESSION_EXPIRED');
            const token = header.replace(/^Bearer\s+/i, '').replace(/^"|"$/g, '');
            const session = core.session(token);
            if (!session) fail(403, INVALID_TOKEN);
            const me = core.user(session.userId);
            if (!me) fail(401, 'ERR_SESSION_EXPIRED');
            response = await resolve({ ...ctx, session, me });
          } else {
            // Public routes never read `session`/`me`; the cast-free way is to give them the shape with sentinels.
            response = await resolve({
              ...ctx,
              session: { userId: 0, companyId: 0, expiresAt: 0 },
              me: NO_USER,
            });
          }
        } catch (error) {
          if (error instanceof HttpError)
            response = HttpResponse.json(error.bare ? error.error : { error: error.error }, {
              status: error.status,
            });
          else response = HttpResponse.json({ error: String(error) }, { status: 500 });
        }
        // A backend stores before it answers: nothing this answer reports may be lost by a reload after it.
        await core.persisted();
        return response;
      });
      record.status = response.status;
      return response;
    });
  }

  return {
    get: (path: string, resolve: (ctx: AuthedContext) => Response | Promise<Response>) =>
      define('get', path, true, resolve),
    post: (path: string, resolve: (ctx: AuthedContext) => Response | Promise<Response>) =>
      define('post', path, true, resolve),
    put: (path: string, resolve: (ctx: AuthedContext) => Response | Promise<Response>) =>
      define('put', path, true, resolve),
    delete: (path: string, resolve: (ctx: AuthedContext) => Response | Promise<Response>) =>
      define('delete', path, true, resolve),
    publicGet: (path: string, resolve: (ctx: RouteContext) => Response | Promise<Response>) =>
      define('get', path, false, resolve),
    publicPost: (path: string, resolve: (ctx: RouteContext) => Response | Promise<Response>) =>
      define('post', path, false, resolve),
  };
}
export type Router = ReturnType<typeof makeRouter>;

const NO_USER: UserRow = {
  id: 0,
  companyId: 0,
  name: '',
  email: '',
  password: '',
  profile: 'user',
  super: false,
  queueIds: [],
  whatsappId: null,
  allTicket: '',
  online: false,
  createdAt: '',
  updatedAt: '',
};

/** Parses a JSON body with a valibot schema; a bad body is a 400 `{error}`. */
export async function body<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<v.InferOutput<S>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    fail(400, 'ERR_INVALID_BODY: not JSON');
  }
  return parse(raw, schema);
}

export function parse<S extends v.GenericSchema>(raw: unknown, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    fail(400, `ERR_INVALID_BODY: ${path ? `${path}: ` : ''}${issue.message}`);
  }
  return result.output;
}

/** The company scoping rule: a record of another company is a 400. */
export function own<T extends { companyId: number }>(
  row: T | undefined,
  ctx: AuthedContext,
  notFound: string,
): T {
  if (!row) fail(404, notFound);
  if (row.companyId !== ctx.session.companyId) fail(400, 'ERR_NO_PERMISSION');
  return row;
}

export function idParam(ctx: RouteContext, name: string): number {
  const n = Number(ctx.params[name]);
  if (!Number.isInteger(n) || n <= 0) fail(400, `ERR_INVALID_PARAM: ${name}`);
  return n;
}

export function page(ctx: { url: URL }): number {
  const n = Number(ctx.url.searchParams.get('pageNumber') ?? '1');
  return Number.isInteger(n) && n > 0 ? n : 1;
}

export function json(data: JsonBodyType, status = 200): Response {
  return HttpResponse.json(data, { status });
}

export function empty(): Response {
  return new HttpResponse(null, { status: 200 });
}

export function isAdmin(me: UserRow): boolean {
  return me.profile === 'admin';
}
