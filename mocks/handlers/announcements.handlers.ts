import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail, type SandboxCore } from '../core.ts';
import type { AnnouncementChanges } from '../db/events.ts';
import type { AnnouncementRow } from '../db/rows.ts';
import { announcementView } from '../db/views.ts';
import { imageFileName } from '../media/public-files.ts';
import { uploadsOf } from '../media/uploads.ts';
import { json, type AuthedContext, type Router } from './route.ts';

/**
 * The Announcements screen's and the top bar bell's calls (S2 §2 'Announcements', §7) as the reference backend
 * answers them: AnnouncementController, AnnouncementService and announcementRoutes of Whaticket SaaS 4.8.5,
 * checked against a running one.
 *
 * - Announcements are platform-wide: the row keeps its author's companyId, but GET /announcements lists the active
 *   ones (status true) of EVERY company, 20 a page, newest first, `title` matched by LOWER(title) LIKE
 *   `%search%` (lower-cased and trimmed; `%` and `_` are wildcards); `{records, count, hasMore}`. An inactive one
 *   is never listed, not even to its author (the screen then shows it only until the next load).
 * - GET /announcements/list?companyId=: every announcement of that company (any status), with `company {id, name}`,
 *   newest first; without companyId the query fails: 500 'Internal server error' (Sequelize's undefined WHERE).
 * - GET /announcements/:id: the row; 404 ERR_NO_ANNOUNCEMENT_FOUND. A route id that is not an integer: 500.
 * - Writes (POST, PUT, DELETE, media upload and delete) are for super users only: the isSuper middleware answers
 *   401 'Acesso não permitido' (a 401, so a client that ends the session on 401 signs a non-super user out).
 * - POST and PUT: yup `title` required → 400 'title is a required field'; POST also needs `text` (CreateService:
 *   400 ERR_ANNOUNCEMENT_REQUIRED). The body's priority and status are written as Sequelize casts them (a
 *   missing one stays null: such a row is never listed). PUT of an unknown id: 404 ERR_NO_ANNOUNCEMENT_FOUND.
 * - DELETE: `{message:'Announcement deleted'}`; 404 when unknown. The reference deletes no file.
 * - POST /:id/media-upload: multipart `file` (multer's array: the first one), stored in the public folder as
 *   `{Date.now()}_{original name, first '/' → '-', spaces → '_'}`; no type or size check (the client checks);
 *   `{mensagem:'Mensagem enviada'}`. An unknown id: 400 "Cannot read properties of null (reading 'update')"; no
 *   file: 400 "Cannot read properties of undefined (reading 'filename')".
 * - DELETE /:id/media-upload: mediaPath and mediaName null, `{mensagem:'Arquivo excluído'}`; an unknown id or one
 *   without a file: 400 with the TypeError's text. The reference also unlinks the file (GET /public/... then 404);
 *   the sandbox keeps the bytes (its upload store has no delete), the row no longer names them.
 * - Frames: create and update (the media routes too) as `company-announcement` to every tenant; delete as
 *   `company-{cid}-announcement {action:'delete', id}` (a string) to the deleter's company only
 *   (mocks/socket/frames.ts). Other companies keep a deleted announcement until they reload.
 */
export const ANNOUNCEMENTS_PAGE_SIZE = 20;
const PG_INT_MAX = 2_147_483_647;
const NOT_FOUND = 'ERR_NO_ANNOUNCEMENT_FOUND';

/** An announcement as the reference's model serialises it (GET, POST, PUT and the frames). */
export interface AnnouncementRecord {
  id: number;
  priority: number | null;
  title: string;
  text: string;
  mediaPath: string | null;
  mediaName: string | null;
  companyId: number;
  status: boolean | null;
  createdAt: string;
  updatedAt: string;
}

export interface PublishAnnouncementInput {
  title: string;
  text?: string;
  /** 1 high, 2 medium, 3 low (default). */
  priority?: 1 | 2 | 3;
  /** Default true. */
  status?: boolean;
  /** The author's company (default 1). */
  companyId?: number;
  /** Attach a seeded picture of this colour (e.g. '#e53935'), as a second write, as the media upload does. */
  image?: string;
}

const Body = v.looseObject({
  title: v.optional(v.unknown()),
  text: v.optional(v.unknown()),
  priority: v.optional(v.unknown()),
  status: v.optional(v.unknown()),
});

function internalError(): never {
  fail(500, 'Internal server error');
}

function recordOf(a: AnnouncementRow): AnnouncementRecord {
  return { ...a };
}

/** A route id as Postgres reads it into an integer column: anything else is a query error. */
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

/** isSuper: the user's `super` flag, read from the database on every write. */
function requireSuper(ctx: AuthedContext): void {
  if (!ctx.me.super) fail(401, 'Acesso não permitido');
}

/** yup's `string().required()` after its cast: numbers and booleans become text; '' and null fail. */
function requiredText(raw: unknown, field: string): string {
  if (raw === undefined || raw === null) fail(400, `${field} is a required field`);
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (typeof raw !== 'string') fail(400, `${field} must be a \`string\` type`);
  if (raw === '') fail(400, `${field} is a required field`);
  return raw;
}

/** An integer column as Sequelize writes a body value: numbers and numeric text; null leaves it null. */
function priorityOf(raw: unknown): number | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null || raw === '') return null;
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
  if (typeof raw === 'string' && /^-?\d+$/.test(raw.trim())) return Number(raw.trim());
  internalError();
}

/** A boolean column as Sequelize casts it: true/false, 'true'/'false', 1/0, '1'/'0'. */
function statusOf(raw: unknown): boolean | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  if (raw === true || raw === 'true' || raw === 1 || raw === '1') return true;
  if (raw === false || raw === 'false' || raw === 0 || raw === '0') return false;
  internalError();
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

/** Newest first (ORDER BY createdAt DESC); equal stamps newest id first. */
function newestFirst(a: AnnouncementRow, b: AnnouncementRow): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
}

function announcementOf(core: SandboxCore, id: number): AnnouncementRow | undefined {
  return core.state.tables.announcements.get(id);
}

/** An upload's stored name, as the reference's multer config names it without `typeArch`. */
export function announcementFileName(stamp: number, original: string): string {
  return `${stamp}_${original.replace('/', '-').replace(/ /g, '_')}`;
}

function update(core: SandboxCore, a: AnnouncementRow, changes: AnnouncementChanges): AnnouncementRow {
  const written: AnnouncementChanges = {};
  for (const key of ['title', 'text', 'priority', 'status', 'mediaPath', 'mediaName'] as const) {
    if (changes[key] !== undefined && changes[key] !== a[key])
      Object.assign(written, { [key]: changes[key] });
  }
  // Sequelize saves (and moves updatedAt) only when a field changed; the controller emits either way.
  if (Object.keys(written).length > 0) written.updatedAt = core.store.iso();
  core.commit(a.companyId, [{ type: 'announcement.updated', announcementId: a.id, changes: written }]);
  return announcementOf(core, a.id) ?? a;
}

/** The control API's publishAnnouncement: POST /announcements, then the picture as the media upload writes it. */
export function publishAnnouncement(core: SandboxCore, input: PublishAnnouncementInput): AnnouncementRecord {
  const companyId = input.companyId ?? 1;
  if (!core.state.tables.companies.has(companyId))
    throw new Error(`publishAnnouncement: no company ${companyId}`);
  if (input.title === '') throw new Error('publishAnnouncement: a title is required');
  const at = core.store.iso();
  const row: AnnouncementRow = {
    id: core.store.nextId('announcements'),
    companyId,
    title: input.title,
    text: input.text ?? input.title,
    priority: input.priority ?? 3,
    status: input.status ?? true,
    mediaPath: null,
    mediaName: null,
    createdAt: at,
    updatedAt: at,
  };
  core.commit(companyId, [{ type: 'announcement.created', announcement: row }]);
  if (input.image === undefined) return recordOf(row);
  const name = imageFileName(input.title, input.image);
  return recordOf(update(core, row, { mediaPath: name, mediaName: name }));
}

export function announcementHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/announcements/list', (ctx) => {
      const raw = ctx.url.searchParams.get('companyId');
      if (raw === null) internalError();
      if (!/^\d+$/.test(raw)) internalError();
      const companyId = Number(raw);
      const state = ctx.core.state;
      const rows = [...state.tables.announcements.values()]
        .filter((a) => a.companyId === companyId)
        .sort(newestFirst);
      return json(
        rows.map((a) => {
          const company = state.tables.companies.get(a.companyId);
          return {
            ...announcementView(a),
            company: company ? { id: company.id, name: company.name } : null,
          };
        }),
      );
    }),

    r.get('/announcements', (ctx) => {
      const p = pageNumber(ctx);
      const search = (ctx.url.searchParams.get('searchParam') ?? '').toLowerCase().trim();
      const like = search === '' ? null : likeLower(search);
      const all = [...ctx.core.state.tables.announcements.values()]
        .filter((a) => a.status === true && (like === null || like(a.title)))
        .sort(newestFirst);
      const offset = ANNOUNCEMENTS_PAGE_SIZE * (p - 1);
      const records = all.slice(offset, offset + ANNOUNCEMENTS_PAGE_SIZE);
      return json({
        records: records.map(announcementView),
        count: all.length,
        hasMore: all.length > offset + records.length,
      });
    }),

    r.get('/announcements/:id', (ctx) => {
      const a = announcementOf(ctx.core, routeId(ctx));
      if (!a) fail(404, NOT_FOUND);
      return json(announcementView(a));
    }),

    r.post('/announcements', async (ctx) => {
      requireSuper(ctx);
      const { core, session } = ctx;
      const b = await readBody(ctx);
      const title = requiredText(b.title, 'title');
      if (b.text === undefined || b.text === null || b.text === '') fail(400, 'ERR_ANNOUNCEMENT_REQUIRED');
      const text = requiredText(b.text, 'text');
      const at = core.store.iso();
      const row: AnnouncementRow = {
        id: core.store.nextId('announcements'),
        companyId: session.companyId,
        title,
        text,
        priority: priorityOf(b.priority) ?? null,
        status: statusOf(b.status) ?? null,
        mediaPath: null,
        mediaName: null,
        createdAt: at,
        updatedAt: at,
      };
      core.commit(session.companyId, [{ type: 'announcement.created', announcement: row }]);
      return json(announcementView(row));
    }),

    r.put('/announcements/:id', async (ctx) => {
      requireSuper(ctx);
      const b = await readBody(ctx);
      const title = requiredText(b.title, 'title');
      const a = announcementOf(ctx.core, routeId(ctx));
      if (!a) fail(404, NOT_FOUND);
      const changes: AnnouncementChanges = { title };
      if (b.text !== undefined) changes.text = b.text === null ? '' : requiredTextOrEmpty(b.text);
      const priority = priorityOf(b.priority);
      if (priority !== undefined) changes.priority = priority;
      const status = statusOf(b.status);
      if (status !== undefined) changes.status = status;
      return json(announcementView(update(ctx.core, a, changes)));
    }),

    r.delete('/announcements/:id', (ctx) => {
      requireSuper(ctx);
      const a = announcementOf(ctx.core, routeId(ctx));
      if (!a) fail(404, NOT_FOUND);
      ctx.core.commit(ctx.session.companyId, [
        { type: 'announcement.deleted', announcementId: a.id, byCompanyId: ctx.session.companyId },
      ]);
      return json({ message: 'Announcement deleted' });
    }),

    r.post('/announcements/:id/media-upload', async (ctx) => {
      requireSuper(ctx);
      const { core, request } = ctx;
      const id = routeId(ctx);
      let files: File[] = [];
      if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
        const form = await request.formData();
        files = form.getAll('file').filter((f): f is File => typeof f !== 'string');
      }
      const file = files[0];
      // multer stores the file before the controller finds (or not) the announcement.
      let name: string | null = null;
      if (file) {
        name = announcementFileName(core.store.tick(), file.name);
        await uploadsOf(core, core.options.persistence).put(name, {
          contentType: file.type || 'application/octet-stream',
          bytes: new Uint8Array(await file.arrayBuffer()),
        });
      }
      const a = announcementOf(core, id);
      if (!a) fail(400, "Cannot read properties of null (reading 'update')");
      if (!file || name === null) fail(400, "Cannot read properties of undefined (reading 'filename')");
      update(core, a, { mediaPath: name, mediaName: file.name });
      return json({ mensagem: 'Mensagem enviada' });
    }),

    r.delete('/announcements/:id/media-upload', (ctx) => {
      requireSuper(ctx);
      const a = announcementOf(ctx.core, routeId(ctx));
      if (!a) fail(400, "Cannot read properties of null (reading 'mediaPath')");
      if (a.mediaPath === null) fail(400, 'The "paths[1]" argument must be of type string. Received null');
      update(ctx.core, a, { mediaPath: null, mediaName: null });
      return json({ mensagem: 'Arquivo excluído' });
    }),
  ];
}

async function readBody(ctx: AuthedContext): Promise<v.InferOutput<typeof Body>> {
  let raw: unknown;
  try {
    raw = await ctx.request.json();
  } catch {
    raw = {};
  }
  const result = v.safeParse(Body, raw);
  return result.success ? result.output : {};
}

/** PUT writes whatever text the body carries (UpdateService checks only the title). */
function requiredTextOrEmpty(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  internalError();
}
