/**
 * The kanban of the signed-in user (S2 §2 'Kanban', §4, §6, §7), owned by the session scope:
 * - `tickets`: the user's own open tickets, one paged-list actor (machines/paged-list: loading, failed with retry,
 *   live upsert/remove by the list's rule, refetch after a reconnect). Its one "page" is every page of GET /tickets
 *   (status open, the user's queues), so the board holds all of them. Live by the tickets' own frames
 *   (`company-{cid}-ticket` heard in the open room, the message frames that carry the ticket after them, contact
 *   renames). It is made without the effects bus: S2 §8 says kanban fetch errors are swallowed (no toast); the
 *   board says it inline with a retry instead, and shows no cards (S2 §7 'on failure the list is empty').
 * - `board`: the lanes and the cards' places (kanban-board.ts), local only (S2 §3, §4): kept in localStorage per
 *   user, so they last across reloads; no call is made for them.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  createPagedListMachine,
  type FetchPageInput,
  type PageResult,
  type PagedListMachine,
} from '../../../machines/paged-list/paged-list.machine.ts';
import type { Ticket, User } from '../../api/schemas/index.ts';
import { queryClientFor } from '../../session/queries/client.ts';
import { queries } from '../../session/queries/hooks.ts';
import type { AppServices } from '../../session/services.ts';
import { signedInScope } from '../../session/session-scope.ts';
import { parseBoard, prune, serializeBoard, type Board } from './kanban-board.ts';
import { feedList } from '../../session/live-list.ts';

/** Pages read for one load at most (40 a page: 2,000 open tickets of one user). */
export const MAX_PAGES = 50;

export type KanbanTicketsActor = ActorRefFrom<PagedListMachine<Ticket, null>>;

export interface BoardStore {
  get: () => Board;
  subscribe: (listener: () => void) => () => void;
  update: (change: (board: Board) => Board) => void;
}

export interface KanbanSession {
  tickets: KanbanTicketsActor;
  board: BoardStore;
  stop(): void;
}

/** Where a user's board is kept (S2: local only): one key per user of this browser. */
export const boardKey = (userId: number) => `kanban:board:${userId}`;

/** S2 §2, §6: a card is a ticket of the current user whose status is open. */
export function isKanbanTicket(ticket: Pick<Ticket, 'status' | 'userId'>, userId: number): boolean {
  return ticket.status === 'open' && ticket.userId === userId;
}

export function createBoardStore(storage: Storage, key: string): BoardStore {
  let board = parseBoard(read(storage, key));
  const listeners = new Set<() => void>();
  return {
    get: () => board,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update: (change) => {
      const next = change(board);
      if (next === board) return;
      board = next;
      try {
        storage.setItem(key, serializeBoard(board));
      } catch {
        // A full or refused storage: the board still works for this visit.
      }
      listeners.forEach((l) => l());
    },
  };
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function createKanban(services: AppServices, user: User): KanbanSession {
  const board = createBoardStore(services.storage, boardKey(user.id));
  const queueIds = async (): Promise<readonly number[]> => {
    if (user.profile !== 'admin') return user.queues.map((q) => q.id);
    // S1 §6: admins work every queue of the company.
    const queues = await queryClientFor(services).fetchQuery(queries.queues(services.api));
    return queues.map((q) => q.id);
  };
  const machine = createPagedListMachine<Ticket, null>().provide({
    actors: {
      fetchPage: fromPromise<PageResult<Ticket>, FetchPageInput<null>>(async () => {
        const ids = await queueIds();
        const items: Ticket[] = [];
        for (let page = 1; page <= MAX_PAGES; page++) {
          const answer = await services.api.tickets.list({ pageNumber: page, status: 'open', queueIds: ids });
          items.push(...answer.tickets.filter((t) => isKanbanTicket(t, user.id)));
          if (!answer.hasMore) break;
        }
        // A whole answer: the places of tickets that are no longer the user's open ones are forgotten.
        board.update((b) =>
          prune(
            b,
            items.map((t) => t.id),
          ),
        );
        return { items, hasMore: false };
      }),
    },
  });
  const tickets = createActor(machine, {
    input: {
      filters: null,
      loadDelay: 0,
      accepts: (ticket: Ticket) => isKanbanTicket(ticket, user.id),
    },
  });
  tickets.start();
  // The open tickets' room; a new message brings its ticket as it is after it (taken when held or the user's), a
  // contact renamed elsewhere renames its cards (the live-list table's ticket entry).
  const off = feedList(services.realtime, 'ticket', (event) => tickets.send(event), {
    scope: { accepts: (ticket) => isKanbanTicket(ticket, user.id) },
    rooms: [{ kind: 'tickets', status: 'open' }],
    held: () => tickets.getSnapshot().context.items,
  });
  return {
    tickets,
    board,
    stop() {
      off();
      tickets.stop();
    },
  };
}

/** The session's kanban (one per signed-in user), made on the first visit of /kanban. */
export function kanbanFor(services: AppServices, user: User): KanbanSession {
  return signedInScope(services).own('kanban', () => createKanban(services, user));
}
