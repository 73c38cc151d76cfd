import { afterEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_MS, coalesce } from './coalesce.ts';
import { createRealtime, sameFrame } from './realtime.ts';
import type { SocketListener, SocketPort, SocketPortOptions, SocketQuery } from './socket-port.ts';
import type { ConnectionSignal, DomainEvent, RealtimeStatus } from './types.ts';

/** An EventEmitter-like socket: `server(...)` plays frames from the server, `emitted` records client emits. */
class FakePort implements SocketPort {
  connected = false;
  active = true;
  readonly emitted: unknown[][] = [];
  readonly queries: SocketQuery[] = [];
  connects = 0;
  private readonly listeners = new Map<string, Set<SocketListener>>();
  constructor(readonly options: SocketPortOptions) {}
  on(event: string, listener: SocketListener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }
  off(event: string, listener: SocketListener) {
    this.listeners.get(event)?.delete(listener);
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
  }
  connect() {
    this.connects += 1;
    this.active = true;
    this.queries.push(this.options.query());
  }
  disconnect() {
    if (!this.connected) return;
    this.connected = false;
    this.server('disconnect', 'io client disconnect');
  }
  server(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
  /** The server accepts the connection and says `ready`. */
  accept() {
    this.connected = true;
    this.server('connect');
    this.server('ready');
  }
  drop(reason = 'transport close') {
    this.connected = false;
    // socket.io gives up on a socket the server disconnected; it retries a lost transport by itself.
    if (reason === 'io server disconnect') this.active = false;
    this.server('disconnect', reason);
  }
  /** The server refuses the handshake (a CONNECT_ERROR packet): socket.io does not retry by itself. */
  refuse() {
    this.connected = false;
    this.active = false;
    this.server('connect_error', new Error('refused'));
  }
  /** The server cannot be reached: socket.io keeps retrying by itself. */
  unreachable() {
    this.server('connect_error', new Error('xhr poll error'));
  }
  take() {
    return this.emitted.splice(0);
  }
}

function setup(
  token: () => string | null = () => 'T1',
  extra: {
    refreshToken?: () => Promise<unknown>;
    now?: () => number;
    schedule?: (flush: () => void) => void;
  } = {},
) {
  let port: FakePort | undefined;
  const log = vi.fn();
  const realtime = createRealtime({
    url: 'http://sandbox.test',
    getToken: token,
    companyId: 1,
    userId: 7,
    log,
    createSocket: (options) => (port = new FakePort(options)),
    ...extra,
  });
  const events: DomainEvent[] = [];
  const signals: ConnectionSignal[] = [];
  const statuses: RealtimeStatus[] = [];
  realtime.events$.subscribe((e) => events.push(e));
  realtime.connection$.subscribe((s) => signals.push(s));
  realtime.status$.subscribe((s) => statuses.push(s));
  if (port === undefined) throw new Error('no port');
  return { realtime, port, events, signals, statuses, log };
}

/** A token store with the API client's refresh: each refresh hands out the next token (or ends the session). */
function tokens(first: string | null) {
  const store = { token: first, refreshes: 0, fail: false };
  let release: (() => void) | null = null;
  const gate = { hold: false };
  const refreshToken = vi.fn(async () => {
    store.refreshes += 1;
    if (gate.hold) await new Promise<void>((resolve) => (release = resolve));
    if (store.fail) {
      store.token = null;
      throw new Error('401 ERR_SESSION_EXPIRED');
    }
    store.token = `fresh${store.refreshes}`;
  });
  return {
    store,
    gate,
    release: () => release?.(),
    getToken: () => store.token,
    refreshToken,
  };
}

/** Lets the promise chain of a refresh run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const contact = { id: 3, name: 'Cliente', number: '5511999990001', email: '', profilePicUrl: '' };
const ticket = (id: number, updatedAt: string, status = 'open') => ({
  id,
  uuid: `uuid-${id}`,
  status,
  unreadMessages: 1,
  lastMessage: 'oi',
  contactId: 3,
  companyId: 1,
  updatedAt,
  contact,
});
const message = { id: 'MSG1', body: 'oi', fromMe: false, createdAt: '2026-01-01T10:00:00.000Z', ticketId: 5 };

describe('createRealtime', () => {
  it('connects once with token, companyId and userId in the query', () => {
    const { port } = setup();
    expect(port.connects).toBe(1);
    expect(port.queries[0]).toEqual({ token: 'T1', companyId: '1', userId: '7' });
  });

  it('sends joins only after the server says ready', () => {
    const { realtime, port } = setup();
    realtime.join({ kind: 'notification' });
    realtime.join({ kind: 'tickets', status: 'open' });
    realtime.reportStatus();
    port.connected = true;
    port.server('connect');
    expect(port.take()).toEqual([]);
    port.server('ready');
    expect(port.take()).toEqual([['joinNotification'], ['joinTickets', 'open'], ['userStatus']]);
    realtime.join({ kind: 'chatBox', ticketId: 5 });
    expect(port.take()).toEqual([['joinChatBox', '5']]);
  });

  it('re-sends every join after a reconnect and signals lost / restored (not on the first connect)', () => {
    const { realtime, port, signals } = setup();
    port.accept();
    expect(signals).toEqual([]);
    realtime.join({ kind: 'tickets', status: 'pending' });
    realtime.join({ kind: 'chatBox', ticketId: 9 });
    port.take();
    port.drop();
    expect(signals).toEqual(['connection.lost']);
    realtime.join({ kind: 'notification' });
    expect(port.take()).toEqual([]);
    port.server('connect');
    expect(signals).toEqual(['connection.lost']);
    port.server('ready');
    expect(port.take()).toEqual([['joinTickets', 'pending'], ['joinChatBox', '9'], ['joinNotification']]);
    expect(signals).toEqual(['connection.lost', 'connection.restored']);
  });

  it('the returned function leaves the room, once, and the room is not re-joined after a reconnect', () => {
    const { realtime, port } = setup();
    port.accept();
    const leave = realtime.join({ kind: 'chatBox', ticketId: 5 });
    realtime.join({ kind: 'chatBox', ticketId: 5 });
    port.take();
    leave();
    leave();
    expect(port.take()).toEqual([['leaveChatBox', '5']]);
    port.drop();
    port.accept();
    // The second join of the same room is still held: one join re-sent.
    expect(port.take()).toEqual([['joinChatBox', '5']]);
  });

  it('drops and counts bad frames (wrong shape, non-object, unknown action) while good frames pass', () => {
    const { port, events, realtime, log } = setup();
    port.accept();
    port.server('company-1-ticket', { action: 'update', ticket: { id: 'x' } });
    port.server('company-1-ticket', 'update');
    port.server('company-1-ticket', null);
    port.server('company-1-ticket', { action: 'explode', ticketId: 1 });
    port.server('company-1-appMessage', { action: 'create', message });
    port.server('company-2-ticket', { action: 'delete', ticketId: 1 });
    port.server('company-1-ticket', { action: 'delete', ticketId: 4 });
    port.server('company-1-appMessage', {
      action: 'create',
      message,
      ticket: ticket(5, '2026-01-01T10:00:00.000Z'),
      contact,
    });
    port.server('company-1-appMessage', { action: 'update', message: { ...message, ack: 2 } });
    port.server('company-1-contact', { action: 'delete', contactId: 3 });
    port.server('company-1-whatsappSession', {
      action: 'update',
      session: { id: 1, status: 'qrcode', qrcode: 'abc' },
    });
    port.server('whatsappSession', { action: 'update', session: { id: 1, status: 'CONNECTED', qrcode: '' } });
    port.server('company-1-whatsapp', { action: 'delete', whatsappId: 2 });
    port.server('company-1-auth', { action: 'update', user: { id: 7, name: 'x' } });
    expect(events.map((e) => e.type)).toEqual([
      'server.ticket.deleted',
      'server.message.created',
      'server.message.updated',
      'server.contact.deleted',
      'server.whatsappSession.updated',
      'server.whatsappSession.updated',
      'server.whatsapp.deleted',
      'server.auth.updated',
    ]);
    expect(events[0]).toEqual({ type: 'server.ticket.deleted', ticketId: 4 });
    expect(events.at(-1)).toEqual({ type: 'server.auth.updated', userId: 7 });
    expect(realtime.stats()).toMatchObject({ dropped: 5, received: 13 });
    expect(log).toHaveBeenCalledTimes(5);
  });

  it('de-duplicates identical consecutive frames (updateUnread twice)', () => {
    const { port, events, realtime } = setup();
    port.accept();
    port.server('company-1-ticket', { action: 'updateUnread', ticketId: 5 });
    port.server('company-1-ticket', { action: 'updateUnread', ticketId: 5 });
    port.server('company-1-ticket', { action: 'updateUnread', ticketId: 6 });
    expect(events).toEqual([
      { type: 'server.ticket.unreadReset', ticketId: 5 },
      { type: 'server.ticket.unreadReset', ticketId: 6 },
    ]);
    expect(realtime.stats().duplicates).toBe(1);
  });

  it('a frame differing from the one before only deep inside is not a duplicate (the campaign queue sends one per message)', () => {
    const { port, events, realtime } = setup();
    port.accept();
    const shipping = (delivered: number) =>
      Array.from({ length: 3 }, (_, i) => ({
        id: i + 1,
        deliveredAt: i < delivered ? '2026-11-27T10:00:00.000Z' : null,
      }));
    const frame = (delivered: number) => ({
      action: 'update',
      record: { id: 4, name: 'Natal', contactList: null, shipping: shipping(delivered) },
    });
    port.server('company-1-campaign', frame(1));
    port.server('company-1-campaign', frame(2));
    port.server('company-1-campaign', frame(2));
    expect(
      events.map((e) => (e.type === 'server.campaign.updated' ? e.record.progress?.delivered : e.type)),
    ).toEqual([1, 2]);
    expect(realtime.stats().duplicates).toBe(1);
  });

  it('a status change (delete then update) passes; an update older than the last seen for that ticket is dropped', () => {
    const { port, events, realtime } = setup();
    port.accept();
    port.server('company-1-ticket', { action: 'delete', ticketId: 5 });
    port.server('company-1-ticket', {
      action: 'update',
      ticket: ticket(5, '2026-01-01T10:00:05.000Z', 'open'),
    });
    port.server('company-1-ticket', {
      action: 'update',
      ticket: ticket(5, '2026-01-01T10:00:01.000Z', 'pending'),
    });
    port.server('company-1-ticket', {
      action: 'update',
      ticket: ticket(6, '2026-01-01T10:00:01.000Z', 'pending'),
    });
    port.server('company-1-ticket', {
      action: 'update',
      ticket: ticket(5, '2026-01-01T10:00:09.000Z', 'closed'),
    });
    const updates = events.flatMap((e) =>
      e.type === 'server.ticket.updated' ? [[e.ticket.id, e.ticket.status]] : [],
    );
    expect(updates).toEqual([
      [5, 'open'],
      [6, 'pending'],
      [5, 'closed'],
    ]);
    expect(events[0]?.type).toBe('server.ticket.deleted');
    expect(realtime.stats().stale).toBe(1);
  });

  it('an update whose updatedAt equals the last seen for that ticket passes (only an older one is stale)', () => {
    const { port, events, realtime } = setup();
    port.accept();
    port.server('company-1-ticket', {
      action: 'update',
      ticket: ticket(5, '2026-01-01T10:00:05.000Z', 'pending'),
    });
    // The same instant with another status: a change the server made without moving updatedAt.
    port.server('company-1-ticket', {
      action: 'update',
      ticket: ticket(5, '2026-01-01T10:00:05.000Z', 'open'),
    });
    port.server('company-1-ticket', {
      action: 'update',
      ticket: ticket(5, '2026-01-01T10:00:04.999Z', 'closed'),
    });
    const updates = events.flatMap((e) => (e.type === 'server.ticket.updated' ? [e.ticket.status] : []));
    expect(updates).toEqual(['pending', 'open']);
    expect(realtime.stats().stale).toBe(1);
  });

  it('a transport drop is left to socket.io (no manual connect); no token means no reconnect', () => {
    let token: string | null = 'T1';
    const { port } = setup(() => token);
    port.accept();
    port.drop('transport close');
    expect(port.connects).toBe(1);
    port.accept();
    token = null;
    port.drop('io server disconnect');
    expect(port.connects).toBe(1);
  });

  it('with a schedule, the frames received before it flushes are handed on together, in order; close() drops the rest', () => {
    const flushes: (() => void)[] = [];
    const { port, events, realtime } = setup(() => 'T1', { schedule: (flush) => flushes.push(flush) });
    port.accept();
    port.server('company-1-ticket', { action: 'delete', ticketId: 5 });
    port.server('company-1-ticket', {
      action: 'update',
      ticket: ticket(5, '2026-01-01T10:00:05.000Z', 'open'),
    });
    // One flush asked for the two frames; nothing handed on before it runs.
    expect(flushes).toHaveLength(1);
    expect(events).toEqual([]);
    flushes.shift()?.();
    expect(events.map((e) => e.type)).toEqual(['server.ticket.deleted', 'server.ticket.updated']);
    // The next frame asks for a new flush; closed before it runs, nothing more is handed on.
    port.server('company-1-ticket', { action: 'delete', ticketId: 6 });
    expect(flushes).toHaveLength(1);
    realtime.close();
    flushes.shift()?.();
    expect(events).toHaveLength(2);
  });

  it("the reference backend's status change (its read reset, then delete and update 8 ms later) is handed on in one flush", () => {
    vi.useFakeTimers();
    try {
      const { port, events } = setup(() => 'T1', { schedule: coalesce });
      port.accept();
      port.server('company-1-ticket', { action: 'updateUnread', ticketId: 5 });
      vi.advanceTimersByTime(8);
      expect(events).toEqual([]);
      port.server('company-1-ticket', { action: 'delete', ticketId: 5 });
      port.server('company-1-ticket', {
        action: 'update',
        ticket: ticket(5, '2026-01-01T10:00:05.000Z', 'pending'),
      });
      vi.advanceTimersByTime(COALESCE_MS - 8 - 1);
      expect(events).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(events.map((e) => e.type)).toEqual([
        'server.ticket.unreadReset',
        'server.ticket.deleted',
        'server.ticket.updated',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reconnect() re-opens with the current token; close() disconnects and completes the streams', () => {
    let token = 'T1';
    const { realtime, port, signals } = setup(() => token);
    port.accept();
    realtime.join({ kind: 'notification' });
    port.take();
    token = 'T2';
    realtime.reconnect();
    expect(port.queries.at(-1)).toMatchObject({ token: 'T2' });
    port.accept();
    expect(port.take()).toEqual([['joinNotification']]);
    expect(signals).toEqual(['connection.lost', 'connection.restored']);
    let completed = false;
    realtime.events$.subscribe({ complete: () => (completed = true) });
    realtime.close();
    expect(port.connected).toBe(false);
    expect(completed).toBe(true);
    expect(signals).toHaveLength(2);
  });
});

describe('a refused or disconnected socket gets a fresh token', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('"io server disconnect" of a dead token: one refresh, then the reconnect carries the fresh token', async () => {
    const t = tokens('dead');
    const { port, signals } = setup(t.getToken, { refreshToken: t.refreshToken });
    expect(port.queries[0]).toMatchObject({ token: 'dead' });
    port.connected = true;
    port.server('connect');
    port.drop('io server disconnect');
    await settle();
    expect(t.refreshToken).toHaveBeenCalledTimes(1);
    expect(port.connects).toBe(2);
    expect(port.queries[1]).toMatchObject({ token: 'fresh1' });
    port.accept();
    expect(signals).toEqual(['connection.lost', 'connection.restored']);
    expect(t.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('a refused handshake (connect_error, socket inactive) refreshes and reconnects; nothing is sent before the refresh ends', async () => {
    const t = tokens('dead');
    t.gate.hold = true;
    const { port, statuses } = setup(t.getToken, { refreshToken: t.refreshToken });
    port.refuse();
    await settle();
    expect(t.refreshToken).toHaveBeenCalledTimes(1);
    expect(port.connects).toBe(1);
    expect(statuses.at(-1)?.state).toBe('down');
    t.release();
    await settle();
    expect(port.connects).toBe(2);
    expect(port.queries[1]).toMatchObject({ token: 'fresh1' });
  });

  it('an unreachable server (connect_error, socket still active) is left to socket.io: no refresh, no manual connect', async () => {
    const t = tokens('T1');
    const { port, statuses, signals } = setup(t.getToken, { refreshToken: t.refreshToken });
    port.unreachable();
    port.unreachable();
    await settle();
    expect(t.refreshToken).not.toHaveBeenCalled();
    expect(port.connects).toBe(1);
    expect(statuses.at(-1)?.state).toBe('down');
    expect(signals).toEqual(['connection.lost']);
  });

  it('a token the HTTP side already refreshed is used as it is, without another refresh', async () => {
    const t = tokens('dead');
    const { port } = setup(t.getToken, { refreshToken: t.refreshToken });
    port.connected = true;
    port.server('connect');
    t.store.token = 'refreshed-by-http';
    port.drop('io server disconnect');
    await settle();
    expect(t.refreshToken).not.toHaveBeenCalled();
    expect(port.queries[1]).toMatchObject({ token: 'refreshed-by-http' });
  });

  it('a refresh that ends the session (401) stops the reconnects', async () => {
    vi.useFakeTimers();
    const t = tokens('dead');
    t.store.fail = true;
    const { port, log } = setup(t.getToken, { refreshToken: t.refreshToken });
    port.drop('io server disconnect');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(t.refreshToken).toHaveBeenCalledTimes(1);
    expect(port.connects).toBe(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not reconnecting'));
  });

  it('keeps the backoff between refusals without a ready, and a ready resets it', async () => {
    vi.useFakeTimers();
    const t = tokens('dead');
    const { port } = setup(t.getToken, { refreshToken: t.refreshToken });
    port.drop('io server disconnect');
    await vi.advanceTimersByTimeAsync(0);
    expect(port.connects).toBe(2);
    port.drop('io server disconnect');
    await vi.advanceTimersByTimeAsync(999);
    expect(port.connects).toBe(2);
    expect(t.refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.refreshToken).toHaveBeenCalledTimes(2);
    expect(port.connects).toBe(3);
    expect(port.queries[2]).toMatchObject({ token: 'fresh2' });
    port.drop('io server disconnect');
    await vi.advanceTimersByTimeAsync(1999);
    expect(port.connects).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(port.connects).toBe(4);
    port.accept();
    port.drop('io server disconnect');
    await vi.advanceTimersByTimeAsync(0);
    expect(port.connects).toBe(5);
  });

  it('close() while a refresh runs: no connect afterwards', async () => {
    const t = tokens('dead');
    t.gate.hold = true;
    const { port, realtime } = setup(t.getToken, { refreshToken: t.refreshToken });
    port.drop('io server disconnect');
    await settle();
    realtime.close();
    t.release();
    await settle();
    expect(port.connects).toBe(1);
  });
});

describe('connection status', () => {
  it('connecting until ready, live with the time, down from the disconnect until ready again', () => {
    let clock = 1000;
    const { port, statuses, realtime } = setup(() => 'T1', { now: () => clock });
    expect(statuses).toEqual([{ state: 'connecting', downSince: null, lastLiveAt: null }]);
    port.connected = true;
    port.server('connect');
    expect(statuses).toHaveLength(1);
    clock = 2000;
    port.server('ready');
    clock = 5000;
    port.drop();
    clock = 6000;
    port.unreachable();
    port.drop();
    clock = 9000;
    port.accept();
    expect(statuses).toEqual([
      { state: 'connecting', downSince: null, lastLiveAt: null },
      { state: 'live', downSince: null, lastLiveAt: 2000 },
      { state: 'down', downSince: 5000, lastLiveAt: 5000 },
      { state: 'live', downSince: null, lastLiveAt: 9000 },
    ]);
    realtime.close();
    port.server('ready');
    expect(statuses).toHaveLength(4);
  });

  it('a first connect that fails is down without a last live time', () => {
    const { port, statuses } = setup(() => 'T1', { now: () => 42 });
    port.unreachable();
    expect(statuses.at(-1)).toEqual({ state: 'down', downSince: 42, lastLiveAt: null });
  });
});

describe('frames the client cannot use', () => {
  it('an unreadable frame reported by the port (reserved name) is counted and logged by name; the connection stays', () => {
    const { port, realtime, log, signals, statuses } = setup();
    port.accept();
    port.options.onUnreadableFrame?.('disconnect');
    port.options.onUnreadableFrame?.(null);
    expect(realtime.stats()).toMatchObject({ dropped: 2, received: 2 });
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('disconnect'),
      expect.objectContaining({ event: 'disconnect' }),
    );
    expect(signals).toEqual([]);
    expect(statuses.at(-1)?.state).toBe('live');
  });

  it('a ticket whose updatedAt is not a date is dropped, logged with event, path and issue, never the payload', () => {
    const { port, realtime, log, events } = setup();
    port.accept();
    const marker = 'PAYLOAD-MARKER-'.repeat(2000);
    port.server('company-1-ticket', {
      action: 'update',
      ticket: { ...ticket(5, 'not-a-date'), lastMessage: marker },
    });
    port.server('company-1-appMessage', {
      action: 'update',
      message: { ...message, createdAt: marker, body: marker },
    });
    expect(events).toEqual([]);
    expect(realtime.stats().dropped).toBe(2);
    expect(log.mock.calls[0]).toEqual([
      'realtime: dropped a bad company-1-ticket frame',
      { event: 'company-1-ticket', path: 'ticket.updatedAt', issue: 'Invalid date' },
    ]);
    expect(log.mock.calls[1]?.[1]).toEqual({
      event: 'company-1-appMessage',
      path: 'message.createdAt',
      issue: 'Invalid date',
    });
    const logged = JSON.stringify(log.mock.calls);
    expect(logged).not.toContain('PAYLOAD-MARKER');
    expect(logged.length).toBeLessThan(400);
  });

  it('a reopened ticket (chatbot and queueOptionId null, CONTRACT.md) passes as an update with chatbot false', () => {
    const { port, realtime, events } = setup();
    port.accept();
    port.server('company-1-ticket', {
      action: 'update',
      ticket: { ...ticket(9, '2026-01-01T10:00:00.000Z'), chatbot: null, queueOptionId: null, isGroup: null },
    });
    expect(realtime.stats().dropped).toBe(0);
    expect(events).toEqual([
      {
        type: 'server.ticket.updated',
        ticket: expect.objectContaining({ id: 9, chatbot: false, isGroup: false }),
      },
    ]);
  });

  it('an issue whose message would quote a long value is logged by its kind only', () => {
    const { port, log } = setup();
    port.accept();
    port.server('company-1-ticket', { action: 'delete', ticketId: 'x'.repeat(5000) });
    const detail: unknown = log.mock.calls[0]?.[1];
    expect(detail).toMatchObject({ event: 'company-1-ticket', path: 'ticketId' });
    expect(JSON.stringify(detail)).not.toContain('xxxxx');
  });
});

describe('sameFrame (the de-duplication of consecutive frames)', () => {
  it('is JSON equality, stopping at the first difference', () => {
    expect(sameFrame({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(sameFrame({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameFrame({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameFrame({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameFrame({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(sameFrame([], {})).toBe(false);
    expect(sameFrame({ a: null }, { a: {} })).toBe(false);
    expect(sameFrame('5', 5)).toBe(false);
  });
});
