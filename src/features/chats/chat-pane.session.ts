/**
 * The open chat's messages (S2 §4 'Chat'): one paged list anchored at the bottom (page 1 the newest, older pages
 * prepended when the reader is under 600 px from the top, the page number up after each load, no load while one
 * runs: machines/paged-list), live by `server.chatMessage.created` of that chat (the `-chat-{chatId}` channel heard
 * while it is open). Owned by the session scope: choosing another chat replaces the list (loaded messages cleared,
 * page back to 1), leaving the screen keeps it until the session ends.
 */
import { createActor, fromPromise } from 'xstate';
import {
  createPagedListMachine,
  type PagedListMachine,
} from '../../../machines/paged-list/paged-list.machine.ts';
import type { ActorRefFrom } from 'xstate';
import type { ChatMessage } from '../../api/schemas/s2.ts';
import { feedList } from '../../session/live-list.ts';
import type { AppServices } from '../../session/services.ts';
import { signedInScope } from '../../session/session-scope.ts';
import { chatsApiOf } from './chats.entity.ts';

/** S2 §9: older messages load under 600 px from the top. */
export const OLDER_MESSAGES_PX = 600;

export type ChatMessagesActor = ActorRefFrom<PagedListMachine<ChatMessage, null>>;

export interface ChatPane {
  /** The messages list of `chatId`: the current one if it is that chat, else a new one (the old one stops). */
  open(chatId: number): ChatMessagesActor;
  /** A message this user sent: shown at once (the frame that follows merges by id). */
  sent(message: ChatMessage): void;
  stop(): void;
}

function createPane(services: AppServices): ChatPane {
  let current: { chatId: number; actor: ChatMessagesActor; stop: () => void } | null = null;
  const close = () => {
    current?.stop();
    current = null;
  };
  return {
    open(chatId) {
      if (current?.chatId === chatId) return current.actor;
      close();
      const machine = createPagedListMachine<ChatMessage, null>().provide({
        actors: {
          fetchPage: fromPromise(async ({ input }) => {
            const page = await chatsApiOf(services).messages(chatId, { pageNumber: input.page });
            return { items: page.records, hasMore: page.hasMore };
          }),
        },
      });
      const actor = createActor(machine, {
        input: { filters: null, anchor: 'bottom', nearEndPx: OLDER_MESSAGES_PX, sort: (a, b) => a.id - b.id },
        inspect: services.effects.inspect,
      });
      actor.start();
      const off = feedList(services.realtime, 'chatMessage', (event) => actor.send(event), {
        scope: { chatId },
      });
      current = {
        chatId,
        actor,
        stop: () => {
          off();
          actor.stop();
        },
      };
      return actor;
    },
    sent(message) {
      if (current?.chatId === message.chatId) current.actor.send({ type: 'server.upserted', item: message });
    },
    stop: close,
  };
}

/** The session's chat pane (one open chat at a time), owned by the session scope. */
export function chatPaneFor(services: AppServices): ChatPane {
  return signedInScope(services).own('chat-pane', () => createPane(services));
}
