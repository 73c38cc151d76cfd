import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import type { State } from '../db/projection.ts';
import type { TagRow } from '../db/rows.ts';
import { tagView, ticketView } from '../db/views.ts';
import { body, isAdmin, json, own, type AuthedContext, type Router } from './route.ts';

/**
 * The Tags screen's calls (S2 §2 'Tags') as the reference backend answers them: TagController, TagServices and
 * tagRoutes of Whaticket SaaS 4.8.5, checked against a running one.
 *
 * - GET /tags: ListService. LIMIT 5000 a page, ORDER BY name (Postgres C collation: byte order), WHERE name LIKE
 *   or color LIKE `%search%` (case-sensitive; `%` and `_` in the search are wildcards), GROUP BY Tag.id with a
 *   LEFT JOIN on TicketTags, so `ticketsCount` is a string and `count` an array of `{id, count}` (the join's rows
 *   per tag, 1 for a tag on no ticket, every matching tag whatever the page). `hasMore` compares that array with a
 *   number: always false.
 * - GET /tags/list: every matching tag, the full model, by name. GET /tags/:id: the full model.
 * - POST /tags: findOrCreate on name, colour (default #A4CCCC), kanban (default 0) and company: the same again
 *   answers the tag found, and announces a 'create' all the same.
 * - PUT /tags/:id: admins only (403 ERR_NO_PERMISSION, before anything else); fields left out stay.
 * - DELETE /tags/:id: any profile; `{message:'Tag deleted'}`; TicketTags cascade.
 * - A route id that is not an integer makes Postgres fail: 500 'Internal server error'. An unknown tag: 404
 *   ERR_NO_TAG_FOUND. The reference reads tags by primary key only (ShowService, DeleteService), so it would
 *   show, change or delete another company's tag; the sandbox answers 404 ERR_NO_TAG_FOUND instead
 *   (docs/sandbox.md, 'Where the sandbox differs from the reference backend').
 * - Frames: `tag` to `company-{cid}-mainchannel` (mocks/socket/frames.ts).
 */
export const TAGS_PAGE_SIZE = 5000;
const DEFAULT_TAG_COLOR = '#A4CCCC';
const NAME_MIN = 3;
const PG_INT_MAX = 2_147_483_647;

const TagBody = v.looseObject({
  name: v.optional(v.unknown()),
  color: v.optional(v.string()),
  kanban: v.optional(v.unknown()),
});
const Id = v.pipe(v.number(), v.integer());
const SyncBody = v.object({ ticketId: Id, tags: v.array(v.looseObject({ id: Id })) });

function internalError(): never {
  fail(500, 'Internal server error');
}

/** A route id as Postgres reads it into an integer column: anything else is a query error. */
function routeId(ctx: AuthedContext): number {
  const raw = ctx.params['tagId'] ?? '';
  if (!/^\d+$/.test(raw)) internalError();
  const n = Number(raw);
  if (n > PG_INT_MAX) internalError();
  return n;
}

/** A pageNumber as ListService uses it (`+pageNumber`): a negative or NaN offset is a query error. */
function pageNumber(ctx: AuthedContext): number {
  const raw = ctx.url.searchParams.get('pageNumber');
  const n = raw === null ? 1 : Number(raw);
  if (!Number.isFinite(n) || n < 1) internalError();
  return n;
}

/** Postgres LIKE `%search%`: `%` any run, `_` any one character, `\` escapes the next; case-sensitive. */
export function likeMatcher(search: string): (value: string) => boolean {
  let pattern = '';
  for (let i = 0; i < search.length; i += 1) {
    const ch = search.charAt(i);
    if (ch === '\\' && i + 1 < search.length) {
      i += 1;
      pattern += search.charAt(i).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else if (ch === '%') pattern += '[\\s\\S]*';
    else if (ch === '_') pattern += '[\\s\\S]';
    else pattern += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  const re = new RegExp(`^[\\s\\S]*${pattern}[\\s\\S]*$`, 'u');
  return (value) => re.test(value);
}

/** Byte order (Postgres's C collation): uppercase before lowercase, accented letters after both; ties by id. */
function byName(a: TagRow, b: TagRow): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id - b.id;
}

/** The company's tags matching `searchParam` (an empty one matches all), by name. */
function matching(state: State, companyId: number, searchParam: string | null): TagRow[] {
  const like = searchParam ? likeMatcher(searchParam) : null;
  return [...state.tables.tags.values()]
    .filter((t) => t.companyId === companyId && (!like || like(t.name) || like(t.color)))
    .sort(byName);
}

/** How many tickets carry each tag of the company. */
function usage(state: State, companyId: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const x of state.tables.ticketTags.values()) {
    if (x.companyId !== companyId) continue;
    for (const id of x.tagIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The name as yup's `string()` casts it (numbers and booleans become strings); anything else is a type error. */
function nameOf(raw: unknown): string | null | undefined {
  if (raw === undefined || raw === null) return raw;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  fail(400, 'name must be a `string` type');
}

function kanbanOf(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return Number(raw);
  return undefined;
}

/** The tag of the route, in the caller's company (another company's reads as not found, see above). */
function tagOf(ctx: AuthedContext): TagRow {
  const t = ctx.core.state.tables.tags.get(routeId(ctx));
  if (!t || t.companyId !== ctx.session.companyId) fail(404, 'ERR_NO_TAG_FOUND');
  return t;
}

export function tagHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/tags/list', (ctx) =>
      json(
        matching(ctx.core.state, ctx.session.companyId, ctx.url.searchParams.get('searchParam')).map(tagView),
      ),
    ),

    r.get('/tags', (ctx) => {
      const state = ctx.core.state;
      const p = pageNumber(ctx);
      const all = matching(state, ctx.session.companyId, ctx.url.searchParams.get('searchParam'));
      const counts = usage(state, ctx.session.companyId);
      const offset = (p - 1) * TAGS_PAGE_SIZE;
      const slice = all.slice(offset, offset + TAGS_PAGE_SIZE);
      return json({
        tags: slice.map((t) => ({
          id: t.id,
          name: t.name,
          color: t.color,
          ticketsCount: String(counts.get(t.id) ?? 0),
        })),
        count: [...all]
          .sort((a, b) => a.id - b.id)
          .map((t) => ({ id: t.id, count: String(Math.max(1, counts.get(t.id) ?? 0)) })),
        // `count > offset + tags.length` with `count` an array: never true.
        hasMore: false,
      });
    }),

    r.post('/tags', async (ctx) => {
      const { core, session } = ctx;
      const b = await body(ctx.request, TagBody);
      const name = nameOf(b.name);
      if (!name) fail(400, 'name is a required field');
      if (name.length < NAME_MIN) fail(400, `name must be at least ${NAME_MIN} characters`);
      const color = b.color ?? DEFAULT_TAG_COLOR;
      const kanban = kanbanOf(b.kanban) ?? 0;
      const found = [...core.state.tables.tags.values()]
        .filter(
          (t) =>
            t.companyId === session.companyId && t.name === name && t.color === color && t.kanban === kanban,
        )
        .sort((a, b2) => a.id - b2.id)[0];
      const at = core.store.iso();
      const row: TagRow = found ?? {
        id: core.store.nextId('tags'),
        companyId: session.companyId,
        name,
        color,
        kanban,
        createdAt: at,
        updatedAt: at,
      };
      core.commit(session.companyId, [{ type: 'tag.created', tag: row }]);
      return json(tagView(core.state.tables.tags.get(row.id) ?? row));
    }),

    r.get('/tags/:tagId', (ctx) => json(tagView(tagOf(ctx)))),

    r.put('/tags/:tagId', async (ctx) => {
      if (!isAdmin(ctx.me)) fail(403, 'ERR_NO_PERMISSION');
      const t = tagOf(ctx);
      const b = await body(ctx.request, TagBody);
      const name = nameOf(b.name);
      if (name === null) fail(400, 'name must be a `string` type, but the final value was: `null`.');
      if (name !== undefined && name.length < NAME_MIN)
        fail(400, `name must be at least ${NAME_MIN} characters`);
      const kanban = kanbanOf(b.kanban);
      const patch: { name?: string; color?: string; kanban?: number } = {};
      if (name !== undefined) patch.name = name;
      if (b.color !== undefined) patch.color = b.color;
      if (kanban !== undefined) patch.kanban = kanban;
      return json(tagView(ctx.core.updateTag(t, patch)));
    }),

    r.delete('/tags/:tagId', (ctx) => {
      ctx.core.deleteTag(tagOf(ctx));
      return json({ message: 'Tag deleted' });
    }),

    r.post('/tags/sync', async (ctx) => {
      const { core } = ctx;
      const b = await body(ctx.request, SyncBody);
      const t = own(core.ticket(b.ticketId), ctx, 'ERR_NO_TICKET_FOUND');
      const tagIds = [...new Set(b.tags.map((x) => x.id))];
      for (const id of tagIds) own(core.state.tables.tags.get(id), ctx, 'ERR_NO_TAG_FOUND');
      // The reference answers the ticket it read before the sync (its reload is not awaited): the old tags.
      const answer = ticketView(core.state, t);
      core.commit(t.companyId, [{ type: 'tags.synced', ticketId: t.id, tagIds }]);
      return json(answer);
    }),
  ];
}
