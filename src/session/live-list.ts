import type { LiveEvent } from '../../machines/paged-list/paged-list.machine.ts';
import type { Contact } from '../api/schemas/index.ts';
import type { ChatMessage } from '../api/schemas/s2.ts';
import type {
  DomainEvent,
  EntityEventOf,
  EntityName,
  EntityRecords,
  ScopedChannel,
} from '../realtime/index.ts';
import type { DomainEventOf, DomainEventType } from './realtime-hub.ts';

/**
 * S2 §4 "Live updates: create or update inserts at the top or replaces by id; delete removes by id … list items
 * (also a 'reload' action carrying records)": what one domain event does to one entity's list. Pure; the entity
 * page feeds its paged list with `feedList` (one line) or maps events itself with `toListOp`.
 */
export type ListOp<T> =
  | { kind: 'upsert'; record: T }
  | { kind: 'remove'; id: number }
  /** The list changed wholesale (a spreadsheet import): refetch from page 1. `records` are the items it added. */
  | { kind: 'reload'; records: T[] };

/** The lists fed live: every entity of the socket table, the contacts of S1, and the messages of one chat. */
export interface LiveListRecords extends EntityRecords {
  contact: Contact;
  chatMessage: ChatMessage;
}
export type LiveListEntity = keyof LiveListRecords;

/**
 * Which part of a list a screen shows: the items of one contact list (`/contact-lists/{id}/contacts`), the
 * messages of one chat. A record of another list or chat is not this list's.
 */
export interface ListScope {
  listId?: number;
  chatId?: number;
}

type Mapper<T> = (event: DomainEvent, scope: ListScope) => ListOp<T> | null;

const CRUD_ACTIONS = ['created', 'updated', 'deleted'] as const;

function crudTypes<E extends EntityName>(entity: E): DomainEventType[] {
  return CRUD_ACTIONS.map((action) => `server.${entity}.${action}` as const);
}

/** The event types whose ops a list of that entity receives (what `feedList` subscribes to). */
export const LIVE_LIST_EVENTS: { readonly [E in LiveListEntity]: readonly DomainEventType[] } = {
  announcement: crudTypes('announcement'),
  campaign: crudTypes('campaign'),
  // A new message changes its chat (last message, unreads): the chat list takes the chat the frame carries.
  chat: [...crudTypes('chat'), 'server.chatMessage.created'],
  chatMessage: ['server.chatMessage.created'],
  contact: ['server.contact.updated', 'server.contact.deleted'],
  contactList: crudTypes('contactList'),
  contactListItem: [...crudTypes('contactListItem'), 'server.contactListItem.reloaded'],
  help: crudTypes('help'),
  queue: crudTypes('queue'),
  quickMessage: crudTypes('quickMessage'),
  schedule: crudTypes('schedule'),
  tag: crudTypes('tag'),
  user: crudTypes('user'),
};

// A template literal over a generic entity does not narrow DomainEvent: the event's type name says which it is.
function isOf<E extends EntityName>(
  entity: E,
  event: DomainEvent | EntityEventOf<E>,
): event is EntityEventOf<E> {
  return CRUD_ACTIONS.some((action) => event.type === `server.${entity}.${action}`);
}

function entityEvent<E extends EntityName>(entity: E, event: DomainEvent): EntityEventOf<E> | null {
  return isOf(entity, event) ? event : null;
}

/** create / update upsert the record, delete removes the id; `accepts` says whether a record is this list's. */
function crud<E extends EntityName>(
  entity: E,
  accepts: (record: EntityRecords[E], scope: ListScope) => boolean = () => true,
): Mapper<EntityRecords[E]> {
  return (event, scope) => {
    const own = entityEvent(entity, event);
    if (own === null) return null;
    if ('record' in own) return accepts(own.record, scope) ? { kind: 'upsert', record: own.record } : null;
    return { kind: 'remove', id: own.id };
  };
}

const contactListItems: Mapper<LiveListRecords['contactListItem']> = (event, scope) => {
  if (event.type === 'server.contactListItem.reloaded') {
    // A reload heard on the channel of every list names no list: it may be this one's.
    if (scope.listId !== undefined && event.listId !== null && event.listId !== scope.listId) return null;
    const records =
      scope.listId === undefined
        ? event.records
        : event.records.filter((r) => r.contactListId === scope.listId);
    return { kind: 'reload', records };
  }
  // A deleted item's frame names no list: removing an id the list does not hold changes nothing.
  return crud('contactListItem', (record, s) => s.listId === undefined || record.contactListId === s.listId)(
    event,
    scope,
  );
};

const chats: Mapper<LiveListRecords['chat']> = (event, scope) => {
  if (event.type === 'server.chatMessage.created') {
    const chat = event.chat;
    return chat !== null && (scope.chatId === undefined || chat.id === scope.chatId)
      ? { kind: 'upsert', record: chat }
      : null;
  }
  return crud('chat', (record, s) => s.chatId === undefined || record.id === s.chatId)(event, scope);
};

const chatMessages: Mapper<LiveListRecords['chatMessage']> = (event, scope) =>
  event.type === 'server.chatMessage.created' &&
  (scope.chatId === undefined || event.record.chatId === scope.chatId)
    ? { kind: 'upsert', record: event.record }
    : null;

const contacts: Mapper<LiveListRecords['contact']> = (event) => {
  switch (event.type) {
    case 'server.contact.updated':
      return { kind: 'upsert', record: event.contact };
    case 'server.contact.deleted':
      return { kind: 'remove', id: event.contactId };
    default:
      return null;
  }
};

const MAPPERS: { readonly [E in LiveListEntity]: Mapper<LiveListRecords[E]> } = {
  announcement: crud('announcement'),
  campaign: crud('campaign'),
  chat: chats,
  chatMessage: chatMessages,
  contact: contacts,
  contactList: crud('contactList'),
  contactListItem: contactListItems,
  help: crud('help'),
  queue: crud('queue'),
  quickMessage: crud('quickMessage'),
  schedule: crud('schedule'),
  tag: crud('tag'),
  user: crud('user'),
};

/** What `event` does to a list of `entity` (within `scope`); null when it is not that list's. */
export function toListOp<E extends LiveListEntity>(
  entity: E,
  event: DomainEvent,
  scope: ListScope = {},
): ListOp<LiveListRecords[E]> | null {
  const mapper: Mapper<LiveListRecords[E]> = MAPPERS[entity];
  return mapper(event, scope);
}

/** The paged-list machine's event for a list op (machines/paged-list: upsert, remove, reload from page 1). */
export type PagedListLiveInput<T> = LiveEvent<T> | { type: 'list.reload' };

export function toPagedListEvent<T>(op: ListOp<T>): PagedListLiveInput<T> {
  switch (op.kind) {
    case 'upsert':
      return { type: 'server.upserted', item: op.record };
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
}

/**
 * Feeds one list from the hub while it is shown: `feedList(hub, 'tag', (e) => list.send(e))`. With a scope it
 * also hears the per-id channel of that list or chat (`-ContactListItem-{listId}` carries the import's 'reload',
 * `-chat-{chatId}` the chat's messages; the same message on `-chat` is de-duplicated by the realtime layer).
 * Returns the unsubscribe function.
 */
export function feedList<E extends LiveListEntity>(
  source: LiveListSource,
  entity: E,
  send: (event: PagedListLiveInput<LiveListRecords[E]>) => void,
  scope: ListScope = {},
): () => void {
  const offs = LIVE_LIST_EVENTS[entity].map((type) =>
    source.on(type, (event: DomainEvent) => {
      const op = toListOp(entity, event, scope);
      if (op !== null) send(toPagedListEvent(op));
    }),
  );
  if (entity === 'contactListItem' && scope.listId !== undefined)
    offs.push(source.listen({ kind: 'contactListItems', listId: scope.listId }));
  if ((entity === 'chatMessage' || entity === 'chat') && scope.chatId !== undefined)
    offs.push(source.listen({ kind: 'chat', chatId: scope.chatId }));
  return () => offs.forEach((off) => off());
}
