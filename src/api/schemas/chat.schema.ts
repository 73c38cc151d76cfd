import * as v from 'valibot';
import { DateStringSchema, IdSchema, recordsPage, TextSchema } from './common.schema.ts';
import { count, nestedRecords, records } from './tolerant.ts';

const UserRefSchema = v.object({ id: IdSchema, name: TextSchema });

/**
 * A member of an internal chat with the unread count of that member. The list (GET /chats) and the create/update
 * frames embed the user; the `new-message` and read frames send the bare rows (no `user`).
 */
export const ChatUserSchema = v.object({
  id: v.optional(IdSchema),
  chatId: v.optional(IdSchema),
  userId: IdSchema,
  unreads: count(),
  user: v.optional(v.nullable(UserRefSchema), null),
});
export type ChatUser = v.InferOutput<typeof ChatUserSchema>;

/** S2 §3 Chat. GET /chats/:uuid sends the bare row (no owner, no users). */
export const ChatSchema = v.object({
  id: IdSchema,
  uuid: v.string(),
  title: TextSchema,
  ownerId: v.optional(v.nullable(IdSchema), null),
  lastMessage: TextSchema,
  companyId: v.optional(IdSchema),
  createdAt: v.optional(DateStringSchema),
  updatedAt: v.optional(DateStringSchema),
  owner: v.optional(v.nullable(UserRefSchema), null),
  users: nestedRecords(ChatUserSchema, 'chat.users'),
});
export type Chat = v.InferOutput<typeof ChatSchema>;
export const ChatsPageSchema = recordsPage(ChatSchema, 'chat');

/** S2 §3 Chat message: GET /chats/:id/messages (a page in ascending order) and the `new-message` frames. */
export const ChatMessageSchema = v.object({
  id: IdSchema,
  chatId: IdSchema,
  senderId: IdSchema,
  message: TextSchema,
  mediaPath: v.optional(v.nullable(v.string()), null),
  mediaName: v.optional(v.nullable(v.string()), null),
  createdAt: DateStringSchema,
  updatedAt: v.optional(DateStringSchema),
  sender: v.optional(v.nullable(UserRefSchema), null),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;
export const ChatMessagesPageSchema = recordsPage(ChatMessageSchema, 'chat message');
export const ChatMessageListSchema = records(ChatMessageSchema, 'chat message');
