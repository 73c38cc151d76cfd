import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import { chatMessageView, chatRowView, chatView, newChatMessageView } from '../db/chat-views.ts';
import { chatUsersOf, type State } from '../db/projection.ts';
import type { ChatMessageRow, ChatRow, ChatUserRow } from '../db/rows.ts';
import { body, json, type AuthedContext, type Router } from './route.ts';

/**
 * The internal chat's calls (S2 §2 'Internal chat', §7) as the reference backend answers them: ChatController,
 * ChatService and chatRoutes of Whaticket SaaS 4.8.5, checked against a running one.
 *
 * - GET /chats: ListService. The caller's chats (those with a member row of theirs), 20 a page by createdAt
 *   descending, each with its owner and its members with their users; `{records, count, hasMore}`. searchParam is
 *   ignored.
 * - GET /chats/:uuid: the bare row by uuid; 404 ERR_NO_CHAT_FOUND.
 * - GET /chats/:id/messages: 400 UNAUTHORIZED when the caller is no member; else 20 a page, newest first by
 *   createdAt, the page itself in ascending id order, each with its sender's id and name.
 * - POST /chats: `{users:[{id}], title}`; with a non-empty users array the owner joins first, then every user sent
 *   (the owner again if picked: two rows). The chat with its members' users and its owner.
 * - PUT /chats/:id: the title (left as it was without one); with a users array the members are replaced: the
 *   owner, then every user sent but the owner (unread counts start at 0). Anyone may edit (no owner check).
 * - DELETE /chats/:id: 404 ERR_NO_CHAT_FOUND; `{message:'Chat deleted'}`.
 * - POST /chats/:id/messages: `{message}` (no check: a missing one is stored as '' and the last message reads
 *   '{name}: undefined', as the reference does); no membership check. Answers the message with its sender and chat.
 * - POST /chats/:id/read: `{userId}`; that user's first member row goes to 0; the chat with its owner and bare
 *   members.
 * - A route id that is not an integer, an unknown chat on PUT, read or a new message (a null record or a foreign key
 *   violation there): 500 'Internal server error'.
 * - The reference reads chats by id or uuid in any company; the sandbox answers 404 ERR_NO_CHAT_FOUND (or 500 where
 *   the reference fails on a missing chat) for another company's chat (docs/sandbox.md, 'Where the sandbox differs
 *   from the reference backend').
 * - Frames: mocks/socket/chat-frames.ts.
 */
export const CHATS_PAGE_SIZE = 20;
export const CHAT_MESSAGES_PAGE_SIZE = 20;
const PG_INT_MAX = 2_147_483_647;

const ChatBody = v.looseObject({
  title: v.optional(v.unknown()),
  users: v.optional(v.unknown()),
});
const MessageBody = v.looseObject({ message: v.optional(v.unknown()) });
const ReadBody = v.looseObject({ userId: v.optional(v.unknown()) });

function internalError(): never {
  fail(500, 'Internal server error');
}

function routeId(ctx: AuthedContext): number {
  const raw = ctx.params['id'] ?? '';
  if (!/^\d+$/.test(raw)) internalError();
  const n = Number(raw);
  if (n > PG_INT_MAX) internalError();
  return n;
}

function pageNumber(ctx: AuthedContext): number {
  const raw = ctx.url.searchParams.get('pageNumber');
  const n = raw === null || raw === '' ? 1 : Number(raw);
  if (!Number.isFinite(n) || n < 1) internalError();
  return Math.floor(n);
}

/** The chat of the route's numeric id in the caller's company, or undefined. */
function chatById(ctx: AuthedContext): ChatRow | undefined {
  const c = ctx.core.state.tables.chats.get(routeId(ctx));
  return c && c.companyId === ctx.session.companyId ? c : undefined;
}

/** The ids of the users sent (`[{id, name}]`); an id that is no user of the company fails as its foreign key would. */
function userIdsOf(ctx: AuthedContext, raw: unknown): number[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.map((u: unknown) => {
    const id = typeof u === 'object' && u !== null && 'id' in u ? Number(u.id) : NaN;
    const user = Number.isInteger(id) ? ctx.core.user(id) : undefined;
    if (!user || user.companyId !== ctx.session.companyId) internalError();
    return id;
  });
}

function titleOf(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}

/** Newest first by createdAt (ties: the later id first), as ORDER BY createdAt DESC pages them. */
function newestFirst<T extends { id: number; createdAt: string }>(a: T, b: T): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
}

/** The page of a chat's messages: newest first by createdAt, then in ascending id order (lodash sortBy). */
export function chatMessagesPage(
  state: State,
  chatId: number,
  page: number,
): { rows: ChatMessageRow[]; count: number; hasMore: boolean } {
  const all = [...state.tables.chatMessages.values()].filter((m) => m.chatId === chatId).sort(newestFirst);
  const offset = (page - 1) * CHAT_MESSAGES_PAGE_SIZE;
  const rows = all.slice(offset, offset + CHAT_MESSAGES_PAGE_SIZE).sort((a, b) => a.id - b.id);
  return { rows, count: all.length, hasMore: all.length > offset + rows.length };
}

export function chatHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/chats', (ctx) => {
      const state = ctx.core.state;
      const p = pageNumber(ctx);
      const mine = new Set(
        [...state.tables.chatUsers.values()].filter((u) => u.userId === ctx.me.id).map((u) => u.chatId),
      );
      const all = [...state.tables.chats.values()]
        .filter((c) => c.companyId === ctx.session.companyId && mine.has(c.id))
        .sort(newestFirst);
      const offset = (p - 1) * CHATS_PAGE_SIZE;
      const slice = all.slice(offset, offset + CHATS_PAGE_SIZE);
      return json({
        records: slice.map((c) => chatView(state, c, true)),
        count: all.length,
        hasMore: all.length > offset + slice.length,
      });
    }),

    r.get('/chats/:id', (ctx) => {
      const uuid = ctx.params['id'] ?? '';
      const c = [...ctx.core.state.tables.chats.values()].find(
        (x) => x.uuid === uuid && x.companyId === ctx.session.companyId,
      );
      if (!c) fail(404, 'ERR_NO_CHAT_FOUND');
      return json(chatRowView(c));
    }),

    r.get('/chats/:id/messages', (ctx) => {
      const state = ctx.core.state;
      const chatId = routeId(ctx);
      const member = [...state.tables.chatUsers.values()].some(
        (u) => u.chatId === chatId && u.userId === ctx.me.id && u.companyId === ctx.session.companyId,
      );
      if (!member) fail(400, 'UNAUTHORIZED');
      const { rows, count, hasMore } = chatMessagesPage(state, chatId, pageNumber(ctx));
      return json({ records: rows.map((m) => chatMessageView(state, m)), count, hasMore });
    }),

    r.post('/chats', async (ctx) => {
      const { core, session, me } = ctx;
      const b = await body(ctx.request, ChatBody);
      const userIds = userIdsOf(ctx, b.users) ?? [];
      const at = core.store.iso();
      const id = core.store.nextId('chats');
      const chat: ChatRow = {
        id,
        uuid: core.store.uuid(`chat-${session.companyId}-${id}-${at}`),
        companyId: session.companyId,
        title: titleOf(b.title) ?? '',
        ownerId: me.id,
        lastMessage: '',
        createdAt: at,
        updatedAt: at,
      };
      const firstMember = core.store.nextId('chatUsers');
      const members: ChatUserRow[] =
        userIds.length === 0
          ? []
          : [me.id, ...userIds].map((userId, i) => ({
              id: firstMember + i,
              companyId: session.companyId,
              chatId: id,
              userId,
              unreads: 0,
              createdAt: at,
              updatedAt: at,
            }));
      core.commit(session.companyId, [{ type: 'chat.created', chat, users: members }]);
      const saved = core.state.tables.chats.get(id) ?? chat;
      return json(chatView(core.state, saved, true));
    }),

    r.put('/chats/:id', async (ctx) => {
      const { core, session } = ctx;
      const c = chatById(ctx);
      if (!c) internalError();
      const b = await body(ctx.request, ChatBody);
      const userIds = userIdsOf(ctx, b.users);
      const at = core.store.iso();
      const firstMember = core.store.nextId('chatUsers');
      const users =
        userIds === null
          ? null
          : [c.ownerId, ...userIds.filter((u) => u !== c.ownerId)].map((userId, i): ChatUserRow => ({
              id: firstMember + i,
              companyId: session.companyId,
              chatId: c.id,
              userId,
              unreads: 0,
              createdAt: at,
              updatedAt: at,
            }));
      const title = titleOf(b.title);
      core.commit(session.companyId, [
        {
          type: 'chat.updated',
          chatId: c.id,
          ...(title === undefined ? {} : { title }),
          users,
          updatedAt: at,
        },
      ]);
      return json(chatView(core.state, core.state.tables.chats.get(c.id) ?? c, true));
    }),

    r.delete('/chats/:id', (ctx) => {
      const c = chatById(ctx);
      if (!c) fail(404, 'ERR_NO_CHAT_FOUND');
      ctx.core.commit(c.companyId, [{ type: 'chat.deleted', chatId: c.id }]);
      return json({ message: 'Chat deleted' });
    }),

    r.post('/chats/:id/messages', async (ctx) => {
      const { core, me } = ctx;
      const c = chatById(ctx);
      if (!c) internalError();
      const b = await body(ctx.request, MessageBody);
      const text =
        b.message === undefined || b.message === null
          ? undefined
          : typeof b.message === 'string'
            ? b.message
            : JSON.stringify(b.message);
      const [committed] = postChatMessage(core, c, me.id, me.name, text);
      if (!committed) internalError();
      return json(newChatMessageView(committed.before, committed.after, committed.message));
    }),

    r.post('/chats/:id/read', async (ctx) => {
      const { core } = ctx;
      const c = chatById(ctx);
      if (!c) internalError();
      const b = await body(ctx.request, ReadBody);
      const userId = Number(b.userId);
      if (!chatUsersOf(core.state, c.id).some((u) => u.userId === userId)) internalError();
      core.commit(c.companyId, [{ type: 'chat.read', chatId: c.id, userId, updatedAt: core.store.iso() }]);
      return json(chatView(core.state, core.state.tables.chats.get(c.id) ?? c, false));
    }),
  ];
}

/**
 * A message into a chat (POST /chats/:id/messages, and the control API's colleague message): the event and the
 * read models around it. `text` undefined is a body without `message`.
 */
export function postChatMessage(
  core: AuthedContext['core'],
  chat: ChatRow,
  senderId: number,
  senderName: string,
  text: string | undefined,
): { before: State; after: State; message: ChatMessageRow }[] {
  const at = core.store.iso();
  const message: ChatMessageRow = {
    id: core.store.nextId('chatMessages'),
    companyId: chat.companyId,
    chatId: chat.id,
    senderId,
    message: text ?? '',
    createdAt: at,
    updatedAt: at,
  };
  const committed = core.commit(chat.companyId, [
    { type: 'chatMessage.created', message, lastMessage: `${senderName}: ${text ?? 'undefined'}` },
  ]);
  return committed.map((x) => ({ before: x.before, after: x.after, message }));
}
