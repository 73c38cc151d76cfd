import type { Chat } from '../../api/schemas/s2.ts';
import { createChatsApi } from '../../api/chats.api.ts';
import type { EntityDefinition } from '../../session/entity/entity-page.ts';
import type { AppServices } from '../../session/services.ts';
import type { ChatFormValues } from './components/chat-form.ts';
import { liveList } from '../../session/live-list.ts';

/** The chats calls of the session's client (ChatController). */
export const chatsApiOf = (services: Pick<AppServices, 'client'>) => createChatsApi(services.client);

/** Newest created first, as GET /chats orders them (a live create goes to the top). */
export function byCreatedDesc(a: Chat, b: Chat): number {
  const x = a.createdAt ?? '';
  const y = b.createdAt ?? '';
  if (x !== y) return x < y ? 1 : -1;
  return b.id - a.id;
}

/**
 * The internal chats, declared once (S2 §2 'Internal chat', §4, §7): GET /chats paged (20, the caller's chats),
 * POST / PUT / DELETE /chats, and the live frames: `-chat-user-{uid}` create / update (the chat with its members),
 * `-chat` new-message and update (the chat as it is after: last message, unread counts; its members without their
 * user) and delete. The list and the unread count of the top bar's bell are this one entity page, owned by the
 * session scope. S2 §8: chat save errors are swallowed by the reference; here a failed save keeps the dialog open
 * with what was typed and says so through the one toast path (docs/decisions.md, 'Internal chat').
 */
export const chatsEntity: EntityDefinition<Chat, ChatFormValues> = {
  key: 'chats',
  messages: {
    saved: 'chats:saved',
    deleted: 'chats:deleted',
    deletedElsewhere: 'chats:deletedElsewhere',
  },
  fetchPage: async (services, { page }) => {
    const answer = await chatsApiOf(services).list({ pageNumber: page });
    return { items: answer.records, hasMore: answer.hasMore };
  },
  save: async (services, { values, existing }) => {
    const api = chatsApiOf(services);
    const input = { title: values.title.trim(), users: values.users };
    return existing === null ? api.create(input) : api.update(existing.id, input);
  },
  remove: (services, chat) => chatsApiOf(services).remove(chat.id),
  live: liveList('chat'),
  sort: byCreatedDesc,
};

/** The unread count of `userId` in a chat: their first member row, as the reference reads it. */
export function unreadsOf(chat: Chat, userId: number): number {
  return chat.users.find((u) => u.userId === userId)?.unreads ?? 0;
}
