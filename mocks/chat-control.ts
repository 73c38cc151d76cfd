import type { SandboxCore } from './core.ts';
import { chatUsersOf } from './db/projection.ts';
import type { ChatMessageRow, ChatRow, ChatUserRow } from './db/rows.ts';
import { postChatMessage } from './handlers/chats.handlers.ts';

export interface ColleagueChatMessageInput {
  /** The chat (its id), or its uuid. */
  chatId?: number;
  uuid?: string;
  /** Who sends it; default the first member who is not the chat's owner (else the owner). */
  fromUserId?: number;
  message: string;
}

/** The control API's 'a colleague sends a chat message' (QA, e2e, stories). */
export function colleagueChatMessage(
  core: SandboxCore,
  input: ColleagueChatMessageInput,
): { messageId: number; chatId: number } {
  const chat = [...core.state.tables.chats.values()].find((c) =>
    input.chatId !== undefined ? c.id === input.chatId : c.uuid === input.uuid,
  );
  if (!chat) throw new Error(`colleagueChatMessage: no chat ${input.chatId ?? input.uuid ?? ''}`);
  const members = chatUsersOf(core.state, chat.id);
  const senderId = input.fromUserId ?? members.find((m) => m.userId !== chat.ownerId)?.userId ?? chat.ownerId;
  const sender = core.user(senderId);
  if (!sender) throw new Error(`colleagueChatMessage: no user ${senderId}`);
  const [done] = postChatMessage(core, chat, sender.id, sender.name, input.message);
  if (!done) throw new Error('colleagueChatMessage: nothing committed');
  return { messageId: done.message.id, chatId: chat.id };
}

export interface SeedChatInput {
  /** How many messages, alternating between the two members, one a minute, the newest now. */
  messages: number;
  /** The owner (a member); the other member is `withUserId` (default another user of the owner's company). */
  userId: number;
  withUserId?: number;
  title?: string;
}

export interface SeedChatResult {
  chatId: number;
  uuid: string;
  messageCount: number;
  seq: number;
}

/**
 * Bulk: a chat with a long history for the bench (20,000 messages): one `rows.imported` event per table, no frames
 * (the history existed before), the newest message now and no unreads.
 */
export function seedChat(core: SandboxCore, input: SeedChatInput): SeedChatResult {
  const owner = core.user(input.userId);
  if (!owner) throw new Error(`seedChat: no user ${input.userId}`);
  const other =
    input.withUserId ??
    [...core.state.tables.users.values()].find((u) => u.companyId === owner.companyId && u.id !== owner.id)
      ?.id ??
    owner.id;
  const otherName = core.user(other)?.name ?? owner.name;
  const now = core.store.tick();
  const iso = (at: number) => new Date(at).toISOString();
  const chatId = core.store.nextId('chats');
  const firstMessage = core.store.nextId('chatMessages');
  const firstMember = core.store.nextId('chatUsers');
  const count = Math.max(1, Math.floor(input.messages));
  const start = now - count * 60_000;
  const rows: ChatMessageRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = iso(start + (i + 1) * 60_000);
    const fromOwner = i % 2 === 0;
    rows.push({
      id: firstMessage + i,
      companyId: owner.companyId,
      chatId,
      senderId: fromOwner ? owner.id : other,
      message: `${fromOwner ? 'Mensagem' : 'Resposta'} ${i + 1}${i % 7 === 0 ? ' — uma linha mais longa, para que as alturas das mensagens variem como numa conversa de verdade.' : ''}`,
      createdAt: at,
      updatedAt: at,
    });
  }
  const last = rows.at(-1);
  const chat: ChatRow = {
    id: chatId,
    uuid: core.store.uuid(`bench-chat-${chatId}-${now}`),
    companyId: owner.companyId,
    title: input.title ?? `Histórico longo (${count})`,
    ownerId: owner.id,
    lastMessage: last ? `${last.senderId === owner.id ? owner.name : otherName}: ${last.message}` : '',
    createdAt: iso(start),
    updatedAt: last?.createdAt ?? iso(now),
  };
  const members: ChatUserRow[] = [owner.id, other].map((userId, i) => ({
    id: firstMember + i,
    companyId: owner.companyId,
    chatId,
    userId,
    unreads: 0,
    createdAt: chat.createdAt,
    updatedAt: chat.createdAt,
  }));
  const committed = core.commit(owner.companyId, [
    { type: 'row.imported', entity: 'chats', row: chat },
    { type: 'rows.imported', entity: 'chatUsers', rows: members },
    { type: 'rows.imported', entity: 'chatMessages', rows },
  ]);
  return { chatId, uuid: chat.uuid, messageCount: count, seq: committed.at(-1)?.event.seq ?? 0 };
}
