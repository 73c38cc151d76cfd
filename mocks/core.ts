import type { EventDraft, SandboxEvent } from './db/events.ts';
import { Store } from './db/store.ts';
import type { ContactRow, MessageRow, TicketRow, UserRow, WhatsappRow } from './db/rows.ts';
import {
  contactView,
  messageView,
  sessionView,
  ticketView,
  whatsappView,
  type JsonObject,
} from './db/views.ts';
import { buildSeed, type SeedKind } from './seed/demo.seed.ts';
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
  status: number;
  error: string;
}

const STORAGE_KEY = 'atende-sandbox:v1';

interface Persisted {
  version: 1;
  seed: SeedKind;
  seedAt: number;
  events: SandboxEvent[];
}

/** A thrown answer: handlers throw it, the route wrapper turns it into `{error}` with this status. */
export class HttpError {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {}
}
export function fail(status: number, error: string): never {
  throw new HttpError(status, error);
}

const AUTH_STORAGE_KEY = 'atende-sandbox:auth:v1';

interface PersistedAuth {
  version: 1;
  tokenSeq: number;
  jar: string | null;
  tokens: [string, Session][];
  refreshTokens: [string, { userId: number; companyId: number }][];
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export interface CoreOptions {
  baseUrl: string;
  now: () => number;
  seed: SeedKind;
  accessTokenTtlMs: number;
  persistence: 'local' | 'none';
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
  failures: FailRule[] = [];
  readonly requestLog: RequestRecord[] = [];
  private tokenSeq = 0;
  private seedAt = 0;

  constructor(readonly options: CoreOptions) {
    this.store = new Store(options.now);
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
        const u = this.store.state.tables.users.get(id.userId);
        if (u && !u.online)
          this.append(u.companyId, [{ type: 'updated', entity: 'users', id: u.id, patch: { online: true } }]);
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

  load(): void {
    if (this.options.persistence === 'local') this.readAuth();
    const saved = this.options.persistence === 'local' ? this.readPersisted() : null;
    if (saved && saved.seed === this.options.seed) {
      this.seedWith(saved.seedAt);
      const seedLength = this.store.events().length;
      this.store.load([...this.store.events(), ...saved.events], seedLength);
    } else {
      this.seedWith(this.now());
    }
  }

  reset(): void {
    storage()?.removeItem(STORAGE_KEY);
    storage()?.removeItem(AUTH_STORAGE_KEY);
    this.tokens.clear();
    this.refreshTokens.clear();
    this.jar = null;
    this.failures = [];
    this.latencyMs = 0;
    this.sockets.faults.duplicate = false;
    this.sockets.faults.reorder = false;
    this.requestLog.length = 0;
    this.seedWith(this.now());
  }

  private seedWith(at: number): void {
    this.seedAt = at;
    const fresh = new Store(() => at);
    for (const batch of buildSeed(this.options.seed, at)) fresh.append(batch.companyId, batch.drafts, at);
    this.store.load(fresh.events(), fresh.events().length);
  }

  private readPersisted(): Persisted | null {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && 'version' in parsed && parsed.version === 1) {
        // Written by this module only; a foreign or corrupt value falls back to a fresh seed.
        return parsed as Persisted;
      }
    } catch {
      /* corrupt: reseed */
    }
    return null;
  }

  private persist(): void {
    if (this.options.persistence !== 'local') return;
    const data: Persisted = {
      version: 1,
      seed: this.options.seed,
      seedAt: this.seedAt,
      events: this.store.events().slice(this.store.seedLength),
    };
    try {
      storage()?.setItem(STORAGE_KEY, JSON.stringify(data));
    } catch {
      /* quota: the demo keeps running in memory */
    }
  }

  /**
   * Sessions survive a reload of the demo as a browser's cookie jar and the backend's token store would: a
   * service-worker answer cannot set a real cookie, so the jar lives here.
   */
  persistAuth(): void {
    if (this.options.persistence !== 'local') return;
    const data: PersistedAuth = {
      version: 1,
      tokenSeq: this.tokenSeq,
      jar: this.jar,
      tokens: [...this.tokens.entries()],
      refreshTokens: [...this.refreshTokens.entries()],
    };
    try {
      storage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify(data));
    } catch {
      /* quota: sessions stay in memory */
    }
  }

  private readAuth(): void {
    const raw = storage()?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || !('version' in parsed) || parsed.version !== 1)
        return;
      // Written by this module only.
      const data = parsed as PersistedAuth;
      this.tokenSeq = data.tokenSeq;
      this.jar = data.jar;
      for (const [k, v] of data.tokens) this.tokens.set(k, v);
      for (const [k, v] of data.refreshTokens) this.refreshTokens.set(k, v);
    } catch {
      /* corrupt: no sessions */
    }
  }

  append(companyId: number | null, drafts: readonly EventDraft[]): SandboxEvent[] {
    const out = this.store.append(companyId, drafts);
    this.persist();
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

  // ---------------------------------------------------------------- socket emission

  private ticketRooms(t: TicketRow): string[] {
    const cid = t.companyId;
    const rooms = [`company-${cid}-${t.status}`, `company-${cid}-notification`, String(t.id)];
    if (t.queueId !== null) rooms.push(`queue-${t.queueId}-${t.status}`, `queue-${t.queueId}-notification`);
    if (t.userId !== null) rooms.push(`user-${t.userId}`);
    return rooms;
  }

  /** CONTRACT: a status or owner change sends `delete` (to the old rooms) then `update`. */
  emitTicket(t: TicketRow, old?: TicketRow): void {
    const event = `company-${t.companyId}-ticket`;
    const rooms = this.ticketRooms(t);
    if (old && (old.status !== t.status || old.userId !== t.userId)) {
      const oldRooms = [`company-${old.companyId}-${old.status}`, String(old.id)];
      if (old.queueId !== null)
        oldRooms.push(`queue-${old.queueId}-${old.status}`, `queue-${old.queueId}-notification`);
      if (old.userId !== null) oldRooms.push(`user-${old.userId}`);
      this.sockets.broadcast(oldRooms, event, { action: 'delete', ticketId: t.id });
      if (old.userId !== null) rooms.push(`user-${old.userId}`);
    }
    this.sockets.broadcast(rooms, event, { action: 'update', ticket: ticketView(this.state, t) });
  }

  emitTicketDeleted(t: TicketRow): void {
    this.sockets.broadcast(this.ticketRooms(t), `company-${t.companyId}-ticket`, {
      action: 'delete',
      ticketId: t.id,
    });
  }

  emitUnread(t: TicketRow): void {
    this.sockets.broadcast(this.ticketRooms(t), `company-${t.companyId}-ticket`, {
      action: 'updateUnread',
      ticketId: t.id,
    });
  }

  emitMessage(action: 'create' | 'update', m: MessageRow): void {
    const t = this.state.tables.tickets.get(m.ticketId);
    if (!t) return;
    const payload: JsonObject =
      action === 'create'
        ? {
            action,
            message: messageView(this.state, m),
            ticket: ticketView(this.state, t),
            contact: this.contactJson(t.contactId),
          }
        : { action, message: messageView(this.state, m) };
    this.sockets.broadcast(this.ticketRooms(t), `company-${t.companyId}-appMessage`, payload);
  }

  private contactJson(id: number): JsonObject {
    const c = this.state.tables.contacts.get(id);
    return c ? contactView(c) : { id, name: '' };
  }

  emitContact(action: 'create' | 'update', c: ContactRow): void {
    this.sockets.broadcast([`company-${c.companyId}-mainchannel`], `company-${c.companyId}-contact`, {
      action,
      contact: contactView(c),
    });
  }

  emitWhatsapp(w: WhatsappRow, session: boolean): void {
    const rooms = [`company-${w.companyId}-mainchannel`];
    this.sockets.broadcast(rooms, `company-${w.companyId}-whatsapp`, {
      action: 'update',
      whatsapp: whatsappView(this.state, w),
    });
    if (session) {
      const payload = { action: 'update', session: sessionView(w) };
      this.sockets.broadcast(rooms, `company-${w.companyId}-whatsappSession`, payload);
      this.sockets.broadcast(rooms, 'whatsappSession', payload);
    }
  }

  emitAuth(u: UserRow): void {
    this.sockets.broadcast([`company-${u.companyId}-mainchannel`], `company-${u.companyId}-auth`, {
      action: 'update',
      user: { id: u.id },
    });
  }

  emitCompany(companyId: number, event: string, payload: JsonObject): void {
    this.sockets.broadcast([`company-${companyId}-mainchannel`], event, payload);
  }

  // ---------------------------------------------------------------- commands shared by handlers and control

  ticket(id: number): TicketRow | undefined {
    return this.state.tables.tickets.get(id);
  }

  /** Patches a ticket and emits its socket events. `touch` moves updatedAt (a read does not). */
  updateTicket(t: TicketRow, patch: Partial<TicketRow>, touch = true): TicketRow {
    const full: Partial<TicketRow> = touch ? { ...patch, updatedAt: this.store.iso() } : patch;
    this.append(t.companyId, [{ type: 'updated', entity: 'tickets', id: t.id, patch: full }]);
    const next = this.ticket(t.id) ?? t;
    this.emitTicket(next, t);
    return next;
  }

  defaultWhatsapp(companyId: number): WhatsappRow | undefined {
    const list = [...this.state.tables.whatsapps.values()].filter((w) => w.companyId === companyId);
    return list.find((w) => w.isDefault) ?? list[0];
  }

  /** Creates a message on a ticket, moves the ticket (lastMessage, updatedAt, unread) and emits both. */
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
    const patch: Partial<TicketRow> = {
      lastMessage: input.body || input.mediaType || '',
      updatedAt: at,
      unreadMessages: input.fromMe ? t.unreadMessages : t.unreadMessages + 1,
    };
    this.append(t.companyId, [
      { type: 'created', entity: 'messages', row },
      { type: 'updated', entity: 'tickets', id: t.id, patch },
    ]);
    this.emitMessage('create', row);
    const next = this.ticket(t.id) ?? t;
    this.emitTicket(next, t);
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
        this.append(companyId, [{ type: 'created', entity: 'contacts', row }]);
        contact = row;
        this.emitContact('create', row);
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
        const patch: Partial<TicketRow> = {
          status: 'pending',
          userId: null,
          unreadMessages: 0,
          updatedAt: this.store.iso(),
        };
        this.append(companyId, [{ type: 'updated', entity: 'tickets', id: existing.id, patch }]);
        ticket = this.ticket(existing.id) ?? existing;
        this.emitTicket(ticket, existing);
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
        this.append(companyId, [{ type: 'created', entity: 'tickets', row }]);
        ticket = row;
      }
    }
    const mediaType = input.mediaType ?? 'conversation';
    const message = this.addMessage(ticket, { body: input.body, fromMe: false, mediaType, mediaUrl: null });
    return { ticket: this.ticket(ticket.id) ?? ticket, message };
  }

  setConnectionStatus(id: number, status: string, qrcode?: string): WhatsappRow {
    const w = this.state.tables.whatsapps.get(id);
    if (!w) throw new Error(`setConnectionStatus: no connection ${id}`);
    const patch: Partial<WhatsappRow> = {
      status,
      qrcode: qrcode ?? (status === 'qrcode' ? w.qrcode || 'sandbox-qrcode' : ''),
      retries: status === 'qrcode' ? w.retries : 0,
      updatedAt: this.store.iso(),
    };
    this.append(w.companyId, [{ type: 'updated', entity: 'whatsapps', id, patch }]);
    const next = this.state.tables.whatsapps.get(id) ?? w;
    this.emitWhatsapp(next, true);
    return next;
  }

  dispose(): void {
    this.sockets.close();
  }
}
