import { chatUsersOf, type State } from './projection.ts';
import type { ChatMessageRow, ChatRow, ChatUserRow, UserRow } from './rows.ts';
import type { JsonObject } from './views.ts';

/**
 * The internal chat's wire shapes (S2 §3 Chat, Chat message) as the reference's models serialise them
 * (ChatController, ChatService of Whaticket SaaS 4.8.5; samples GET_chats*.json). The reference includes the
 * whole User model as `owner` and members' `user`, password hash included: the sandbox sends the model without it,
 * as the contract's sample does.
 */

/** The User model without its secrets (include `{ model: User }` with no attributes). */
export function chatUserModel(u: UserRow): JsonObject {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    allTicket: u.allTicket,
    profile: u.profile,
    super: u.super,
    online: u.online,
    companyId: u.companyId,
    whatsappId: u.whatsappId,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

/** The bare Chat row (GET /chats/:uuid). */
export function chatRowView(c: ChatRow): JsonObject {
  return {
    id: c.id,
    uuid: c.uuid,
    title: c.title,
    ownerId: c.ownerId,
    lastMessage: c.lastMessage,
    companyId: c.companyId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

function memberView(state: State, m: ChatUserRow, withUser: boolean): JsonObject {
  const row: JsonObject = {
    id: m.id,
    chatId: m.chatId,
    userId: m.userId,
    unreads: m.unreads,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
  if (!withUser) return row;
  const u = state.tables.users.get(m.userId);
  return { ...row, user: u ? chatUserModel(u) : null };
}

/**
 * The chat with its owner and members. `withUsers` (GET /chats, POST and PUT answers, the create / update frames):
 * each member with its User; without (the read answer, the `new-message` frame's `chat`): the bare member rows.
 */
export function chatView(state: State, c: ChatRow, withUsers: boolean, withOwner = true): JsonObject {
  const owner = state.tables.users.get(c.ownerId);
  return {
    ...chatRowView(c),
    ...(withOwner ? { owner: owner ? chatUserModel(owner) : null } : {}),
    users: chatUsersOf(state, c.id).map((m) => memberView(state, m, withUsers)),
  };
}

/** A message with its sender's id and name (GET /chats/:id/messages). */
export function chatMessageView(state: State, m: ChatMessageRow): JsonObject {
  const sender = state.tables.users.get(m.senderId);
  return {
    id: m.id,
    chatId: m.chatId,
    senderId: m.senderId,
    message: m.message,
    mediaPath: null,
    mediaName: null,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
    sender: sender ? { id: sender.id, name: sender.name } : null,
  };
}

/**
 * A new message as CreateMessageService reloads it (the POST answer and the `new-message` frame's `newMessage`):
 * with its sender and its chat with the bare member rows, as they were before the unread counts moved (the reload
 * ran before the counts were updated) and with the new lastMessage.
 */
export function newChatMessageView(before: State, after: State, m: ChatMessageRow): JsonObject {
  const chatBefore = before.tables.chats.get(m.chatId);
  const chatAfter = after.tables.chats.get(m.chatId);
  return {
    ...chatMessageView(after, m),
    chat:
      chatBefore && chatAfter
        ? {
            ...chatRowView(chatAfter),
            users: chatUsersOf(before, m.chatId).map((u) => memberView(before, u, false)),
          }
        : null,
  };
}
