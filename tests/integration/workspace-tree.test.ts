import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message, Ticket } from '../../src/api/schemas/index.ts';
import { EffectsBus } from '../../src/session/effects.ts';
import type { MachineEmitted } from '../../machines/common/emitted.ts';
import { createWorkspace, type WorkspaceRealtime } from '../../src/session/workspace.session.ts';
import { ApiError, type Api } from '../../src/api/index.ts';
import type { DomainEvent, ConnectionSignal, RoomJoin } from '../../src/realtime/index.ts';
import type { EventFilter } from '../../src/session/realtime-hub.ts';
import { knownTicket, type WorkspaceActor } from '../../machines/workspace/workspace.machine.ts';
import { DELETE_CONFIRM_MS } from '../../machines/workspace/conversation.machine.ts';

const contact = { id: 1, name: 'Ana', number: '5511999990000', email: '', profilePicUrl: '', isGroup: false };

function ticket(over: Partial<Ticket> & { id: number }): Ticket {
  return {
    uuid: `uuid-${over.id}`,
    status: 'pending',
    unreadMessages: 0,
    lastMessage: 'oi',
    isGroup: false,
    userId: null,
    contactId: 1,
    whatsappId: 1,
    queueId: 1,
    chatbot: false,
    companyId: 1,
    updatedAt: '2026-11-23T10:00:00.000Z',
    contact,
    queue: { id: 1, name: 'Suporte', color: '#0a0' },
    user: null,
    whatsapp: null,
    tags: [],
    ...over,
  };
}

function message(id: string, ticketId: number): Message {
  return {
    id,
    body: 'oi',
    mediaType: 'conversation',
    mediaUrl: null,
    fromMe: false,
    isDeleted: false,
    isEdited: false,
    ack: 0,
    read: false,
    createdAt: '2026-11-23T10:00:00.000Z',
    ticketId,
    contactId: 1,
    quotedMsg: null,
    contact: null,
  };
}

/** A fake realtime hub: records joins; the test pushes events (honouring type and id filters) and signals. */
class FakeRealtime implements WorkspaceRealtime {
  readonly listeners = new Set<{
    type: string;
    listener: (e: never) => void;
    filter: EventFilter | undefined;
  }>();
  readonly signals = new Set<(s: ConnectionSignal) => void>();
  readonly joined: RoomJoin[] = [];
  on<K extends DomainEvent['type']>(
    type: K,
    listener: (e: Extract<DomainEvent, { type: K }>) => void,
    filter?: EventFilter,
  ) {
    const entry = { type, listener: listener as (e: never) => void, filter };
    this.listeners.add(entry);
    return () => void this.listeners.delete(entry);
  }
  onConnection(l: (s: ConnectionSignal) => void) {
    this.signals.add(l);
    return () => void this.signals.delete(l);
  }
  join(room: RoomJoin) {
    this.joined.push(room);
    return () => {
      const i = this.joined.indexOf(room);
      if (i >= 0) this.joined.splice(i, 1);
    };
  }
  /** The workspace hears no per-id channel. */
  listen() {
    return () => undefined;
  }
  push(e: DomainEvent) {
    const ticketId =
      e.type === 'server.ticket.updated'
        ? e.ticket.id
        : e.type === 'server.ticket.deleted' || e.type === 'server.ticket.unreadReset'
          ? e.ticketId
          : e.type === 'server.message.created' || e.type === 'server.message.updated'
            ? e.message.ticketId
            : undefined;
    for (const { type, listener, filter } of [...this.listeners]) {
      if (type !== e.type) continue;
      if (filter?.ticketId !== undefined && filter.ticketId !== ticketId) continue;
      (listener as (e: DomainEvent) => void)(e);
    }
  }
  signal(s: ConnectionSignal) {
    this.signals.forEach((l) => l(s));
  }
}

interface Calls {
  list: { status: string | undefined; page: number; queueIds?: readonly number[] }[];
  update: { id: number; patch: unknown }[];
  get: number[];
}

function fakeApi(server: Harness['server'], calls: Calls): Api {
  const api = {
    tickets: {
      list: vi.fn((params: { status?: string; pageNumber: number; queueIds?: readonly number[] }) => {
        calls.list.push({
          status: params.status,
          page: params.pageNumber,
          ...(params.queueIds ? { queueIds: params.queueIds } : {}),
        });
        const paged = server.pages !== undefined;
        const tickets = (paged ? (server.pages?.[params.pageNumber - 1] ?? []) : server.tickets).filter(
          (t) => params.status === undefined || t.status === params.status,
        );
        const hasMore = paged && params.pageNumber < (server.pages?.length ?? 0);
        return Promise.resolve({ tickets, count: tickets.length, hasMore });
      }),
      update: vi.fn((id: number, patch: { status?: Ticket['status']; userId: number | null }) => {
        calls.update.push({ id, patch });
        if (server.failUpdate !== undefined) return Promise.reject(server.failUpdate);
        const current = server.tickets.find((t) => t.id === id);
        if (!current) return Promise.reject(new Error('missing'));
        const next = {
          ...current,
          ...(patch.status ? { status: patch.status } : {}),
          userId: patch.userId,
          updatedAt: '2026-11-23T11:00:00.000Z',
        };
        server.tickets = server.tickets.map((t) => (t.id === id ? next : t));
        return Promise.resolve(next);
      }),
      get: vi.fn((id: number) => {
        calls.get.push(id);
        const found = server.tickets.find((t) => t.id === id);
        return found ? Promise.resolve(found) : Promise.reject(new Error('gone'));
      }),
    },
    messages: {
      list: vi.fn(() =>
        Promise.resolve({ messages: [] as Message[], count: 0, hasMore: false, ticket: server.tickets[0] }),
      ),
    },
  };
  // Only the calls the tree makes; the rest of Api is never touched here.
  return api as unknown as Api;
}

interface Harness {
  workspace: WorkspaceActor;
  realtime: FakeRealtime;
  calls: Calls;
  effects: MachineEmitted[];
  /** `pages`: GET /tickets answers page n with pages[n-1] (hasMore until the last), instead of all of `tickets`. */
  server: { tickets: Ticket[]; pages?: Ticket[][]; failUpdate?: Error };
  loadQueueIds: ReturnType<typeof vi.fn>;
}

function start(
  opts: {
    profile?: 'admin' | 'user';
    tickets?: Ticket[];
    pages?: Ticket[][];
    queueIds?: readonly number[];
    rememberedQueueIds?: readonly number[];
    loadQueueIds?: () => Promise<readonly number[]>;
  } = {},
): Harness {
  const server: Harness['server'] = {
    tickets: opts.tickets ?? [],
    ...(opts.pages === undefined ? {} : { pages: opts.pages }),
  };
  const calls: Calls = { list: [], update: [], get: [] };
  const realtime = new FakeRealtime();
  const bus = new EffectsBus();
  const effects: MachineEmitted[] = [];
  bus.setSink({ notify: (e) => effects.push(e), navigate: (e) => effects.push(e) });
  const loadQueueIds = vi.fn(opts.loadQueueIds ?? (() => Promise.resolve(opts.queueIds ?? [1, 2])));
  const workspace = createWorkspace(
    { api: fakeApi(server, calls), realtime, effects: bus, loadQueueIds },
    {
      user: { id: 7, profile: opts.profile ?? 'user', queueIds: [1] },
      companyId: 1,
      ...(opts.rememberedQueueIds ? { rememberedQueueIds: opts.rememberedQueueIds } : {}),
    },
  );
  workspace.start();
  return { workspace, realtime, calls, effects, server, loadQueueIds };
}

const settle = async () => {
  await vi.advanceTimersByTimeAsync(600);
};

const itemsOf = (h: Harness, key: 'assigned' | 'pending' | 'closed' | 'search') =>
  h.workspace
    .getSnapshot()
    .context.lists[key]?.getSnapshot()
    .context.items.map((t) => t.id);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('workspace tree: which lists load', () => {
  it("a user's lists start at once with the user's own queues; only the open tab's two lists load", async () => {
    const h = start({ tickets: [ticket({ id: 1 })] });
    await settle();
    expect(h.loadQueueIds).not.toHaveBeenCalled();
    expect(h.calls.list.map((c) => c.status).sort()).toEqual(['open', 'pending']);
    expect(itemsOf(h, 'pending')).toEqual([1]);
    expect(h.workspace.getSnapshot().context.subTab).toBe('assigned');
  });

  it("an admin's lists wait for every queue id of the company (one GET /queue through the cache)", async () => {
    const h = start({ profile: 'admin' });
    expect(h.workspace.getSnapshot().context.lists).toEqual({});
    await settle();
    expect(h.loadQueueIds).toHaveBeenCalledTimes(1);
    const pending = h.workspace.getSnapshot().context.lists.pending?.getSnapshot().context.filters;
    expect(pending?.queueIds).toEqual([1, 2]);
  });

  it("an admin's lists start at once with the queue ids this browser remembers; GET /queue agreeing asks nothing more", async () => {
    const h = start({ profile: 'admin', rememberedQueueIds: [2, 1] });
    // Asked as the tree starts: no round trip first (the lists leave in the login answer's task).
    expect(h.calls.list.map((c) => [c.status, c.queueIds])).toEqual([
      ['open', [2, 1]],
      ['pending', [2, 1]],
    ]);
    await settle();
    expect(h.loadQueueIds).toHaveBeenCalledTimes(1);
    expect(h.calls.list).toHaveLength(2);
  });

  it("an admin's remembered queues that GET /queue contradicts: the lists ask again with the company's queues", async () => {
    const h = start({ profile: 'admin', rememberedQueueIds: [1], queueIds: [1, 3] });
    await settle();
    expect(h.calls.list.map((c) => [c.status, c.queueIds])).toEqual([
      ['open', [1]],
      ['pending', [1]],
      ['open', [1, 3]],
      ['pending', [1, 3]],
    ]);
    expect(h.workspace.getSnapshot().context.queueIds).toEqual([1, 3]);
  });

  it("an admin's own queue choice made before GET /queue answers is kept; a failed GET keeps the remembered ones", async () => {
    let answer: (ids: readonly number[]) => void = () => undefined;
    const h = start({
      profile: 'admin',
      rememberedQueueIds: [1, 2],
      loadQueueIds: () => new Promise((resolve) => (answer = resolve)),
    });
    h.workspace.send({ type: 'workspace.queues', queueIds: [2] });
    answer([1, 2, 3]);
    await settle();
    expect(h.workspace.getSnapshot().context.queueIds).toEqual([2]);

    const failed = start({
      profile: 'admin',
      rememberedQueueIds: [1, 2],
      loadQueueIds: () => Promise.reject(new Error('offline')),
    });
    await settle();
    expect(failed.workspace.getSnapshot().context.queueIds).toEqual([1, 2]);
    expect(failed.calls.list).toHaveLength(2);
  });

  it('closed and search load on their first visit only, and are not loaded again on the next visits', async () => {
    const h = start();
    await settle();
    expect(h.workspace.getSnapshot().context.lists.closed).toBeUndefined();
    h.workspace.send({ type: 'workspace.tab', tab: 'closed' });
    await settle();
    h.workspace.send({ type: 'workspace.tab', tab: 'open' });
    h.workspace.send({ type: 'workspace.tab', tab: 'closed' });
    await settle();
    expect(h.calls.list.filter((c) => c.status === 'closed')).toHaveLength(1);
    expect(h.workspace.getSnapshot().context.lists.search).toBeUndefined();
  });

  it('joins the rooms of the three statuses while it runs, and leaves them when stopped', async () => {
    const h = start();
    await settle();
    expect(h.realtime.joined).toEqual([
      { kind: 'tickets', status: 'open' },
      { kind: 'tickets', status: 'pending' },
      { kind: 'tickets', status: 'closed' },
    ]);
    h.workspace.stop();
    expect(h.realtime.joined).toEqual([]);
  });
});

describe('workspace tree: ticket commands from a row (S1 §4.2)', () => {
  it('a double click on Accept sends one PUT; the accepted ticket moves to the assigned list at once', async () => {
    const pending = ticket({ id: 5 });
    const h = start({ tickets: [pending] });
    await settle();
    h.workspace.send({ type: 'workspace.subTab', subTab: 'pending' });
    h.workspace.send({ type: 'ticket.command', ticket: pending, command: { type: 'ticket.accept' } });
    h.workspace.send({ type: 'ticket.command', ticket: pending, command: { type: 'ticket.accept' } });
    const actor = h.workspace.getSnapshot().context.commands[5];
    expect(actor?.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(h.calls.update).toEqual([{ id: 5, patch: { status: 'open', userId: 7 } }]);
    expect(itemsOf(h, 'assigned')).toEqual([5]);
    expect(itemsOf(h, 'pending')).toEqual([]);
    expect(h.workspace.getSnapshot().context.subTab).toBe('assigned');
    expect(h.effects).toContainEqual({ type: 'navigate', to: '/tickets/uuid-5' });
  });

  it('a failed accept reaches the user through the effects binding (it was silent)', async () => {
    const pending = ticket({ id: 5 });
    const h = start({ tickets: [pending] });
    await settle();
    h.workspace.send({ type: 'workspace.subTab', subTab: 'pending' });
    h.server.failUpdate = new ApiError('400', 400, 'ERR_OTHER_OPEN_TICKET', {
      error: 'ERR_OTHER_OPEN_TICKET',
    });
    h.workspace.send({ type: 'ticket.command', ticket: pending, command: { type: 'ticket.accept' } });
    await settle();
    expect(h.effects).toEqual([
      expect.objectContaining({
        type: 'notify',
        level: 'error',
        error: expect.objectContaining({ code: 'ERR_OTHER_OPEN_TICKET' }),
      }),
    ]);
    expect(h.workspace.getSnapshot().context.commands[5]?.getSnapshot().hasTag('busy')).toBe(false);
    // The list stays where the user was, with the ticket they tried to accept still in sight.
    expect(h.workspace.getSnapshot().context.subTab).toBe('pending');
  });

  it("while an accept is on its way the list stays on 'Aguardando': a double click's second press cannot land on another ticket", async () => {
    const pending = ticket({ id: 5 });
    const h = start({ tickets: [pending] });
    await settle();
    h.workspace.send({ type: 'workspace.subTab', subTab: 'pending' });
    h.workspace.send({ type: 'ticket.command', ticket: pending, command: { type: 'ticket.accept' } });
    expect(h.workspace.getSnapshot().context.subTab).toBe('pending');
    await settle();
    expect(h.workspace.getSnapshot().context.subTab).toBe('assigned');
  });

  it("a ticket the user created (open, theirs) is shown in 'Atendendo'; one saved for someone else moves nothing", async () => {
    const h = start();
    await settle();
    h.workspace.send({ type: 'workspace.subTab', subTab: 'pending' });
    h.workspace.send({ type: 'ticket.saved', ticket: ticket({ id: 9, status: 'open', userId: 8 }) });
    expect(h.workspace.getSnapshot().context.subTab).toBe('pending');
    h.workspace.send({ type: 'ticket.saved', ticket: ticket({ id: 10, status: 'open', userId: 7 }) });
    expect(h.workspace.getSnapshot().context.subTab).toBe('assigned');
    expect(itemsOf(h, 'assigned')).toEqual([10]);
  });

  it('a delete frame of a ticket accepted earlier does not move the user out of the ticket they are in', async () => {
    const earlier = ticket({ id: 5 });
    const current = ticket({ id: 6, status: 'open', userId: 7 });
    const h = start({ tickets: [earlier, current] });
    await settle();
    h.workspace.send({ type: 'ticket.command', ticket: earlier, command: { type: 'ticket.accept' } });
    await settle();
    h.workspace.send({ type: 'conversation.open', ticket: current });
    await settle();
    h.effects.length = 0;
    h.realtime.push({ type: 'server.ticket.deleted', ticketId: 5 });
    await vi.advanceTimersByTimeAsync(DELETE_CONFIRM_MS * 2);
    expect(h.effects).toEqual([]);
    expect(itemsOf(h, 'assigned')).toEqual([6]);
    // …and a delete frame asks the server nothing.
    expect(h.calls.get).toEqual([]);
  });
});

describe('workspace tree: live frames reach the lists (S1 §4.3)', () => {
  it('a new pending ticket arrives in the pending list only; a delete removes it', async () => {
    const h = start();
    await settle();
    h.realtime.push({ type: 'server.ticket.updated', ticket: ticket({ id: 9 }) });
    expect(itemsOf(h, 'pending')).toEqual([9]);
    expect(itemsOf(h, 'assigned')).toEqual([]);
    h.realtime.push({ type: 'server.ticket.deleted', ticketId: 9 });
    expect(itemsOf(h, 'pending')).toEqual([]);
  });

  it("a contact's update reaches every row of theirs in every list (renamed in the drawer: the rows follow)", async () => {
    const other = { ...contact, id: 2, name: 'Bruno' };
    const h = start({
      tickets: [
        ticket({ id: 1 }),
        ticket({ id: 2, status: 'open', userId: 7 }),
        ticket({ id: 3, contactId: 2, contact: other }),
      ],
    });
    await settle();
    h.realtime.push({ type: 'server.contact.updated', contact: { ...contact, name: 'Ana Renomeada' } });
    const names = (key: 'assigned' | 'pending') =>
      h.workspace
        .getSnapshot()
        .context.lists[key]?.getSnapshot()
        .context.items.map((t) => `${t.id}:${t.contact.name}`)
        .sort();
    expect(names('pending')).toEqual(['1:Ana Renomeada', '3:Bruno']);
    expect(names('assigned')).toEqual(['2:Ana Renomeada']);
    // The rest of the contact is kept (a frame may carry only part of it).
    expect(
      h.workspace.getSnapshot().context.lists.pending?.getSnapshot().context.items[0]?.contact.number,
    ).toBe('5511999990000');
  });

  it("with show-all off, another user's closed ticket never arrives in the closed list (admins too)", async () => {
    const h = start({ profile: 'admin' });
    await settle();
    h.workspace.send({ type: 'workspace.tab', tab: 'closed' });
    await settle();
    h.realtime.push({
      type: 'server.ticket.updated',
      ticket: ticket({ id: 9, status: 'closed', userId: 99 }),
    });
    expect(itemsOf(h, 'closed')).toEqual([]);
    h.realtime.push({
      type: 'server.ticket.updated',
      ticket: ticket({ id: 8, status: 'closed', userId: 7 }),
    });
    expect(itemsOf(h, 'closed')).toEqual([8]);
    h.workspace.send({ type: 'workspace.showAll', showAll: true });
    await settle();
    h.realtime.push({
      type: 'server.ticket.updated',
      ticket: ticket({ id: 9, status: 'closed', userId: 99, updatedAt: '2026-11-23T12:00:00.000Z' }),
    });
    expect(itemsOf(h, 'closed')).toContain(9);
  });

  it('a search result is joined by tickets that match it only, as messages arrive', async () => {
    const h = start({ profile: 'admin' });
    await settle();
    h.workspace.send({ type: 'workspace.tab', tab: 'search' });
    h.workspace.send({ type: 'workspace.search', text: 'Maria' });
    await vi.advanceTimersByTimeAsync(1200);
    const other = ticket({ id: 21, contact: { ...contact, id: 2, name: 'João' }, lastMessage: 'oi' });
    const maria = ticket({ id: 22, contact: { ...contact, id: 3, name: 'Maria Souza' }, lastMessage: 'oi' });
    h.realtime.push({
      type: 'server.message.created',
      message: message(`m${other.id}`, other.id),
      ticket: other,
      contact,
    });
    h.realtime.push({
      type: 'server.message.created',
      message: message(`m${maria.id}`, maria.id),
      ticket: maria,
      contact,
    });
    expect(itemsOf(h, 'search')).toEqual([22]);
  });

  it('a read reset reaches the list that shows the count; one that changes nothing does not wake the tree', async () => {
    const h = start({
      tickets: [ticket({ id: 1 }), ticket({ id: 2, unreadMessages: 3 })],
    });
    await settle();
    const woken: string[] = [];
    const sub = h.workspace.subscribe((s) => woken.push(String(s.context.lists.pending?.id)));
    const pendingBefore = h.workspace.getSnapshot().context.lists.pending?.getSnapshot().context.items;
    // The reference backend sends one at every status change and every open, mostly of a ticket with none unread.
    h.realtime.push({ type: 'server.ticket.unreadReset', ticketId: 1 });
    h.realtime.push({ type: 'server.ticket.unreadReset', ticketId: 99 });
    expect(woken).toEqual([]);
    expect(h.workspace.getSnapshot().context.lists.pending?.getSnapshot().context.items).toBe(pendingBefore);
    h.realtime.push({ type: 'server.ticket.unreadReset', ticketId: 2 });
    expect(woken).toHaveLength(1);
    const unread = h.workspace
      .getSnapshot()
      .context.lists.pending?.getSnapshot()
      .context.items.map((t) => `${t.id}:${t.unreadMessages}`);
    expect(unread?.sort()).toEqual(['1:0', '2:0']);
    sub.unsubscribe();
  });

  it('a read reset that comes while the lists load is kept for the page it answers (not judged on the empty list)', async () => {
    const h = start({ tickets: [ticket({ id: 2, unreadMessages: 3 })] });
    // The lists were asked as the tree started and are not answered yet: the reset is held, then replayed.
    h.realtime.push({ type: 'server.ticket.unreadReset', ticketId: 2 });
    await settle();
    const item = h.workspace.getSnapshot().context.lists.pending?.getSnapshot().context.items[0];
    expect(item?.unreadMessages).toBe(0);
  });

  it('a frame with the same updatedAt as the row held replaces it; an older one does not', async () => {
    const held = ticket({ id: 1, lastMessage: 'oi' });
    const h = start({ tickets: [held] });
    await settle();
    const pendingRow = () => h.workspace.getSnapshot().context.lists.pending?.getSnapshot().context.items[0];
    // Same instant (the reference backend does not always move updatedAt): the frame is the news.
    h.realtime.push({ type: 'server.ticket.updated', ticket: { ...held, lastMessage: 'mesma hora' } });
    expect(pendingRow()?.lastMessage).toBe('mesma hora');
    // A frame one millisecond older than the row is late: ignored.
    h.realtime.push({
      type: 'server.ticket.updated',
      ticket: { ...held, lastMessage: 'atrasada', updatedAt: '2026-11-23T09:59:59.999Z' },
    });
    expect(pendingRow()?.lastMessage).toBe('mesma hora');
  });

  it('a next page that answers a row held at the same updatedAt replaces it; one older than the row does not', async () => {
    const a = ticket({ id: 1, updatedAt: '2026-11-23T10:00:02.000Z' });
    const b = ticket({ id: 2 });
    // Page 2 is read after the server's order moved: it answers both rows held again.
    const h = start({
      pages: [
        [a, b],
        [
          { ...b, lastMessage: 'da página' },
          { ...a, lastMessage: 'velha' },
        ],
      ],
    });
    await settle();
    h.realtime.push({ type: 'server.ticket.updated', ticket: { ...b, lastMessage: 'ao vivo' } });
    h.realtime.push({
      type: 'server.ticket.updated',
      ticket: { ...a, lastMessage: 'ao vivo, depois', updatedAt: '2026-11-23T10:00:03.000Z' },
    });
    const pending = h.workspace.getSnapshot().context.lists.pending;
    pending?.send({ type: 'list.scrolled', distanceToEnd: 0 });
    await settle();
    expect(h.calls.list.filter((c) => c.status === 'pending').map((c) => c.page)).toEqual([1, 2]);
    const rows = pending?.getSnapshot().context.items.map((t) => `${t.id}:${t.lastMessage}`);
    expect(rows).toEqual(['1:ao vivo, depois', '2:da página']);
  });

  it('after a reconnect every loaded list refetches', async () => {
    const h = start();
    await settle();
    const before = h.calls.list.length;
    h.realtime.signal('connection.restored');
    await settle();
    expect(h.calls.list.length - before).toBe(2);
  });
});

describe('workspace tree: the open conversation', () => {
  it('opens once per ticket; the same ticket again keeps the actor, another replaces it', async () => {
    const a = ticket({ id: 1, status: 'open', userId: 7 });
    const b = ticket({ id: 2, status: 'open', userId: 7 });
    const h = start({ tickets: [a, b] });
    await settle();
    h.workspace.send({ type: 'conversation.open', ticket: a });
    const first = h.workspace.getSnapshot().context.conversation;
    h.workspace.send({ type: 'conversation.open', ticket: a });
    expect(h.workspace.getSnapshot().context.conversation).toBe(first);
    expect(h.workspace.getSnapshot().context.narrowTab).toBe('ticket');
    h.workspace.send({ type: 'conversation.open', ticket: b });
    expect(h.workspace.getSnapshot().context.conversation).not.toBe(first);
    expect(first?.getSnapshot().status).toBe('stopped');
    expect(h.realtime.joined).toContainEqual({ kind: 'chatBox', ticketId: 2 });
    expect(h.realtime.joined).not.toContainEqual({ kind: 'chatBox', ticketId: 1 });
  });

  it('delete then update (a status change) keeps the conversation; a delete alone closes it with the toast', async () => {
    const a = ticket({ id: 1, status: 'open', userId: 7 });
    const h = start({ tickets: [a] });
    await settle();
    h.workspace.send({ type: 'conversation.open', ticket: a });
    h.realtime.push({ type: 'server.ticket.deleted', ticketId: 1 });
    h.realtime.push({
      type: 'server.ticket.updated',
      ticket: { ...a, status: 'pending', userId: null, updatedAt: '2026-11-23T12:00:00.000Z' },
    });
    await vi.advanceTimersByTimeAsync(DELETE_CONFIRM_MS * 2);
    expect(h.effects).toEqual([]);
    const conversation = h.workspace.getSnapshot().context.conversation;
    expect(conversation?.getSnapshot().context.status.getSnapshot().value).toEqual({ pending: 'idle' });

    h.realtime.push({ type: 'server.ticket.deleted', ticketId: 1 });
    await vi.advanceTimersByTimeAsync(DELETE_CONFIRM_MS - 1);
    expect(h.effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.effects).toEqual([
      { type: 'notify', level: 'success', key: 'tickets:deleted' },
      { type: 'navigate', to: '/tickets' },
    ]);
  });

  it("hears only its own ticket's messages", async () => {
    const a = ticket({ id: 1, status: 'open', userId: 7 });
    const h = start({ tickets: [a] });
    await settle();
    h.workspace.send({ type: 'conversation.open', ticket: a });
    await settle();
    h.realtime.push({ type: 'server.message.created', message: message('m1', 1), ticket: a, contact });
    h.realtime.push({
      type: 'server.message.created',
      message: message('m2', 2),
      ticket: ticket({ id: 2 }),
      contact,
    });
    const messages = h.workspace.getSnapshot().context.conversation?.getSnapshot().context.messages;
    expect(messages?.getSnapshot().context.items.map((m) => m.id)).toEqual(['m1']);
  });

  it('is the holder the route reads: the open ticket as its frames left it, else a row, else nothing', async () => {
    const a = ticket({ id: 1, status: 'open', userId: 7 });
    const b = ticket({ id: 2, status: 'open', userId: 7 });
    const h = start({ tickets: [a, b] });
    await settle();
    const context = () => h.workspace.getSnapshot().context;
    expect(knownTicket(context(), 'uuid-2')).toBe(itemOf(h, 2));
    expect(knownTicket(context(), 'uuid-9')).toBeUndefined();

    h.workspace.send({ type: 'conversation.open', ticket: a });
    const later = { ...a, lastMessage: 'depois', updatedAt: '2026-11-23T12:00:00.000Z' };
    h.realtime.push({ type: 'server.ticket.updated', ticket: later });
    expect(knownTicket(context(), 'uuid-1')).toBe(
      context().conversation?.getSnapshot().context.status.getSnapshot().context.ticket,
    );
    expect(knownTicket(context(), 'uuid-1')?.lastMessage).toBe('depois');
  });

  it('a tag sync (announced to no one) reaches the open ticket and its row, so reopening it from the row shows it', async () => {
    const a = ticket({ id: 1, status: 'open', userId: 7 });
    const h = start({ tickets: [a] });
    await settle();
    h.workspace.send({ type: 'conversation.open', ticket: a });
    const conversation = h.workspace.getSnapshot().context.conversation;
    const tags = [{ id: 5, name: 'VIP', color: '#f00' }];
    conversation?.send({ type: 'ticket.edited', ticket: { ...a, tags } });
    expect(conversation?.getSnapshot().context.status.getSnapshot().context.ticket.tags).toEqual(tags);
    expect(itemOf(h, 1)?.tags).toEqual(tags);
    // Another ticket's edit is not this conversation's.
    conversation?.send({ type: 'ticket.edited', ticket: { ...ticket({ id: 2 }), tags: [] } });
    expect(itemOf(h, 2)).toBeUndefined();
  });
});

function itemOf(h: Harness, id: number): Ticket | undefined {
  for (const key of ['assigned', 'pending', 'closed', 'search'] as const) {
    const found = h.workspace
      .getSnapshot()
      .context.lists[key]?.getSnapshot()
      .context.items.find((t) => t.id === id);
    if (found) return found;
  }
  return undefined;
}
