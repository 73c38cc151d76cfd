import { describe, expect, it, vi } from 'vitest';
import { createRealtime } from './realtime.ts';
import type { SocketListener, SocketPort, SocketPortOptions, SocketQuery } from './socket-port.ts';
import type { ConnectionSignal, DomainEvent } from './types.ts';

/** An EventEmitter-like socket: `server(...)` plays frames from the server, `emitted` records client emits. */
class FakePort implements SocketPort {
  connected = false;
  readonly emitted: unknown[][] = [];
  readonly queries: SocketQuery[] = [];
  connects = 0;
  private readonly listeners = new Map<string, Set<SocketListener>>();
  constructor(private readonly options: SocketPortOptions) {}
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
    this.server('disconnect', reason);
  }
  take() {
    return this.emitted.splice(0);
  }
}

function setup(token: () => string | null = () => 'T1') {
  let port: FakePort | undefined;
  const log = vi.fn();
  const realtime = createRealtime({
    url: 'http://sandbox.test',
    getToken: token,
    companyId: 1,
    userId: 7,
    log,
    createSocket: (options) => (port = new FakePort(options)),
  });
  const events: DomainEvent[] = [];
  const signals: ConnectionSignal[] = [];
  realtime.events$.subscribe((e) => events.push(e));
  realtime.connection$.subscribe((s) => signals.push(s));
  if (port === undefined) throw new Error('no port');
  return { realtime, port, events, signals, log };
}

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

  it('"io server disconnect" (bad token) reconnects with a fresh token from getToken()', () => {
    let token = 'expired';
    const { port, signals } = setup(() => token);
    port.connected = true;
    port.server('connect');
    token = 'fresh';
    port.drop('io server disconnect');
    expect(port.connects).toBe(2);
    expect(port.queries[1]).toMatchObject({ token: 'fresh' });
    port.accept();
    expect(signals).toEqual(['connection.lost', 'connection.restored']);
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
