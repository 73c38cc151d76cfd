import type {
  ConnectionSignal,
  DomainEvent,
  Realtime,
  RealtimeOptions,
  RealtimeStatus,
  RoomJoin,
} from '../realtime/index.ts';

export interface RealtimeHubOptions {
  url: string;
  transports?: unknown[];
  getToken: () => string | null;
  /** The API client's single-flight refresh, used when the server refuses or disconnects the socket. */
  refreshToken?: () => Promise<unknown>;
  log?: (message: string, detail?: unknown) => void;
  /** The clock of the status times. */
  now?: () => number;
}

type Listener<T> = (value: T) => void;

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<K extends DomainEventType> = Extract<DomainEvent, { type: K }>;

/**
 * `ticketId` matches ticket.updated (ticket.id), ticket.deleted and ticket.unreadReset (ticketId), message.created
 * and message.updated (message.ticketId); `contactId` matches contact.updated and contact.deleted.
 */
export interface EventFilter {
  ticketId?: number;
  contactId?: number;
}

function ticketIdOf(event: DomainEvent): number | undefined {
  switch (event.type) {
    case 'server.ticket.updated':
      return event.ticket.id;
    case 'server.ticket.deleted':
    case 'server.ticket.unreadReset':
      return event.ticketId;
    case 'server.message.created':
    case 'server.message.updated':
      return event.message.ticketId;
    default:
      return undefined;
  }
}

function contactIdOf(event: DomainEvent): number | undefined {
  switch (event.type) {
    case 'server.contact.updated':
      return event.contact.id;
    case 'server.contact.deleted':
      return event.contactId;
    default:
      return undefined;
  }
}

const TICKET_SCOPED: ReadonlySet<DomainEventType> = new Set<DomainEventType>([
  'server.ticket.updated',
  'server.ticket.deleted',
  'server.ticket.unreadReset',
  'server.message.created',
  'server.message.updated',
]);
const CONTACT_SCOPED: ReadonlySet<DomainEventType> = new Set<DomainEventType>([
  'server.contact.updated',
  'server.contact.deleted',
]);

function isOfType<K extends DomainEventType>(event: DomainEvent, type: K): event is DomainEventOf<K> {
  return event.type === type;
}

/** The listeners of one event type: unfiltered, and indexed by the id they filter on. */
interface Bucket {
  all: Set<Listener<DomainEvent>>;
  byTicket: Map<number, Set<Listener<DomainEvent>>>;
  byContact: Map<number, Set<Listener<DomainEvent>>>;
}

function addTo<K>(
  map: Map<K, Set<Listener<DomainEvent>>>,
  key: K,
  listener: Listener<DomainEvent>,
): () => void {
  const set = map.get(key) ?? new Set();
  set.add(listener);
  map.set(key, set);
  return () => {
    set.delete(listener);
    // An open conversation per ticket comes and goes: keep the index as small as what is listening.
    if (set.size === 0 && map.get(key) === set) map.delete(key);
  };
}

const IDLE: RealtimeStatus = { state: 'idle', downSince: null, lastLiveAt: null };

/**
 * Owns the one socket of the session. socket.io-client and RxJS are loaded with the first sign-in (a dynamic
 * import), so /login stays small; screens subscribe here before the socket exists, and joins (and a userStatus
 * report) are remembered and replayed on the socket once it is there.
 */
export class RealtimeHub {
  private current: Realtime | null = null;
  private key: string | null = null;
  private readonly joins = new Map<number, { room: RoomJoin; leave: (() => void) | null }>();
  private nextJoin = 1;
  private readonly eventListeners = new Set<Listener<DomainEvent>>();
  private readonly buckets = new Map<DomainEventType, Bucket>();
  private readonly connectionListeners = new Set<Listener<ConnectionSignal>>();
  private readonly statusListeners = new Set<Listener<RealtimeStatus>>();
  private currentStatus: RealtimeStatus = IDLE;
  private statusWanted = false;
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

  /**
   * The events of one type, optionally only those of one ticket or contact (see EventFilter). Filtered listeners
   * are indexed by id, so an event reaches only its own listeners however many conversations listen. A filter
   * key that the type does not carry throws: it would otherwise hear nothing, or everything.
   */
  on<K extends DomainEventType>(
    type: K,
    listener: (event: DomainEventOf<K>) => void,
    filter?: EventFilter,
  ): () => void {
    if (filter?.ticketId !== undefined && !TICKET_SCOPED.has(type))
      throw new Error(`RealtimeHub.on: ${type} cannot be filtered by ticketId`);
    if (filter?.contactId !== undefined && !CONTACT_SCOPED.has(type))
      throw new Error(`RealtimeHub.on: ${type} cannot be filtered by contactId`);
    const wrapped: Listener<DomainEvent> = (event) => {
      if (isOfType(event, type)) listener(event);
    };
    let bucket = this.buckets.get(type);
    if (bucket === undefined) {
      bucket = { all: new Set(), byTicket: new Map(), byContact: new Map() };
      this.buckets.set(type, bucket);
    }
    if (filter?.ticketId !== undefined) return addTo(bucket.byTicket, filter.ticketId, wrapped);
    if (filter?.contactId !== undefined) return addTo(bucket.byContact, filter.contactId, wrapped);
    const all = bucket.all;
    all.add(wrapped);
    return () => all.delete(wrapped);
  }

  /** 'connection.lost' / 'connection.restored' of the current socket. */
  onConnection(listener: Listener<ConnectionSignal>): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  /** The connection's facts for a banner; the same object until something changes. */
  status(): RealtimeStatus {
    return this.currentStatus;
  }

  onStatus(listener: Listener<RealtimeStatus>): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  async start(user: { companyId: number; userId: number }): Promise<void> {
    const key = `${user.companyId}:${user.userId}`;
    if (this.key === key) return;
    this.teardown();
    this.key = key;
    this.setStatus({ state: 'connecting', downSince: null, lastLiveAt: null });
    const { createRealtime } = await import('../realtime/index.ts');
    if (this.key !== key) return; // signed out while loading
    const opts: RealtimeOptions = {
      url: this.options.url,
      getToken: this.options.getToken,
      companyId: user.companyId,
      userId: user.userId,
      ...(this.options.transports ? { transports: this.options.transports } : {}),
      ...(this.options.refreshToken ? { refreshToken: this.options.refreshToken } : {}),
      ...(this.options.log ? { log: this.options.log } : {}),
      ...(this.options.now ? { now: this.options.now } : {}),
    };
    const rt = createRealtime(opts);
    this.subscriptions = [
      rt.events$.subscribe((event) => this.dispatch(event)),
      rt.connection$.subscribe((signal) => this.connectionListeners.forEach((l) => l(signal))),
      rt.status$.subscribe((status) => this.setStatus(status)),
    ];
    for (const entry of this.joins.values()) entry.leave = rt.join(entry.room);
    if (this.statusWanted) {
      this.statusWanted = false;
      rt.reportStatus();
    }
    this.current = rt;
  }

  /** Closes the socket of the session (sign-out); a userStatus report still waiting is forgotten. */
  stop(): void {
    this.statusWanted = false;
    this.teardown();
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

  /** Emits userStatus now, or once the socket exists (the session reports as it signs in, before the import). */
  reportStatus(): void {
    if (this.current) this.current.reportStatus();
    else this.statusWanted = true;
  }

  reconnect(): void {
    this.current?.reconnect();
  }

  private teardown(): void {
    this.key = null;
    const rt = this.current;
    for (const entry of this.joins.values()) entry.leave = null;
    this.subscriptions.forEach((s) => s.unsubscribe());
    this.subscriptions = [];
    if (rt) {
      this.current = null;
      rt.close();
    }
    this.setStatus(IDLE);
  }

  private dispatch(event: DomainEvent): void {
    this.eventListeners.forEach((l) => l(event));
    const bucket = this.buckets.get(event.type);
    if (bucket === undefined) return;
    bucket.all.forEach((l) => l(event));
    const ticketId = ticketIdOf(event);
    if (ticketId !== undefined) bucket.byTicket.get(ticketId)?.forEach((l) => l(event));
    const contactId = contactIdOf(event);
    if (contactId !== undefined) bucket.byContact.get(contactId)?.forEach((l) => l(event));
  }

  private setStatus(next: RealtimeStatus): void {
    const current = this.currentStatus;
    if (
      current.state === next.state &&
      current.downSince === next.downSince &&
      current.lastLiveAt === next.lastLiveAt
    )
      return;
    this.currentStatus = next;
    this.statusListeners.forEach((l) => l(next));
  }
}
