import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { TicketSchema, TicketsPageSchema, type Ticket, type TicketStatus } from '../src/api/schemas/index.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from './test-utils.ts';

/**
 * Replay equivalence: for every ticket command, a stale list plus the socket events the sandbox emitted (applied
 * the way a client does: upsert / delete / updateUnread by id, newest updatedAt first) equals a fresh GET.
 */
const STATUSES: TicketStatus[] = ['pending', 'open', 'closed'];
const QUERY = (status: TicketStatus) => `/tickets?status=${status}&showAll=true&queueIds=[1,2,3]`;

const Frame = v.union([
  v.object({ action: v.literal('update'), ticket: TicketSchema }),
  v.object({ action: v.literal('delete'), ticketId: v.number() }),
  v.object({ action: v.literal('updateUnread'), ticketId: v.number() }),
]);
const MessageFrame = v.object({ action: v.literal('create'), ticket: TicketSchema });

type Lists = Record<TicketStatus, Ticket[]>;

function sortNewest(list: Ticket[]): Ticket[] {
  return [...list].sort((a, b) =>
    a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id,
  );
}

/** A list of one status only adds tickets of its status; it relies on `delete` to drop one that left. */
function upsert(list: Ticket[], status: TicketStatus, ticket: Ticket): Ticket[] {
  if (ticket.status !== status) return list;
  return sortNewest([...list.filter((t) => t.id !== ticket.id), ticket]);
}

function applyFrame(list: Ticket[], status: TicketStatus, event: string, payload: unknown): Ticket[] {
  if (event === 'company-1-appMessage') {
    const m = v.safeParse(MessageFrame, payload);
    return m.success ? upsert(list, status, m.output.ticket) : list;
  }
  if (event !== 'company-1-ticket') return list;
  const f = v.parse(Frame, payload);
  switch (f.action) {
    case 'update':
      return upsert(list, status, f.ticket);
    case 'delete':
      return list.filter((t) => t.id !== f.ticketId);
    case 'updateUnread':
      return list.map((t) => (t.id === f.ticketId ? { ...t, unreadMessages: 0 } : t));
  }
}

describe('replay equivalence of ticket commands', () => {
  let h: Harness;
  let token: string;
  // One socket per list, each joined to its status room only (as one tickets tab of the app).
  const sockets: Socket[] = [];
  const frames: Record<TicketStatus, { event: string; payload: unknown }[]> = {
    pending: [],
    open: [],
    closed: [],
  };
  let sentinel = 0;

  beforeAll(async () => {
    h = startHarness();
    token = (await login('admin@admin.com')).token;
    for (const s of STATUSES) {
      const socket = connect(token);
      sockets.push(socket);
      socket.onAny((event: string, payload: unknown) => frames[s].push({ event, payload }));
      await waitFor(() => frames[s].some((f) => f.event === 'ready'));
      socket.emit('joinTickets', s);
    }
    await waitFor(
      () =>
        h.core.sockets.rooms().filter((r) => r.some((x) => /^company-1-(pending|open|closed)$/.test(x)))
          .length === 3,
    );
  });
  afterAll(() => {
    for (const s of sockets) s.close();
    h.close();
  });

  async function fetchAll(): Promise<Lists> {
    const out: Lists = { pending: [], open: [], closed: [] };
    for (const s of STATUSES) {
      for (let page = 1; ; page++) {
        const p = v.parse(
          TicketsPageSchema,
          (await call('GET', `${QUERY(s)}&pageNumber=${page}`, { token })).body,
        );
        out[s].push(...p.tickets);
        if (!p.hasMore) break;
      }
    }
    return out;
  }

  async function check(command: () => unknown): Promise<void> {
    const stale = await fetchAll();
    for (const s of STATUSES) frames[s].length = 0;
    await command();
    sentinel += 1;
    const mark = sentinel;
    h.sandbox.control.emit('sentinel', mark);
    await waitFor(() =>
      STATUSES.every((s) => frames[s].some((f) => f.event === 'sentinel' && f.payload === mark)),
    );
    let total = 0;
    for (const s of STATUSES) {
      const emitted = frames[s].filter((f) => f.event.startsWith('company-1-'));
      total += emitted.length;
      for (const f of emitted) stale[s] = applyFrame(stale[s], s, f.event, f.payload);
    }
    expect(total).toBeGreaterThan(0);
    expect(stale).toEqual(await fetchAll());
  }

  const first = async (status: TicketStatus, pick: (t: Ticket) => boolean = () => true): Promise<Ticket> => {
    const p = v.parse(TicketsPageSchema, (await call('GET', QUERY(status), { token })).body);
    const t = p.tickets.find(pick);
    if (!t) throw new Error(`no ${status} ticket`);
    return t;
  };

  it('accept', async () => {
    const t = await first('pending');
    await check(() => call('PUT', `/tickets/${t.id}`, { token, body: { status: 'open', userId: 1 } }));
  });
  it('return', async () => {
    const t = await first('open');
    await check(() => call('PUT', `/tickets/${t.id}`, { token, body: { status: 'pending', userId: null } }));
  });
  it('close', async () => {
    const t = await first('open');
    await check(() => call('PUT', `/tickets/${t.id}`, { token, body: { status: 'closed', userId: 1 } }));
  });
  it('reopen', async () => {
    const t = await first('closed');
    await check(() => call('PUT', `/tickets/${t.id}`, { token, body: { status: 'open', userId: 1 } }));
  });
  it('transfer to a queue (pending, no user) and to a user', async () => {
    const t = await first('open', (x) => x.queueId !== 3);
    await check(() =>
      call('PUT', `/tickets/${t.id}`, { token, body: { queueId: 3, userId: null, status: 'pending' } }),
    );
    const u = await first('open', (x) => x.userId !== 3);
    await check(() =>
      call('PUT', `/tickets/${u.id}`, { token, body: { queueId: 1, userId: 3, status: 'open' } }),
    );
  });
  it('delete', async () => {
    const t = await first('closed');
    await check(() => call('DELETE', `/tickets/${t.id}`, { token }));
  });
  it('incoming message on an existing, a closed and a new contact', async () => {
    const open = await first('open');
    await check(() => h.sandbox.control.incomingMessage({ ticketId: open.id, body: 'Oi de novo' }));
    const closed = await first('closed', (x) => x.whatsappId === 1);
    await check(() =>
      h.sandbox.control.incomingMessage({ contactNumber: closed.contact.number, body: 'Voltei' }),
    );
    await check(() =>
      h.sandbox.control.incomingMessage({ contactNumber: '5599911112222', body: 'Primeira mensagem' }),
    );
  });
  it('send', async () => {
    const t = await first('open');
    await check(() => call('POST', `/messages/${t.id}`, { token, body: { body: 'Resposta do atendente' } }));
  });
  it('read', async () => {
    const t = await first('pending', (x) => x.unreadMessages > 0);
    await check(() => call('GET', `/messages/${t.id}`, { token }));
  });
});
