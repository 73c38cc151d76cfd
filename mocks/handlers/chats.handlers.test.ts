import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { ChatMessagesPageSchema, ChatSchema, ChatsPageSchema } from '../../src/api/schemas/s2.ts';
import { frameFamilies } from '../../src/realtime/frames.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * The internal chat's calls (S2 §2 'Internal chat', §7) as the reference backend answers them (ChatController,
 * ChatService, checked against a running 4.8.5), and the frames each write sends to which rooms.
 */
const Member = v.strictObject({
  id: v.number(),
  chatId: v.number(),
  userId: v.number(),
  unreads: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
const UserModel = v.looseObject({ id: v.number(), name: v.string(), email: v.string() });
const ListedChat = v.strictObject({
  id: v.number(),
  uuid: v.string(),
  title: v.string(),
  ownerId: v.number(),
  lastMessage: v.string(),
  companyId: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  owner: UserModel,
  users: v.array(v.strictObject({ ...Member.entries, user: UserModel })),
});
const Message = v.strictObject({
  id: v.number(),
  chatId: v.number(),
  senderId: v.number(),
  message: v.string(),
  mediaPath: v.null(),
  mediaName: v.null(),
  createdAt: v.string(),
  updatedAt: v.string(),
  sender: v.strictObject({ id: v.number(), name: v.string() }),
});

describe('chats (S2 §2 Internal chat) as the reference backend answers', () => {
  let h: Harness;
  let admin: string;
  let attendant: string;
  let other: string;
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    admin = (await login('admin@admin.com')).token;
    attendant = (await login('atendente@demo.com')).token;
    other = (await login('admin@empresa2.com')).token;
  });
  afterEach(() => h.close());

  it('GET /chats: the caller’s chats, newest created first, owner and members with users, unreads per member', async () => {
    const res = await call('GET', '/chats?pageNumber=1', { token: admin });
    expect(res.status).toBe(200);
    const raw = v.parse(
      v.strictObject({ records: v.array(ListedChat), count: v.number(), hasMore: v.boolean() }),
      res.body,
    );
    expect(raw.records.map((c) => c.title)).toEqual([
      'Projeto novo site',
      'Plantão de sábado',
      'Financeiro',
      'Equipe de atendimento',
    ]);
    expect(raw).toMatchObject({ count: 4, hasMore: false });
    const unreads = (title: string) =>
      raw.records.find((c) => c.title === title)?.users.find((u) => u.userId === 1)?.unreads;
    expect(unreads('Equipe de atendimento')).toBe(3);
    expect(unreads('Financeiro')).toBe(2);
    expect(unreads('Plantão de sábado')).toBe(0);
    expect(ChatsPageSchema).toBeDefined();
    expect(v.parse(ChatsPageSchema, res.body).records).toHaveLength(4);
    // The attendant is a member of two of them; company 2 of none.
    const theirs = await call('GET', '/chats', { token: attendant });
    expect((theirs.body as { records: { title: string }[] }).records.map((c) => c.title)).toEqual([
      'Plantão de sábado',
      'Equipe de atendimento',
    ]);
    expect((await call('GET', '/chats', { token: other })).body).toEqual({
      records: [],
      count: 0,
      hasMore: false,
    });
  });

  it('GET /chats/:uuid: the bare row; an unknown uuid or another company’s: 404 ERR_NO_CHAT_FOUND', async () => {
    const [team] = h.sandbox.control.rows('chats', 1).filter((c) => c.title === 'Equipe de atendimento');
    const res = await call('GET', `/chats/${team!.uuid}`, { token: admin });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body as object).sort()).toEqual(
      ['companyId', 'createdAt', 'id', 'lastMessage', 'ownerId', 'title', 'updatedAt', 'uuid'].sort(),
    );
    expect(v.parse(ChatSchema, res.body).users).toEqual([]);
    expect(await call('GET', '/chats/nope', { token: admin })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CHAT_FOUND' },
    });
    expect((await call('GET', `/chats/${team!.uuid}`, { token: other })).status).toBe(404);
  });

  it('GET /chats/:id/messages: pages of 20, newest page first, each ascending; 400 UNAUTHORIZED for a non-member', async () => {
    const team = h.sandbox.control.rows('chats', 1).find((c) => c.title === 'Equipe de atendimento')!;
    const all = h.sandbox.control.rows('chatMessages', 1).filter((m) => m.chatId === team.id);
    expect(all.length).toBe(133);
    const page1 = await call('GET', `/chats/${team.id}/messages?pageNumber=1`, { token: admin });
    const raw = v.parse(
      v.strictObject({ records: v.array(Message), count: v.number(), hasMore: v.boolean() }),
      page1.body,
    );
    expect(raw.count).toBe(133);
    expect(raw.hasMore).toBe(true);
    expect(raw.records.map((m) => m.id)).toEqual(all.slice(-20).map((m) => m.id));
    expect(raw.records.at(-1)?.message).toBe('Perfeito!');
    const page7 = v.parse(
      ChatMessagesPageSchema,
      (await call('GET', `/chats/${team.id}/messages?pageNumber=7`, { token: admin })).body,
    );
    expect(page7.records.map((m) => m.id)).toEqual(all.slice(0, 13).map((m) => m.id));
    expect(page7.hasMore).toBe(false);
    const financeiro = h.sandbox.control.rows('chats', 1).find((c) => c.title === 'Financeiro')!;
    expect(await call('GET', `/chats/${financeiro.id}/messages`, { token: attendant })).toMatchObject({
      status: 400,
      body: { error: 'UNAUTHORIZED' },
    });
  });

  it('POST /chats, PUT, POST message, read and DELETE as the reference: members, unreads, last message', async () => {
    const created = await call('POST', '/chats', {
      token: admin,
      body: { users: [{ id: 3, name: 'Carla Atendente' }], title: 'Nova sala' },
    });
    expect(created.status).toBe(200);
    const chat = v.parse(v.strictObject(ListedChat.entries), created.body);
    expect(chat).toMatchObject({ title: 'Nova sala', ownerId: 1, lastMessage: '' });
    expect(chat.users.map((u) => u.userId)).toEqual([1, 3]);

    const sent = await call('POST', `/chats/${chat.id}/messages`, { token: admin, body: { message: 'olá' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ message: 'olá', senderId: 1, sender: { id: 1, name: 'Admin' } });
    expect((sent.body as { chat: { lastMessage: string } }).chat.lastMessage).toBe('Admin: olá');
    const unreadsOf = (userId: number) =>
      h.sandbox.control.rows('chatUsers', 1).find((u) => u.chatId === chat.id && u.userId === userId)
        ?.unreads;
    expect(unreadsOf(3)).toBe(1);
    expect(unreadsOf(1)).toBe(0);

    // The reference stores a missing message as '' and writes 'Admin: undefined'.
    await call('POST', `/chats/${chat.id}/messages`, { token: admin, body: {} });
    expect(h.sandbox.control.rows('chats', 1).find((c) => c.id === chat.id)?.lastMessage).toBe(
      'Admin: undefined',
    );
    expect(unreadsOf(3)).toBe(2);

    const read = await call('POST', `/chats/${chat.id}/read`, { token: attendant, body: { userId: 3 } });
    expect(read.status).toBe(200);
    expect((read.body as { users: object[] }).users[0]).not.toHaveProperty('user');
    expect(unreadsOf(3)).toBe(0);

    const edited = await call('PUT', `/chats/${chat.id}`, {
      token: admin,
      body: { users: [{ id: 1 }, { id: 2 }], title: 'Sala renomeada' },
    });
    expect(edited.status).toBe(200);
    expect((edited.body as { users: { userId: number }[] }).users.map((u) => u.userId)).toEqual([1, 2]);
    expect(await call('PUT', '/chats/99999', { token: admin, body: { title: 'x' } })).toMatchObject({
      status: 500,
    });
    expect(await call('POST', '/chats/99999/read', { token: admin, body: { userId: 1 } })).toMatchObject({
      status: 500,
    });

    expect(await call('DELETE', `/chats/${chat.id}`, { token: admin })).toMatchObject({
      status: 200,
      body: { message: 'Chat deleted' },
    });
    expect(await call('DELETE', `/chats/${chat.id}`, { token: admin })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CHAT_FOUND' },
    });
    expect(h.sandbox.control.rows('chatMessages', 1).filter((m) => m.chatId === chat.id)).toEqual([]);
    expect(h.sandbox.control.rows('chatUsers', 1).filter((m) => m.chatId === chat.id)).toEqual([]);
  });

  it('POST /chats without users: no member at all (the reference adds the owner only with users)', async () => {
    const res = await call('POST', '/chats', { token: admin, body: { title: 'Só' } });
    expect((res.body as { users: unknown[] }).users).toEqual([]);
  });

  it('seedChat (control API): a 20,000-message history pages as the rest', async () => {
    const seeded = h.sandbox.control.seedChat({ messages: 20_000, userId: 1 });
    const first = await call('GET', `/chats/${seeded.chatId}/messages?pageNumber=1`, { token: admin });
    const page = v.parse(ChatMessagesPageSchema, first.body);
    expect(page.records).toHaveLength(20);
    expect(page.records.at(-1)?.message).toMatch(/^Resposta 20000/);
    expect((first.body as { count: number }).count).toBe(20_000);
  });
});

describe('chat frames with the real socket.io-client', () => {
  let h: Harness;
  const sockets: Socket[] = [];
  beforeEach(() => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
    h.close();
  });

  async function listen(email: string): Promise<{ token: string; frames: [string, unknown][] }> {
    const { token } = await login(email);
    const s = connect(token);
    sockets.push(s);
    const frames: [string, unknown][] = [];
    let ready = false;
    s.onAny((event: string, payload: unknown) => {
      if (event === 'ready') ready = true;
      else if (/-chat/.test(event)) frames.push([event, payload]);
    });
    await waitFor(() => ready);
    return { token, frames };
  }

  it('create / update go to each member’s user room; new-message, read and delete to the whole company', async () => {
    const a = await listen('admin@admin.com');
    const carla = await listen('atendente@demo.com');
    const paula = await listen('gestor@demo.com');
    const stranger = await listen('admin@empresa2.com');
    const created = (
      await call('POST', '/chats', { token: a.token, body: { users: [{ id: 3 }], title: 'Ao vivo' } })
    ).body as { id: number };
    await waitFor(() => carla.frames.length >= 1);
    expect(carla.frames.map(([e, p]) => [e, (p as { action: string }).action])).toEqual([
      ['company-1-chat-user-3', 'create'],
    ]);
    expect(a.frames.map(([e]) => e)).toEqual(['company-1-chat-user-1']);
    expect(paula.frames).toEqual([]);

    const id = created.id;
    h.sandbox.control.colleagueChatMessage({ chatId: id, message: 'oi do colega' });
    await waitFor(() => paula.frames.length >= 2);
    expect(paula.frames.map(([e]) => e)).toEqual([`company-1-chat-${id}`, 'company-1-chat']);
    const [, payload] = paula.frames[0]!;
    expect(payload).toMatchObject({
      action: 'new-message',
      newMessage: { senderId: 3, message: 'oi do colega', sender: { name: 'Carla Atendente' } },
      chat: { id, lastMessage: 'Carla Atendente: oi do colega' },
    });
    // The client's frame table reads it as one event.
    const family = frameFamilies(1, 1).find((f) => f.event === 'company-1-chat');
    expect(family?.parse(payload)).toMatchObject({ ok: true, event: { type: 'server.chatMessage.created' } });

    await call('POST', `/chats/${id}/read`, { token: a.token, body: { userId: 1 } });
    await call('DELETE', `/chats/${id}`, { token: a.token });
    await waitFor(() => paula.frames.length >= 5);
    expect(paula.frames.slice(2).map(([e, p]) => [e, (p as { action: string }).action])).toEqual([
      [`company-1-chat-${id}`, 'update'],
      ['company-1-chat', 'update'],
      ['company-1-chat', 'delete'],
    ]);
    expect(paula.frames[4]![1]).toEqual({ action: 'delete', id: String(id) });
    expect(stranger.frames).toEqual([]);
  });
});
