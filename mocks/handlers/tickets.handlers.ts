import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail, type SandboxCore } from '../core.ts';
import type { TicketRow, UserRow } from '../db/rows.ts';
import { ticketView } from '../db/views.ts';
import { body, idParam, isAdmin, json, own, page, type AuthedContext, type Router } from './route.ts';

export const TICKETS_PAGE_SIZE = 40;

const Status = v.picklist(['pending', 'open', 'closed']);
const NullableId = v.nullable(v.pipe(v.number(), v.integer()));

const CreateBody = v.object({
  contactId: v.pipe(v.number(), v.integer()),
  status: v.optional(Status),
  userId: v.optional(NullableId),
  queueId: v.optional(NullableId),
  whatsappId: v.optional(NullableId),
});

const UpdateBody = v.object({
  status: v.optional(Status),
  userId: v.optional(NullableId),
  queueId: v.optional(NullableId),
  whatsappId: v.optional(NullableId),
});

function idList(raw: string | null): number[] | null {
  if (raw === null || raw === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    fail(400, 'ERR_INVALID_PARAM: not a JSON array');
  }
  if (!Array.isArray(parsed)) fail(400, 'ERR_INVALID_PARAM: not a JSON array');
  return parsed.map((x) => Number(x)).filter((n) => Number.isInteger(n));
}

/**
 * Whether a stamp falls in a day as the reference reads `date` and `updatedAt`: startOfDay(parseISO(day)) to
 * endOfDay, in the server's local time (the sandbox's: the browser's), so a ticket of 23:59:59 is that day's and
 * one of 00:00:00 the next day's.
 */
function sameDay(iso: string, day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return false;
  const start = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1).getTime() - 1;
  const at = Date.parse(iso);
  return at >= start && at <= end;
}

/** Newest updatedAt first; ids break ties (the sandbox clock is strictly increasing, so ties are seed-only). */
export function byNewest(a: { updatedAt: string; id: number }, b: { updatedAt: string; id: number }): number {
  return a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id;
}

/**
 * GET /tickets, as the reference ListTicketsService: without showAll only the user's own tickets and pending
 * ones; queueIds always restricts (no queueIds → only tickets with no queue; tickets with no queue only for
 * admins); non-admins only see their queues, except in the closed tab (S1 §6).
 */
export function listTickets(core: SandboxCore, me: UserRow, q: URLSearchParams): TicketRow[] {
  const state = core.state;
  const admin = isAdmin(me);
  const status = q.get('status');
  const showAll = q.get('showAll') === 'true' && admin;
  const unreadOnly = q.get('withUnreadMessages') === 'true';
  const search = (q.get('searchParam') ?? '').trim().toLowerCase();
  const queueIds = idList(q.get('queueIds')) ?? [];
  const tags = idList(q.get('tags')) ?? [];
  const users = idList(q.get('users')) ?? [];
  const date = q.get('date');
  const updatedAt = q.get('updatedAt');
  // `date` (the dashboard's chart) and `updatedAt` replace the reference's whole where: every ticket of the company
  // made (or changed) that day, whatever its status, owner or queue; only the unread filter replaces them in turn.
  const byDay = !unreadOnly && Boolean(date || updatedAt);
  const messagesByTicket = new Map<number, string[]>();
  if (search) {
    for (const m of state.tables.messages.values()) {
      if (m.companyId !== me.companyId) continue;
      const list = messagesByTicket.get(m.ticketId) ?? [];
      list.push(m.body.toLowerCase());
      messagesByTicket.set(m.ticketId, list);
    }
  }
  const inTagsAndUsers = (t: TicketRow): boolean => {
    if (users.length > 0 && (t.userId === null || !users.includes(t.userId))) return false;
    if (tags.length > 0) {
      const own = state.tables.ticketTags.get(t.id)?.tagIds ?? [];
      if (!tags.every((id) => own.includes(id))) return false;
    }
    return true;
  };
  return [...state.tables.tickets.values()]
    .filter((t) => {
      if (t.companyId !== me.companyId) return false;
      if (byDay) {
        if (updatedAt) return sameDay(t.updatedAt, updatedAt) && inTagsAndUsers(t);
        return date !== null && sameDay(t.createdAt, date) && inTagsAndUsers(t);
      }
      if (status && t.status !== status) return false;
      if ((!showAll || unreadOnly) && !(t.userId === me.id || t.status === 'pending')) return false;
      if (t.queueId === null) {
        if (!admin) return false;
      } else {
        const queues = unreadOnly ? me.queueIds : queueIds;
        if (!queues.includes(t.queueId)) return false;
        if (!admin && t.status !== 'closed' && !me.queueIds.includes(t.queueId)) return false;
      }
      if (unreadOnly && t.unreadMessages <= 0) return false;
      if (!inTagsAndUsers(t)) return false;
      if (search) {
        const c = state.tables.contacts.get(t.contactId);
        const hay = [c?.name ?? '', c?.number ?? '', t.lastMessage, ...(messagesByTicket.get(t.id) ?? [])];
        if (!hay.some((h) => h.toLowerCase().includes(search))) return false;
      }
      return true;
    })
    .sort(byNewest);
}

function checkRefs(
  ctx: AuthedContext,
  b: {
    userId?: number | null | undefined;
    queueId?: number | null | undefined;
    whatsappId?: number | null | undefined;
  },
): void {
  const t = ctx.core.state.tables;
  if (typeof b.userId === 'number') own(t.users.get(b.userId), ctx, 'ERR_NO_USER_FOUND');
  if (typeof b.queueId === 'number') own(t.queues.get(b.queueId), ctx, 'ERR_NO_QUEUE_FOUND');
  if (typeof b.whatsappId === 'number') own(t.whatsapps.get(b.whatsappId), ctx, 'ERR_NO_WAPP_FOUND');
}

export function ticketHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/tickets', ({ core, me, url }) => {
      const all = listTickets(core, me, url.searchParams);
      const p = page({ url });
      const slice = all.slice((p - 1) * TICKETS_PAGE_SIZE, p * TICKETS_PAGE_SIZE);
      return json({
        tickets: slice.map((t) => ticketView(core.state, t)),
        count: all.length,
        hasMore: all.length > p * TICKETS_PAGE_SIZE,
      });
    }),

    r.get('/tickets/u/:uuid', (ctx) => {
      const uuid = ctx.params['uuid'] ?? '';
      const t = [...ctx.core.state.tables.tickets.values()].find((x) => x.uuid === uuid);
      return json(ticketView(ctx.core.state, own(t, ctx, 'ERR_NO_TICKET_FOUND')));
    }),

    r.get('/tickets/:ticketId', (ctx) => {
      const t = own(ctx.core.ticket(idParam(ctx, 'ticketId')), ctx, 'ERR_NO_TICKET_FOUND');
      return json(ticketView(ctx.core.state, t));
    }),

    r.post('/tickets', async (ctx) => {
      const { core, session } = ctx;
      const b = await body(ctx.request, CreateBody);
      const contact = own(core.state.tables.contacts.get(b.contactId), ctx, 'ERR_NO_CONTACT_FOUND');
      checkRefs(ctx, b);
      const whatsappId = b.whatsappId ?? core.defaultWhatsapp(session.companyId)?.id ?? null;
      if (whatsappId === null) fail(400, 'ERR_NO_DEF_WAPP_FOUND');
      const status = b.status ?? 'open';
      const userId = b.userId === undefined ? (status === 'pending' ? null : session.userId) : b.userId;
      const queueId = b.queueId ?? null;
      const existing = [...core.state.tables.tickets.values()].find(
        (t) => t.companyId === session.companyId && t.contactId === contact.id && t.whatsappId === whatsappId,
      );
      if (existing && existing.status !== 'closed') fail(400, 'ERR_OTHER_OPEN_TICKET');
      let ticket: TicketRow;
      if (existing) {
        // One row per contact and connection: reopen under the same id.
        ticket = core.moveTicket(existing, { status, userId, queueId, unreadMessages: 0 }, 'create');
      } else {
        const at = core.store.iso();
        const id = core.store.nextId('tickets');
        ticket = {
          id,
          uuid: core.store.uuid(`ticket:${session.companyId}:${id}`),
          companyId: session.companyId,
          status,
          unreadMessages: 0,
          lastMessage: '',
          isGroup: contact.isGroup,
          userId,
          contactId: contact.id,
          whatsappId,
          queueId,
          chatbot: false,
          createdAt: at,
          updatedAt: at,
        };
        core.commit(session.companyId, [{ type: 'ticket.created', ticket, source: 'create' }]);
      }
      return json(ticketView(core.state, ticket));
    }),

    r.put('/tickets/:ticketId', async (ctx) => {
      const { core } = ctx;
      const t = own(core.ticket(idParam(ctx, 'ticketId')), ctx, 'ERR_NO_TICKET_FOUND');
      const b = await body(ctx.request, UpdateBody);
      checkRefs(ctx, b);
      const patch: Partial<TicketRow> = {};
      if (b.status !== undefined) patch.status = b.status;
      if (b.userId !== undefined) patch.userId = b.userId;
      if (b.queueId !== undefined) patch.queueId = b.queueId;
      if (b.whatsappId !== undefined) patch.whatsappId = b.whatsappId;
      // S1 §4.2: returning to pending leaves no owner; a transfer to a queue without a user is pending.
      if (patch.status === 'pending' && b.userId === undefined) patch.userId = null;
      if (b.queueId !== undefined && b.userId === null && b.status === undefined) patch.status = 'pending';
      if (patch.status === 'open' && (patch.userId ?? t.userId) === null) patch.userId = ctx.session.userId;
      const next = core.moveTicket(t, patch);
      return json(ticketView(core.state, next));
    }),

    r.delete('/tickets/:ticketId', (ctx) => {
      const { core } = ctx;
      const t = own(core.ticket(idParam(ctx, 'ticketId')), ctx, 'ERR_NO_TICKET_FOUND');
      if (!isAdmin(ctx.me)) fail(400, 'ERR_NO_PERMISSION');
      core.commit(t.companyId, [{ type: 'ticket.deleted', ticketId: t.id }]);
      return json({ message: 'ticket deleted' });
    }),
  ];
}
