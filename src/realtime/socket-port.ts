import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { Decoder, Encoder } from 'socket.io-parser';

/** S1 §7: ping timeout and interval of 18 s (server-side settings; the reference frontend passes them too). */
export const PING_MS = 18_000;

export type SocketQuery = Record<string, string>;
export type SocketListener = (...args: unknown[]) => void;
export type SocketTransports = NonNullable<ManagerOptions['transports']>;

/**
 * The part of a socket.io `Socket` that the realtime layer uses. The real one wraps socket.io-client; tests
 * give an EventEmitter-like fake. Reserved events used: `connect`, `connect_error` (error), `disconnect`
 * (reason), plus every server event.
 */
export interface SocketPort {
  readonly connected: boolean;
  /**
   * False once the server refused the handshake (`connect_error` with a CONNECT_ERROR packet) or disconnected
   * the socket: socket.io will not retry by itself, only `connect()` does.
   */
  readonly active: boolean;
  on(event: string, listener: SocketListener): void;
  off(event: string, listener: SocketListener): void;
  emit(event: string, ...args: unknown[]): void;
  /** Opens (or re-opens) the connection with the query computed now (the token lives in the query). */
  connect(): void;
  disconnect(): void;
}

export interface SocketPortOptions {
  url: string;
  transports?: SocketTransports;
  /** Read on every (re)connect attempt, so a refreshed token is used. */
  query: () => SocketQuery;
  /**
   * An event frame socket.io-client cannot read (a name it reserves, such as `connect` or `disconnect`, or no
   * name at all) was dropped instead of closing the connection. `name` is the frame's event name when it has
   * one (cut to 100 characters); the payload is never handed on.
   */
  onUnreadableFrame?: (name: string | null) => void;
}

export type SocketPortFactory = (options: SocketPortOptions) => SocketPort;

const MAX_NAME = 100;

/**
 * The event name of an engine message that is a socket.io EVENT packet (`2`, optional `/nsp,`, optional ack
 * id, then the JSON array), or undefined when it is some other packet.
 */
export function eventPacketName(packet: string): string | null | undefined {
  const match = /^2(?:\/[^,]*,)?\d*(.*)$/s.exec(packet);
  if (match === null) return undefined;
  let args: unknown;
  try {
    args = JSON.parse(match[1] ?? '');
  } catch {
    return null;
  }
  if (!Array.isArray(args)) return null;
  const name: unknown = args[0];
  // Copied character by character: a slice of a large string may keep the whole string alive in V8.
  return typeof name === 'string' ? [...name.slice(0, MAX_NAME)].join('') : null;
}

/**
 * socket.io-parser refuses an EVENT whose name is reserved (or which has no name) by throwing, and the manager
 * answers any decoding error by closing the connection ("parse error") and reconnecting: one such frame from
 * the server would drop every live update and the joins with it. This decoder drops only that frame.
 */
function guardedParser(onUnreadable: (name: string | null) => void) {
  class GuardedDecoder extends Decoder {
    override add(chunk: unknown): void {
      try {
        super.add(chunk);
      } catch (error) {
        const name = typeof chunk === 'string' ? eventPacketName(chunk) : undefined;
        if (name === undefined) throw error;
        onUnreadable(name);
      }
    }
  }
  return { Encoder, Decoder: GuardedDecoder };
}

/** The real port: one socket.io-client socket, created without connecting. */
export const createSocketPort: SocketPortFactory = (options) => {
  const ioOptions: Partial<ManagerOptions & SocketOptions> & { pingTimeout: number; pingInterval: number } = {
    transports: options.transports ?? ['websocket'],
    query: options.query(),
    reconnection: true,
    autoConnect: false,
    pingTimeout: PING_MS,
    pingInterval: PING_MS,
    parser: guardedParser(options.onUnreadableFrame ?? (() => undefined)),
  };
  const socket = io(options.url, ioOptions);
  // The manager re-opens the engine with `opts.query`: refresh it before each automatic attempt.
  socket.io.on('reconnect_attempt', () => {
    socket.io.opts.query = options.query();
  });
  return {
    get connected() {
      return socket.connected;
    },
    get active() {
      return socket.active;
    },
    on: (event, listener) => void socket.on(event, listener),
    off: (event, listener) => void socket.off(event, listener),
    emit: (event, ...args) => void socket.emit(event, ...args),
    connect: () => {
      // After a refused handshake or "io server disconnect" the manager closed its engine (no active socket
      // left), so connect() opens a new engine, whose handshake carries this query.
      socket.io.opts.query = options.query();
      socket.connect();
    },
    disconnect: () => void socket.disconnect(),
  };
};
