import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import {
  ChatMessageSchema,
  ChatMessagesPageSchema,
  ChatSchema,
  ChatsPageSchema,
  type Chat,
  type ChatMessage,
} from './schemas/s2.ts';
import { IgnoredAnswerSchema } from './void.ts';

export type ChatsPage = v.InferOutput<typeof ChatsPageSchema>;
export type ChatMessagesPage = v.InferOutput<typeof ChatMessagesPageSchema>;

/** POST /chats and PUT /chats/:id: the members picked (the owner joins by themselves) and the title. */
export interface ChatInput {
  title: string;
  users: { id: number; name: string }[];
}

/**
 * The internal chat's calls (S2 §7; ChatController): the caller's chats 20 a page, a chat by uuid, its messages
 * 20 a page (page 1 the newest, each page ascending), create / edit / delete, send, and the read mark.
 */
export function createChatsApi(client: ApiClient) {
  return {
    list(params: { pageNumber?: number } = {}): Promise<ChatsPage> {
      return client.request({ method: 'GET', path: '/chats', schema: ChatsPageSchema, query: { ...params } });
    },
    /** GET /chats/:uuid: the bare row (no members). */
    show(uuid: string): Promise<Chat> {
      return client.request({
        method: 'GET',
        path: `/chats/${encodeURIComponent(uuid)}`,
        schema: ChatSchema,
      });
    },
    messages(chatId: number, params: { pageNumber?: number } = {}): Promise<ChatMessagesPage> {
      return client.request({
        method: 'GET',
        path: `/chats/${chatId}/messages`,
        schema: ChatMessagesPageSchema,
        query: { ...params },
      });
    },
    ...recordCalls<ChatInput, typeof ChatSchema>(client, '/chats', ChatSchema),
    send(chatId: number, message: string): Promise<ChatMessage> {
      return client.request({
        method: 'POST',
        path: `/chats/${chatId}/messages`,
        schema: ChatMessageSchema,
        body: { message },
      });
    },
    /** POST /chats/:id/read: the user's unread count of the chat goes to 0. */
    async read(chatId: number, userId: number): Promise<void> {
      await client.request({
        method: 'POST',
        path: `/chats/${chatId}/read`,
        schema: IgnoredAnswerSchema,
        body: { userId },
      });
    },
  };
}
export type ChatsApi = ReturnType<typeof createChatsApi>;
