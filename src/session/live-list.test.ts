import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  createPagedListMachine,
  type FetchPageInput,
  type PageResult,
} from '../../machines/paged-list/paged-list.machine.ts';
import type { Tag } from '../api/schemas/index.ts';
import type { Chat, ChatMessage, ContactListItem } from '../api/schemas/s2.ts';
import type { ConnectionSignal, DomainEvent, RoomJoin, ScopedChannel } from '../realtime/index.ts';
import { feedList, toListOps, toPagedListEvent, type ListOp, type LiveListSource } from './live-list.ts';
import type { DomainEventOf, DomainEventType } from './realtime-hub.ts';

const tag = (id: number, name = `Tag ${id}`): Tag => ({
  id,
  name,
  color: '#ff0000',
  ticketsCount: undefined,
});
const item = (id: number, listId: number | null, valid: boolean | null = null): ContactListItem => ({
  id,
  name: `Contato ${id}`,
  number: `5511${id}`,
  email: '',
  isWhatsappValid: valid,
  contactListId: listId,
});
const chat = (id: number, lastMessage = ''): Chat => ({
  id,
  uuid: `uuid-${id}`,
  title: 'Sala',
  ownerId: 1,
  lastMessage,
  owner: null,
  users: [],
});
const message = (id: number, chatId: number): ChatMessage => ({
  id,
  chatId,
  senderId: 1,
  message: 'oi',
  mediaPath: null,
  mediaName: null,
  createdAt: '2026-11-21T19:23:57.080Z',
  sender: null,
});

/** The one op an event makes of a list (null: none); every event here makes at most one. */
function toListOp(...args: Parameters<typeof toListOps>): ListOp<unknown> | null {
  const ops = toListOps(...args);
  expect(ops.length).toBeLessThanOrEqual(1);
  return ops[0] ?? null;
}

describe('toListOps: what one event does to one entity’s list (S2 §4 live updates)', () => {
  it('create and update upsert the record, delete removes the id', () => {
    const help = (id: number, title = `Ajuda ${id}`) => ({ id, title, description: '', video: '', link: '' });
    expect(toListOp('help', { type: 'server.help.created', record: help(1) })).toEqual({
      kind: 'upsert',
      record: help(1),
    });
    expect(toListOp('help', { type: 'server.help.updated', record: help(1, 'Novo') })).toEqual({
      kind: 'upsert',
      record: help(1, 'Novo'),
    });
    expect(toListOp('help', { type: 'server.help.deleted', id: 1 })).toEqual({ kind: 'remove', id: 1 });
  });

  it('tags: a frame without ticketsCount patches name and colour (the count stays); a new tag counts 0', () => {
    expect(toListOp('tag', { type: 'server.tag.created', record: tag(1) })).toEqual({
      kind: 'upsert',
      record: { ...tag(1), ticketsCount: 0 },
    });
    expect(toListOp('tag', { type: 'server.tag.updated', record: tag(1, 'VIP') })).toEqual({
      kind: 'patch',
      id: 1,
      patch: { name: 'VIP', color: '#ff0000' },
    });
    expect(
      toListOp('tag', { type: 'server.tag.updated', record: { ...tag(1, 'VIP'), ticketsCount: 4 } }),
    ).toEqual({
      kind: 'upsert',
      record: { ...tag(1, 'VIP'), ticketsCount: 4 },
    });
    expect(toListOp('tag', { type: 'server.tag.deleted', id: 1 })).toEqual({ kind: 'remove', id: 1 });
  });

  it('contact lists: a frame without contactsCount patches the name; a new list counts 0', () => {
    const list = (name: string, contactsCount?: number) => ({
      id: 2,
      name,
      ...(contactsCount === undefined ? {} : { contactsCount }),
    });
    expect(toListOp('contactList', { type: 'server.contactList.created', record: list('Nova') })).toEqual({
      kind: 'upsert',
      record: list('Nova', 0),
    });
    expect(toListOp('contactList', { type: 'server.contactList.updated', record: list('Outra') })).toEqual({
      kind: 'patch',
      id: 2,
      patch: { name: 'Outra' },
    });
  });

  it('quick messages: only the list user’s are taken; one made someone else’s leaves; an owner-less one is taken', () => {
    const qm = (id: number, userId: number | null) => ({ id, shortcode: `r${id}`, message: 'oi', userId });
    const scope = { userId: 7 };
    expect(
      toListOp('quickMessage', { type: 'server.quickMessage.created', record: qm(1, 7) }, scope),
    ).toEqual({
      kind: 'upsert',
      record: qm(1, 7),
    });
    expect(
      toListOp('quickMessage', { type: 'server.quickMessage.created', record: qm(2, 8) }, scope),
    ).toBeNull();
    expect(
      toListOp('quickMessage', { type: 'server.quickMessage.updated', record: qm(1, 8) }, scope),
    ).toEqual({
      kind: 'remove',
      id: 1,
    });
    expect(
      toListOp('quickMessage', { type: 'server.quickMessage.created', record: qm(3, null) }, scope),
    ).toEqual({
      kind: 'upsert',
      record: qm(3, null),
    });
  });

  it('schedules: an update without its contact patches the rest and keeps the name held', () => {
    const fields = {
      id: 4,
      body: 'Lembrete',
      sendAt: '2026-12-03T12:00:00.000Z',
      sentAt: null,
      status: 'PENDENTE',
      contactId: 9,
      ticketId: null,
      userId: 1,
    };
    const bare = { ...fields, contact: null };
    expect(toListOp('schedule', { type: 'server.schedule.updated', record: bare })).toEqual({
      kind: 'patch',
      id: 4,
      patch: fields,
    });
    const full = { ...bare, contact: { id: 9, name: 'Ana' } };
    expect(toListOp('schedule', { type: 'server.schedule.updated', record: full })).toEqual({
      kind: 'upsert',
      record: full,
    });
  });

  it('invoices: a concluded payment reads the list again; any other outcome does nothing', () => {
    expect(toListOp('invoice', { type: 'server.payment', action: 'CONCLUIDA', dueDate: null })).toEqual({
      kind: 'reload',
      records: [],
    });
    expect(toListOp('invoice', { type: 'server.payment', action: 'PENDENTE', dueDate: null })).toBeNull();
  });

  it('another entity’s events are not this list’s', () => {
    expect(toListOp('schedule', { type: 'server.tag.created', record: tag(1) })).toBeNull();
    expect(toListOp('tag', { type: 'server.contactList.deleted', id: 1 })).toBeNull();
    expect(toListOp('contactList', { type: 'server.contactListItem.deleted', id: 1 })).toBeNull();
    expect(toListOp('tag', { type: 'server.auth.updated', userId: 1 })).toBeNull();
  });

  it('contacts: the S1 events (update carries create too; delete names contactId)', () => {
    const contact = {
      id: 3,
      name: 'Cliente',
      number: '5511',
      email: '',
      profilePicUrl: '',
      isGroup: false,
      extraInfo: [],
    };
    expect(toListOp('contact', { type: 'server.contact.updated', contact })).toEqual({
      kind: 'upsert',
      record: contact,
    });
    expect(toListOp('contact', { type: 'server.contact.deleted', contactId: 3 })).toEqual({
      kind: 'remove',
      id: 3,
    });
  });

  it('list items within a list: another list’s record is not taken; a delete (no list named) is', () => {
    const scope = { listId: 5 };
    expect(
      toListOp(
        'contactListItem',
        { type: 'server.contactListItem.updated', record: item(1, 5, true) },
        scope,
      ),
    ).toEqual({ kind: 'upsert', record: item(1, 5, true) });
    expect(
      toListOp('contactListItem', { type: 'server.contactListItem.created', record: item(2, 6) }, scope),
    ).toBeNull();
    expect(
      toListOp('contactListItem', { type: 'server.contactListItem.created', record: item(2, null) }, scope),
    ).toBeNull();
    expect(toListOp('contactListItem', { type: 'server.contactListItem.deleted', id: 2 }, scope)).toEqual({
      kind: 'remove',
      id: 2,
    });
  });

  it('a reload of this list (or of a list not named) reloads with its records; another list’s does not', () => {
    const scope = { listId: 5 };
    const reload = (listId: number | null): DomainEvent => ({
      type: 'server.contactListItem.reloaded',
      listId,
      records: [item(1, 5), item(2, 6)],
    });
    expect(toListOp('contactListItem', reload(5), scope)).toEqual({ kind: 'reload', records: [item(1, 5)] });
    expect(toListOp('contactListItem', reload(null), scope)).toEqual({
      kind: 'reload',
      records: [item(1, 5)],
    });
    expect(toListOp('contactListItem', reload(6), scope)).toBeNull();
    expect(toListOp('contactListItem', reload(6))).toEqual({
      kind: 'reload',
      records: [item(1, 5), item(2, 6)],
    });
  });

  it('chats: a new message upserts its chat (last message, unreads); messages of one chat only', () => {
    const created: DomainEvent = {
      type: 'server.chatMessage.created',
      record: message(11, 3),
      chat: chat(3, 'Admin: oi'),
    };
    expect(toListOp('chat', created)).toEqual({ kind: 'upsert', record: chat(3, 'Admin: oi') });
    expect(toListOp('chat', { ...created, chat: null })).toBeNull();
    expect(toListOp('chatMessage', created, { chatId: 3 })).toEqual({
      kind: 'upsert',
      record: message(11, 3),
    });
    expect(toListOp('chatMessage', created, { chatId: 4 })).toBeNull();
    expect(toListOp('chat', { type: 'server.chat.deleted', id: 3 })).toEqual({ kind: 'remove', id: 3 });
  });

  it('toPagedListEvent: the paged-list machine’s upsert, remove and reload', () => {
    expect(toPagedListEvent({ kind: 'upsert', record: tag(1) })).toEqual({
      type: 'server.upserted',
      item: tag(1),
    });
    expect(toPagedListEvent({ kind: 'remove', id: 1 })).toEqual({ type: 'server.removed', id: 1 });
    expect(toPagedListEvent({ kind: 'reload', records: [] })).toEqual({ type: 'list.reload' });
  });
});

function isOfType<K extends DomainEventType>(event: DomainEvent, type: K): event is DomainEventOf<K> {
  return event.type === type;
}

/** The hub's two calls feedList uses, with a way to push events and see the channels listened to. */
function fakeSource() {
  const listeners = new Map<string, Set<(event: DomainEvent) => void>>();
  const channels: ScopedChannel[] = [];
  const signals = new Set<(signal: ConnectionSignal) => void>();
  const rooms: RoomJoin[] = [];
  const source: LiveListSource = {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      // The hub hands each listener only events of its type: so does this.
      set.add((event) => {
        if (isOfType(event, type)) listener(event);
      });
      listeners.set(type, set);
      return () => listeners.delete(type);
    },
    listen(channel) {
      channels.push(channel);
      return () => channels.splice(channels.indexOf(channel), 1);
    },
    onConnection(listener) {
      signals.add(listener);
      return () => signals.delete(listener);
    },
    join(room) {
      rooms.push(room);
      return () => rooms.splice(rooms.indexOf(room), 1);
    },
  };
  const push = (event: DomainEvent) => listeners.get(event.type)?.forEach((l) => l(event));
  const restore = () => signals.forEach((l) => l('connection.restored'));
  return { source, push, restore, channels, rooms, subscribed: () => [...listeners.keys()].sort(), signals };
}

describe('feedList: one line from the hub to a paged list', () => {
  it('a tag list follows create, update and delete', async () => {
    const pages: Record<number, PageResult<Tag>> = { 1: { items: [tag(1), tag(2)], hasMore: false } };
    const machine = createPagedListMachine<Tag, null>().provide({
      actors: {
        fetchPage: fromPromise<PageResult<Tag>, FetchPageInput<null>>(({ input }) => {
          const page = pages[input.page];
          return page === undefined ? Promise.reject(new Error('no page')) : Promise.resolve(page);
        }),
      },
    });
    const list = createActor(machine, { input: { filters: null } }).start();
    await waitFor(list, (s) => s.matches('ready'));
    const { source, push, restore, signals, subscribed } = fakeSource();
    const off = feedList(source, 'tag', (event) => list.send(event));
    expect(subscribed()).toEqual(['server.tag.created', 'server.tag.deleted', 'server.tag.updated']);
    push({ type: 'server.tag.created', record: tag(3, 'Novo') });
    push({ type: 'server.tag.updated', record: tag(1, 'VIP') });
    push({ type: 'server.tag.deleted', id: 2 });
    push({ type: 'server.schedule.deleted', id: 1 });
    expect(list.getSnapshot().context.items.map((t) => [t.id, t.name])).toEqual([
      [3, 'Novo'],
      [1, 'VIP'],
    ]);
    // A reconnect: the list reads again and merges by id (the backend has no cursor).
    pages[1] = { items: [tag(1, 'VIP'), tag(3, 'Novo'), tag(4, 'Perdida no corte')], hasMore: false };
    restore();
    await waitFor(list, (s) => s.context.items.length === 3, { timeout: 2000 });
    expect(
      list
        .getSnapshot()
        .context.items.map((t) => t.id)
        .sort(),
    ).toEqual([1, 3, 4]);
    off();
    expect(subscribed()).toEqual([]);
    expect(signals.size).toBe(0);
    list.stop();
  });

  it('the items of one list hear that list’s channel while fed, and an import reloads the list from page 1', async () => {
    let served = [item(1, 5)];
    let fetches = 0;
    const machine = createPagedListMachine<ContactListItem, null>().provide({
      actors: {
        fetchPage: fromPromise<PageResult<ContactListItem>, FetchPageInput<null>>(() => {
          fetches += 1;
          return Promise.resolve({ items: served, hasMore: false });
        }),
      },
    });
    const list = createActor(machine, { input: { filters: null } }).start();
    await waitFor(list, (s) => s.matches('ready'));
    const { source, push, channels } = fakeSource();
    const off = feedList(source, 'contactListItem', (event) => list.send(event), { scope: { listId: 5 } });
    expect(channels).toEqual([{ kind: 'contactListItems', listId: 5 }]);
    push({ type: 'server.contactListItem.created', record: item(9, 6) });
    expect(list.getSnapshot().context.items.map((i) => i.id)).toEqual([1]);
    served = [item(1, 5), item(2, 5), item(3, 5)];
    push({ type: 'server.contactListItem.reloaded', listId: 5, records: [item(2, 5), item(3, 5)] });
    await waitFor(list, (s) => s.matches('ready') && s.context.items.length === 3);
    expect(fetches).toBe(2);
    off();
    expect(channels).toEqual([]);
    list.stop();
  });
});
