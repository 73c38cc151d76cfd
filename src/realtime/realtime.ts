import { Subject } from 'rxjs';
import type { Ticket } from '../api/schemas/index.ts';
import { frameFamilies, type FrameFamily } from './frames.ts';
import {
  createSocketPort,
  type SocketListener,
  type SocketPortFactory,
  type SocketTransports,
} from './socket-port.ts';
import type { ConnectionSignal, DomainEvent, Realtime, RealtimeStats, RoomJoin } from './types.ts';

export interface RealtimeOptions {
  /** Origin of backendUrl. */
  url: string;
  /** sandbox: [sandbox.SocketTransport]; production: ['websocket'] (the default). */
  transports?: unknown[];
  getToken: () => string | null;
  companyId: number;
  userId: number;
  log?: (message: string, detail?: unknown) => void;
  /** Tests give a fake port; the default wraps socket.io-client. */
  createSocket?: SocketPortFactory;
  /** The clock of the de-duplication window. */
  now?: () => number;
}

/** Identical frames closer than this are one frame (the backend may send `updateUnread` twice). */
export const DEDUPE_WINDOW_MS = 1000;
/** Delays before re-connecting after successive "io server disconnect" without a `ready` in between. */
export const SERVER_DISCONNECT_BACKOFF_MS = [0, 1000, 2000, 5000, 10_000, 30_000] as const;

const SERVER_DISCONNECT = 'io server disconnect';

function isTransportList(value: unknown[]): value is SocketTransports {
  return value.every((t) => typeof t === 'string') || value.every((t) => typeof t === 'function');
}

function roomMessages(room: RoomJoin): { join: string; leave: string; args: unknown[] } {
  switch (room.kind) {
    case 'tickets':
      return { join: 'joinTickets', leave: 'leaveTickets', args: [room.status] };
    case 'chatBox':
      // The backend joins the socket to the room named by this value and emits to `${ticket.id}`: send a string.
      return { join: 'joinChatBox', leave: 'leaveChatBox', args: [String(room.ticketId)] };
    case 'notification':
      return { join: 'joinNotification', leave: 'leaveNotification', args: [] };
  }
}

function frameKey(event: string, payload: unknown): string {
  try {
    return `${event}\u0000${JSON.stringify(payload)}`;
  } catch {
    return `${event}\u0000${String(payload)}`;
  }
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? Date.now;
  const events = new Subject<DomainEvent>();
  const connection = new Subject<ConnectionSignal>();
  const counters: RealtimeStats = { dropped: 0, received: 0, duplicates: 0, stale: 0 };
  /** Joins are counted per socket on the server: one entry per join() call, re-sent after each reconnect. */
  const rooms: { room: RoomJoin }[] = [];
  const lastTicketUpdate = new Map<number, number>();
  let lastFrame: { key: string; at: number } | null = null;
  let ready = false;
  let lost = false;
  let closed = false;
  let statusPending = false;
  let serverDisconnects = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const transports =
    options.transports !== undefined && isTransportList(options.transports) ? options.transports : undefined;
  if (options.transports !== undefined && transports === undefined)
    log('realtime: ignoring invalid transports', options.transports);
  const port = (options.createSocket ?? createSocketPort)({
    url: options.url,
    ...(transports === undefined ? {} : { transports }),
    query: () => ({
      token: options.getToken() ?? '',
      companyId: String(options.companyId),
      userId: String(options.userId),
    }),
  });

  function isStale(ticket: Ticket): boolean {
    const at = Date.parse(ticket.updatedAt);
    if (Number.isNaN(at)) return false;
    const previous = lastTicketUpdate.get(ticket.id);
    if (previous !== undefined && at < previous) return true;
    lastTicketUpdate.set(ticket.id, at);
    return false;
  }

  function onFrame(family: FrameFamily, payload: unknown): void {
    counters.received += 1;
    const parsed = family.parse(payload);
    if (!parsed.ok) {
      counters.dropped += 1;
      log(`realtime: dropped a bad ${family.event} frame`, { reason: parsed.reason, payload });
      return;
    }
    const key = frameKey(family.event, payload);
    const at = now();
    if (lastFrame !== null && lastFrame.key === key && at - lastFrame.at <= DEDUPE_WINDOW_MS) {
      counters.duplicates += 1;
      return;
    }
    lastFrame = { key, at };
    const event = parsed.event;
    // Events may arrive out of order after a reconnect: an update older than one already seen is dropped.
    if (event.type === 'server.ticket.updated' && isStale(event.ticket)) {
      counters.stale += 1;
      log(`realtime: dropped a stale update of ticket ${event.ticket.id}`, event.ticket.updatedAt);
      return;
    }
    if (event.type === 'server.message.created') isStale(event.ticket);
    events.next(event);
  }

  function sendJoin(room: RoomJoin): void {
    const m = roomMessages(room);
    port.emit(m.join, ...m.args);
  }

  const onConnect: SocketListener = () => {
    // A new server-side socket: it has joined nothing until `ready`.
    ready = false;
  };

  const onReady: SocketListener = () => {
    ready = true;
    serverDisconnects = 0;
    for (const entry of rooms) sendJoin(entry.room);
    if (statusPending) {
      statusPending = false;
      port.emit('userStatus');
    }
    if (lost) {
      lost = false;
      connection.next('connection.restored');
    }
  };

  function reconnectWithFreshToken(): void {
    if (closed) return;
    if (options.getToken() === null) {
      log('realtime: no token, not reconnecting');
      return;
    }
    const delay =
      SERVER_DISCONNECT_BACKOFF_MS[Math.min(serverDisconnects, SERVER_DISCONNECT_BACKOFF_MS.length - 1)] ?? 0;
    serverDisconnects += 1;
    // The port reads getToken() again on connect (the token lives in the handshake query).
    if (delay === 0) port.connect();
    else
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (!closed && !port.connected) port.connect();
      }, delay);
  }

  const onDisconnect: SocketListener = (reason) => {
    ready = false;
    if (closed) return;
    if (!lost) {
      lost = true;
      connection.next('connection.lost');
    }
    // The server accepts a bad or expired token and then disconnects; socket.io does not retry that by itself.
    if (reason === SERVER_DISCONNECT) reconnectWithFreshToken();
  };

  const frameListeners = frameFamilies(options.companyId).map((family) => {
    const listener: SocketListener = (...args) => onFrame(family, args[0]);
    return { event: family.event, listener };
  });

  port.on('connect', onConnect);
  port.on('ready', onReady);
  port.on('disconnect', onDisconnect);
  for (const { event, listener } of frameListeners) port.on(event, listener);
  port.connect();

  return {
    events$: events.asObservable(),
    connection$: connection.asObservable(),
    join(room) {
      const entry = { room };
      rooms.push(entry);
      if (ready) sendJoin(room);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const index = rooms.indexOf(entry);
        if (index >= 0) rooms.splice(index, 1);
        // While disconnected the server-side socket (and its joins) is gone: nothing to leave.
        if (ready && !closed) {
          const m = roomMessages(room);
          port.emit(m.leave, ...m.args);
        }
      };
    },
    reportStatus() {
      if (ready) port.emit('userStatus');
      else statusPending = true;
    },
    reconnect() {
      if (closed) return;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      retryTimer = undefined;
      serverDisconnects = 0;
      port.disconnect();
      port.connect();
    },
    stats: () => ({ ...counters }),
    close() {
      if (closed) return;
      closed = true;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      port.off('connect', onConnect);
      port.off('ready', onReady);
      port.off('disconnect', onDisconnect);
      for (const { event, listener } of frameListeners) port.off(event, listener);
      port.disconnect();
      events.complete();
      connection.complete();
    },
  };
}
