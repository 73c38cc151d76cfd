/**
 * Bulk controls for the benchmark (scripts/bench): many tickets, long conversations, a steady stream of events.
 *
 * Seeding writes through the log like every other change, but as one `rows.imported` event per table: a row at a
 * time would copy the table once per row (the projection is immutable) and send a frame per row, which is neither
 * what the bench measures nor what a backend does when data already exists. The stream, on the contrary, goes
 * through the ordinary commands (a contact writes in, a ticket is returned or accepted), so every event is the
 * frames a real backend would send.
 */
import type { SandboxCore } from './core.ts';
import { messageIdFrom, prng } from './db/ids.ts';
import type {
  CampaignRow,
  ContactListItemRow,
  ContactListRow,
  ContactRow,
  MessageRow,
  TagRow,
  TicketRow,
  TicketStatusValue,
  UserRow,
} from './db/rows.ts';

export interface SeedTicketsInput {
  /** How many tickets (each with a contact of its own). */
  count: number;
  /** The owner: the tickets are in this user's company, open and assigned to them (their 'Atendendo' list). */
  userId: number;
}

export interface SeedTicketsResult {
  /** Ids of the new tickets, newest first (as the list shows them). */
  ticketIds: number[];
  /** seq of the log's last event after the seeding. */
  seq: number;
}

export interface SeedConversationInput {
  /** How many messages, alternating contact and user, one a minute, the newest now. */
  messages: number;
  /** The owner: an open ticket of this user's company, assigned to them. */
  userId: number;
}

export interface SeedConversationResult {
  ticketId: number;
  uuid: string;
  messageCount: number;
  firstMessageId: string;
  lastMessageId: string;
  seq: number;
}

export interface StreamInput {
  /** Events per second. */
  perSecond: number;
  /** How long the stream runs. */
  seconds: number;
  /** Whose tickets: messages go into this user's open tickets, status changes return one or accept it back. */
  userId: number;
  /** Share of status changes among the events (0–1, default 0.1); the rest are messages coming in. */
  statusShare?: number;
  /**
   * Only these tickets (those of them open and the user's at the start): a fixed set keeps the list's length
   * constant, so memory that grows is not the list taking in more tickets. Default: all of the user's open tickets.
   */
  ticketIds?: readonly number[];
  /** The random choices are repeatable (default 1). */
  seed?: number;
  /** Told of each event as soon as its frames are on the wire (with persistence: once it is stored). */
  onEvent?: (event: StreamEvent) => void;
}

export interface StreamEvent {
  /** 1, 2, ... in the order emitted. */
  n: number;
  kind: 'message' | 'status';
  ticketId: number;
  /** seq of the event in the log. */
  seq: number;
  /** For a message: its id and body; the body carries `[bench n]`, which the ticket row then shows. */
  messageId?: string;
  body?: string;
  /** For a status change: the status it moved to. */
  status?: TicketStatusValue;
  /** performance.now() when its frames were broadcast (with persistence: after the storage took it). */
  at: number;
  /**
   * performance.now() when it was due by the rate: later than `at` when the page was too busy to take it on
   * time (a socket would have queued its frame meanwhile), so latency from here counts that queue too.
   */
  dueAt: number;
  /** ms the sandbox spent on it (log, projection, frames; without persistence the broadcast too). */
  costMs: number;
  /** Frames broadcast for it. */
  frames: number;
}

export interface StreamSummary {
  emitted: number;
  messages: number;
  statusChanges: number;
  frames: number;
  /** ms from start to the last event (or the stop). */
  durationMs: number;
  /** Sandbox time per event, mean and max (ms). */
  meanCostMs: number;
  maxCostMs: number;
  /** True when stopped before every event was emitted. */
  stopped: boolean;
}

export interface StreamHandle {
  /** Every event emitted so far, oldest first (the same objects onEvent got). */
  readonly events: readonly StreamEvent[];
  /** Resolves when the last event is out, or at stop(). */
  readonly done: Promise<StreamSummary>;
  stop(): StreamSummary;
}

export interface BulkControl {
  /** Seeds `count` tickets (and their contacts) in one batch: two log events, no socket frame. */
  seedTickets(input: SeedTicketsInput): SeedTicketsResult;
  /** Seeds one open ticket with `messages` messages in one batch: three log events, no socket frame. */
  seedConversation(input: SeedConversationInput): SeedConversationResult;
  /** Seeds `count` tags in the user's company in one batch (the tags page at 10,000 rows): one log event. */
  seedTags(input: { count: number; userId: number }): { tagIds: number[] };
  /** Seeds `count` users (profile user, password 123456) in the user's company in one batch (the users page at 5,000 rows). */
  seedUsers(input: { count: number; userId: number }): { userIds: number[] };
  /**
   * Seeds a contact list of `contacts` valid numbers and an INATIVA campaign on it (the default connection) in one
   * batch, no frame: `startCampaign` then takes it (the campaign report at 5,000 contacts).
   */
  seedCampaign(input: { contacts: number; userId: number }): { campaignId: number; contactListId: number };
  /**
   * A steady stream: `perSecond` events a second for `seconds` seconds, through the sandbox's ordinary commands
   * (so each one is the frames a backend sends): messages coming into random open tickets of the user, and
   * status changes (an open ticket returned to pending, a returned one accepted back).
   */
  stream(input: StreamInput): StreamHandle;
}

function owner(core: SandboxCore, userId: number): UserRow {
  const u = core.user(userId);
  if (!u) throw new Error(`bulk: no user ${userId}`);
  return u;
}

/** The queues the user's lists show: theirs, else every queue of the company (an admin without any). */
function queuesOf(core: SandboxCore, u: UserRow): (number | null)[] {
  if (u.queueIds.length > 0) return u.queueIds;
  const all = [...core.state.tables.queues.values()].filter((q) => q.companyId === u.companyId);
  return all.length > 0 ? all.map((q) => q.id) : [null];
}

function contactRow(id: number, companyId: number, name: string, number: string, at: string): ContactRow {
  return {
    id,
    companyId,
    name,
    number,
    email: '',
    profilePicUrl: '',
    isGroup: false,
    extraInfo: [],
    createdAt: at,
    updatedAt: at,
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function createBulkControl(core: SandboxCore): BulkControl {
  const store = core.store;

  function seedTickets({ count, userId }: SeedTicketsInput): SeedTicketsResult {
    const u = owner(core, userId);
    const queues = queuesOf(core, u);
    const whatsappId = core.defaultWhatsapp(u.companyId)?.id ?? null;
    const now = store.tick();
    const firstContact = store.nextId('contacts');
    const firstTicket = store.nextId('tickets');
    const contacts: ContactRow[] = [];
    const tickets: TicketRow[] = [];
    for (let i = 0; i < count; i++) {
      // The first row is the newest: a second apart, all before anything the stream adds.
      const at = new Date(now - (i + 1) * 1000).toISOString();
      const contactId = firstContact + i;
      const id = firstTicket + i;
      contacts.push(
        contactRow(contactId, u.companyId, `Bench ${pad(i + 1, 5)}`, `5599${pad(contactId, 9)}`, at),
      );
      tickets.push({
        id,
        uuid: store.uuid(`ticket:${u.companyId}:${id}`),
        companyId: u.companyId,
        status: 'open',
        unreadMessages: 0,
        lastMessage: `Bench message ${i + 1}`,
        isGroup: false,
        userId: u.id,
        contactId,
        whatsappId,
        queueId: queues[i % queues.length] ?? null,
        chatbot: false,
        createdAt: at,
        updatedAt: at,
      });
    }
    const out = core.commit(u.companyId, [
      { type: 'rows.imported', entity: 'contacts', rows: contacts },
      { type: 'rows.imported', entity: 'tickets', rows: tickets },
    ]);
    return { ticketIds: tickets.map((t) => t.id), seq: out.at(-1)?.event.seq ?? store.events().length };
  }

  function seedConversation({ messages, userId }: SeedConversationInput): SeedConversationResult {
    if (messages < 1) throw new Error('seedConversation: at least one message');
    const u = owner(core, userId);
    const now = store.tick();
    const at = new Date(now).toISOString();
    const contactId = store.nextId('contacts');
    const id = store.nextId('tickets');
    const firstSeq = core.state.messageSeq + 1;
    const rows: MessageRow[] = [];
    for (let i = 0; i < messages; i++) {
      // One a minute, the newest now: 50,000 messages span about 35 days, so day separators show.
      const created = new Date(now - (messages - 1 - i) * 60_000).toISOString();
      const fromMe = i % 2 === 1;
      rows.push({
        id: messageIdFrom(firstSeq + i),
        companyId: u.companyId,
        ticketId: id,
        contactId,
        body: `Message ${i + 1} of ${messages}${i % 7 === 0 ? '\nwith a second line' : ''}`,
        mediaType: 'conversation',
        mediaUrl: null,
        fromMe,
        isDeleted: false,
        isEdited: false,
        ack: fromMe ? 3 : 0,
        // Read, so that opening it does not mark tens of thousands of messages read one event at a time.
        read: true,
        quotedMsgId: null,
        createdAt: created,
        updatedAt: created,
      });
    }
    const last = rows[rows.length - 1];
    const first = rows[0];
    if (!last || !first) throw new Error('seedConversation: no message');
    const ticket: TicketRow = {
      id,
      uuid: store.uuid(`ticket:${u.companyId}:${id}`),
      companyId: u.companyId,
      status: 'open',
      unreadMessages: 0,
      lastMessage: last.body,
      isGroup: false,
      userId: u.id,
      contactId,
      whatsappId: core.defaultWhatsapp(u.companyId)?.id ?? null,
      queueId: queuesOf(core, u)[0] ?? null,
      chatbot: false,
      createdAt: first.createdAt,
      updatedAt: last.createdAt,
    };
    const out = core.commit(u.companyId, [
      {
        type: 'rows.imported',
        entity: 'contacts',
        rows: [contactRow(contactId, u.companyId, 'Bench conversation', `5598${pad(contactId, 9)}`, at)],
      },
      { type: 'rows.imported', entity: 'tickets', rows: [ticket] },
      { type: 'rows.imported', entity: 'messages', rows },
    ]);
    return {
      ticketId: id,
      uuid: ticket.uuid,
      messageCount: rows.length,
      firstMessageId: first.id,
      lastMessageId: last.id,
      seq: out.at(-1)?.event.seq ?? store.events().length,
    };
  }

  function stream(input: StreamInput): StreamHandle {
    const u = owner(core, input.userId);
    const total = Math.max(0, Math.round(input.perSecond * input.seconds));
    const share = Math.min(1, Math.max(0, input.statusShare ?? 0.1));
    const random = prng(input.seed ?? 1);
    // The user's open tickets take messages; the returned ones wait to be accepted back.
    const only = input.ticketIds ? new Set(input.ticketIds) : null;
    const open: number[] = [];
    for (const t of core.state.tables.tickets.values())
      if (
        t.companyId === u.companyId &&
        t.status === 'open' &&
        t.userId === u.id &&
        (only?.has(t.id) ?? true)
      )
        open.push(t.id);
    const returned: number[] = [];
    const events: StreamEvent[] = [];
    // Events made so far; `events` holds those whose frames are out (with persistence, once they are stored).
    let issued = 0;
    const costs = { sum: 0, max: 0, frames: 0 };
    const started = performance.now();
    let timer: ReturnType<typeof setInterval> | undefined;
    let catchUp: ReturnType<typeof setTimeout> | undefined;
    let finish: (s: StreamSummary) => void = () => undefined;
    const done = new Promise<StreamSummary>((resolve) => (finish = resolve));
    let ended = false;

    const take = (list: number[]): number | undefined => {
      if (list.length === 0) return undefined;
      const i = Math.floor(random() * list.length);
      const [id] = list.splice(i, 1);
      return id;
    };
    const pick = (list: readonly number[]): number | undefined =>
      list.length === 0 ? undefined : list[Math.floor(random() * list.length)];

    function emitOne(): void {
      const n = issued + 1;
      const framesBefore = core.framesCommitted;
      const t0 = performance.now();
      let event: Omit<StreamEvent, 'at' | 'dueAt' | 'costMs' | 'frames' | 'seq'> | undefined;
      const statusTurn = share > 0 && random() < share;
      if (statusTurn && (returned.length > 0 || open.length > 1)) {
        // Alternate: accept back a returned ticket when there is one, else return an open one.
        const back = returned.length > 0 && (open.length <= 1 || random() < 0.5);
        const id = back ? take(returned) : take(open);
        const t = id === undefined ? undefined : core.ticket(id);
        if (id !== undefined && t) {
          const status: TicketStatusValue = back ? 'open' : 'pending';
          core.moveTicket(t, back ? { status, userId: u.id } : { status, userId: null });
          (back ? open : returned).push(id);
          event = { n, kind: 'status', ticketId: id, status };
        }
      }
      if (!event) {
        const id = pick(open);
        const t = id === undefined ? undefined : core.ticket(id);
        if (!t) return;
        const body = `[bench ${n}] steady stream message`;
        const message = core.addMessage(t, { body, fromMe: false });
        event = { n, kind: 'message', ticketId: t.id, messageId: message.id, body };
      }
      issued += 1;
      const made = event;
      const costMs = performance.now() - t0;
      const frames = core.framesCommitted - framesBefore;
      const seq = store.events().length;
      costs.sum += costMs;
      costs.max = Math.max(costs.max, costMs);
      costs.frames += frames;
      const dueAt = started + ((n - 1) * 1000) / input.perSecond;
      // Reported once its frames are on the wire: with persistence that is after the storage took the event.
      core.afterEmitted(() => {
        const full: StreamEvent = { ...made, seq, at: performance.now(), dueAt, costMs, frames };
        events.push(full);
        input.onEvent?.(full);
      });
    }

    function summary(): StreamSummary {
      const last = events.at(-1);
      return {
        emitted: events.length,
        messages: events.filter((e) => e.kind === 'message').length,
        statusChanges: events.filter((e) => e.kind === 'status').length,
        frames: costs.frames,
        durationMs: (last ? last.at : performance.now()) - started,
        meanCostMs: events.length === 0 ? 0 : costs.sum / events.length,
        maxCostMs: costs.max,
        stopped: events.length < total,
      };
    }

    function end(): StreamSummary {
      if (!ended) {
        ended = true;
        if (timer !== undefined) clearInterval(timer);
        if (catchUp !== undefined) clearTimeout(catchUp);
        core.afterEmitted(() => finish(summary()));
      }
      return summary();
    }

    // Events are due by the clock, not by the timer's count, and each goes out in a task of its own, as frames
    // from a real socket do: a late tick (a busy main thread) catches up one task per event, never in a burst
    // that would make a long task of its own.
    const tick = () => {
      catchUp = undefined;
      if (ended) return;
      const due = Math.min(total, Math.floor(((performance.now() - started) * input.perSecond) / 1000));
      if (issued < due) {
        const before = issued;
        emitOne();
        if (issued === before && open.length === 0) {
          end(); // nothing left to act on
          return;
        }
      }
      if (issued >= total) end();
      else if (issued < due && catchUp === undefined) catchUp = setTimeout(tick, 0);
    };
    if (total === 0 || input.perSecond <= 0) end();
    else timer = setInterval(tick, Math.max(4, Math.min(50, 500 / input.perSecond)));

    return { events, done, stop: end };
  }

  function seedTags({ count, userId }: { count: number; userId: number }): { tagIds: number[] } {
    const u = owner(core, userId);
    const at = new Date(store.tick()).toISOString();
    const first = store.nextId('tags');
    const rows: TagRow[] = [];
    for (let i = 0; i < count; i++) {
      const color = `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`;
      rows.push({
        id: first + i,
        companyId: u.companyId,
        name: `Etiqueta ${pad(i + 1, 5)}`,
        color,
        kanban: 0,
        createdAt: at,
        updatedAt: at,
      });
    }
    core.commit(u.companyId, [{ type: 'rows.imported', entity: 'tags', rows }]);
    return { tagIds: rows.map((r) => r.id) };
  }

  function seedUsers({ count, userId }: { count: number; userId: number }): { userIds: number[] } {
    const u = owner(core, userId);
    const at = new Date(store.tick()).toISOString();
    const first = store.nextId('users');
    const rows: UserRow[] = [];
    for (let i = 0; i < count; i++)
      rows.push({
        id: first + i,
        companyId: u.companyId,
        name: `Atendente ${pad(i + 1, 5)}`,
        email: `atendente${pad(i + 1, 5)}@bench.test`,
        password: '123456',
        profile: 'user',
        super: false,
        queueIds: [],
        whatsappId: null,
        allTicket: 'disable',
        online: false,
        createdAt: at,
        updatedAt: at,
      });
    core.commit(u.companyId, [{ type: 'rows.imported', entity: 'users', rows }]);
    return { userIds: rows.map((r) => r.id) };
  }

  function seedCampaign({ contacts, userId }: { contacts: number; userId: number }): {
    campaignId: number;
    contactListId: number;
  } {
    const u = owner(core, userId);
    const at = new Date(store.tick()).toISOString();
    const listId = store.nextId('contactLists');
    const firstItem = store.nextId('contactListItems');
    const list: ContactListRow = {
      id: listId,
      companyId: u.companyId,
      name: `Lista bench (${contacts})`,
      createdAt: at,
      updatedAt: at,
    };
    const items: ContactListItemRow[] = [];
    for (let i = 0; i < contacts; i++)
      items.push({
        id: firstItem + i,
        companyId: u.companyId,
        contactListId: listId,
        name: `Contato ${pad(i + 1, 5)}`,
        number: `5597${pad(firstItem + i, 9)}`,
        email: '',
        isWhatsappValid: true,
        createdAt: at,
        updatedAt: at,
      });
    const campaign: CampaignRow = {
      id: store.nextId('campaigns'),
      companyId: u.companyId,
      name: `Campanha bench (${contacts})`,
      message1: 'Olá {nome}',
      message2: '',
      message3: '',
      message4: '',
      message5: '',
      confirmationMessage1: '',
      confirmationMessage2: '',
      confirmationMessage3: '',
      confirmationMessage4: '',
      confirmationMessage5: '',
      status: 'INATIVA',
      confirmation: false,
      mediaPath: null,
      mediaName: null,
      scheduledAt: null,
      completedAt: null,
      contactListId: listId,
      whatsappId: core.defaultWhatsapp(u.companyId)?.id ?? null,
      createdAt: at,
      updatedAt: at,
    };
    core.commit(u.companyId, [
      { type: 'row.imported', entity: 'contactLists', row: list },
      { type: 'rows.imported', entity: 'contactListItems', rows: items },
      { type: 'row.imported', entity: 'campaigns', row: campaign },
    ]);
    return { campaignId: campaign.id, contactListId: listId };
  }

  return { seedTickets, seedConversation, seedTags, seedUsers, seedCampaign, stream };
}
