import {
  isSandboxEvent,
  ticketMoveType,
  type EventDraft,
  type SandboxEvent,
  type TicketMoveType,
  type TicketSource,
} from './db/events.ts';
import { idbLogStorage, type LogStorage } from './db/persistence.ts';
import { Store, type Committed } from './db/store.ts';
import type { ContactRow, MessageRow, TagRow, TicketRow, UserRow, WhatsappRow } from './db/rows.ts';
import { buildSeed, type SeedKind } from './seed/demo.seed.ts';
import { sampleMedia } from './seed/media.ts';
import { framesOf } from './socket/frames.ts';
import { SandboxSocketServer, type SocketIdentity } from './socket/server.ts';

export interface Session {
  userId: number;
  companyId: number;
  expiresAt: number;
}

export interface RequestRecord {
  method: string;
  path: string;
  search: string;
  status: number;
  at: number;
}

export interface FailRule {
  method: string;
  path: string;
  /** Only requests whose query string contains this (e.g. 'status=open'): one list among several on a path. */
  query?: string;
  status: number;
  error: string;
  /** Sent as the bare JSON string, not `{ error }`. */
  bare?: boolean;
}

/** The log's header in its storage: the log holds the events after the seed, which is rebuilt from these. */
const HEADER_KEY = 'header';
interface Header {
  version: 2;
  seed: SeedKind;
  seedAt: number;
}
function isHeader(value: unknown): value is Header {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version === 2 &&
    'seed' in value &&
    (value.seed === 'demo' || value.seed === 'empty') &&
    'seedAt' in value &&
    typeof value.seedAt === 'number'
  );
}

/** A thrown answer: handlers throw it, the route wrapper turns it into `{error}` with this status. */
export class HttpError {
  constructor(
    readonly status: number,
    readonly error: string,
    /** Answered as the bare JSON string instead of `{ error }` (some backend routes answer so). */
    readonly bare = false,
  ) {}
}
export function fail(status: number, error: string): never {
  throw new HttpError(status, error);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The highest WhatsApp ack (S1 §4.2: 4 or 5 read, in a distinct colour). */
const MAX_ACK = 5;

const AUTH_STORAGE_KEY = 'atende-sandbox:auth:v1';

interface PersistedAuth {
  version: 1;
  tokenSeq: number;
  jar: string | null;
  tokens: [string, Session][];
  refreshTokens: [string, { userId: number; companyId: number }][];
}

/** The refresh "cookie" of this tab (sessionStorage): see persistAuth. */
const JAR_STORAGE_KEY = 'atende-sandbox:jar:v1';

function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** This tab's entries, and the stored ones of other tabs (those this tab knew and no longer holds it revoked). */
function merged<V>(own: Map<string, V>, stored: [string, V][], known: Set<string>): [string, V][] {
  const out = new Map(own);
  for (const [k, v] of stored) if (!own.has(k) && !known.has(k)) out.set(k, v);
  return [...out.entries()];
}

function globalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * What the cross-tab link (mocks/cross-tab.ts) lends the core: the events this tab stored go to the other tabs, and
 * the commands that append run one tab at a time once another tab is open.
 */
export interface CrossTabHooks {
  /** The events this tab appended, once stored (the other tabs apply them and emit their frames). */
  post(events: readonly SandboxEvent[]): void;
  /** Runs `fn` while no other tab appends, after taking what they stored before; at once with no other tab. */
  exclusive<T>(fn: () => Promise<T> | T): Promise<T>;
  /** The log was reset here: the other tabs read it back. */
  reset(): void;
}

/** How `receive` took another tab's events. */
export type Received = 'applied' | 'gap' | 'conflict';

export interface CoreOptions {
  baseUrl: string;
  now: () => number;
  seed: SeedKind;
  accessTokenTtlMs: number;
  persistence: 'local' | 'none';
  /** Where the log persists with `persistence: 'local'`; default IndexedDB (idb-keyval). */
  storage?: LogStorage | undefined;
}

/**
 * The sandbox's runtime: the store (log + read models), sessions and the refresh-cookie jar, fault switches, the
 * request log, and the socket server. Commands live here so that HTTP handlers and the control API share them.
 */
export class SandboxCore {
  readonly store: Store;
  readonly sockets: SandboxSocketServer;
  readonly tokens = new Map<string, Session>();
  readonly refreshTokens = new Map<string, { userId: number; companyId: number }>();
  /** The refresh "cookie" as a browser would keep it; node has no cookie jar. */
  jar: string | null = null;
  latencyMs = 0;
  /** Fault switch: every write of the log to its storage waits this long first (a slow disk). */
  storageLatencyMs = 0;
  failures: FailRule[] = [];
  readonly requestLog: RequestRecord[] = [];
  private tokenSeq = 0;
  private seedAt = 0;
  private readonly storage: LogStorage | null;
  /** Storage writes, in order: each one starts when the previous one is done. */
  private writes: Promise<void> = Promise.resolve();
  /** Writes queued or running (while there are any, what goes out waits for them). */
  private pendingWrites = 0;
  /** Events committed but not yet handed to the storage (the next flush takes them all, one transaction). */
  private unwritten: SandboxEvent[] = [];
  /** What goes out once the events before it are stored: their frames, and socket controls queued behind them. */
  private outbox: (() => void)[] = [];
  private flushQueued = false;
  /** Frames derived so far (the bench counts an event's frames at its commit, before they go out). */
  framesCommitted = 0;
  /** Set by mocks/cross-tab.ts when the demo may run in several tabs of one browser. */
  crossTab: CrossTabHooks | null = null;
  /** Whether this tab runs the backend's own timers (the campaigns' queue): only one tab does (cross-tab.ts). */
  timersHere = true;

  constructor(readonly options: CoreOptions) {
    this.store = new Store(options.now);
    this.storage = options.persistence === 'local' ? (options.storage ?? idbLogStorage()) : null;
    this.sockets = new SandboxSocketServer({
      baseUrl: options.baseUrl,
      authenticate: (token) => this.socketIdentity(token),
      canJoinChatBox: (id, ticketId) => {
        const t = this.store.state.tables.tickets.get(ticketId);
        return (
          !!t &&
          t.companyId === id.companyId &&
          (t.userId === id.userId || id.profile === 'admin' || t.status === 'pending')
        );
      },
      onUserStatus: (id) => {
        void this.exclusive(() => {
          const u = this.store.state.tables.users.get(id.userId);
          if (u && !u.online) this.commit(u.companyId, [{ type: 'user.cameOnline', userId: u.id }]);
        });
      },
    });
  }

  get state() {
    return this.store.state;
  }

  now(): number {
    return this.options.now();
  }

  // ---------------------------------------------------------------- log, seed, persistence

  /**
   * Seeds at once (handlers answer from the start), then, with persistence, reads the stored log back: the same
   * seed rebuilt from its time plus every event stored after it. A header of another seed or version, or a gap
   * in the stored seqs, starts a fresh log.
   */
  async load(): Promise<void> {
    this.seedWith(this.now());
    const storage = this.storage;
    if (!storage) return;
    // The log lived in localStorage before it moved to IndexedDB.
    globalStorage()?.removeItem('atende-sandbox:v1');
    this.readAuth();
    const header = await storage.get(HEADER_KEY);
    if (isHeader(header) && header.seed === this.options.seed) {
      this.seedWith(header.seedAt);
      const seed = this.store.events();
      const saved = await storage.events();
      const events = saved.filter(isSandboxEvent);
      const contiguous =
        events.length === saved.length && events.every((e, i) => e.seq === seed.length + i + 1);
      if (contiguous) {
        this.store.load([...seed, ...events], seed.length);
        return;
      }
    }
    this.seedWith(this.now());
    await this.restartStorage();
  }

  reset(): Promise<void> {
    globalStorage()?.removeItem(AUTH_STORAGE_KEY);
    tabStorage()?.removeItem(JAR_STORAGE_KEY);
    this.tokens.clear();
    this.refreshTokens.clear();
    this.jar = null;
    this.failures = [];
    this.latencyMs = 0;
    this.storageLatencyMs = 0;
    this.sockets.faults.duplicate = false;
    this.sockets.faults.reorder = false;
    this.requestLog.length = 0;
    this.seedWith(this.now());
    const restarted = this.restartStorage();
    const link = this.crossTab;
    if (link) void restarted.then(() => link.reset());
    return restarted;
  }

  /**
   * Runs a command that appends while no other tab appends (cross-tab.ts), after taking what they stored: two tabs
   * never give two events one seq. At once when the demo runs in one tab.
   */
  exclusive<T>(fn: () => Promise<T> | T): Promise<T> {
    const link = this.crossTab;
    return link ? link.exclusive(fn) : new Promise<T>((resolve) => resolve(fn()));
  }

  /**
   * Events another tab appended and stored, applied here as if appended here: the read models move and this tab's
   * sockets get exactly the frames framesOf derives (behind the frames of this tab's own events still waiting for
   * the storage). One already here is skipped (no duplicate, whoever sent it twice). A seq past the next one is a
   * gap (the caller reads the storage); a different event under a seq held here is a conflict (the caller reads
   * the log back). Nothing is stored or posted again.
   */
  receive(events: readonly SandboxEvent[]): Received {
    for (const event of events) {
      const log = this.store.events();
      if (event.seq <= log.length) {
        const mine = log[event.seq - 1];
        if (mine && JSON.stringify(mine) === JSON.stringify(event)) continue;
        return 'conflict';
      }
      if (event.seq !== log.length + 1) return 'gap';
      const c = this.store.receive(event);
      const frames = framesOf(c.event, c.before, c.after);
      this.framesCommitted += frames.length;
      if (frames.length > 0)
        this.afterEmitted(() => {
          for (const frame of frames) this.sockets.broadcast(frame.rooms, frame.event, frame.payload);
        });
    }
    return 'applied';
  }

  /** Takes what other tabs stored after this tab's newest event (cross-tab.ts, before an exclusive command). */
  async catchUp(): Promise<Received> {
    const storage = this.storage;
    if (!storage) return 'applied';
    const saved = await storage.eventsAfter(this.store.events().length);
    const events = saved.filter(isSandboxEvent);
    return events.length > 0 ? this.receive(events) : 'applied';
  }

  /**
   * Reads the whole stored log back over the same seed (another tab reset it, or two tabs' events met under one
   * seq): the stored log wins. No frame is sent for the difference; the pages show it at their next read.
   */
  async reload(): Promise<void> {
    const storage = this.storage;
    if (!storage) return;
    await this.writes;
    const header = await storage.get(HEADER_KEY);
    if (!isHeader(header) || header.seed !== this.options.seed) return;
    this.seedWith(header.seedAt);
    const seed = this.store.events();
    const events = (await storage.events()).filter(isSandboxEvent);
    const contiguous = events.every((e, i) => e.seq === seed.length + i + 1);
    if (contiguous) this.store.load([...seed, ...events], seed.length);
  }

  /** Resolves when every event appended so far is in the storage (and its frames are out). */
  persisted(): Promise<void> {
    return this.writes;
  }

  /**
   * Runs `fn` once every frame committed so far is out: at once when nothing waits for the storage. Socket controls
   * (a raw frame, a drop, the fault switches) go through here, so they act in the order they were called relative
   * to the frames of the events before them, as they did when frames went out at the commit.
   */
  afterEmitted(fn: () => void): void {
    if (this.pendingWrites === 0) {
      fn();
      return;
    }
    this.outbox.push(fn);
    this.queueFlush();
  }

  private restartStorage(): Promise<void> {
    const storage = this.storage;
    if (!storage) return this.writes;
    const header: Header = { version: 2, seed: this.options.seed, seedAt: this.seedAt };
    return this.write(async () => {
      await storage.clear();
      await storage.set(HEADER_KEY, header);
    });
  }

  private write(job: () => Promise<void>): Promise<void> {
    this.pendingWrites += 1;
    // A failed write (quota, private mode) leaves the demo running in memory; later writes still run.
    this.writes = this.writes
      .then(job)
      .catch(() => undefined)
      .finally(() => {
        this.pendingWrites -= 1;
      });
    return this.writes;
  }

  /**
   * Queues one flush behind the writes already queued: it takes every event committed until it starts (one
   * transaction however many there are: a burst costs one write), waits until they are stored, then sends what
   * waited for them. A backend stores before it answers; a frame sent before its event is stored is lost by a
   * reload at that moment.
   */
  private queueFlush(): void {
    const storage = this.storage;
    if (!storage || this.flushQueued) return;
    this.flushQueued = true;
    void this.write(async () => {
      this.flushQueued = false;
      const events = this.unwritten;
      const outbox = this.outbox;
      this.unwritten = [];
      this.outbox = [];
      try {
        if (this.storageLatencyMs > 0) await delay(this.storageLatencyMs);
        if (events.length > 0) await storage.append(events);
      } finally {
        if (events.length > 0) this.crossTab?.post(events);
        // Stored, or the storage failed (quota, private mode): the demo goes on in memory either way. Each one goes
        // out in its own task, as a real socket's messages arrive: a burst stored in one transaction (the
        // campaigns' queue, 50 deliveries a second) reached the page as one long task. The write ends once the
        // last is out, so persisted() still means "stored and sent" and the next flush keeps the order.
        await sendApart(outbox);
      }
    });
  }

  private seedWith(at: number): void {
    this.seedAt = at;
    const fresh = new Store(() => at);
    for (const batch of buildSeed(this.options.seed, at)) fresh.append(batch.companyId, batch.drafts, at);
    this.store.load(fresh.events(), fresh.events().length);
  }

  /**
   * Sessions survive a reload of the demo as a browser's cookie jar and the backend's token store would: a
   * service-worker answer cannot set a real cookie, so the jar lives here (localStorage: small and synchronous,
   * unlike the log). Every tab of the demo answers its own requests, so each keeps its own refresh "cookie" in
   * sessionStorage (two tabs stay signed in as two users, each through its reloads; a new tab signs in anew, see
   * mocks/tab-session.ts), and the token store in localStorage is merged: a tab writes its own tokens and leaves
   * the other tabs' as they are.
   */
  persistAuth(): void {
    if (this.options.persistence !== 'local') return;
    const stored = this.storedAuth();
    for (const k of this.tokens.keys()) this.knownTokens.add(k);
    for (const k of this.refreshTokens.keys()) this.knownTokens.add(k);
    const data: PersistedAuth = {
      version: 1,
      tokenSeq: Math.max(this.tokenSeq, stored?.tokenSeq ?? 0),
      jar: this.jar,
      tokens: merged(this.tokens, stored?.tokens ?? [], this.knownTokens),
      refreshTokens: merged(this.refreshTokens, stored?.refreshTokens ?? [], this.knownTokens),
    };
    try {
      globalStorage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify(data));
      if (this.jar === null) tabStorage()?.removeItem(JAR_STORAGE_KEY);
      else tabStorage()?.setItem(JAR_STORAGE_KEY, this.jar);
    } catch {
      /* quota: sessions stay in memory */
    }
  }

  /**
   * Whether the refresh "cookie" is this tab's own (the demo: persisted, with a sessionStorage): the refresh reads
   * it and not the browser's cookie, which the last sign-in of any tab set: two tabs stay signed in as two users.
   */
  get tabJar(): boolean {
    return this.options.persistence === 'local' && tabStorage() !== undefined;
  }

  /** Tokens this tab has held (read, issued or written): one it no longer holds was revoked here. */
  private readonly knownTokens = new Set<string>();

  private storedAuth(): PersistedAuth | null {
    const raw = globalStorage()?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || !('version' in parsed) || parsed.version !== 1)
        return null;
      // Written by this module only.
      return parsed as PersistedAuth;
    } catch {
      return null; // corrupt: no sessions
    }
  }

  private readAuth(): void {
    const data = this.storedAuth();
    if (!data) return;
    this.tokenSeq = data.tokenSeq;
    const tab = tabStorage();
    this.jar = tab ? tab.getItem(JAR_STORAGE_KEY) : data.jar;
    for (const [k, v] of data.tokens) this.tokens.set(k, v);
    for (const [k, v] of data.refreshTokens) this.refreshTokens.set(k, v);
    for (const [k] of data.tokens) this.knownTokens.add(k);
    for (const [k] of data.refreshTokens) this.knownTokens.add(k);
  }

  /**
   * The one way state changes: the events go into the log, and the socket server broadcasts exactly the frames
   * framesOf derives from each of them. With persistence the frames go out only once the events are stored (the
   * router holds HTTP answers the same way), so whatever a page was shown survives its reload.
   */
  commit(companyId: number | null, drafts: readonly EventDraft[]): Committed[] {
    const out = this.store.append(companyId, drafts);
    if (out.length === 0) return out;
    // Frames are derived now, while `before` is the version just read (an old version costs a walk later).
    const frames = out.flatMap(({ event, before, after }) => framesOf(event, before, after));
    this.framesCommitted += frames.length;
    const send = () => {
      for (const frame of frames) this.sockets.broadcast(frame.rooms, frame.event, frame.payload);
    };
    if (!this.storage) {
      send();
      this.crossTab?.post(out.map((c) => c.event));
      return out;
    }
    for (const c of out) this.unwritten.push(c.event);
    if (frames.length > 0) this.outbox.push(send);
    this.queueFlush();
    return out;
  }

  // ---------------------------------------------------------------- sessions

  issueToken(user: UserRow): string {
    this.tokenSeq += 1;
    const token = `sbx-at-${user.id}-${this.tokenSeq}-${this.store.uuid(`at:${this.tokenSeq}:${this.now()}`).slice(0, 8)}`;
    this.tokens.set(token, {
      userId: user.id,
      companyId: user.companyId,
      expiresAt: this.now() + this.options.accessTokenTtlMs,
    });
    this.persistAuth();
    return token;
  }

  issueRefresh(user: UserRow): string {
    this.tokenSeq += 1;
    const token = `sbx-rt-${user.id}-${this.tokenSeq}-${this.store.uuid(`rt:${this.tokenSeq}:${this.now()}`).slice(0, 8)}`;
    this.refreshTokens.set(token, { userId: user.id, companyId: user.companyId });
    this.jar = token;
    this.persistAuth();
    return token;
  }

  session(token: string | null): Session | null {
    if (!token) return null;
    const s = this.tokens.get(token);
    if (!s || s.expiresAt <= this.now()) return null;
    return s;
  }

  expireTokens(): void {
    for (const [token, s] of this.tokens) this.tokens.set(token, { ...s, expiresAt: 0 });
    this.persistAuth();
  }

  private socketIdentity(token: string | null): SocketIdentity | null {
    const s = this.session(token);
    if (!s) return null;
    const u = this.state.tables.users.get(s.userId);
    if (!u) return null;
    return { userId: u.id, companyId: u.companyId, profile: u.profile, queueIds: u.queueIds };
  }

  user(id: number): UserRow | undefined {
    return this.state.tables.users.get(id);
  }

  // ---------------------------------------------------------------- commands shared by handlers and control

  ticket(id: number): TicketRow | undefined {
    return this.state.tables.tickets.get(id);
  }

  /**
   * Moves a ticket's status, owner, queue or connection; the event is named after the S1 command it amounts to.
   * updatedAt always moves.
   */
  moveTicket(
    t: TicketRow,
    patch: Partial<Pick<TicketRow, 'status' | 'userId' | 'queueId' | 'whatsappId' | 'unreadMessages'>>,
    source: TicketSource = 'update',
    /** The command it was, when the change alone does not say (a transfer to a user of a pending ticket). */
    type: TicketMoveType = ticketMoveType(t, { ...t, ...patch }),
  ): TicketRow {
    const next = { ...t, ...patch };
    this.commit(t.companyId, [
      {
        type,
        ticketId: t.id,
        status: next.status,
        userId: next.userId,
        queueId: next.queueId,
        whatsappId: next.whatsappId,
        ...(patch.unreadMessages !== undefined ? { unreadMessages: patch.unreadMessages } : {}),
        updatedAt: this.store.iso(),
        source,
      },
    ]);
    return this.ticket(t.id) ?? t;
  }

  defaultWhatsapp(companyId: number): WhatsappRow | undefined {
    const list = [...this.state.tables.whatsapps.values()].filter((w) => w.companyId === companyId);
    return list.find((w) => w.isDefault) ?? list[0];
  }

  /** Creates a message on a ticket; the projection moves the ticket (lastMessage, updatedAt, unread). */
  addMessage(
    t: TicketRow,
    input: {
      body: string;
      fromMe: boolean;
      mediaType?: string;
      mediaUrl?: string | null;
      quotedMsgId?: string | null;
    },
  ): MessageRow {
    const at = this.store.iso();
    const row: MessageRow = {
      id: this.store.nextMessageId(),
      companyId: t.companyId,
      ticketId: t.id,
      contactId: t.contactId,
      body: input.body,
      mediaType: input.mediaType ?? 'conversation',
      mediaUrl: input.mediaUrl ?? null,
      fromMe: input.fromMe,
      isDeleted: false,
      isEdited: false,
      ack: input.fromMe ? 1 : 0,
      read: input.fromMe,
      quotedMsgId: input.quotedMsgId ?? null,
      createdAt: at,
      updatedAt: at,
    };
    this.commit(t.companyId, [{ type: 'message.created', message: row }]);
    return row;
  }

  /** A contact writes in (control API): finds or creates the contact and its ticket, then adds the message. */
  incomingMessage(input: {
    contactNumber?: string;
    ticketId?: number;
    body: string;
    mediaType?: string;
    companyId?: number;
  }): {
    ticket: TicketRow;
    message: MessageRow;
  } {
    let ticket: TicketRow | undefined;
    if (input.ticketId !== undefined) {
      ticket = this.ticket(input.ticketId);
      if (!ticket) throw new Error(`incomingMessage: no ticket ${input.ticketId}`);
    } else {
      const companyId = input.companyId ?? 1;
      const number = (input.contactNumber ?? '').replace(/\D/g, '');
      if (!number) throw new Error('incomingMessage: contactNumber or ticketId is required');
      let contact = [...this.state.tables.contacts.values()].find(
        (c) => c.companyId === companyId && c.number === number,
      );
      if (!contact) {
        const at = this.store.iso();
        const row: ContactRow = {
          id: this.store.nextId('contacts'),
          companyId,
          name: number,
          number,
          email: '',
          profilePicUrl: '',
          isGroup: false,
          extraInfo: [],
          createdAt: at,
          updatedAt: at,
        };
        this.commit(companyId, [{ type: 'contact.created', contact: row }]);
        contact = row;
      }
      const wa = this.defaultWhatsapp(companyId);
      const whatsappId = wa ? wa.id : null;
      const contactId = contact.id;
      const existing = [...this.state.tables.tickets.values()].find(
        (t) => t.companyId === companyId && t.contactId === contactId && t.whatsappId === whatsappId,
      );
      if (existing && existing.status !== 'closed') {
        ticket = existing;
      } else if (existing) {
        // One row per contact and connection: a closed ticket comes back as pending, same id.
        ticket = this.moveTicket(existing, { status: 'pending', userId: null, unreadMessages: 0 });
      } else {
        const at = this.store.iso();
        const id = this.store.nextId('tickets');
        const row: TicketRow = {
          id,
          uuid: this.store.uuid(`ticket:${companyId}:${id}`),
          companyId,
          status: 'pending',
          unreadMessages: 0,
          lastMessage: '',
          isGroup: false,
          userId: null,
          contactId,
          whatsappId,
          queueId: null,
          chatbot: false,
          createdAt: at,
          updatedAt: at,
        };
        this.commit(companyId, [{ type: 'ticket.created', ticket: row, source: 'incoming' }]);
        ticket = row;
      }
    }
    const mediaType = input.mediaType ?? 'conversation';
    // Any WhatsApp type: a served sample file where the type has one; the body is the caption (empty: the
    // sample's), except where the body is the content itself (a vCard, a location's parts).
    const sample = sampleMedia(mediaType);
    const bodyIsContent =
      mediaType === 'vcard' || mediaType === 'location' || mediaType === 'locationMessage';
    const body = sample && (bodyIsContent || input.body === '') ? sample.body : input.body;
    const message = this.addMessage(ticket, {
      body,
      fromMe: false,
      mediaType,
      mediaUrl: sample && sample.mediaUrl !== '' ? sample.mediaUrl : null,
    });
    return { ticket: this.ticket(ticket.id) ?? ticket, message };
  }

  /** A contact deletes one of their messages on WhatsApp (control API): it stays in the list, marked deleted. */
  revokeMessage(messageId: string): MessageRow {
    const m = this.state.tables.messages.get(messageId);
    if (!m) throw new Error(`revokeMessage: no message ${messageId}`);
    if (m.fromMe) throw new Error(`revokeMessage: message ${messageId} is not the contact's`);
    if (!m.isDeleted)
      this.commit(m.companyId, [{ type: 'message.revoked', messageId, updatedAt: this.store.iso() }]);
    return this.state.tables.messages.get(messageId) ?? m;
  }

  /**
   * WhatsApp reports the next delivery step of an own message (control API): `ack` (1–5) or one step further.
   * An ack never goes back, as on WhatsApp.
   */
  advanceAck(messageId: string, ack?: number): MessageRow {
    const m = this.state.tables.messages.get(messageId);
    if (!m) throw new Error(`advanceAck: no message ${messageId}`);
    if (!m.fromMe) throw new Error(`advanceAck: message ${messageId} is not an own message`);
    const next = Math.min(MAX_ACK, Math.max(m.ack, ack ?? m.ack + 1));
    if (next !== m.ack)
      this.commit(m.companyId, [
        { type: 'message.acked', messageId, ack: next, updatedAt: this.store.iso() },
      ]);
    return this.state.tables.messages.get(messageId) ?? m;
  }

  /**
   * Another staff member transfers a ticket to `userId` (control API), as PUT /tickets/:id {queueId, userId,
   * status:'open'} does: open, owned by that user, in `queueId` (default: where it is). The frames are a transfer's:
   * `delete` to the old rooms, then `update`.
   */
  transferTicket(ticketId: number, userId: number, queueId?: number | null): TicketRow {
    const t = this.ticket(ticketId);
    if (!t) throw new Error(`transferTicket: no ticket ${ticketId}`);
    const u = this.user(userId);
    if (!u || u.companyId !== t.companyId)
      throw new Error(`transferTicket: no user ${userId} in the ticket's company`);
    return this.moveTicket(
      t,
      { status: 'open', userId, queueId: queueId === undefined ? t.queueId : queueId },
      'update',
      'ticket.transferred',
    );
  }

  /**
   * PUT /tags/:id's write (also the control API's updateTag): the fields given change, updatedAt only if one did
   * (Sequelize saves nothing otherwise); the `update` frame goes out either way, as TagController emits it.
   */
  updateTag(t: TagRow, patch: { name?: string; color?: string; kanban?: number }): TagRow {
    const changes: { name?: string; color?: string; kanban?: number; updatedAt?: string } = {};
    if (patch.name !== undefined && patch.name !== t.name) changes.name = patch.name;
    if (patch.color !== undefined && patch.color !== t.color) changes.color = patch.color;
    if (patch.kanban !== undefined && patch.kanban !== t.kanban) changes.kanban = patch.kanban;
    if (Object.keys(changes).length > 0) changes.updatedAt = this.store.iso();
    this.commit(t.companyId, [{ type: 'tag.updated', tagId: t.id, changes }]);
    return this.state.tables.tags.get(t.id) ?? t;
  }

  /** DELETE /tags/:id's write (also the control API's deleteTag): the tag leaves every ticket too. */
  deleteTag(t: TagRow): void {
    this.commit(t.companyId, [{ type: 'tag.deleted', tagId: t.id }]);
  }

  setConnectionStatus(id: number, status: string, qrcode?: string): WhatsappRow {
    const w = this.state.tables.whatsapps.get(id);
    if (!w) throw new Error(`setConnectionStatus: no connection ${id}`);
    this.commit(w.companyId, [
      {
        type: 'whatsapp.statusChanged',
        whatsappId: id,
        status,
        qrcode: qrcode ?? (status === 'qrcode' ? w.qrcode || 'sandbox-qrcode' : ''),
        retries: status === 'qrcode' ? w.retries : 0,
        updatedAt: this.store.iso(),
      },
    ]);
    return this.state.tables.whatsapps.get(id) ?? w;
  }

  /** A sign-in of this user (a login, or the control API as if on another computer). */
  signedIn(u: UserRow): void {
    this.commit(u.companyId, [{ type: 'user.signedIn', userId: u.id }]);
  }

  dispose(): void {
    this.sockets.close();
  }
}

/** Asks for `run` in a task of its own: a message on a channel (no timer clamping); a timer where there is none. */
function nextTask(run: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(0);
}

/**
 * Runs the first function now and each next one in a task of its own, in order; resolves once the last has run. A
 * throw is logged and does not stop the ones after it.
 */
export function sendApart(
  sends: readonly (() => void)[],
  later: (run: () => void) => void = nextTask,
): Promise<void> {
  return new Promise((resolve) => {
    let next = 0;
    const run = () => {
      const send = sends[next];
      next += 1;
      try {
        send?.();
      } catch (error) {
        // One failed send (a socket gone) does not hold back the ones after it.
        console.error('[sandbox] a frame could not be sent', error);
      }
      if (next < sends.length) later(run);
      else resolve();
    };
    if (sends.length === 0) resolve();
    else run();
  });
}
