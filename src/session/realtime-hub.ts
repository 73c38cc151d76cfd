import type {
  ConnectionSignal,
  DomainEvent,
  EntityName,
  Realtime,
  RealtimeOptions,
  RealtimeStatus,
  RoomJoin,
  ScopedChannel,
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
  /** When received frames are handed on (RealtimeOptions.schedule); by default those within COALESCE_MS together (coalesce). */
  schedule?: (flush: () => void) => void;
}

type Listener<T> = (value: T) => void;

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<K extends DomainEventType> = Extract<DomainEvent, { type: K }>;

/**
 * `ticketId` matches ticket.updated (ticket.id), ticket.deleted and ticket.unreadReset (ticketId), message.created
 * and message.updated (message.ticketId); `contactId` matches contact.updated and contact.deleted.
 * The S2/S3 entity events (`server.<entity>.created | updated | deleted`):
 * - `id` matches the record's id (record.id, or the deleted id): one record, e.g. the one an edit dialog shows;
 * - `listId` matches contactListItem events of one list (record.contactListId, the reload's listId). A deleted
 *   item's frame names no list, nor does a reload heard on the channel of every list: those reach every list's
 *   listeners (removing an id a list does not hold changes nothing; a reload refetches);
 * - `chatId` matches chat events of one chat (record.id, the deleted id) and chatMessage.created (record.chatId).
 */
export interface EventFilter {
  ticketId?: number;
  contactId?: number;
  id?: number;
  listId?: number;
  chatId?: number;
}

type FilterKey = keyof EventFilter;
const FILTER_KEYS: readonly FilterKey[] = ['ticketId', 'contactId', 'id', 'listId', 'chatId'];
/** An event that names no value for a filter key it is scoped by: it reaches every listener of that key. */
const EVERY = 'every';

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

/** The record id of an entity event (`record` or `id`); undefined for the events of other shapes. */
function recordIdOf(event: DomainEvent): number | undefined {
  if (!ENTITY_EVENT_TYPES.has(event.type)) return undefined;
  if ('record' in event && 'id' in event.record) return event.record.id;
  return 'id' in event ? event.id : undefined;
}

function listIdOf(event: DomainEvent): number | typeof EVERY | undefined {
  switch (event.type) {
    case 'server.contactListItem.created':
    case 'server.contactListItem.updated':
      return event.record.contactListId ?? undefined;
    case 'server.contactListItem.reloaded':
      return event.listId ?? EVERY;
    case 'server.contactListItem.deleted':
      return EVERY;
    default:
      return undefined;
  }
}

function chatIdOf(event: DomainEvent): number | undefined {
  switch (event.type) {
    case 'server.chat.created':
    case 'server.chat.updated':
      return event.record.id;
    case 'server.chat.deleted':
      return event.id;
    case 'server.chatMessage.created':
      return event.record.chatId;
    default:
      return undefined;
  }
}

const ENTITY_ACTIONS = ['created', 'updated', 'deleted'] as const;
const ENTITY_NAMES = [
  'announcement',
  'campaign',
  'chat',
  'contactList',
  'contactListItem',
  'help',
  'queue',
  'quickMessage',
  'schedule',
  'tag',
  'user',
] as const satisfies readonly EntityName[];
const ENTITY_EVENT_TYPES: ReadonlySet<DomainEventType> = new Set<DomainEventType>(
  ENTITY_NAMES.flatMap((entity) => ENTITY_ACTIONS.map((action) => `server.${entity}.${action}` as const)),
);

/** Which event types each filter key can select, and the value an event carries for it. */
const SCOPES: Record<
  FilterKey,
  { types: ReadonlySet<DomainEventType>; of: (event: DomainEvent) => number | typeof EVERY | undefined }
> = {
  ticketId: {
    types: new Set<DomainEventType>([
      'server.ticket.updated',
      'server.ticket.deleted',
      'server.ticket.unreadReset',
      'server.message.created',
      'server.message.updated',
    ]),
    of: ticketIdOf,
  },
  contactId: {
    types: new Set<DomainEventType>(['server.contact.updated', 'server.contact.deleted']),
    of: contactIdOf,
  },
  id: { types: ENTITY_EVENT_TYPES, of: recordIdOf },
  listId: {
    types: new Set<DomainEventType>([
      'server.contactListItem.created',
      'server.contactListItem.updated',
      'server.contactListItem.deleted',
      'server.contactListItem.reloaded',
    ]),
    of: listIdOf,
  },
  chatId: {
    types: new Set<DomainEventType>([
      'server.chat.created',
      'server.chat.updated',
      'server.chat.deleted',
      'server.chatMessage.created',
    ]),
    of: chatIdOf,
  },
};

function isOfType<K extends DomainEventType>(event: DomainEvent, type: K): event is DomainEventOf<K> {
  return event.type === type;
}

/** The listeners of one event type: unfiltered, and per filter key indexed by the id they filter on. */
interface Bucket {
  all: Set<Listener<DomainEvent>>;
  by: Record<FilterKey, Map<number, Set<Listener<DomainEvent>>>>;
}

function newBucket(): Bucket {
  return {
    all: new Set(),
    by: { ticketId: new Map(), contactId: new Map(), id: new Map(), listId: new Map(), chatId: new Map() },
  };
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
  private readonly listens = new Map<number, { channel: ScopedChannel; release: (() => void) | null }>();
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
   * The events of one type, optionally only those of one ticket, contact, record, list or chat (see EventFilter).
   * Filtered listeners are indexed by id, so an event reaches only its own listeners however many conversations
   * listen. A filter key that the type does not carry throws: it would otherwise hear nothing, or everything. One
   * key per filter.
   */
  on<K extends DomainEventType>(
    type: K,
    listener: (event: DomainEventOf<K>) => void,
    filter?: EventFilter,
  ): () => void {
    const keys = FILTER_KEYS.filter((key) => filter?.[key] !== undefined);
    if (keys.length > 1) throw new Error(`RealtimeHub.on: one filter key at a time (${keys.join(', ')})`);
    for (const key of keys)
      if (!SCOPES[key].types.has(type))
        throw new Error(`RealtimeHub.on: ${type} cannot be filtered by ${key}`);
    const wrapped: Listener<DomainEvent> = (event) => {
      if (isOfType(event, type)) listener(event);
    };
    let bucket = this.buckets.get(type);
    if (bucket === undefined) {
      bucket = newBucket();
      this.buckets.set(type, bucket);
    }
    const key = keys[0];
    const value = key === undefined ? undefined : filter?.[key];
    if (key !== undefined && value !== undefined) return addTo(bucket.by[key], value, wrapped);
    const all = bucket.all;
    all.add(wrapped);
    return () => all.delete(wrapped);
  }

  /**
   * Hears a per-id channel (`-ContactListItem-{listId}`, `-chat-{chatId}`) now or as soon as the socket exists,
   * until the returned function is called. Its events come through `on` and `onEvent` like every other.
   */
  listen(channel: ScopedChannel): () => void {
    const id = this.nextJoin++;
    const entry = { channel, release: this.current ? this.current.listen(channel) : null };
    this.listens.set(id, entry);
    return () => {
      entry.release?.();
      entry.release = null;
      this.listens.delete(id);
    };
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
    const { createRealtime, coalesce } = await import('../realtime/index.ts');
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
      schedule: this.options.schedule ?? coalesce,
    };
    const rt = createRealtime(opts);
    this.subscriptions = [
      rt.events$.subscribe((event) => this.dispatch(event)),
      rt.connection$.subscribe((signal) => this.connectionListeners.forEach((l) => l(signal))),
      rt.status$.subscribe((status) => this.setStatus(status)),
    ];
    for (const entry of this.joins.values()) entry.leave = rt.join(entry.room);
    for (const entry of this.listens.values()) entry.release = rt.listen(entry.channel);
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
    for (const entry of this.listens.values()) entry.release = null;
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
    for (const key of FILTER_KEYS) {
      const index = bucket.by[key];
      if (index.size === 0) continue;
      const value = SCOPES[key].of(event);
      if (value === EVERY) [...index.values()].forEach((set) => set.forEach((l) => l(event)));
      else if (value !== undefined) index.get(value)?.forEach((l) => l(event));
    }
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
