import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail, type SandboxCore } from '../core.ts';
import type { ScheduleChanges } from '../db/events.ts';
import type { ScheduleRow } from '../db/rows.ts';
import { scheduleRowView, scheduleView } from '../db/views.ts';
import { body, isAdmin, json, type AuthedContext, type Router } from './route.ts';
import { likeMatcher } from './tags.handlers.ts';

/**
 * The Schedules screen's calls (S2 §2 'Schedules') and the ticket's schedule dialog (S1 §5) as the reference
 * backend answers them: ScheduleController, ScheduleServices and scheduleRoutes of Whaticket SaaS 4.8.5, checked
 * against a running one.
 *
 * - GET /schedules: ListService. 20 a page, newest created first, `{schedules, count, hasMore}`, each with
 *   `contact {id, name}` and `user {id, name}`; a searchParam matches LOWER(body) or LOWER(contact.name) LIKE the
 *   search lower-cased (not trimmed; `%` and `_` are wildcards); contactId and userId filter when given.
 * - POST /schedules: yup 'body is a required field', 'body must be at least 5 characters', 'sendAt is a required
 *   field' (400); status PENDENTE; body, sendAt, contactId and userId are taken from the body (ticketId is not);
 *   an unknown contact breaks the foreign key: 500. Answers the bare row (no contact, no user).
 * - GET /schedules/:id: with contact and user; an unknown id, or another company's, is 400 'Não é possível excluir
 *   registro de outra empresa' (ShowService's company check runs before its not-found check).
 * - PUT /schedules/:id: admins only (403 ERR_NO_PERMISSION first), then ShowService (400 as above), then yup body
 *   min 5; writes body, sendAt, sentAt, contactId, ticketId and userId when given (not status); answers with
 *   contact and user.
 * - DELETE /schedules/:id: another company's or unknown 404 ERR_NO_SCHEDULE_FOUND; `{message: 'Schedule deleted'}`.
 * - Frames: `schedule` (unprefixed) to `company-{cid}-mainchannel`: create with the bare row, update with contact
 *   and user, delete with `scheduleId` as a string (mocks/socket/frames.ts). The send job (PENDENTE → AGENDADA →
 *   ENVIADA or ERRO) emits nothing: the control API's sendSchedule / failSchedule do the same.
 */
export const SCHEDULES_PAGE_SIZE = 20;
const BODY_MIN = 5;
const PG_INT_MAX = 2_147_483_647;
const OTHER_COMPANY = 'Não é possível excluir registro de outra empresa';

const ScheduleBody = v.looseObject({
  body: v.optional(v.unknown()),
  sendAt: v.optional(v.unknown()),
  sentAt: v.optional(v.unknown()),
  contactId: v.optional(v.unknown()),
  ticketId: v.optional(v.unknown()),
  userId: v.optional(v.unknown()),
});

function internalError(): never {
  fail(500, 'Internal server error');
}

function routeId(ctx: AuthedContext): number {
  const raw = ctx.params['scheduleId'] ?? '';
  if (!/^\d+$/.test(raw) || Number(raw) > PG_INT_MAX) internalError();
  return Number(raw);
}

/** A body field for an integer column: a number or a digit string; anything else breaks the query. */
function intField(raw: unknown): number | null | undefined {
  if (raw === undefined || raw === null) return raw;
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return Number(raw);
  return internalError();
}

/** A date column: what Postgres cannot read as a date is a query error. */
function dateField(raw: unknown): string {
  const at = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : new Date(NaN);
  if (Number.isNaN(at.getTime())) internalError();
  return at.toISOString();
}

function textField(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  fail(400, 'body must be a `string` type');
}

/** ShowService: the company check first (an unknown id has no company either), then not found. */
function shown(ctx: AuthedContext): ScheduleRow {
  const s = ctx.core.state.tables.schedules.get(routeId(ctx));
  if (!s || s.companyId !== ctx.session.companyId) fail(400, OTHER_COMPANY);
  return s;
}

/** PUT /schedules/:id's write (also the control API's updateSchedule): the fields given change. */
export function updateSchedule(
  core: SandboxCore,
  s: ScheduleRow,
  patch: Partial<Omit<ScheduleChanges, 'updatedAt'>>,
): ScheduleRow {
  const changes: ScheduleChanges = {
    body: patch.body ?? s.body,
    sendAt: patch.sendAt ?? s.sendAt,
    contactId: patch.contactId ?? s.contactId,
    updatedAt: core.store.iso(),
    ...(patch.ticketId !== undefined ? { ticketId: patch.ticketId } : {}),
    ...(patch.sentAt !== undefined ? { sentAt: patch.sentAt } : {}),
    ...(patch.userId !== undefined ? { userId: patch.userId } : {}),
  };
  core.commit(s.companyId, [{ type: 'schedule.updated', scheduleId: s.id, changes }]);
  return core.state.tables.schedules.get(s.id) ?? s;
}

/** POST /schedules's write (also the control API's createSchedule). */
export function createSchedule(
  core: SandboxCore,
  input: Pick<ScheduleRow, 'companyId' | 'body' | 'sendAt' | 'contactId' | 'userId'>,
): ScheduleRow {
  const at = core.store.iso();
  const row: ScheduleRow = {
    id: core.store.nextId('schedules'),
    ...input,
    sentAt: null,
    status: 'PENDENTE',
    ticketId: null,
    createdAt: at,
    updatedAt: at,
  };
  core.commit(input.companyId, [{ type: 'schedule.created', schedule: row }]);
  return row;
}

/** The send job's moves (control API: sendSchedule, failSchedule): no frame, as the reference's queue. */
export function moveSchedule(
  core: SandboxCore,
  s: ScheduleRow,
  status: string,
  sentAt: string | null,
): ScheduleRow {
  core.commit(s.companyId, [
    { type: 'schedule.statusChanged', scheduleId: s.id, status, sentAt, updatedAt: core.store.iso() },
  ]);
  return core.state.tables.schedules.get(s.id) ?? s;
}

export function scheduleHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/schedules', (ctx) => {
      const state = ctx.core.state;
      const q = ctx.url.searchParams;
      const raw = q.get('pageNumber');
      const p = raw === null || raw === '' ? 1 : Number(raw);
      if (!Number.isInteger(p) || p < 1) internalError();
      const search = q.get('searchParam') ?? '';
      const like = search ? likeMatcher(search.toLowerCase()) : null;
      const contactId = q.get('contactId') ?? '';
      const userId = q.get('userId') ?? '';
      const all = [...state.tables.schedules.values()]
        .filter((s) => {
          if (s.companyId !== ctx.session.companyId) return false;
          if (contactId !== '' && String(s.contactId) !== contactId) return false;
          if (userId !== '' && String(s.userId) !== userId) return false;
          if (!like) return true;
          const name = state.tables.contacts.get(s.contactId)?.name ?? '';
          return like(s.body.toLowerCase()) || like(name.toLowerCase());
        })
        .sort((a, b) => (a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : b.id - a.id));
      const offset = (p - 1) * SCHEDULES_PAGE_SIZE;
      const slice = all.slice(offset, offset + SCHEDULES_PAGE_SIZE);
      return json({
        schedules: slice.map((s) => scheduleView(state, s)),
        count: all.length,
        hasMore: all.length > offset + slice.length,
      });
    }),

    r.get('/schedules/:scheduleId', (ctx) => json(scheduleView(ctx.core.state, shown(ctx)))),

    r.post('/schedules', async (ctx) => {
      const { core, session } = ctx;
      const b = await body(ctx.request, ScheduleBody);
      const text = textField(b.body);
      if (text === undefined || text === '') fail(400, 'body is a required field');
      if (text.length < BODY_MIN) fail(400, `body must be at least ${BODY_MIN} characters`);
      if (b.sendAt === undefined || b.sendAt === null || b.sendAt === '')
        fail(400, 'sendAt is a required field');
      const sendAt = dateField(b.sendAt);
      const contactId = intField(b.contactId);
      const contact = contactId == null ? undefined : core.state.tables.contacts.get(contactId);
      // contactId is NOT NULL with a foreign key: missing or unknown fails the insert.
      if (!contact || contactId == null) internalError();
      const row = createSchedule(core, {
        companyId: session.companyId,
        body: text,
        sendAt,
        contactId,
        userId: intField(b.userId) ?? null,
      });
      return json(scheduleRowView(row));
    }),

    r.put('/schedules/:scheduleId', async (ctx) => {
      if (!isAdmin(ctx.me)) fail(403, 'ERR_NO_PERMISSION');
      const { core } = ctx;
      const s = shown(ctx);
      const b = await body(ctx.request, ScheduleBody);
      const text = textField(b.body);
      if (text !== undefined && text.length < BODY_MIN)
        fail(400, `body must be at least ${BODY_MIN} characters`);
      const contactId = intField(b.contactId);
      if (contactId != null && !core.state.tables.contacts.get(contactId)) internalError();
      const ticketId = intField(b.ticketId);
      const userId = intField(b.userId);
      const next = updateSchedule(core, s, {
        ...(text !== undefined ? { body: text } : {}),
        ...(b.sendAt != null && b.sendAt !== '' ? { sendAt: dateField(b.sendAt) } : {}),
        ...(b.sentAt === null ? { sentAt: null } : b.sentAt != null ? { sentAt: dateField(b.sentAt) } : {}),
        ...(contactId != null ? { contactId } : {}),
        ...(ticketId !== undefined ? { ticketId } : {}),
        ...(userId !== undefined ? { userId } : {}),
      });
      return json(scheduleView(core.state, next));
    }),

    r.delete('/schedules/:scheduleId', (ctx) => {
      const s = ctx.core.state.tables.schedules.get(routeId(ctx));
      if (!s || s.companyId !== ctx.session.companyId) fail(404, 'ERR_NO_SCHEDULE_FOUND');
      ctx.core.commit(s.companyId, [{ type: 'schedule.deleted', scheduleId: s.id }]);
      return json({ message: 'Schedule deleted' });
    }),
  ];
}
