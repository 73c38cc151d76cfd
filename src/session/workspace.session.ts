/**
 * Gives the workspace actor tree (machines/workspace) its implementations — the API calls, the realtime
 * subscriptions — and asks the session scope for the one tree of the signed-in session. Screens get the tree with
 * `useWorkspace()` and read its actors with selectors; they never create or hold actors themselves.
 */
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { ConversationEvent } from '../../machines/workspace/conversation.machine.ts';
import { conversationMachine, messageListMachine } from '../../machines/workspace/conversation.machine.ts';
import {
  ticketListMachine,
  workspaceMachine,
  type WorkspaceActor,
  type WorkspaceEvent,
  type WorkspaceInput,
} from '../../machines/workspace/workspace.machine.ts';
import { listParams } from '../../machines/workspace/ticket-lists.ts';
import { ticketStatusMachine } from '../../machines/ticket-status/ticket-status.machine.ts';
import {
  audioRecordingMachine,
  type SendAudioInput,
} from '../../machines/audio-recording/audio-recording.machine.ts';
import { createComposerMachine } from '../../machines/composer/composer.machine.ts';
import { createComposerStore, memoryOnlyStore } from '../../machines/composer/composer.store.ts';
import type { Delivery } from '../../machines/composer/outbox-entry.machine.ts';
import type { Api } from '../api/index.ts';
import { MessageSchema, type User } from '../api/schemas/index.ts';
import type { EffectsBus } from './effects.ts';
import type { AppServices } from './services.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import { relay, same, takenBy } from './relay.ts';
import { signedInScope } from './session-scope.ts';
import {
  queueMemoryKey,
  startingQueueIds,
  workspaceInputOf,
  type QueueMemoryStorage,
} from './workspace-input.ts';
import { browserAudioActors } from '../lib/audio-recorder.ts';

/** What the tree needs of the realtime hub: typed subscriptions, filtered by id where the frame carries one. */
export type WorkspaceRealtime = Pick<RealtimeHub, 'on' | 'onConnection' | 'join' | 'listen'>;

export interface WorkspaceDeps {
  api: Api;
  realtime: WorkspaceRealtime;
  effects: EffectsBus;
  /** Every queue id of the company (admins), through the resource cache. */
  loadQueueIds: () => Promise<readonly number[]>;
  /** Where drafts and the sign option are kept (the app: localStorage); without it nothing survives a reload. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The microphone, recorder and mp3 encoder; tests and stories give fakes (no microphone in a headless browser). */
  audio?: typeof browserAudioActors;
}

export function createWorkspace(deps: WorkspaceDeps, input: WorkspaceInput): WorkspaceActor {
  const { api, realtime } = deps;
  // The root, for the command results its children announce (assigned right below, before anything runs).
  let root: WorkspaceActor | null = null;

  const ticketStatus = ticketStatusMachine.provide({
    actors: {
      updateTicket: fromPromise(async ({ input: cmd }) => {
        const ticket = await api.tickets.update(cmd.ticketId, cmd.patch);
        // Merged into every list at once: the backend emits some changes to rooms nobody joins (CONTRACT.md).
        root?.send({ type: 'ticket.saved', ticket });
        return ticket;
      }),
      // S1 §2.6 ticket options: delete. The lists drop the row at once, as for a delete frame.
      deleteTicket: fromPromise(async ({ input: { ticketId } }) => {
        await api.tickets.remove(ticketId);
        root?.send({ type: 'server.ticket.deleted', ticketId });
      }),
    },
  });

  const ticketList = ticketListMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input: page }) => {
        const answer = await api.tickets.list(listParams(page.filters, page.page, page.search));
        return { items: answer.tickets, hasMore: answer.hasMore, count: answer.count };
      }),
    },
  });

  const messageList = messageListMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input: page }) => {
        const answer = await api.messages.list(page.filters.ticketId, { pageNumber: page.page });
        return { items: answer.messages, hasMore: answer.hasMore, count: answer.count };
      }),
    },
  });

  // POST /messages/{ticketId} (S1 §7): JSON for text (with the quoted message), multipart `medias` for files.
  const sendMessage = (delivery: Delivery) =>
    delivery.kind === 'text'
      ? api.messages.send(delivery.ticketId, { body: delivery.body, quotedMsg: delivery.quotedMsg })
      : api.messages.sendMedia(delivery.ticketId, {
          medias: delivery.files,
          ...(delivery.caption === '' ? {} : { body: delivery.caption }),
        });
  const composer = createComposerMachine(
    deps.storage ? createComposerStore(deps.storage, MessageSchema) : memoryOnlyStore,
    sendMessage,
  );
  const audioRecording = audioRecordingMachine.provide({
    actors: {
      ...(deps.audio ?? browserAudioActors),
      // A recorded voice message is an mp3 file in `medias` (S1 §7).
      sendAudio: fromPromise<unknown, SendAudioInput>(({ input }) =>
        api.messages.sendMedia(input.ticketId, { medias: [input.file] }),
      ),
    },
  });

  const conversation = conversationMachine.provide({
    actors: {
      ticketStatus,
      messageList,
      composer,
      audioRecording,
      ticketEvents: fromCallback<ConversationEvent, { ticketId: number; contactId: number }>(
        ({ sendBack, input: { ticketId, contactId } }) =>
          // Only this ticket's frames reach this conversation.
          relay<ConversationEvent>(
            realtime,
            {
              rooms: [{ kind: 'chatBox', ticketId }],
              frames: {
                'server.ticket.updated': { filter: { ticketId }, map: same },
                'server.ticket.deleted': { filter: { ticketId }, map: same },
                'server.message.created': { filter: { ticketId }, map: same },
                'server.message.updated': { filter: { ticketId }, map: same },
                'server.contact.updated': { filter: { contactId }, map: same },
              },
              restored: { type: 'connection.restored' },
            },
            sendBack,
          ),
      ),
      fetchTicket: fromPromise(({ input: { ticketId } }) => api.tickets.get(ticketId)),
    },
  });

  const machine = workspaceMachine.provide({
    actors: {
      ticketList,
      ticketStatus,
      conversation,
      workspaceEvents: fromCallback<WorkspaceEvent, { companyId: number }>(({ sendBack }) => {
        return relay<WorkspaceEvent>(
          realtime,
          {
            rooms: (['open', 'pending', 'closed'] as const).map((status) => ({ kind: 'tickets', status })),
            frames: {
              'server.ticket.updated': same,
              'server.ticket.deleted': same,
              // A read reset no list takes (the machine's someListTakes) does not wake the tree.
              'server.ticket.unreadReset': takenBy(() => root),
              'server.message.created': same,
              'server.contact.updated': same,
            },
            restored: { type: 'connection.restored' },
          },
          sendBack,
        );
      }),
      loadQueueIds: fromPromise(() => deps.loadQueueIds()),
    },
  });

  root = createActor(machine, { input, systemId: 'workspace', inspect: deps.effects.inspect });
  return root;
}

/** Keeps what GET /queue answered, for the next session's lists to start with at once. */
function rememberQueueIds(
  storage: QueueMemoryStorage | undefined,
  companyId: number,
  load: () => Promise<readonly number[]>,
): () => Promise<readonly number[]> {
  return () =>
    load().then((ids) => {
      try {
        storage?.setItem(queueMemoryKey(companyId), JSON.stringify(ids));
      } catch {
        /* storage full or refused: the next session asks first, as the very first one does */
      }
      return ids;
    });
}

const WORKSPACE_KEY = 'workspace';

/**
 * The session's tree if a visit of the workspace started it, else null: a ticket saved elsewhere (a notification's
 * Accept, a new ticket from the contacts screen) is handed to it, so that opening the ticket finds it there.
 */
export function runningWorkspace(services: AppServices): WorkspaceActor | null {
  return services.scope()?.existing<WorkspaceActor>(WORKSPACE_KEY) ?? null;
}

/**
 * One tree per signed-in session, owned by the session scope (src/session/session-scope.ts): created on the first visit
 * of the tickets workspace (so its code stays off the /login path), kept while the user goes to other screens and
 * back (lists keep their pages and scroll), and stopped with the scope when the session ends or another user signs
 * in. Later asks of the session get the same tree, whatever `deps` they pass.
 */
export function workspaceFor(
  services: AppServices,
  user: User,
  deps: Omit<WorkspaceDeps, 'api' | 'realtime' | 'effects' | 'storage'>,
): WorkspaceActor {
  return signedInScope(services).own(WORKSPACE_KEY, () => {
    const actor = createWorkspace(
      {
        api: services.api,
        realtime: services.realtime,
        effects: services.effects,
        storage: services.storage,
        ...deps,
        loadQueueIds: rememberQueueIds(services.storage, user.companyId, deps.loadQueueIds),
      },
      workspaceInputOf(user, startingQueueIds(services.storage, user)),
    );
    actor.start();
    return actor;
  });
}
