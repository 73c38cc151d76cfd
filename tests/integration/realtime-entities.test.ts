import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, ORIGIN, sleep, startHarness, waitFor, type Harness } from '../../mocks/test-utils.ts';
import { SandboxSocketTransport } from '../../mocks/socket/transport.ts';
import { RealtimeHub } from '../../src/session/realtime-hub.ts';

const at = '2026-11-21T19:23:57.080Z';
const item = (id: number, listId: number, isWhatsappValid: boolean | null = null) => ({
  id,
  name: `Contato ${id}`,
  number: `5511999990${id}`,
  email: '',
  isWhatsappValid,
  companyId: 1,
  contactListId: listId,
  createdAt: at,
  updatedAt: at,
});
const chat = (id: number) => ({
  id,
  uuid: `uuid-${id}`,
  title: 'Sala',
  ownerId: 1,
  lastMessage: '',
  companyId: 1,
  createdAt: at,
  updatedAt: at,
  users: [{ id: 1, chatId: id, userId: 1, unreads: 0 }],
});
const newMessage = (id: number, chatId: number) => ({
  id,
  chatId,
  senderId: 1,
  message: `m${id}`,
  mediaPath: null,
  mediaName: null,
  createdAt: at,
  updatedAt: at,
  sender: { id: 1, name: 'Admin' },
});

/**
 * The hub with the real socket.io-client against the sandbox's socket server, fed the frames the reference backend
 * sends for the S2 entities (broadcast raw, as its emitters would): per-id channels and filters.
 */
describe('RealtimeHub: S2 entity frames, per-id channels and filters', () => {
  let h: Harness;
  let hub: RealtimeHub;
  let token: string | null = null;
  const main = ['company-1-mainchannel'];
  beforeEach(async () => {
    h = startHarness();
    token = (await login('admin@admin.com')).token;
    hub = new RealtimeHub({ url: ORIGIN, transports: [SandboxSocketTransport], getToken: () => token });
  });
  afterEach(() => {
    hub.stop();
    h.close();
  });

  const started = async () => {
    await hub.start({ companyId: 1, userId: 1 });
    await waitFor(() => h.core.sockets.rooms().some((rooms) => rooms.includes('company-1-mainchannel')));
    // The socket has said ready and joined: the client's listeners are in place.
    await waitFor(() => hub.status().state === 'live');
  };

  it('a list’s channel asked for before the socket exists is heard once it does, and no longer after release', async () => {
    const reloads: (number | null)[] = [];
    hub.on('server.contactListItem.reloaded', (e) => reloads.push(e.listId));
    const release = hub.listen({ kind: 'contactListItems', listId: 5 });
    await started();
    const frame = { action: 'reload', records: [item(1, 5), item(2, 5, true)] };
    h.core.sockets.broadcast(main, 'company-1-ContactListItem-6', frame);
    h.core.sockets.broadcast(main, 'company-1-ContactListItem-5', frame);
    await waitFor(() => reloads.length === 1);
    expect(reloads).toEqual([5]);
    release();
    h.core.sockets.broadcast(main, 'company-1-ContactListItem-5', { ...frame, records: [item(3, 5)] });
    await sleep(150);
    expect(reloads).toEqual([5]);
  });

  it('listId: the items of one list; a delete names no list and reaches every list’s listener', async () => {
    await started();
    const ofFive: string[] = [];
    const ofSix: string[] = [];
    for (const type of [
      'server.contactListItem.created',
      'server.contactListItem.updated',
      'server.contactListItem.deleted',
    ] as const) {
      hub.on(type, (e) => ofFive.push(`${e.type}:${'id' in e ? e.id : e.record.id}`), { listId: 5 });
      hub.on(type, (e) => ofSix.push(`${e.type}:${'id' in e ? e.id : e.record.id}`), { listId: 6 });
    }
    h.core.sockets.broadcast(main, 'company-1-ContactListItem', { action: 'create', record: item(1, 5) });
    h.core.sockets.broadcast(main, 'company-1-ContactListItem', {
      action: 'update',
      record: item(2, 6, false),
    });
    h.core.sockets.broadcast(main, 'company-1-ContactListItem', { action: 'delete', id: '7' });
    await waitFor(() => ofFive.length === 2 && ofSix.length === 2);
    expect(ofFive).toEqual(['server.contactListItem.created:1', 'server.contactListItem.deleted:7']);
    expect(ofSix).toEqual(['server.contactListItem.updated:2', 'server.contactListItem.deleted:7']);
  });

  it('id: one record (an edit dialog’s), from the unprefixed tag channel', async () => {
    await started();
    const seen: string[] = [];
    hub.on('server.tag.updated', (e) => seen.push(e.record.name), { id: 4 });
    hub.on('server.tag.deleted', (e) => seen.push(`deleted ${e.id}`), { id: 4 });
    h.core.sockets.broadcast(main, 'tag', { action: 'update', tag: { id: 5, name: 'Outra', color: '#000' } });
    h.core.sockets.broadcast(main, 'tag', { action: 'update', tag: { id: 4, name: 'VIP', color: '#f00' } });
    h.core.sockets.broadcast(main, 'tag', { action: 'delete', tagId: '5' });
    h.core.sockets.broadcast(main, 'tag', { action: 'delete', tagId: '4' });
    await waitFor(() => seen.length === 2);
    await sleep(100);
    expect(seen).toEqual(['VIP', 'deleted 4']);
  });

  it('chatId: one chat’s messages, once although the backend sends each to -chat-{chatId} and -chat', async () => {
    hub.listen({ kind: 'chat', chatId: 3 });
    await started();
    const ofThree: number[] = [];
    const all: number[] = [];
    hub.on('server.chatMessage.created', (e) => ofThree.push(e.record.id), { chatId: 3 });
    hub.on('server.chatMessage.created', (e) => all.push(e.record.id));
    const send = (id: number, chatId: number) => {
      const frame = { action: 'new-message', newMessage: newMessage(id, chatId), chat: chat(chatId) };
      h.core.sockets.broadcast(main, `company-1-chat-${chatId}`, frame);
      h.core.sockets.broadcast(main, 'company-1-chat', frame);
    };
    send(1, 3);
    send(2, 4);
    send(3, 3);
    await waitFor(() => all.length === 3);
    await sleep(100);
    expect(all).toEqual([1, 2, 3]);
    expect(ofThree).toEqual([1, 3]);
  });

  it('announcements of every tenant (company-announcement) arrive; the delete on the company channel', async () => {
    await started();
    const seen: string[] = [];
    hub.onEvent((e) => {
      if (e.type.startsWith('server.announcement.')) seen.push(e.type);
    });
    const record = {
      id: 2,
      priority: 3,
      title: 'Aviso',
      text: 'Texto',
      status: true,
      companyId: 9,
      createdAt: at,
    };
    // io.emit: every socket, whatever its rooms (the sandbox's broadcast needs one: the socket's own).
    h.core.sockets.broadcast(main, 'company-announcement', { action: 'create', record });
    h.core.sockets.broadcast(main, 'company-1-announcement', { action: 'delete', id: '2' });
    await waitFor(() => seen.length === 2);
    expect(seen).toEqual(['server.announcement.created', 'server.announcement.deleted']);
  });

  it('a filter key the type does not carry, or two keys at once, is refused', () => {
    expect(() => hub.on('server.tag.updated', () => undefined, { listId: 1 })).toThrow(/listId/);
    expect(() => hub.on('server.chatMessage.created', () => undefined, { id: 1 })).toThrow(/ by id/);
    expect(() => hub.on('server.setting.updated', () => undefined, { id: 1 })).toThrow(/id/);
    expect(() => hub.on('server.ticket.updated', () => undefined, { chatId: 1 })).toThrow(/chatId/);
    expect(() => hub.on('server.chat.updated', () => undefined, { id: 1, chatId: 1 })).toThrow(/one filter/);
    expect(() => hub.on('server.chat.updated', () => undefined, { chatId: 1 })).not.toThrow();
    expect(() => hub.on('server.contactListItem.reloaded', () => undefined, { listId: 1 })).not.toThrow();
  });
});
