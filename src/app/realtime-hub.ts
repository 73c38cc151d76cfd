import { BehaviorSubject, EMPTY, Observable, switchMap } from 'rxjs';
import type { DomainEvent, Realtime, RealtimeOptions, RoomJoin } from '../realtime/index.ts';

export interface RealtimeHubOptions {
  url: string;
  transports?: unknown[];
  getToken: () => string | null;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * Owns the one socket of the session. socket.io-client is loaded on the first sign-in, so /login stays small.
 * Screens subscribe to `events$` / `connection$` before the socket exists; joins are remembered and replayed.
 */
export class RealtimeHub {
  private readonly current = new BehaviorSubject<Realtime | null>(null);
  private key: string | null = null;
  private readonly joins = new Map<number, { room: RoomJoin; leave: (() => void) | null }>();
  private nextJoin = 1;

  readonly events$: Observable<DomainEvent> = this.current.pipe(switchMap((rt) => (rt ? rt.events$ : EMPTY)));
  readonly connection$ = this.current.pipe(switchMap((rt) => (rt ? rt.connection$ : EMPTY)));

  constructor(private readonly options: RealtimeHubOptions) {}

  get realtime(): Realtime | null {
    return this.current.value;
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
    for (const entry of this.joins.values()) entry.leave = rt.join(entry.room);
    this.current.next(rt);
  }

  stop(): void {
    this.key = null;
    const rt = this.current.value;
    for (const entry of this.joins.values()) entry.leave = null;
    if (rt) {
      this.current.next(null);
      rt.close();
    }
  }

  /** Joins a room now or as soon as the socket exists; the returned function leaves it. */
  join(room: RoomJoin): () => void {
    const id = this.nextJoin++;
    const entry = { room, leave: this.current.value ? this.current.value.join(room) : null };
    this.joins.set(id, entry);
    return () => {
      entry.leave?.();
      this.joins.delete(id);
    };
  }

  reportStatus(): void {
    this.current.value?.reportStatus();
  }

  reconnect(): void {
    this.current.value?.reconnect();
  }
}
