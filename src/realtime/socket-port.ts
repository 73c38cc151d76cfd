import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';

/** S1 §7: ping timeout and interval of 18 s (server-side settings; the reference frontend passes them too). */
export const PING_MS = 18_000;

export type SocketQuery = Record<string, string>;
export type SocketListener = (...args: unknown[]) => void;
export type SocketTransports = NonNullable<ManagerOptions['transports']>;

/**
 * The part of a socket.io `Socket` that the realtime layer uses. The real one wraps socket.io-client; tests
 * give an EventEmitter-like fake. Reserved events used: `connect`, `disconnect` (reason), plus every server event.
 */
export interface SocketPort {
  readonly connected: boolean;
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
}

export type SocketPortFactory = (options: SocketPortOptions) => SocketPort;

/** The real port: one socket.io-client socket, created without connecting. */
export const createSocketPort: SocketPortFactory = (options) => {
  const ioOptions: Partial<ManagerOptions & SocketOptions> & { pingTimeout: number; pingInterval: number } = {
    transports: options.transports ?? ['websocket'],
    query: options.query(),
    reconnection: true,
    autoConnect: false,
    pingTimeout: PING_MS,
    pingInterval: PING_MS,
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
    on: (event, listener) => void socket.on(event, listener),
    off: (event, listener) => void socket.off(event, listener),
    emit: (event, ...args) => void socket.emit(event, ...args),
    connect: () => {
      // After "io server disconnect" the manager closed its engine, so connect() opens a new one with this query.
      socket.io.opts.query = options.query();
      socket.connect();
    },
    disconnect: () => void socket.disconnect(),
  };
};
