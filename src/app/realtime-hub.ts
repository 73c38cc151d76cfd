import type {
  ConnectionSignal,
  DomainEvent,
  Realtime,
  RealtimeOptions,
  RoomJoin,
} from '../realtime/index.ts';

export interface RealtimeHubOptions {
  url: string;
  transports?: unknown[];
  getToken: () => string | null;
  log?: (message: string, detail?: unknown) => void;
}

type Listener<T> = (value: T) => void;

/**
 * Owns the one socket of the session. socket.io-client and RxJS are loaded with the first sign-in (a dynamic
 * import), so /login stays small; screens subscribe here before the socket exists, and joins are remembered and
 * replayed on the socket once it is there.
 */
export class RealtimeHub {
  private current: Realtime | null = null;
  private key: string | null = null;
  private readonly joins = new Map<number, { room: RoomJoin; leave: (() => void) | null }>();
  private nextJoin = 1;
  private readonly eventListeners = new Set<Listener<DomainEvent>>();
  private readonly connectionListeners = new Set<Listener<ConnectionSignal>>();
  private subscriptions: { unsubscribe(): void }[] = [];

  constructor(private readonly options: RealtimeHubOptions) {}

  get realtime(): Realtime | null {
    return this.current;
  }

  /** Every domain event of the current socket; returns the unsubscribe function. */
  onEvent(listener: Listener<DomainEvent>): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** 'connection.lost' / 'connection.restored' of the current socket. */
  onConnection(listener: Listener<ConnectionSignal>): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  async start(user: { companyId: number; userId: number }): Promise<void> {
    const key = `${user.companyId}:${user.userId}`;
    if (this.key === key) return;
    this.stop();
    this.key = key;
    const { createRealtime } = await import('../realtime/index.ts');
    if (this.key !== key) return; // signed out while loading
    const opts: RealtimeOptions = {
      url: this.options.url,
      getToken: this.options.getToken,
      companyId: user.companyId,
      userId: user.userId,
      ...(this.options.transports ? { transports: this.options.transports } : {}),
      ...(this.options.log ? { log: this.options.log } : {}),
    };
    const rt = createRealtime(opts);
    this.subscriptions = [
      rt.events$.subscribe((event) => this.eventListeners.forEach((l) => l(event))),
      rt.connection$.subscribe((signal) => this.connectionListeners.forEach((l) => l(signal))),
    ];
    for (const entry of this.joins.values()) entry.leave = rt.join(entry.room);
    this.current = rt;
  }

  stop(): void {
    this.key = null;
    const rt = this.current;
    for (const entry of this.joins.values()) entry.leave = null;
    this.subscriptions.forEach((s) => s.unsubscribe());
    this.subscriptions = [];
    if (rt) {
      this.current = null;
      rt.close();
    }
  }

  /** Joins a room now or as soon as the socket exists; the returned function leaves it. */
  join(room: RoomJoin): () => void {
    const id = this.nextJoin++;
    const entry = { room, leave: this.current ? this.current.join(room) : null };
    this.joins.set(id, entry);
    return () => {
      entry.leave?.();
      this.joins.delete(id);
    };
  }

  reportStatus(): void {
    this.current?.reportStatus();
  }

  reconnect(): void {
    this.current?.reconnect();
  }
}
