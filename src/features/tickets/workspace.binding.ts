/**
 * Gives the workspace actor tree (machines/workspace) its implementations — the API calls, the realtime
 * subscriptions — and keeps one tree per signed-in session. Screens get the tree with `useWorkspace()` and read its
 * actors with selectors; they never create or hold actors themselves.
 */
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { ConversationEvent } from '../../../machines/workspace/conversation.machine.ts';
import { conversationMachine, messageListMachine } from '../../../machines/workspace/conversation.machine.ts';
import {
  ticketListMachine,
  workspaceMachine,
  type WorkspaceActor,
  type WorkspaceEvent,
  type WorkspaceInput,
} from '../../../machines/workspace/workspace.machine.ts';
import { ticketStatusMachine } from '../../../machines/ticket-status/ticket-status.machine.ts';
import type { Api } from '../../api/index.ts';
import type { Ticket, User } from '../../api/schemas/index.ts';
import type { EffectsBus } from '../../app/effects.ts';
import type { AppServices } from '../../app/services.ts';
import type { ConnectionSignal, DomainEvent, RoomJoin } from '../../realtime/index.ts';

/** What the tree needs of the realtime hub. */
export interface WorkspaceRealtime {
  onEvent(listener: (event: DomainEvent) => void): () => void;
  onConnection(listener: (signal: ConnectionSignal) => void): () => void;
  join(room: RoomJoin): () => void;
}

export interface WorkspaceDeps {
  api: Api;
  realtime: WorkspaceRealtime;
  effects: EffectsBus;
  /** Every queue id of the company (admins), through the resource cache. */
  loadQueueIds: () => Promise<readonly number[]>;
  /** A ticket the server returned for a command (the cache keeps it, so opening it asks nothing). */
  onTicketSaved?: (ticket: Ticket) => void;
}

/** The workspace's ticket frames: ticket changes and new messages of the rooms the lists show. */
function toWorkspaceEvent(event: DomainEvent): WorkspaceEvent | null {
  switch (event.type) {
    case 'server.ticket.updated':
    case 'server.ticket.deleted':
    case 'server.ticket.unreadReset':
    case 'server.message.created':
      return event;
    default:
      return null;
  }
}

/** The conversation's frames: only those of its own ticket (and its contact). */
function toConversationEvent(event: DomainEvent, ticketId: number): ConversationEvent | null {
  switch (event.type) {
    case 'server.ticket.updated':
      return event.ticket.id === ticketId ? event : null;
    case 'server.ticket.deleted':
      return event.ticketId === ticketId ? event : null;
    case 'server.message.created':
    case 'server.message.updated':
      return event.message.ticketId === ticketId ? event : null;
    case 'server.contact.updated':
      return event;
    default:
      return null;
  }
}

export function createWorkspace(deps: WorkspaceDeps, input: WorkspaceInput): WorkspaceActor {
  const { api, realtime } = deps;
  // The root, for the command results its children announce (assigned right below, before anything runs).
  let root: WorkspaceActor | null = null;

  const ticketStatus = ticketStatusMachine.provide({
    actors: {
      updateTicket: fromPromise(async ({ input: cmd }) => {
        const ticket = await api.tickets.update(cmd.ticketId, cmd.patch);
        deps.onTicketSaved?.(ticket);
        // Merged into every list at once: the backend emits some changes to rooms nobody joins (CONTRACT.md).
        root?.send({ type: 'ticket.saved', ticket });
        return ticket;
      }),
    },
  });

  const ticketList = ticketListMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input: page }) => {
        const f = page.filters;
        const answer = await api.tickets.list({
          pageNumber: page.page,
          queueIds: f.queueIds,
          showAll: f.showAll,
          ...(f.status ? { status: f.status } : {}),
          ...(page.search ? { searchParam: page.search } : {}),
          ...(f.tags.length > 0 ? { tags: f.tags } : {}),
          ...(f.users.length > 0 ? { users: f.users } : {}),
        });
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

  const conversation = conversationMachine.provide({
    actors: {
      ticketStatus,
      messageList,
      ticketEvents: fromCallback<ConversationEvent, { ticketId: number }>(
        ({ sendBack, input: { ticketId } }) => {
          const leave = realtime.join({ kind: 'chatBox', ticketId });
          const offEvent = realtime.onEvent((event) => {
            const mine = toConversationEvent(event, ticketId);
            if (mine !== null) sendBack(mine);
          });
          const offConnection = realtime.onConnection((signal) => {
            if (signal === 'connection.restored') sendBack({ type: 'connection.restored' });
          });
          return () => {
            offEvent();
            offConnection();
            leave();
          };
        },
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
        const leaves = (['open', 'pending', 'closed'] as const).map((status) =>
          realtime.join({ kind: 'tickets', status }),
        );
        const offEvent = realtime.onEvent((event) => {
          const mine = toWorkspaceEvent(event);
          if (mine !== null) sendBack(mine);
        });
        const offConnection = realtime.onConnection((signal) => {
          if (signal === 'connection.restored') sendBack({ type: 'connection.restored' });
        });
        return () => {
          offEvent();
          offConnection();
          leaves.forEach((leave) => leave());
        };
      }),
      loadQueueIds: fromPromise(() => deps.loadQueueIds()),
    },
  });

  root = createActor(machine, { input, systemId: 'workspace', inspect: deps.effects.inspect });
  return root;
}

export function workspaceInputOf(user: User): WorkspaceInput {
  return {
    user: { id: user.id, profile: user.profile, queueIds: user.queues.map((q) => q.id) },
    companyId: user.companyId,
  };
}

/**
 * One tree per signed-in session: created on the first visit of the tickets workspace (so its code stays off the
 * /login path), kept while the user goes to other screens and back (lists keep their pages and scroll), and stopped
 * when the session ends or another user signs in.
 */
const trees = new WeakMap<AppServices, { userId: number; actor: WorkspaceActor }>();

export function workspaceFor(
  services: AppServices,
  user: User,
  deps: Omit<WorkspaceDeps, 'api' | 'realtime' | 'effects'>,
): WorkspaceActor {
  const existing = trees.get(services);
  if (existing !== undefined && existing.userId === user.id) return existing.actor;
  existing?.actor.stop();
  const actor = createWorkspace(
    { api: services.api, realtime: services.realtime, effects: services.effects, ...deps },
    workspaceInputOf(user),
  );
  trees.set(services, { userId: user.id, actor });
  const sub = services.session.subscribe((snapshot) => {
    if (snapshot.matches('signedIn') && snapshot.context.user?.id === user.id) return;
    sub.unsubscribe();
    actor.stop();
    if (trees.get(services)?.actor === actor) trees.delete(services);
  });
  actor.start();
  return actor;
}
