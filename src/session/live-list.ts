import type { ItemId, LiveEvent } from '../../machines/paged-list/paged-list.machine.ts';
import type { Contact, Ticket } from '../api/schemas/index.ts';
import type { Invoice } from '../api/schemas/invoice.schema.ts';
import type { ChatMessage } from '../api/schemas/s2.ts';
import type {
  ConnectionSignal,
  DomainEvent,
  EntityEventOf,
  EntityName,
  EntityRecords,
  RoomJoin,
  ScopedChannel,
} from '../realtime/index.ts';
import type { DomainEventOf, DomainEventType } from './realtime-hub.ts';

/**
 * The one table of frame → list change (S2 §4 "Live updates: create or update inserts at the top or replaces by
 * id; delete removes by id … list items (also a 'reload' action carrying records)"). Every list that follows the
 * socket is fed by `feedList` from the entry of its entity here: the entity pages, the announcements bell, the
 * kanban board, the chat pane. What a frame does to one list is decided in this file only.
 */
export type ListOp<T> =
  | { kind: 'upsert'; record: T }
  /** A frame that carries only some fields (a tag without its ticket count): the rest of the held record stays. */
  | { kind: 'patch'; id: ItemId; patch: Partial<T> }
  | { kind: 'remove'; id: ItemId }
  /** The list changed wholesale (a spreadsheet import, a payment): refetch from page 1. `records`: what it added. */
  | { kind: 'reload'; records: T[] };

/** The lists fed live: every entity of the socket table, the contacts and tickets of S1, one chat's messages, invoices. */
export interface LiveListRecords extends EntityRecords {
  contact: Contact;
  chatMessage: ChatMessage;
  ticket: Ticket;
  invoice: Invoice;
}
export type LiveListEntity = keyof LiveListRecords;

/**
 * Which part of an entity's records one list shows: the items of one contact list, the messages of one chat, the
 * quick messages of one user, the tickets a board accepts. A record outside it is not this list's.
 */
export interface ListScope<T = unknown> {
  listId?: number;
  chatId?: number;
  /** Records owned by another user are not this list's (quick messages: each user keeps their own). */
  userId?: number;
  /** Whether a record the list does not hold yet joins it (tickets: the board's own rule). */
  accepts?: (record: T) => boolean;
}

/** What a mapper may read besides the event: the list's scope and the records it holds now. */
interface MapperInput<T> {
  scope: ListScope<T>;
  held: () => readonly T[];
}
type Mapper<T> = (event: DomainEvent, input: MapperInput<T>) => ListOp<T>[];

const CRUD_ACTIONS = ['created', 'updated', 'deleted'] as const;

function crudTypes<E extends EntityName>(entity: E): DomainEventType[] {
  return CRUD_ACTIONS.map((action) => `server.${entity}.${action}` as const);
}

// A template literal over a generic entity does not narrow DomainEvent: the event's type name says which it is.
function isOf<E extends EntityName>(
  entity: E,
  event: DomainEvent | EntityEventOf<E>,
): event is EntityEventOf<E> {
  return CRUD_ACTIONS.some((action) => event.type === `server.${entity}.${action}`);
}

interface CrudRules<T> {
  /** Whether a created or updated record is this list's; an update of one that is not removes it. */
  accepts?: (record: T, scope: ListScope<T>) => boolean;
  /** A frame that lacks what only the list's read gives: patched in, or completed. */
  created?: (record: T) => ListOp<T>;
  updated?: (record: T) => ListOp<T>;
}

function entityEvent<E extends EntityName>(entity: E, event: DomainEvent): EntityEventOf<E> | null {
  return isOf(entity, event) ? event : null;
}

/** Create and update upsert the record, delete removes the id; `rules` bend it where a frame is partial. */
function crud<E extends EntityName>(
  entity: E,
  rules: CrudRules<EntityRecords[E]> = {},
): Mapper<EntityRecords[E]> {
  return (event, { scope }) => {
    const own = entityEvent(entity, event);
    if (own === null) return [];
    if (!('record' in own)) return [{ kind: 'remove', id: own.id }];
    const record: EntityRecords[E] = own.record;
    const accepted = rules.accepts?.(record, scope) ?? true;
    if (own.type === `server.${entity}.created`)
      return accepted ? [rules.created?.(record) ?? { kind: 'upsert', record }] : [];
    if (!accepted) return [{ kind: 'remove', id: record.id }];
    return [rules.updated?.(record) ?? { kind: 'upsert', record }];
  };
}

const one = <T>(op: ListOp<T> | null): ListOp<T>[] => (op === null ? [] : [op]);

const contactListItems: Mapper<LiveListRecords['contactListItem']> = (event, input) => {
  const { scope } = input;
  if (event.type === 'server.contactListItem.reloaded') {
    // A reload heard on the channel of every list names no list: it may be this one's.
    if (scope.listId !== undefined && event.listId !== null && event.listId !== scope.listId) return [];
    const records =
      scope.listId === undefined
        ? event.records
        : event.records.filter((r) => r.contactListId === scope.listId);
    return [{ kind: 'reload', records }];
  }
  // A deleted item's frame names no list: removing an id the list does not hold changes nothing. A created or
  // updated one of another list is not this list's (it never joins it).
  if (event.type === 'server.contactListItem.deleted') return [{ kind: 'remove', id: event.id }];
  if (!isOf('contactListItem', event)) return [];
  const record = event.record;
  return scope.listId === undefined || record.contactListId === scope.listId
    ? [{ kind: 'upsert', record }]
    : [];
};

const chats: Mapper<LiveListRecords['chat']> = (event, input) => {
  const { scope } = input;
  if (event.type === 'server.chatMessage.created') {
    const chat = event.chat;
    return one(
      chat !== null && (scope.chatId === undefined || chat.id === scope.chatId)
        ? { kind: 'upsert', record: chat }
        : null,
    );
  }
  // The delete frame's id is a string on the wire (the reference's ChatController).
  if (event.type === 'server.chat.deleted') return [{ kind: 'remove', id: Number(event.id) }];
  return crud('chat', { accepts: (record, s) => s.chatId === undefined || record.id === s.chatId })(
    event,
    input,
  );
};

const chatMessages: Mapper<LiveListRecords['chatMessage']> = (event, { scope }) =>
  one(
    event.type === 'server.chatMessage.created' &&
      (scope.chatId === undefined || event.record.chatId === scope.chatId)
      ? { kind: 'upsert', record: event.record }
      : null,
  );

const contacts: Mapper<LiveListRecords['contact']> = (event) => {
  switch (event.type) {
    case 'server.contact.updated':
      return [{ kind: 'upsert', record: event.contact }];
    case 'server.contact.deleted':
      return [{ kind: 'remove', id: event.contactId }];
    default:
      return [];
  }
};

/**
 * Tickets of a list that is not the workspace's (the kanban board): an update upserts, a delete removes, a new
 * message brings its ticket as it is after it (taken when held or when the list's scope accepts it), and a contact
 * changed elsewhere renames the held tickets of that contact.
 */
const tickets: Mapper<Ticket> = (event, { scope, held }) => {
  switch (event.type) {
    case 'server.ticket.updated':
      return [{ kind: 'upsert', record: event.ticket }];
    case 'server.ticket.deleted':
      return [{ kind: 'remove', id: event.ticketId }];
    case 'server.message.created': {
      const ticket = event.ticket;
      const taken = held().some((t) => t.id === ticket.id) || (scope.accepts?.(ticket) ?? true);
      return one(taken ? { kind: 'upsert', record: ticket } : null);
    }
    case 'server.contact.updated':
      return held()
        .filter((t) => t.contactId === event.contact.id)
        .map((t) => ({ kind: 'patch', id: t.id, patch: { contact: { ...t.contact, ...event.contact } } }));
    default:
      return [];
  }
};

/** A payment concluded renews the company and pays an invoice: the invoices are read again. */
const invoices: Mapper<Invoice> = (event) =>
  one(
    event.type === 'server.payment' && event.action === 'CONCLUIDA' ? { kind: 'reload', records: [] } : null,
  );

/** Whether a quick message is the list's user's (a frame reaches the whole company; a record without owner is). */
const ownedBy = <T extends { userId?: number | null | undefined }>(record: T, scope: ListScope<T>): boolean =>
  scope.userId === undefined ||
  record.userId === undefined ||
  record.userId === null ||
  record.userId === scope.userId;

interface LiveListEntry<T> {
  /** The event types a list of the entity hears. */
  events: readonly DomainEventType[];
  map: Mapper<T>;
  /** A per-id channel the list also hears while fed (the server sends some frames only under a per-id name). */
  channel?: (scope: ListScope<T>) => ScopedChannel | null;
}

export const LIVE_LISTS: { readonly [E in LiveListEntity]: LiveListEntry<LiveListRecords[E]> } = {
  announcement: { events: crudTypes('announcement'), map: crud('announcement') },
  campaign: { events: crudTypes('campaign'), map: crud('campaign') },
  // A new message changes its chat (last message, unreads): the chat list takes the chat the frame carries.
  chat: {
    events: [...crudTypes('chat'), 'server.chatMessage.created'],
    map: chats,
    channel: (scope) => (scope.chatId === undefined ? null : { kind: 'chat', chatId: scope.chatId }),
  },
  chatMessage: {
    events: ['server.chatMessage.created'],
    map: chatMessages,
    // `-chat-{chatId}` carries the chat's messages; the same message on `-chat` is de-duplicated by the realtime layer.
    channel: (scope) => (scope.chatId === undefined ? null : { kind: 'chat', chatId: scope.chatId }),
  },
  contact: { events: ['server.contact.updated', 'server.contact.deleted'], map: contacts },
  // A frame carries the bare list without contactsCount (only GET counts): an update patches the name and keeps
  // the count; a new list has none.
  contactList: {
    events: crudTypes('contactList'),
    map: crud('contactList', {
      created: (record) => ({
        kind: 'upsert',
        record: { ...record, contactsCount: record.contactsCount ?? 0 },
      }),
      updated: (record) =>
        record.contactsCount === undefined
          ? { kind: 'patch', id: record.id, patch: { name: record.name } }
          : { kind: 'upsert', record },
    }),
  },
  contactListItem: {
    events: [...crudTypes('contactListItem'), 'server.contactListItem.reloaded'],
    map: contactListItems,
    // `-ContactListItem-{listId}` carries the import's 'reload'.
    channel: (scope) =>
      scope.listId === undefined ? null : { kind: 'contactListItems', listId: scope.listId },
  },
  help: { events: crudTypes('help'), map: crud('help') },
  invoice: { events: ['server.payment'], map: invoices },
  queue: { events: crudTypes('queue'), map: crud('queue') },
  quickMessage: { events: crudTypes('quickMessage'), map: crud('quickMessage', { accepts: ownedBy }) },
  // A schedule frame may carry the bare row (the backend reloads it without its includes): an update without its
  // contact patches the rest and keeps the name held; a create is completed by its entity (GET /schedules/{id}).
  schedule: {
    events: crudTypes('schedule'),
    map: crud('schedule', {
      updated: (record) => {
        if (record.contact) return { kind: 'upsert', record };
        const { contact: _contact, ...rest } = record;
        return { kind: 'patch', id: record.id, patch: rest };
      },
    }),
  },
  // A frame carries the bare tag without ticketsCount (only GET /tags counts): an update patches name and colour and
  // keeps the count; a new tag has no tickets yet.
  tag: {
    events: crudTypes('tag'),
    map: crud('tag', {
      created: (record) => ({
        kind: 'upsert',
        record: { ...record, ticketsCount: record.ticketsCount ?? 0 },
      }),
      updated: (record) =>
        record.ticketsCount === undefined
          ? { kind: 'patch', id: record.id, patch: { name: record.name, color: record.color } }
          : { kind: 'upsert', record },
    }),
  },
  ticket: {
    events: [
      'server.ticket.updated',
      'server.ticket.deleted',
      'server.message.created',
      'server.contact.updated',
    ],
    map: tickets,
  },
  user: { events: crudTypes('user'), map: crud('user') },
};

/** What `event` does to a list of `entity` (within `scope`, holding `held`): no op when it is not that list's. */
export function toListOps<E extends LiveListEntity>(
  entity: E,
  event: DomainEvent,
  scope: ListScope<LiveListRecords[E]> = {},
  held: () => readonly LiveListRecords[E][] = () => [],
): ListOp<LiveListRecords[E]>[] {
  const entry: LiveListEntry<LiveListRecords[E]> = LIVE_LISTS[entity];
  return entry.map(event, { scope, held });
}

/**
 * The paged-list machine's event for a list op (machines/paged-list: upsert, patch, remove, reload from page 1), and
 * the reconnect, after which a shown list reads again and merges by id (the backend has no event cursor).
 */
export type PagedListLiveInput<T> = LiveEvent<T> | { type: 'list.reload' } | { type: 'connection.restored' };

export function toPagedListEvent<T>(op: ListOp<T>): PagedListLiveInput<T> {
  switch (op.kind) {
    case 'upsert':
      return { type: 'server.upserted', item: op.record };
    case 'patch':
      return { type: 'server.patched', id: op.id, patch: op.patch };
    case 'remove':
      return { type: 'server.removed', id: op.id };
    case 'reload':
      return { type: 'list.reload' };
  }
}

/** What feedList needs of the RealtimeHub. */
export interface LiveListSource {
  on<K extends DomainEventType>(type: K, listener: (event: DomainEventOf<K>) => void): () => void;
  listen(channel: ScopedChannel): () => void;
  join(room: RoomJoin): () => void;
  onConnection(listener: (signal: ConnectionSignal) => void): () => void;
}

export interface FeedOptions<T> {
  scope?: ListScope<T>;
  /** Rooms joined while fed (a board of open tickets hears the 'open' status room). */
  rooms?: readonly RoomJoin[];
  /** The records the list holds now (read by the ops that patch held records: a contact renamed). */
  held?: () => readonly T[];
  /**
   * A created or updated record the frame brings incomplete (a schedule without its contact), completed before it
   * joins the list; a failure keeps the record as it came.
   */
  complete?: (record: T) => T | Promise<T>;
}

/**
 * Feeds one list from the hub while it is shown: `feedList(hub, 'tag', (e) => list.send(e))`. With a scope it also
 * hears the per-id channel of that list or chat; after a reconnect the list catches up. Returns the unsubscribe.
 */
export function feedList<E extends LiveListEntity>(
  source: LiveListSource,
  entity: E,
  send: (event: PagedListLiveInput<LiveListRecords[E]>) => void,
  options: FeedOptions<LiveListRecords[E]> = {},
): () => void {
  type T = LiveListRecords[E];
  const entry: LiveListEntry<T> = LIVE_LISTS[entity];
  const scope = options.scope ?? {};
  const held = options.held ?? (() => []);
  const { complete } = options;
  const deliver = (op: ListOp<T>) => {
    if (op.kind !== 'upsert' || complete === undefined) return send(toPagedListEvent(op));
    void Promise.resolve()
      .then(() => complete(op.record))
      .catch(() => op.record)
      .then((record) => send({ type: 'server.upserted', item: record }));
  };
  const offs = entry.events.map((type) =>
    source.on(type, (event: DomainEvent) => entry.map(event, { scope, held }).forEach(deliver)),
  );
  const channel = entry.channel?.(scope) ?? null;
  if (channel !== null) offs.push(source.listen(channel));
  for (const room of options.rooms ?? []) offs.push(source.join(room));
  offs.push(
    source.onConnection((signal) => {
      if (signal === 'connection.restored') send({ type: 'connection.restored' });
    }),
  );
  return () => offs.forEach((off) => off());
}

/** A list's tie to its entry of the table, as an entity declares it: `live: liveList('tag')`. */
export interface LiveBinding<T> {
  feed(
    source: LiveListSource,
    send: (event: PagedListLiveInput<T>) => void,
    options?: FeedOptions<T>,
  ): () => void;
}

export function liveList<E extends LiveListEntity>(entity: E): LiveBinding<LiveListRecords[E]> {
  return { feed: (source, send, options) => feedList(source, entity, send, options) };
}

/** A list no frame changes (companies, plans: the reference emits none): it still catches up after a reconnect. */
export function noFrames<T>(): LiveBinding<T> {
  return {
    feed: (source, send) =>
      source.onConnection((signal) => {
        if (signal === 'connection.restored') send({ type: 'connection.restored' });
      }),
  };
}
