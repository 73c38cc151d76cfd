import { Server, type Client } from 'mock-socket';
import { wireText } from './wire-text.ts';

/** Who a socket belongs to, resolved from the handshake token. */
export interface SocketIdentity {
  userId: number;
  companyId: number;
  profile: 'admin' | 'user';
  queueIds: readonly number[];
}

export interface SocketServerOptions {
  /** Absolute API base; the socket lives at its origin, path /socket.io/. */
  baseUrl: string;
  /** Resolves the handshake token; null means bad or expired (accept, then disconnect). */
  authenticate: (token: string | null) => SocketIdentity | null;
  /** May a socket of this user follow this ticket's chat box? */
  canJoinChatBox: (identity: SocketIdentity, ticketId: number) => boolean;
  onUserStatus?: (identity: SocketIdentity) => void;
  pingIntervalMs?: number;
}

interface Connection {
  client: Client;
  sid: string;
  identity: SocketIdentity | null;
  connected: boolean;
  rooms: Set<string>;
  counters: Map<string, number>;
  ping: ReturnType<typeof setInterval> | undefined;
  /** With the `reorder` fault: the frame waiting to be sent after the next one. */
  held?: { frame: string; timer: ReturnType<typeof setTimeout> } | undefined;
}

export interface BroadcastFrame {
  rooms: string[];
  event: string;
  payload: unknown;
}

/** Fault switches of the event stream (ARCHITECTURE: duplicate and out-of-order events). */
export interface EventFaults {
  /** Every event frame is sent twice. */
  duplicate: boolean;
  /** Event frames are delivered in swapped pairs: each one after the next (or alone after 200 ms). */
  reorder: boolean;
}

const ENGINE_OPEN = '0';
const ENGINE_CLOSE = '1';
const ENGINE_PING = '2';
const ENGINE_PONG = '3';
const ENGINE_MESSAGE = '4';

export function socketUrlOf(baseUrl: string): string {
  const origin = new URL(baseUrl).origin;
  return `${origin.replace(/^http/, 'ws')}/socket.io/`;
}

/**
 * A socket.io v4 server (Engine.IO v4 / Socket.IO v5 wire protocol) on top of mock-socket, with the reference
 * backend's rooms: `company-{cid}-mainchannel` and `user-{uid}` on connect; joinTickets(status) →
 * `company-{cid}-{status}` for admins, `queue-{qid}-pending` for users (other statuses: only their user room);
 * joinNotification → `company-{cid}-notification` or `queue-{qid}-notification`; joinChatBox(id) → room `{id}`.
 * Joins are counted per socket.
 */
export class SandboxSocketServer {
  private readonly server: Server;
  private readonly connections = new Set<Connection>();
  private refuseUntil = 0;
  private refuseTimer: ReturnType<typeof setTimeout> | undefined;
  private sidSeq = 0;
  private readonly pingIntervalMs: number;
  readonly url: string;

  constructor(private readonly options: SocketServerOptions) {
    this.url = socketUrlOf(options.baseUrl);
    this.pingIntervalMs = options.pingIntervalMs ?? 18_000;
    // verifyClient takes no arguments in mock-socket: the drop window is a flag of the server.
    this.server = new Server(this.url, { mock: false, verifyClient: () => Date.now() >= this.refuseUntil });
    this.server.on('connection', (client) => this.onConnection(client));
  }

  private onConnection(client: Client): void {
    this.sidSeq += 1;
    const conn: Connection = {
      client,
      sid: `sbx${String(this.sidSeq).padStart(17, '0')}`,
      identity: null,
      connected: false,
      rooms: new Set(),
      counters: new Map(),
      ping: undefined,
    };
    this.connections.add(conn);
    const query = new URL(client.url).searchParams;
    conn.identity = this.options.authenticate(query.get('token'));
    client.send(
      ENGINE_OPEN +
        JSON.stringify({
          sid: conn.sid,
          upgrades: [],
          pingInterval: this.pingIntervalMs,
          pingTimeout: 18_000,
          maxPayload: 1_000_000,
        }),
    );
    conn.ping = setInterval(() => this.send(conn, ENGINE_PING), this.pingIntervalMs);
    unref(conn.ping);
    client.on('message', (data) => {
      if (typeof data === 'string') this.onFrame(conn, data);
    });
    client.on('close', () => this.forget(conn));
  }

  private forget(conn: Connection): void {
    if (conn.ping) clearInterval(conn.ping);
    conn.connected = false;
    conn.rooms.clear();
    this.connections.delete(conn);
  }

  private send(conn: Connection, frame: string): void {
    try {
      conn.client.send(frame);
    } catch {
      this.forget(conn);
    }
  }

  private onFrame(conn: Connection, frame: string): void {
    const type = frame.charAt(0);
    if (type === ENGINE_PING) return this.send(conn, ENGINE_PONG + frame.slice(1));
    if (type === ENGINE_PONG) return;
    if (type === ENGINE_CLOSE) return this.forget(conn);
    if (type !== ENGINE_MESSAGE) return;
    const packet = frame.slice(1);
    const kind = packet.charAt(0);
    if (kind === '0') {
      // CONNECT to namespace "/": answer with the socket id, then either `ready` or a server disconnect.
      this.send(conn, `40${JSON.stringify({ sid: conn.sid })}`);
      if (!conn.identity) {
        this.send(conn, '41');
        conn.connected = false;
        return;
      }
      conn.connected = true;
      const { companyId, userId } = conn.identity;
      conn.rooms.add(`company-${companyId}-mainchannel`);
      conn.rooms.add(`user-${userId}`);
      this.send(conn, `42${JSON.stringify(['ready'])}`);
      return;
    }
    if (kind === '1') {
      conn.connected = false;
      conn.rooms.clear();
      return;
    }
    if (kind === '2') {
      const match = /^2(\d*)(\[.*)$/s.exec(packet);
      if (!match) return;
      let args: unknown;
      try {
        args = JSON.parse(match[2] ?? '');
      } catch {
        return;
      }
      if (!Array.isArray(args) || typeof args[0] !== 'string') return;
      const ackId = match[1];
      this.onEvent(conn, args[0], args[1]);
      if (ackId) this.send(conn, `43${ackId}[]`);
    }
  }

  private count(conn: Connection, key: string, delta: 1 | -1): number {
    const n = Math.max(0, (conn.counters.get(key) ?? 0) + delta);
    conn.counters.set(key, n);
    return n;
  }

  private onEvent(conn: Connection, name: string, arg: unknown): void {
    const id = conn.identity;
    if (!id || !conn.connected) return;
    const admin = id.profile === 'admin';
    switch (name) {
      case 'joinChatBox':
      case 'leaveChatBox': {
        const ticketId = Number(arg);
        if (!Number.isInteger(ticketId) || ticketId <= 0) return;
        if (name === 'joinChatBox') {
          if (this.options.canJoinChatBox(id, ticketId) && this.count(conn, `ticket-${ticketId}`, 1) === 1)
            conn.rooms.add(String(ticketId));
        } else if (this.count(conn, `ticket-${ticketId}`, -1) === 0) conn.rooms.delete(String(ticketId));
        return;
      }
      case 'joinNotification':
      case 'leaveNotification': {
        const joining = name === 'joinNotification';
        const n = this.count(conn, 'notification', joining ? 1 : -1);
        if ((joining && n !== 1) || (!joining && n !== 0)) return;
        const rooms = admin
          ? [`company-${id.companyId}-notification`]
          : id.queueIds.map((q) => `queue-${q}-notification`);
        for (const r of rooms) {
          if (joining) conn.rooms.add(r);
          else conn.rooms.delete(r);
        }
        return;
      }
      case 'joinTickets':
      case 'leaveTickets': {
        if (typeof arg !== 'string') return;
        const joining = name === 'joinTickets';
        const n = this.count(conn, `status-${arg}`, joining ? 1 : -1);
        if ((joining && n !== 1) || (!joining && n !== 0)) return;
        const rooms = admin
          ? [`company-${id.companyId}-${arg}`]
          : arg === 'pending'
            ? id.queueIds.map((q) => `queue-${q}-pending`)
            : [];
        for (const r of rooms) {
          if (joining) conn.rooms.add(r);
          else conn.rooms.delete(r);
        }
        return;
      }
      case 'userStatus':
        this.options.onUserStatus?.(id);
        return;
      default:
        return;
    }
  }

  readonly faults: EventFaults = { duplicate: false, reorder: false };

  private readonly taps = new Set<(frame: BroadcastFrame) => void>();

  /** Hears every broadcast, whoever is connected (tests compare them with framesOf over the log). */
  tap(listener: (frame: BroadcastFrame) => void): () => void {
    this.taps.add(listener);
    return () => this.taps.delete(listener);
  }

  /** Sends `event` once (unless a fault says otherwise) to every connected socket in at least one of `rooms`. */
  broadcast(rooms: readonly string[], event: string, payload: unknown): void {
    for (const listener of this.taps) listener({ rooms: [...rooms], event, payload });
    const frame = `42${wireText(event, payload)}`;
    for (const conn of [...this.connections]) {
      if (conn.connected && rooms.some((r) => conn.rooms.has(r))) this.deliver(conn, frame);
    }
  }

  private deliver(conn: Connection, frame: string): void {
    const copies = this.faults.duplicate ? 2 : 1;
    if (!this.faults.reorder) {
      for (let i = 0; i < copies; i++) this.send(conn, frame);
      return;
    }
    const held = conn.held;
    if (!held) {
      const timer = setTimeout(() => {
        conn.held = undefined;
        if (conn.connected) for (let i = 0; i < copies; i++) this.send(conn, frame);
      }, 200);
      conn.held = { frame, timer };
      return;
    }
    clearTimeout(held.timer);
    conn.held = undefined;
    for (let i = 0; i < copies; i++) this.send(conn, frame);
    for (let i = 0; i < copies; i++) this.send(conn, held.frame);
  }

  /** A raw event frame to every connected socket, whatever its rooms. */
  emitRaw(event: string, payload: unknown): void {
    const frame = `42${JSON.stringify(payload === undefined ? [event] : [event, payload])}`;
    for (const conn of [...this.connections]) if (conn.connected) this.send(conn, frame);
  }

  /** Closes every socket as a lost transport (the client reconnects) and refuses connects for `ms`. */
  drop(ms: number): void {
    this.refuseUntil = Date.now() + ms;
    if (this.refuseTimer) clearTimeout(this.refuseTimer);
    this.refuseTimer = setTimeout(() => (this.refuseTimer = undefined), ms);
    unref(this.refuseTimer);
    for (const conn of [...this.connections]) {
      this.forget(conn);
      conn.client.close({ code: 1006, reason: 'sandbox drop', wasClean: false });
    }
  }

  /** Closes every socket for a user (e.g. after its token expired): server disconnect `41`. */
  disconnectAll(): void {
    for (const conn of [...this.connections]) {
      this.send(conn, '41');
      conn.connected = false;
      conn.rooms.clear();
    }
  }

  connectedCount(): number {
    return [...this.connections].filter((c) => c.connected).length;
  }

  /** The rooms of each connected socket (for tests and the panel). */
  rooms(): string[][] {
    return [...this.connections].filter((c) => c.connected).map((c) => [...c.rooms].sort());
  }

  close(): void {
    for (const conn of [...this.connections]) this.forget(conn);
    if (this.refuseTimer) clearTimeout(this.refuseTimer);
    this.server.stop();
  }
}

function unref(timer: unknown): void {
  if (typeof timer === 'object' && timer !== null && 'unref' in timer && typeof timer.unref === 'function') {
    (timer as { unref: () => void }).unref();
  }
}
