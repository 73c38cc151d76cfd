import { BehaviorSubject, Subject } from 'rxjs';
import type { Ticket } from '../api/schemas/index.ts';
import { frameFamilies, scopedFamily, type FrameFamily } from './frames.ts';
import {
  createSocketPort,
  type SocketListener,
  type SocketPortFactory,
  type SocketTransports,
} from './socket-port.ts';
import type {
  ConnectionSignal,
  DomainEvent,
  Realtime,
  RealtimeStats,
  RealtimeStatus,
  RoomJoin,
  ScopedChannel,
} from './types.ts';

export interface RealtimeOptions {
  /** Origin of backendUrl. */
  url: string;
  /** sandbox: [sandbox.SocketTransport]; production: ['websocket'] (the default). */
  transports?: unknown[];
  getToken: () => string | null;
  companyId: number;
  userId: number;
  log?: (message: string, detail?: unknown) => void;
  /**
   * The API client's single-flight refresh. Called before re-connecting when the server refused the handshake
   * or disconnected the socket (its answer to an expired token), unless the token already changed since that
   * handshake. A refresh that ends the session leaves getToken() null, which stops the reconnects.
   */
  refreshToken?: () => Promise<unknown>;
  /** Tests give a fake port; the default wraps socket.io-client. */
  createSocket?: SocketPortFactory;
  /** The clock of the de-duplication window and of the status times. */
  now?: () => number;
  /**
   * When the events of the frames received are handed on: `flush` hands on every one received since the last flush,
   * in order. The app hands on those received within a few milliseconds together (`coalesce`); by default each is
   * handed on at once.
   */
  schedule?: (flush: () => void) => void;
}

/** Identical frames closer than this are one frame (the backend may send `updateUnread` twice). */
export const DEDUPE_WINDOW_MS = 1000;
/** Delays before re-connecting after successive refusals (server disconnect, refused handshake) without a `ready`. */
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

/**
 * Whether two values read from frames are the same JSON value, compared in place and stopping at the first
 * difference. A frame is compared with the one before by what it was read as (its event), not its payload: a
 * campaign frame of the sending queue is megabytes of text (5,000 contacts and shipping entries) read as a few
 * counts, and writing each payload out to compare it cost more than everything else the app did with it.
 */
export function sameFrame(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameFrame(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) if (!Object.hasOwn(y, key) || !sameFrame(x[key], y[key])) return false;
  return true;
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? Date.now;
  const events = new Subject<DomainEvent>();
  const connection = new Subject<ConnectionSignal>();
  const status = new BehaviorSubject<RealtimeStatus>({
    state: 'connecting',
    downSince: null,
    lastLiveAt: null,
  });
  const counters: RealtimeStats = { dropped: 0, received: 0, duplicates: 0, stale: 0 };
  const schedule = options.schedule ?? ((flush: () => void) => flush());
  /** Events read from frames and not yet handed on (see `schedule`). */
  const pending: DomainEvent[] = [];
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    for (const event of pending.splice(0)) if (!closed) events.next(event);
  };
  function deliver(event: DomainEvent): void {
    pending.push(event);
    if (flushScheduled) return;
    flushScheduled = true;
    schedule(flush);
  }
  /** Joins are counted per socket on the server: one entry per join() call, re-sent after each reconnect. */
  const rooms: { room: RoomJoin }[] = [];
  const lastTicketUpdate = new Map<number, number>();
  let lastFrame: { name: string; event: DomainEvent; at: number } | null = null;
  let ready = false;
  let lost = false;
  let closed = false;
  let statusPending = false;
  let refusals = 0;
  /** Bumped to abandon a recovery that is waiting (for its delay or for the refresh). */
  let recoveryRun = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The token the latest handshake carried: a refresh is needed only if storage still holds that one. */
  let handshakeToken: string | null = null;

  const transports =
    options.transports !== undefined && isTransportList(options.transports) ? options.transports : undefined;
  if (options.transports !== undefined && transports === undefined)
    log('realtime: ignoring invalid transports', options.transports);
  const port = (options.createSocket ?? createSocketPort)({
    url: options.url,
    ...(transports === undefined ? {} : { transports }),
    query: () => {
      handshakeToken = options.getToken();
      return {
        token: handshakeToken ?? '',
        companyId: String(options.companyId),
        userId: String(options.userId),
      };
    },
    onUnreadableFrame: (name) => {
      counters.received += 1;
      counters.dropped += 1;
      log(`realtime: dropped an unreadable ${name ?? 'unnamed'} frame`, {
        event: name,
        path: '',
        issue: 'an event name socket.io reserves, or none',
      });
    },
  });

  function setStatus(next: RealtimeStatus): void {
    if (closed) return;
    const current = status.getValue();
    if (
      current.state !== next.state ||
      current.downSince !== next.downSince ||
      current.lastLiveAt !== next.lastLiveAt
    )
      status.next(next);
  }

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
      // Name and issue only: a console keeps what it is given, and 10,000 kept payloads are a heap.
      log(`realtime: dropped a bad ${family.event} frame`, {
        event: family.event,
        path: parsed.path,
        issue: parsed.issue,
      });
      return;
    }
    const at = now();
    if (
      lastFrame !== null &&
      lastFrame.name === family.dedupeAs &&
      at - lastFrame.at <= DEDUPE_WINDOW_MS &&
      sameFrame(lastFrame.event, parsed.event)
    ) {
      counters.duplicates += 1;
      return;
    }
    lastFrame = { name: family.dedupeAs, event: parsed.event, at };
    const event = parsed.event;
    // Events may arrive out of order after a reconnect: an update older than one already seen is dropped.
    if (event.type === 'server.ticket.updated' && isStale(event.ticket)) {
      counters.stale += 1;
      log(`realtime: dropped a stale update of ticket ${event.ticket.id}`, event.ticket.updatedAt);
      return;
    }
    if (event.type === 'server.message.created') isStale(event.ticket);
    deliver(event);
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
    refusals = 0;
    recoveryRun += 1;
    for (const entry of rooms) sendJoin(entry.room);
    if (statusPending) {
      statusPending = false;
      port.emit('userStatus');
    }
    setStatus({ state: 'live', downSince: null, lastLiveAt: now() });
    if (lost) {
      lost = false;
      connection.next('connection.restored');
    }
  };

  function goDown(): void {
    if (!lost) {
      lost = true;
      connection.next('connection.lost');
    }
    const current = status.getValue();
    if (current.state === 'down') return;
    const at = now();
    setStatus({
      state: 'down',
      downSince: at,
      lastLiveAt: current.state === 'live' ? at : current.lastLiveAt,
    });
  }

  function stillWanted(run: number): boolean {
    return run === recoveryRun && !closed;
  }

  function tokenOrStop(): string | null {
    const token = options.getToken();
    if (token === null) log('realtime: no token (the session is over), not reconnecting');
    return token;
  }

  /**
   * socket.io does not retry a refused handshake or a server disconnect by itself: wait out the backoff, get a
   * fresh token through the API client's single flight (unless the HTTP side already did), then connect.
   */
  function recover(): void {
    if (closed) return;
    const run = ++recoveryRun;
    const delay =
      SERVER_DISCONNECT_BACKOFF_MS[Math.min(refusals, SERVER_DISCONNECT_BACKOFF_MS.length - 1)] ?? 0;
    refusals += 1;
    const attempt = async (): Promise<void> => {
      retryTimer = undefined;
      if (!stillWanted(run)) return;
      const token = tokenOrStop();
      if (token === null) return;
      if (options.refreshToken !== undefined && token === handshakeToken) {
        try {
          await options.refreshToken();
        } catch {
          if (!stillWanted(run) || tokenOrStop() === null) return;
          recover();
          return;
        }
        if (!stillWanted(run) || tokenOrStop() === null) return;
      }
      // The port reads getToken() again on connect (the token lives in the handshake query).
      if (!port.connected) port.connect();
    };
    if (delay === 0) void attempt();
    else retryTimer = setTimeout(() => void attempt(), delay);
  }

  const onDisconnect: SocketListener = (reason) => {
    ready = false;
    if (closed) return;
    goDown();
    // The reference backend accepts a bad or expired token and then disconnects ("io server disconnect").
    if (reason === SERVER_DISCONNECT) recover();
  };

  const onConnectError: SocketListener = () => {
    if (closed) return;
    goDown();
    // An active socket is retried by socket.io's own backoff (server unreachable); an inactive one was refused.
    if (!port.active) recover();
  };

  const frameListeners = frameFamilies(options.companyId, options.userId).map((family) => {
    const listener: SocketListener = (...args) => onFrame(family, args[0]);
    return { event: family.event, listener };
  });

  /** Per-id channels heard now, counted per listen() call: socket.io keeps listeners across reconnects. */
  const scoped = new Map<string, { count: number; listener: SocketListener }>();

  function listen(channel: ScopedChannel): () => void {
    const family = scopedFamily(options.companyId, channel);
    const heard = scoped.get(family.event);
    if (heard !== undefined) heard.count += 1;
    else if (!closed) {
      const listener: SocketListener = (...args) => onFrame(family, args[0]);
      scoped.set(family.event, { count: 1, listener });
      port.on(family.event, listener);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const entry = scoped.get(family.event);
      if (entry === undefined) return;
      entry.count -= 1;
      if (entry.count > 0) return;
      scoped.delete(family.event);
      port.off(family.event, entry.listener);
    };
  }

  port.on('connect', onConnect);
  port.on('connect_error', onConnectError);
  port.on('ready', onReady);
  port.on('disconnect', onDisconnect);
  for (const { event, listener } of frameListeners) port.on(event, listener);
  port.connect();

  function cancelRecovery(): void {
    recoveryRun += 1;
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  }

  return {
    events$: events.asObservable(),
    connection$: connection.asObservable(),
    status$: status.asObservable(),
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
    listen,
    reportStatus() {
      if (ready) port.emit('userStatus');
      else statusPending = true;
    },
    reconnect() {
      if (closed) return;
      cancelRecovery();
      refusals = 0;
      port.disconnect();
      port.connect();
    },
    stats: () => ({ ...counters }),
    close() {
      if (closed) return;
      cancelRecovery();
      closed = true;
      port.off('connect', onConnect);
      port.off('connect_error', onConnectError);
      port.off('ready', onReady);
      port.off('disconnect', onDisconnect);
      for (const { event, listener } of frameListeners) port.off(event, listener);
      for (const [event, { listener }] of scoped) port.off(event, listener);
      scoped.clear();
      port.disconnect();
      events.complete();
      connection.complete();
      status.complete();
    },
  };
}
