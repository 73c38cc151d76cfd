import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail, type SandboxCore } from '../core.ts';
import type { HelpChanges } from '../db/help-events.ts';
import type { HelpRow } from '../db/rows.ts';
import { helpView } from '../socket/help-frames.ts';
import { body, json, type AuthedContext, type Router } from './route.ts';

/**
 * The help videos' calls (S3 §2.7, §7) as the reference backend answers them: HelpController, HelpServices and
 * helpRoutes of Whaticket SaaS. Help videos are platform-wide (no companyId): every company reads the same ones.
 *
 * - GET /helps/list: every help, ORDER BY title (byte order here, as the sandbox sorts text elsewhere), a plain array.
 * - GET /helps: ListService, 20 a page, LOWER(title) LIKE `%search%` (lower-cased, trimmed), `{records, count,
 *   hasMore}`. GET /helps/:id: the row; 404 ERR_NO_HELP_FOUND.
 * - POST, PUT and DELETE pass isSuper: a user without the super flag is answered 401 'Acesso não permitido' (a 401,
 *   so a client that ends the session on 401 signs that user out; only super users are offered these calls).
 * - POST and PUT: the controller's yup `title` required → 400 'title is a required field'. POST (CreateService):
 *   a title under 3 characters, or a description given under 3 (the empty text included), is 400
 *   ERR_HELP_INVALID_NAME. PUT writes the fields given without those checks (UpdateService); 404 when unknown.
 * - DELETE: `{message:'Help deleted'}`; 404 ERR_NO_HELP_FOUND when unknown.
 * - A route id that is not an integer makes Postgres fail: 500 'Internal server error'.
 * - Frames: `company-{cid}-help` to the saver's company main channel (mocks/socket/help-frames.ts).
 */
export const HELPS_PAGE_SIZE = 20;
const PG_INT_MAX = 2_147_483_647;
const NOT_FOUND = 'ERR_NO_HELP_FOUND';
const FIELDS = ['title', 'description', 'video', 'link'] as const;

const Body = v.looseObject({
  title: v.optional(v.unknown()),
  description: v.optional(v.unknown()),
  video: v.optional(v.unknown()),
  link: v.optional(v.unknown()),
});
type HelpBody = v.InferOutput<typeof Body>;

function internalError(): never {
  fail(500, 'Internal server error');
}

function routeId(ctx: AuthedContext): number {
  const raw = ctx.params['id'] ?? '';
  if (!/^\d+$/.test(raw)) internalError();
  const n = Number(raw);
  if (n > PG_INT_MAX) internalError();
  return n;
}

function pageNumber(ctx: AuthedContext): number {
  const raw = ctx.url.searchParams.get('pageNumber');
  const n = raw === null || raw === '' ? 1 : Number(raw);
  if (!Number.isFinite(n) || n < 1) internalError();
  return n;
}

/** isSuper: the user's `super` flag, read on every write. */
function requireSuper(ctx: AuthedContext): void {
  if (!ctx.me.super) fail(401, 'Acesso não permitido');
}

/** A text column as Sequelize writes a body value: text, numbers and booleans as text, null stays null. */
function textOf(raw: unknown): string | null {
  if (raw === null) return null;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  internalError();
}

/** The controller's yup `title: string().required()` after its cast. */
function requiredTitle(b: HelpBody): string {
  const raw = b.title;
  if (raw === undefined || raw === null || raw === '') fail(400, 'title is a required field');
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (typeof raw !== 'string') fail(400, 'title must be a `string` type');
  return raw;
}

/** Byte order by title, ties by id. */
function byTitle(a: HelpRow, b: HelpRow): number {
  if (a.title !== b.title) return a.title < b.title ? -1 : 1;
  return a.id - b.id;
}

/** Postgres LIKE `%search%` over the lower-cased title: `%` any run, `_` any one character. */
function likeLower(search: string): (value: string) => boolean {
  let pattern = '';
  for (const ch of search) {
    if (ch === '%') pattern += '[\\s\\S]*';
    else if (ch === '_') pattern += '[\\s\\S]';
    else pattern += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  const re = new RegExp(`^[\\s\\S]*${pattern}[\\s\\S]*$`, 'u');
  return (value) => re.test(value.toLowerCase());
}

function helpOf(ctx: AuthedContext): HelpRow {
  const h = ctx.core.state.tables.helps.get(routeId(ctx));
  if (!h) fail(404, NOT_FOUND);
  return h;
}

function allHelps(core: SandboxCore): HelpRow[] {
  return [...core.state.tables.helps.values()].sort(byTitle);
}

/** The control API's clearHelps: every help deleted, as DELETE /helps/:id by a super user of `companyId`. */
export function clearHelps(core: SandboxCore, companyId = 1): number {
  const ids = [...core.state.tables.helps.keys()];
  if (ids.length > 0)
    core.commit(
      companyId,
      ids.map((helpId) => ({ type: 'help.deleted' as const, helpId })),
    );
  return ids.length;
}

export function helpHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/helps/list', (ctx) => json(allHelps(ctx.core).map(helpView))),

    r.get('/helps', (ctx) => {
      const p = pageNumber(ctx);
      const search = (ctx.url.searchParams.get('searchParam') ?? '').toLowerCase().trim();
      const like = likeLower(search);
      const all = allHelps(ctx.core).filter((h) => like(h.title));
      const offset = HELPS_PAGE_SIZE * (p - 1);
      const records = all.slice(offset, offset + HELPS_PAGE_SIZE);
      return json({
        records: records.map(helpView),
        count: all.length,
        hasMore: all.length > offset + records.length,
      });
    }),

    r.get('/helps/:id', (ctx) => json(helpView(helpOf(ctx)))),

    r.post('/helps', async (ctx) => {
      requireSuper(ctx);
      const { core, session } = ctx;
      const b = await body(ctx.request, Body);
      const title = requiredTitle(b);
      if (title.length < 3) fail(400, 'ERR_HELP_INVALID_NAME');
      if (b.description === null)
        fail(400, 'description must be a `string` type, but the final value was: `null`.');
      const description = b.description === undefined ? null : textOf(b.description);
      if (description !== null && description.length < 3) fail(400, 'ERR_HELP_INVALID_NAME');
      const at = core.store.iso();
      const row: HelpRow = {
        id: core.store.nextId('helps'),
        title,
        description,
        video: b.video === undefined ? null : textOf(b.video),
        link: b.link === undefined ? null : textOf(b.link),
        createdAt: at,
        updatedAt: at,
      };
      core.commit(session.companyId, [{ type: 'help.created', help: row }]);
      return json(helpView(core.state.tables.helps.get(row.id) ?? row));
    }),

    r.put('/helps/:id', async (ctx) => {
      requireSuper(ctx);
      const { core, session } = ctx;
      const b = await body(ctx.request, Body);
      requiredTitle(b);
      const h = helpOf(ctx);
      const changes: HelpChanges = {};
      for (const key of FIELDS) {
        const raw = b[key];
        if (raw === undefined) continue;
        const value = key === 'title' ? requiredTitle(b) : textOf(raw);
        if (value !== h[key]) Object.assign(changes, { [key]: value });
      }
      // Sequelize saves (and moves updatedAt) only when a field changed; the controller emits either way.
      if (Object.keys(changes).length > 0) changes.updatedAt = core.store.iso();
      core.commit(session.companyId, [{ type: 'help.updated', helpId: h.id, changes }]);
      return json(helpView(core.state.tables.helps.get(h.id) ?? h));
    }),

    r.delete('/helps/:id', (ctx) => {
      requireSuper(ctx);
      const h = helpOf(ctx);
      ctx.core.commit(ctx.session.companyId, [{ type: 'help.deleted', helpId: h.id }]);
      return json({ message: 'Help deleted' });
    }),
  ];
}
