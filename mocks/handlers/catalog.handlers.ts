import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import type { NoteRow } from '../db/rows.ts';
import { queueView, settingsOf, userQueues, userView, whatsappView, type JsonObject } from '../db/views.ts';
import type { State } from '../db/projection.ts';
import { body, idParam, isAdmin, json, own, page, type Router } from './route.ts';

export const USERS_PAGE_SIZE = 20;

const Id = v.pipe(v.number(), v.integer());
const NoteBody = v.object({ note: v.string(), ticketId: Id, contactId: Id });
/** The reference's own rule for a note (CreateTicketNoteService): 3 characters, stricter than the form's 2. */
const NOTE_MIN_LENGTH = 3;
/** A note as GET /ticket-notes/list answers it: with its user, contact and ticket (POST answers the bare row). */
function noteView(state: State, n: NoteRow): JsonObject {
  const u = state.tables.users.get(n.userId);
  const c = n.contactId === null ? undefined : state.tables.contacts.get(n.contactId);
  const t = n.ticketId === null ? undefined : state.tables.tickets.get(n.ticketId);
  return {
    ...n,
    user: u ? { id: u.id, name: u.name, email: u.email } : null,
    contact: c ? { id: c.id, name: c.name } : null,
    ticket: t ? { id: t.id, status: t.status, createdAt: t.createdAt } : null,
  };
}

export function catalogHandlers(r: Router): HttpHandler[] {
  const mine = <T extends { companyId: number }>(rows: Iterable<T>, companyId: number): T[] =>
    [...rows].filter((x) => x.companyId === companyId);
  return [
    r.get('/queue', ({ core, session }) =>
      json(mine(core.state.tables.queues.values(), session.companyId).map(queueView)),
    ),

    r.get('/users', (ctx) => {
      const search = (ctx.url.searchParams.get('searchParam') ?? '').trim().toLowerCase();
      const all = mine(ctx.core.state.tables.users.values(), ctx.session.companyId)
        .filter(
          (u) => !search || u.name.toLowerCase().includes(search) || u.email.toLowerCase().includes(search),
        )
        // ListUsersService: newest first (createdAt DESC; the id breaks a tie, as the insertion order would).
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
      const p = page(ctx);
      const slice = all.slice((p - 1) * USERS_PAGE_SIZE, p * USERS_PAGE_SIZE);
      return json({
        users: slice.map((u) => userView(ctx.core.state, u, false)),
        count: all.length,
        hasMore: all.length > p * USERS_PAGE_SIZE,
      });
    }),

    // UserController.list: `companyId ? +companyId : userCompanyId`, the query's company as given (the super
    // user's Empresas tab reads a company's first user by it); SimpleListService's id order.
    r.get('/users/list', ({ core, session, url }) =>
      json(
        mine(core.state.tables.users.values(), Number(url.searchParams.get('companyId')) || session.companyId)
          .sort((a, b) => a.id - b.id)
          .map((u) => ({
            id: u.id,
            name: u.name,
            email: u.email,
            queues: userQueues(core.state, u),
          })),
      ),
    ),

    r.get('/ticket-notes/list', (ctx) => {
      const q = ctx.url.searchParams;
      const ticketId = Number(q.get('ticketId'));
      const contactId = Number(q.get('contactId'));
      const state = ctx.core.state;
      return json(
        mine(state.tables.notes.values(), ctx.session.companyId)
          .filter(
            (n) =>
              (!q.get('ticketId') || n.ticketId === ticketId) &&
              (!q.get('contactId') || n.contactId === contactId),
          )
          .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
          .map((n) => noteView(state, n)),
      );
    }),

    r.post('/ticket-notes', async (ctx) => {
      const { core, session } = ctx;
      const b = await body(ctx.request, NoteBody);
      if (b.note.length < NOTE_MIN_LENGTH) fail(400, 'ERR_TICKETNOTE_INVALID_NAME');
      own(core.ticket(b.ticketId), ctx, 'ERR_NO_TICKET_FOUND');
      own(core.state.tables.contacts.get(b.contactId), ctx, 'ERR_NO_CONTACT_FOUND');
      const at = core.store.iso();
      const row: NoteRow = {
        id: core.store.nextId('notes'),
        companyId: session.companyId,
        note: b.note,
        ticketId: b.ticketId,
        contactId: b.contactId,
        userId: session.userId,
        createdAt: at,
        updatedAt: at,
      };
      core.commit(session.companyId, [{ type: 'note.added', note: row }]);
      return json({ ...row });
    }),

    r.delete('/ticket-notes/:noteId', (ctx) => {
      // The reference lets only admins delete a note, with a 403 (TicketNoteController.remove).
      if (!isAdmin(ctx.me)) fail(403, 'ERR_NO_PERMISSION');
      const n = own(ctx.core.state.tables.notes.get(idParam(ctx, 'noteId')), ctx, 'ERR_NO_TICKETNOTE_FOUND');
      ctx.core.commit(n.companyId, [{ type: 'note.deleted', noteId: n.id }]);
      return json({ message: 'Observação removida' });
    }),

    r.get('/whatsapp', ({ core, session }) =>
      json(
        mine(core.state.tables.whatsapps.values(), session.companyId).map((w) => whatsappView(core.state, w)),
      ),
    ),
    r.get('/whatsapp/', ({ core, session }) =>
      json(
        mine(core.state.tables.whatsapps.values(), session.companyId).map((w) => whatsappView(core.state, w)),
      ),
    ),

    r.get('/settings', ({ core, session }) => json(settingsOf(core.state, session.companyId))),
  ];
}
