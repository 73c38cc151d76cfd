import { describe, expect, it, vi } from 'vitest';
import { createRealtime } from './realtime.ts';
import type { SocketListener, SocketPort, SocketPortOptions } from './socket-port.ts';
import type { DomainEvent } from './types.ts';

/**
 * The S2/S3 families, fed the frames the reference backend's emitters send (backend/src/controllers/*Controller.ts,
 * queues.ts): the payload keys, the models as Sequelize serialises them (every column, nulls, ids of deletes taken
 * from the route's params, so strings).
 */
class FakePort implements SocketPort {
  connected = false;
  active = true;
  private readonly listeners = new Map<string, Set<SocketListener>>();
  constructor(readonly options: SocketPortOptions) {}
  on(event: string, listener: SocketListener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }
  off(event: string, listener: SocketListener) {
    this.listeners.get(event)?.delete(listener);
  }
  emit() {}
  connect() {
    this.active = true;
  }
  disconnect() {
    this.connected = false;
  }
  server(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
  hears(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}

function setup() {
  let port: FakePort | undefined;
  const log = vi.fn();
  let clock = 0;
  let step = 1500;
  const realtime = createRealtime({
    url: 'http://sandbox.test',
    getToken: () => 'T1',
    companyId: 1,
    userId: 7,
    log,
    // Each frame a second and a half after the previous: identical frames are not de-duplicated unless a test
    // says so.
    now: () => (clock += step),
    createSocket: (options) => (port = new FakePort(options)),
  });
  const events: DomainEvent[] = [];
  realtime.events$.subscribe((e) => events.push(e));
  if (port === undefined) throw new Error('no port');
  const p = port;
  return {
    realtime,
    port: p,
    events,
    log,
    /** Frames from now on arrive at the same moment (inside the de-duplication window). */
    freezeClock: () => (step = 0),
    /** The events one frame became (none when it was dropped). */
    frame(event: string, payload: unknown): DomainEvent[] {
      const from = events.length;
      p.server(event, payload);
      return events.slice(from);
    },
  };
}

const at = '2026-11-21T19:23:57.080Z';
const stamps = { createdAt: at, updatedAt: at };
const tag = { id: 4, name: 'VIP', color: '#ff0000', companyId: 1, kanban: 0, ...stamps };
const schedule = {
  id: 9,
  body: 'Lembrete da consulta',
  sendAt: '2026-11-22T12:00:00.000Z',
  sentAt: null,
  contactId: 3,
  ticketId: null,
  userId: 1,
  companyId: 1,
  status: 'PENDENTE',
  mediaPath: null,
  mediaName: null,
  ...stamps,
};
const queue = {
  id: 2,
  name: 'Suporte',
  color: '#0000ff',
  greetingMessage: null,
  outOfHoursMessage: null,
  schedules: [],
  companyId: 1,
  ...stamps,
};
const user = {
  id: 8,
  name: 'Ana',
  email: 'ana@empresa.com',
  profile: 'user',
  companyId: 1,
  company: null,
  super: false,
  queues: [],
  allTicket: 'disabled',
};
const quickMessage = {
  id: 3,
  shortcode: 'oi',
  message: 'Olá, tudo bem?',
  companyId: 1,
  userId: 1,
  mediaPath: null,
  mediaName: null,
  ...stamps,
};
const help = { id: 1, title: 'Primeiros passos', description: null, video: 'abc123', link: null, ...stamps };
const contactListItem = (id: number, listId: number, isWhatsappValid: boolean | null) => ({
  id,
  name: `Contato ${id}`,
  number: `55119999900${id}`,
  email: '',
  isWhatsappValid,
  companyId: 1,
  contactListId: listId,
  ...stamps,
});
const campaign = {
  id: 6,
  name: 'Black Friday',
  message1: 'Oferta',
  message2: '',
  message3: '',
  message4: '',
  message5: '',
  confirmationMessage1: '',
  confirmationMessage2: '',
  confirmationMessage3: '',
  confirmationMessage4: '',
  confirmationMessage5: '',
  status: 'EM_ANDAMENTO',
  confirmation: null,
  mediaPath: null,
  mediaName: null,
  scheduledAt: '2026-11-28T09:00:00.000Z',
  completedAt: null,
  companyId: 1,
  contactListId: 5,
  whatsappId: 1,
  fileListId: null,
  ...stamps,
  contactList: { id: 5, name: 'Clientes', companyId: 1, ...stamps, contacts: [contactListItem(1, 5, true)] },
  whatsapp: { id: 1, name: 'Comercial' },
};
const contactList = { id: 5, name: 'Clientes', companyId: 1, ...stamps };
// POST /announcements: the model as the request set it; a multipart or form value keeps its text ('1').
const announcement = {
  id: 2,
  priority: '1',
  title: 'Manutenção',
  text: 'Sábado às 22h',
  status: true,
  companyId: 1,
  mediaPath: null,
  mediaName: null,
  ...stamps,
};
const admin = { id: 1, name: 'Admin', email: 'admin@admin.com', profile: 'admin', companyId: 1 };
const chat = (users: object[]) => ({
  id: 3,
  uuid: '2697a519-8ae4-48c4-a004-0846fe051833',
  title: 'Sala teste',
  ownerId: 1,
  lastMessage: 'Admin: oi time',
  companyId: 1,
  ...stamps,
  owner: admin,
  users,
});
const bareMembers = [
  { id: 1, chatId: 3, userId: 1, unreads: 0, ...stamps },
  { id: 2, chatId: 3, userId: 7, unreads: 1, ...stamps },
];
const newMessage = {
  id: 11,
  chatId: 3,
  senderId: 1,
  message: 'oi time',
  mediaPath: null,
  mediaName: null,
  ...stamps,
  sender: { id: 1, name: 'Admin' },
  chat: { id: 3, uuid: '2697a519-8ae4-48c4-a004-0846fe051833', users: bareMembers },
};

describe('S2/S3 families: the frames of the reference backend', () => {
  it('tag and schedule are unprefixed (TagController, ScheduleController), their delete ids route params', () => {
    const rt = setup();
    expect(rt.frame('tag', { action: 'create', tag })).toMatchObject([
      { type: 'server.tag.created', record: { id: 4, name: 'VIP', color: '#ff0000' } },
    ]);
    expect(rt.frame('tag', { action: 'update', tag: { ...tag, name: 'VIP+' } })).toMatchObject([
      { type: 'server.tag.updated', record: { id: 4, name: 'VIP+' } },
    ]);
    expect(rt.frame('tag', { action: 'delete', tagId: '4' })).toEqual([
      { type: 'server.tag.deleted', id: 4 },
    ]);
    expect(rt.frame('schedule', { action: 'create', schedule })).toMatchObject([
      { type: 'server.schedule.created', record: { id: 9, status: 'PENDENTE', sentAt: null } },
    ]);
    expect(
      rt.frame('schedule', { action: 'update', schedule: { ...schedule, status: 'ERRO' } }),
    ).toMatchObject([{ type: 'server.schedule.updated', record: { status: 'ERRO' } }]);
    expect(rt.frame('schedule', { action: 'delete', scheduleId: '9' })).toEqual([
      { type: 'server.schedule.deleted', id: 9 },
    ]);
    // A company-prefixed name is not what the backend sends for these.
    expect(rt.frame('company-1-tag', { action: 'create', tag })).toEqual([]);
  });

  it('a tag frame has no ticketsCount (GET /tags has): undefined, so a list keeps the count it knew', () => {
    const rt = setup();
    const [event] = rt.frame('tag', { action: 'create', tag });
    expect(event?.type === 'server.tag.created' && event.record.ticketsCount).toBeUndefined();
  });

  it('queue (a new queue is sent as update), user, quickmessage and help', () => {
    const rt = setup();
    expect(rt.frame('company-1-queue', { action: 'update', queue })).toMatchObject([
      { type: 'server.queue.updated', record: { id: 2, greetingMessage: '' } },
    ]);
    expect(rt.frame('company-1-queue', { action: 'delete', queueId: 2 })).toEqual([
      { type: 'server.queue.deleted', id: 2 },
    ]);
    expect(rt.frame('company-1-user', { action: 'update', user })).toMatchObject([
      { type: 'server.user.updated', record: { id: 8, profile: 'user' } },
    ]);
    expect(rt.frame('company-1-user', { action: 'delete', userId: '8' })).toEqual([
      { type: 'server.user.deleted', id: 8 },
    ]);
    expect(rt.frame('company-1-quickmessage', { action: 'create', record: quickMessage })).toMatchObject([
      { type: 'server.quickMessage.created', record: { id: 3, shortcode: 'oi' } },
    ]);
    expect(rt.frame('company-1-quickmessage', { action: 'delete', id: '3' })).toEqual([
      { type: 'server.quickMessage.deleted', id: 3 },
    ]);
    expect(rt.frame('company-1-help', { action: 'update', record: help })).toMatchObject([
      { type: 'server.help.updated', record: { id: 1, description: '', link: '' } },
    ]);
    expect(rt.frame('company-1-help', { action: 'delete', id: '1' })).toEqual([
      { type: 'server.help.deleted', id: 1 },
    ]);
  });

  it('campaign: create, the sending queue’s update, delete', () => {
    const rt = setup();
    expect(rt.frame('company-1-campaign', { action: 'create', record: campaign })).toMatchObject([
      {
        type: 'server.campaign.created',
        record: { id: 6, status: 'EM_ANDAMENTO', confirmation: false, contactList: { name: 'Clientes' } },
      },
    ]);
    const done = { ...campaign, status: 'FINALIZADA', completedAt: at };
    expect(rt.frame('company-1-campaign', { action: 'update', record: done })).toMatchObject([
      { type: 'server.campaign.updated', record: { status: 'FINALIZADA', completedAt: at } },
    ]);
    expect(rt.frame('company-1-campaign', { action: 'delete', id: '6' })).toEqual([
      { type: 'server.campaign.deleted', id: 6 },
    ]);
  });

  it('contact lists and their items; an item is validating (null), then valid or invalid', () => {
    const rt = setup();
    expect(rt.frame('company-1-ContactList', { action: 'create', record: contactList })).toMatchObject([
      { type: 'server.contactList.created', record: { id: 5, name: 'Clientes' } },
    ]);
    expect(rt.frame('company-1-ContactList', { action: 'delete', id: '5' })).toEqual([
      { type: 'server.contactList.deleted', id: 5 },
    ]);
    const validating = rt.frame('company-1-ContactListItem', {
      action: 'create',
      record: contactListItem(1, 5, null),
    });
    expect(validating).toMatchObject([
      { type: 'server.contactListItem.created', record: { id: 1, contactListId: 5, isWhatsappValid: null } },
    ]);
    expect(
      rt.frame('company-1-ContactListItem', { action: 'update', record: contactListItem(1, 5, false) }),
    ).toMatchObject([{ type: 'server.contactListItem.updated', record: { isWhatsappValid: false } }]);
    expect(rt.frame('company-1-ContactListItem', { action: 'delete', id: '1' })).toEqual([
      { type: 'server.contactListItem.deleted', id: 1 },
    ]);
  });

  it('announcement: create and update to every tenant (company-announcement), delete to the company', () => {
    const rt = setup();
    expect(rt.frame('company-announcement', { action: 'create', record: announcement })).toMatchObject([
      { type: 'server.announcement.created', record: { id: 2, priority: 1, status: true } },
    ]);
    expect(
      rt.frame('company-announcement', { action: 'update', record: { ...announcement, priority: 2 } }),
    ).toMatchObject([{ type: 'server.announcement.updated', record: { priority: 2 } }]);
    expect(rt.frame('company-1-announcement', { action: 'delete', id: '2' })).toEqual([
      { type: 'server.announcement.deleted', id: 2 },
    ]);
  });

  it('chat: new-message with the chat after it, a read (update with chat), delete; the user channel’s create', () => {
    const rt = setup();
    const [message] = rt.frame('company-1-chat', {
      action: 'new-message',
      newMessage,
      chat: chat(bareMembers),
    });
    expect(message).toMatchObject({
      type: 'server.chatMessage.created',
      record: { id: 11, chatId: 3, senderId: 1, message: 'oi time', sender: { name: 'Admin' } },
      chat: { id: 3, lastMessage: 'Admin: oi time', users: [{ userId: 1, user: null }, { unreads: 1 }] },
    });
    expect(rt.frame('company-1-chat', { action: 'update', chat: chat(bareMembers) })).toMatchObject([
      { type: 'server.chat.updated', record: { id: 3 } },
    ]);
    expect(rt.frame('company-1-chat', { action: 'delete', id: '3' })).toEqual([
      { type: 'server.chat.deleted', id: 3 },
    ]);
    const members = [
      { ...bareMembers[0], user: admin },
      { ...bareMembers[1], user: { ...admin, id: 7, name: 'Bia' } },
    ];
    expect(rt.frame('company-1-chat-user-7', { action: 'create', record: chat(members) })).toMatchObject([
      {
        type: 'server.chat.created',
        record: { users: [{ user: { name: 'Admin' } }, { user: { name: 'Bia' } }] },
      },
    ]);
    // Another user's channel is not this socket's.
    expect(rt.frame('company-1-chat-user-8', { action: 'create', record: chat(members) })).toEqual([]);
  });

  it('settings and campaign settings (a value POST sent as a number is read as its text)', () => {
    const rt = setup();
    expect(
      rt.frame('company-1-settings', {
        action: 'update',
        setting: { id: 1, key: 'userRating', value: 'enabled', companyId: 1, ...stamps },
      }),
    ).toEqual([{ type: 'server.setting.updated', record: { key: 'userRating', value: 'enabled' } }]);
    expect(
      rt.frame('company-1-campaignSettings', {
        action: 'create',
        record: [
          { id: 1, key: 'messageInterval', value: 120, companyId: 1, ...stamps },
          { id: 2, key: 'variables', value: '[]', companyId: 1, ...stamps },
        ],
      }),
    ).toMatchObject([
      {
        type: 'server.campaignSetting.updated',
        records: [
          { key: 'messageInterval', value: '120' },
          { key: 'variables', value: '[]' },
        ],
      },
    ]);
  });
});

describe('S2/S3 families: frames that cannot be used are dropped, counted and logged by name', () => {
  const bad: [string, unknown][] = [
    ['tag', { action: 'create', tag: { name: 'sem id' } }],
    ['tag', { action: 'rename', tag }],
    ['schedule', { action: 'delete' }],
    ['company-1-queue', { action: 'update', queue: { ...queue, id: 'x' } }],
    // UserController.store emits SerializeUser's promise, not awaited: `user: {}` on the wire.
    ['company-1-user', { action: 'create', user: {} }],
    ['company-1-quickmessage', { action: 'create', record: null }],
    ['company-1-help', { action: 'delete', id: 'abc' }],
    ['company-1-campaign', { action: 'update', record: { ...campaign, status: 'PAUSADA' } }],
    ['company-1-ContactList', 'create'],
    ['company-1-ContactListItem', { action: 'reload', records: 'todos' }],
    [
      'company-1-ContactListItem',
      { action: 'update', record: { ...contactListItem(1, 5, null), isWhatsappValid: 'sim' } },
    ],
    ['company-announcement', { action: 'create', record: { ...announcement, createdAt: 'ontem' } }],
    ['company-1-announcement', { action: 'delete' }],
    ['company-1-chat', { action: 'new-message', chat: chat(bareMembers) }],
    ['company-1-chat', { action: 'update', chat: { ...chat(bareMembers), uuid: null } }],
    ['company-1-chat-user-7', { action: 'create' }],
    ['company-1-settings', { action: 'update', setting: { value: 'x' } }],
    ['company-1-campaignSettings', { action: 'create', record: {} }],
  ];

  it.each(bad)('%s %j', (event, payload) => {
    const rt = setup();
    expect(rt.frame(event, payload)).toEqual([]);
    expect(rt.realtime.stats()).toMatchObject({ received: 1, dropped: 1 });
    // Never the payload: only event, path and issue.
    expect(rt.log).toHaveBeenCalledWith(`realtime: dropped a bad ${event} frame`, {
      event,
      path: expect.any(String),
      issue: expect.any(String),
    });
  });

  it('a bad record inside a reload is dropped alone; the others reload', () => {
    const rt = setup();
    rt.realtime.listen({ kind: 'contactListItems', listId: 5 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [event] = rt.frame('company-1-ContactListItem-5', {
      action: 'reload',
      records: [contactListItem(1, 5, true), { name: 'sem id' }, contactListItem(3, 5, null)],
    });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(event?.type === 'server.contactListItem.reloaded' && event.records.map((r) => r.id)).toEqual([
      1, 3,
    ]);
  });
});

describe('per-id channels (Realtime.listen)', () => {
  it('-ContactListItem-{listId} is heard only while listened to; its reload names the list', () => {
    const rt = setup();
    const reload = { action: 'reload', records: [contactListItem(1, 5, true), contactListItem(2, 5, null)] };
    expect(rt.frame('company-1-ContactListItem-5', reload)).toEqual([]);
    const release = rt.realtime.listen({ kind: 'contactListItems', listId: 5 });
    const [event] = rt.frame('company-1-ContactListItem-5', reload);
    expect(event).toMatchObject({ type: 'server.contactListItem.reloaded', listId: 5 });
    expect(event?.type === 'server.contactListItem.reloaded' && event.records.length).toBe(2);
    // Another list's channel is not heard.
    expect(rt.frame('company-1-ContactListItem-6', reload)).toEqual([]);
    release();
    expect(rt.frame('company-1-ContactListItem-5', reload)).toEqual([]);
    expect(rt.port.hears('company-1-ContactListItem-5')).toBe(0);
  });

  it('listens are counted: the channel is heard until the last one is released (each release once)', () => {
    const rt = setup();
    const first = rt.realtime.listen({ kind: 'chat', chatId: 3 });
    const second = rt.realtime.listen({ kind: 'chat', chatId: 3 });
    expect(rt.port.hears('company-1-chat-3')).toBe(1);
    first();
    first();
    expect(rt.port.hears('company-1-chat-3')).toBe(1);
    second();
    expect(rt.port.hears('company-1-chat-3')).toBe(0);
  });

  it('the same message on -chat-{chatId} then -chat (ChatController.saveMessage sends both) is one event', () => {
    const rt = setup();
    rt.realtime.listen({ kind: 'chat', chatId: 3 });
    const frame = { action: 'new-message', newMessage, chat: chat(bareMembers) };
    rt.freezeClock();
    const events = [...rt.frame('company-1-chat-3', frame), ...rt.frame('company-1-chat', frame)];
    expect(events.map((e) => e.type)).toEqual(['server.chatMessage.created']);
    expect(rt.realtime.stats().duplicates).toBe(1);
  });

  it('close() stops hearing the per-id channels', () => {
    const rt = setup();
    rt.realtime.listen({ kind: 'contactListItems', listId: 5 });
    rt.realtime.close();
    expect(rt.port.hears('company-1-ContactListItem-5')).toBe(0);
  });
});
