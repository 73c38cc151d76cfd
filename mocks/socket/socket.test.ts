import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import * as v from 'valibot';
import { call, connect, login, sleep, startHarness, waitFor, type Harness } from '../test-utils.ts';

interface Frame {
  event: string;
  args: unknown[];
}

function record(socket: Socket): Frame[] {
  const frames: Frame[] = [];
  socket.onAny((event: string, ...args: unknown[]) => frames.push({ event, args }));
  return frames;
}

describe('sandbox socket server with the real socket.io-client', () => {
  let h: Harness;
  const sockets: Socket[] = [];
  beforeEach(() => {
    h = startHarness();
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
    h.close();
  });
  const open = (token: string) => {
    const s = connect(token);
    sockets.push(s);
    return s;
  };

  it('connects and receives ready', async () => {
    const { token } = await login('admin@admin.com');
    const s = open(token);
    const frames = record(s);
    await waitFor(() => frames.some((f) => f.event === 'ready'));
    expect(s.connected).toBe(true);
    expect(h.core.sockets.rooms()[0]).toEqual(['company-1-mainchannel', 'user-1']);
  });

  it('accepts then disconnects a bad token (io server disconnect)', async () => {
    const s = open('not-a-token');
    let reason = '';
    s.on('disconnect', (r) => (reason = r));
    const frames = record(s);
    await waitFor(() => reason !== '');
    expect(reason).toBe('io server disconnect');
    expect(frames.some((f) => f.event === 'ready')).toBe(false);
  });

  it('disconnects an expired token', async () => {
    const { token } = await login('admin@admin.com');
    h.sandbox.control.expireTokens();
    const s = open(token);
    let reason = '';
    s.on('disconnect', (r) => (reason = r));
    await waitFor(() => reason !== '');
    expect(reason).toBe('io server disconnect');
  });

  it('delivers only the events of joined rooms; joins are counted', async () => {
    const admin = await login('admin@admin.com');
    const user = await login('atendente@demo.com');
    const a = open(admin.token);
    const u = open(user.token);
    const fa = record(a);
    const fu = record(u);
    await waitFor(() => fa.some((f) => f.event === 'ready') && fu.some((f) => f.event === 'ready'));
    a.emit('joinTickets', 'open');
    u.emit('joinTickets', 'pending');
    u.emit('joinTickets', 'pending');
    u.emit('leaveTickets', 'pending');
    await waitFor(
      () =>
        h.core.sockets.rooms().some((r) => r.includes('queue-1-pending')) &&
        h.core.sockets.rooms().some((r) => r.includes('company-1-open')),
    );
    // The attendant (queues 1, 2) still holds her pending rooms after one leave of two joins.
    const rooms = h.core.sockets.rooms();
    expect(rooms).toContainEqual(['company-1-mainchannel', 'queue-1-pending', 'queue-2-pending', 'user-3']);

    // An incoming message on a new contact: pending, no queue → neither the admin's open room nor the user's queue rooms.
    h.sandbox.control.incomingMessage({ contactNumber: '5511900000001', body: 'Oi' });
    // A pending ticket of queue 1 → the attendant's queue room, not the admin's open room.
    const pending = (
      await call('GET', '/tickets?status=pending&showAll=true&queueIds=[1]', { token: admin.token })
    ).body as {
      tickets: { id: number; queueId: number }[];
    };
    const target = pending.tickets.find((t) => t.queueId === 1);
    expect(target).toBeDefined();
    h.sandbox.control.incomingMessage({ ticketId: target!.id, body: 'Alguém aí?' });
    await waitFor(() => fu.some((f) => f.event === 'company-1-appMessage'));
    await sleep(30);
    const adminTicketEvents = fa.filter(
      (f) => f.event === 'company-1-appMessage' || f.event === 'company-1-ticket',
    );
    expect(adminTicketEvents).toEqual([]);
    expect(fu.filter((f) => f.event === 'company-1-appMessage')).toHaveLength(1);

    // Accepting it (pending → open) sends delete then update; the admin's open room gets the update.
    await call('PUT', `/tickets/${target!.id}`, { token: admin.token, body: { status: 'open', userId: 1 } });
    await waitFor(() => fa.some((f) => f.event === 'company-1-ticket'));
    await sleep(30);
    const userTicket = fu
      .filter((f) => f.event === 'company-1-ticket')
      .map((f) => (f.args[0] as { action: string }).action);
    expect(userTicket).toEqual(['update', 'delete']);
  });

  it('sends delete then update on a status change, in that order', async () => {
    const admin = await login('admin@admin.com');
    const s = open(admin.token);
    const frames = record(s);
    await waitFor(() => frames.some((f) => f.event === 'ready'));
    s.emit('joinTickets', 'pending');
    s.emit('joinTickets', 'open');
    await waitFor(() => (h.core.sockets.rooms()[0] ?? []).includes('company-1-open'));
    const list = (
      await call('GET', '/tickets?status=pending&showAll=true&queueIds=[1,2,3]', { token: admin.token })
    ).body as { tickets: { id: number }[] };
    const id = list.tickets[0]!.id;
    await call('PUT', `/tickets/${id}`, { token: admin.token, body: { status: 'open', userId: 1 } });
    await waitFor(() => frames.filter((f) => f.event === 'company-1-ticket').length >= 2);
    const actions = frames
      .filter((f) => f.event === 'company-1-ticket')
      .map(
        (f) => f.args[0] as { action: string; ticketId?: number; ticket?: { id: number; status: string } },
      );
    expect(actions[0]).toEqual({ action: 'delete', ticketId: id });
    expect(actions[1]?.action).toBe('update');
    expect(actions[1]?.ticket?.status).toBe('open');
  });

  it('emit() sends a raw frame to every socket', async () => {
    const admin = await login('admin@admin.com');
    const other = await login('admin@empresa2.com');
    const a = open(admin.token);
    const b = open(other.token);
    const fa = record(a);
    const fb = record(b);
    await waitFor(() => fa.some((f) => f.event === 'ready') && fb.some((f) => f.event === 'ready'));
    h.sandbox.control.emit('company-1-ticket', { action: 'update', ticket: 'garbage' });
    await waitFor(() => fa.length > 1 && fb.length > 1);
    expect(fa[1]).toEqual({ event: 'company-1-ticket', args: [{ action: 'update', ticket: 'garbage' }] });
    expect(fb[1]?.event).toBe('company-1-ticket');
  });

  it('dropSocket closes the transport, refuses for a while, and the client reconnects', async () => {
    const admin = await login('admin@admin.com');
    const s = open(admin.token);
    const frames = record(s);
    await waitFor(() => frames.some((f) => f.event === 'ready'));
    let reason = '';
    s.on('disconnect', (r) => (reason = r));
    h.sandbox.control.dropSocket(150);
    await waitFor(() => reason !== '');
    expect(reason).toBe('transport close');
    // Events during the drop are lost.
    h.sandbox.control.signInElsewhere(1);
    await sleep(60);
    expect(s.connected).toBe(false);
    await waitFor(() => frames.filter((f) => f.event === 'ready').length === 2, 3000);
    expect(frames.some((f) => f.event === 'company-1-auth')).toBe(false);
    h.sandbox.control.signInElsewhere(1);
    await waitFor(() => frames.some((f) => f.event === 'company-1-auth'));
    expect(frames.find((f) => f.event === 'company-1-auth')?.args[0]).toEqual({
      action: 'update',
      user: { id: 1 },
    });
  });

  it('every login emits the auth event; userStatus marks the user online', async () => {
    const admin = await login('admin@admin.com');
    const s = open(admin.token);
    const frames = record(s);
    await waitFor(() => frames.some((f) => f.event === 'ready'));
    s.emit('userStatus');
    await waitFor(() => h.core.user(1)?.online === true);
    await login('admin@admin.com');
    await waitFor(() => frames.some((f) => f.event === 'company-1-auth'));
  });

  it('event faults: duplicate sends every frame twice; reorder swaps consecutive frames', async () => {
    const { token } = await login('admin@admin.com');
    const s = open(token);
    const frames = record(s);
    await waitFor(() => frames.some((f) => f.event === 'ready'));
    const contacts = () => frames.filter((f) => f.event === 'company-1-contact');
    h.sandbox.control.setEventFaults({ duplicate: true });
    h.core.sockets.broadcast(['company-1-mainchannel'], 'company-1-contact', { action: 'update', n: 1 });
    await waitFor(() => contacts().length === 2);
    h.sandbox.control.setEventFaults({ duplicate: false, reorder: true });
    h.core.sockets.broadcast(['company-1-mainchannel'], 'company-1-contact', { action: 'update', n: 2 });
    h.core.sockets.broadcast(['company-1-mainchannel'], 'company-1-contact', { action: 'update', n: 3 });
    await waitFor(() => contacts().length === 4);
    expect(contacts().map((f) => (f.args[0] as { n: number }).n)).toEqual([1, 1, 3, 2]);
    // A frame with no successor is not lost: it goes out alone after a short while.
    h.core.sockets.broadcast(['company-1-mainchannel'], 'company-1-contact', { action: 'update', n: 4 });
    await waitFor(() => contacts().length === 5, 1000);
  });
});

const RawTicket = v.looseObject({ id: v.number(), contactId: v.number(), chatbot: v.nullable(v.boolean()) });
const RawPage = v.looseObject({ tickets: v.array(RawTicket) });
const lists = (status: string) =>
  `/tickets?status=${status}&showAll=true&queueIds=${encodeURIComponent('[1,2,3]')}`;

describe('reopened tickets carry chatbot null, as the reference backend sends them (CONTRACT.md)', () => {
  let h: Harness;
  let socket: Socket | undefined;
  beforeEach(() => {
    h = startHarness();
  });
  afterEach(() => {
    socket?.close();
    h.close();
  });

  it('a PUT out of closed answers and broadcasts chatbot null; a POST reopen leaves the flag', async () => {
    const { token } = await login('admin@admin.com');
    socket = connect(token);
    const frames = record(socket);
    await waitFor(() => frames.some((f) => f.event === 'ready'));
    socket.emit('joinTickets', 'open');
    await waitFor(() => h.core.sockets.rooms().some((r) => r.includes('company-1-open')));
    const closed = v.parse(RawPage, (await call('GET', lists('closed'), { token })).body).tickets;
    const [target, other] = closed.filter((t) => t.chatbot === false);
    if (target === undefined || other === undefined)
      throw new Error('the seed has no closed tickets with chatbot false');
    const reopened = await call('PUT', `/tickets/${target.id}`, {
      token,
      body: { status: 'open', userId: 1 },
    });
    expect(reopened.body).toMatchObject({ id: target.id, status: 'open', chatbot: null });
    await waitFor(() =>
      frames.some((f) => {
        if (f.event !== 'company-1-ticket') return false;
        const frame = v.safeParse(
          v.looseObject({ action: v.literal('update'), ticket: RawTicket }),
          f.args[0],
        );
        return frame.success && frame.output.ticket.id === target.id && frame.output.ticket.chatbot === null;
      }),
    );
    const posted = await call('POST', '/tickets', {
      token,
      body: { contactId: other.contactId, status: 'open', userId: 1, queueId: 1 },
    });
    expect(posted.body).toMatchObject({ id: other.id, status: 'open', chatbot: false });
  });

  it('the seed holds open and closed tickets with chatbot null, listed like the others', async () => {
    const { token } = await login('admin@admin.com');
    for (const status of ['open', 'closed']) {
      const tickets = v.parse(RawPage, (await call('GET', lists(status), { token })).body).tickets;
      expect(
        tickets.some((t) => t.chatbot === null),
        status,
      ).toBe(true);
      expect(
        tickets.some((t) => t.chatbot === false),
        status,
      ).toBe(true);
    }
  });
});
