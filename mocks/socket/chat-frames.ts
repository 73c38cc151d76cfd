import { chatView, newChatMessageView } from '../db/chat-views.ts';
import type { SandboxEvent } from '../db/events.ts';
import { chatUsersOf, type State } from '../db/projection.ts';
import type { Frame } from './frame.ts';

type ChatEvent = Extract<
  SandboxEvent,
  { type: 'chat.created' | 'chat.updated' | 'chat.deleted' | 'chatMessage.created' | 'chat.read' }
>;

/**
 * The internal chat's frames as ChatController emits them:
 * - POST /chats, PUT /chats/:id: `company-{cid}-chat-user-{uid}` `{action:'create'|'update', record}` to `user-{uid}`
 *   once per member row (an owner who also picked themselves hears it twice), the chat with its members' users.
 * - DELETE /chats/:id: `company-{cid}-chat` `{action:'delete', id}` to the mainchannel, the route's id (a string).
 * - POST /chats/:id/messages: `company-{cid}-chat-{chatId}` then `company-{cid}-chat`, both `{action:'new-message',
 *   newMessage, chat}` to the mainchannel (every user of the company, members or not), `chat` with its owner and
 *   its bare member rows after the unread counts moved.
 * - POST /chats/:id/read: the same two events with `{action:'update', chat}`.
 */
export function chatFramesOf(event: ChatEvent, before: State, after: State): Frame[] {
  switch (event.type) {
    case 'chat.created':
    case 'chat.updated': {
      const id = event.type === 'chat.created' ? event.chat.id : event.chatId;
      const c = after.tables.chats.get(id);
      if (!c) return [];
      const record = chatView(after, c, true);
      const cid = c.companyId;
      return chatUsersOf(after, c.id).map((m) => ({
        rooms: [`user-${m.userId}`],
        event: `company-${cid}-chat-user-${m.userId}`,
        payload: { action: event.type === 'chat.created' ? 'create' : 'update', record },
      }));
    }
    case 'chat.deleted': {
      const c = before.tables.chats.get(event.chatId);
      if (!c) return [];
      return [
        {
          rooms: [`company-${c.companyId}-mainchannel`],
          event: `company-${c.companyId}-chat`,
          payload: { action: 'delete', id: String(c.id) },
        },
      ];
    }
    case 'chatMessage.created':
    case 'chat.read': {
      const chatId = event.type === 'chat.read' ? event.chatId : event.message.chatId;
      const c = after.tables.chats.get(chatId);
      if (!c) return [];
      const chat = chatView(after, c, false);
      const payload =
        event.type === 'chat.read'
          ? { action: 'update', chat }
          : { action: 'new-message', newMessage: newChatMessageView(before, after, event.message), chat };
      const rooms = [`company-${c.companyId}-mainchannel`];
      return [
        { rooms, event: `company-${c.companyId}-chat-${c.id}`, payload },
        { rooms, event: `company-${c.companyId}-chat`, payload },
      ];
    }
  }
}
