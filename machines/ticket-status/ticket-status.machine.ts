/**
 * The status of one ticket (S1 §4.2, §4.3). Top-level states are the spec's statuses (`pending`, `open`, `closed`)
 * plus `deleted`. Each status has an `idle` substate and an `updating` substate (tag `busy`) that waits for the
 * server. `open` also has `deleting` (tag `busy`): the ticket options' delete (S1 §2.6), only with the
 * ticket-options:deleteTicket permission (S1 §6), ends in `deleted` like a delete frame. The ticket in context is the
 * source of truth: `idle` routes to the status of the ticket it holds, so a
 * command lands in the status of the ticket the server RETURNED, and a server update moves the machine as well.
 */
import {
  and,
  assertEvent,
  assign,
  emit,
  fromPromise,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { Profile, Ticket, TicketStatus } from '../../src/api/schemas/index.ts';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';
import { can } from '../common/permissions.ts';

export interface CurrentUser {
  id: number;
  profile: Profile;
}

export interface TicketStatusInput {
  ticket: Ticket;
  currentUser: CurrentUser;
}

/** PUT /tickets/{id}. `status` is left out on a transfer to a user: the server keeps it (S1 §4.2 "updated"). */
export interface TicketPatch {
  status?: TicketStatus;
  userId: number | null;
  queueId?: number | null;
}

export interface UpdateTicketInput {
  ticketId: number;
  patch: TicketPatch;
}

export interface DeleteTicketInput {
  ticketId: number;
}

export type TicketCommand = 'accept' | 'return' | 'resolve' | 'close' | 'reopen' | 'transfer' | 'delete';

export interface TicketStatusContext {
  ticket: Ticket;
  currentUser: CurrentUser;
  /** The command in flight (or the last one), with the patch sent for it. */
  command: TicketCommand | null;
  patch: TicketPatch | null;
}

export type TicketStatusEvent =
  | { type: 'ticket.accept' }
  | { type: 'ticket.return' }
  | { type: 'ticket.resolve' }
  | { type: 'ticket.close' }
  | { type: 'ticket.reopen' }
  | { type: 'ticket.transfer'; queueId: number; userId: number | null }
  /** S1 §2.6 ticket options: DELETE /tickets/{id}, after the dialog's confirmation. */
  | { type: 'ticket.delete' }
  /** Not a command: `snapshot.can({ type: 'ticket.select' })` says whether a click may open the ticket. */
  | { type: 'ticket.select' }
  | { type: 'server.ticket.updated'; ticket: Ticket }
  | { type: 'server.ticket.deleted'; ticketId: number }
  | DoneActorEvent<Ticket, 'updateTicket'>
  | ErrorActorEvent<unknown, 'updateTicket'>
  | DoneActorEvent<void, 'deleteTicket'>
  | ErrorActorEvent<unknown, 'deleteTicket'>;

function patchFor(
  event: TicketStatusEvent,
  me: number,
): { command: TicketCommand; patch: TicketPatch } | null {
  switch (event.type) {
    case 'ticket.accept':
      return { command: 'accept', patch: { status: 'open', userId: me } };
    case 'ticket.return':
      return { command: 'return', patch: { status: 'pending', userId: null } };
    case 'ticket.resolve':
      return { command: 'resolve', patch: { status: 'closed', userId: me } };
    case 'ticket.close':
      return { command: 'close', patch: { status: 'closed', userId: me } };
    case 'ticket.reopen':
      return { command: 'reopen', patch: { status: 'open', userId: me } };
    case 'ticket.transfer':
      return event.userId === null
        ? { command: 'transfer', patch: { status: 'pending', userId: null, queueId: event.queueId } }
        : { command: 'transfer', patch: { userId: event.userId, queueId: event.queueId } };
    default:
      return null;
  }
}

function statusIs(status: TicketStatus) {
  return ({ context }: { context: TicketStatusContext }) => context.ticket.status === status;
}

function updateTicketInput({ context }: { context: TicketStatusContext }): UpdateTicketInput {
  return { ticketId: context.ticket.id, patch: context.patch ?? { userId: null } };
}

function timeOf(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
}

/**
 * The `updating` substate every status shares: the command's PUT, then `idle` routes to the status of the ticket
 * the server returned (or back to where it was, with an error toast).
 */
const UPDATING = {
  tags: ['busy'],
  invoke: {
    id: 'updateTicket',
    src: 'updateTicket',
    input: updateTicketInput,
    onDone: { target: 'idle', actions: ['assignReturnedTicket', 'navigateAfterCommand'] },
    onError: { target: 'idle', actions: 'notifyUpdateFailed' },
  },
} as const;

export const ticketStatusMachine = setup({
  types: {
    input: typeOf<TicketStatusInput>(),
    context: typeOf<TicketStatusContext>(),
    events: typeOf<TicketStatusEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  actors: {
    updateTicket: fromPromise<Ticket, UpdateTicketInput>(() => notProvided('updateTicket')),
    deleteTicket: fromPromise<void, DeleteTicketInput>(() => notProvided('deleteTicket')),
  },
  guards: {
    isAdmin: ({ context }) => context.currentUser.profile === 'admin',
    /** S1 §6: deleting a ticket needs ticket-options:deleteTicket (the permission table, not a copied rule). */
    mayDeleteTicket: ({ context }) => can(context.currentUser.profile, 'ticket-options:deleteTicket'),
    ticketHasUser: ({ context }) => context.ticket.userId !== null,
    ticketIsPending: statusIs('pending'),
    ticketIsOpen: statusIs('open'),
    ticketIsClosed: statusIs('closed'),
    /** Same ticket, and not older than what we hold (out-of-order frames). */
    isFreshUpdateOfThisTicket: ({ context, event }) => {
      assertEvent(event, 'server.ticket.updated');
      return (
        event.ticket.id === context.ticket.id &&
        timeOf(event.ticket.updatedAt) >= timeOf(context.ticket.updatedAt)
      );
    },
    isThisTicketDeleted: ({ context, event }) => {
      assertEvent(event, 'server.ticket.deleted');
      return event.ticketId === context.ticket.id;
    },
  },
  actions: {
    assignCommand: assign(({ context, event }) => {
      const next = patchFor(event, context.currentUser.id);
      return next === null ? {} : { command: next.command, patch: next.patch };
    }),
    assignReturnedTicket: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.updateTicket');
      return { ticket: event.output };
    }),
    assignServerTicket: assign(({ event }) => {
      assertEvent(event, 'server.ticket.updated');
      return { ticket: event.ticket };
    }),
    navigateAfterCommand: emit(({ context, event }): MachineEmitted => {
      assertEvent(event, 'xstate.done.actor.updateTicket');
      // S1 §2.6 / §4.2: accepting opens the conversation; resolve, close and transfer go back to the list. The spec
      // is silent on reopen and return: as the reference frontend, reopen opens the conversation, return the list.
      return context.command === 'accept' || context.command === 'reopen'
        ? { type: 'navigate', to: `/tickets/${event.output.uuid}` }
        : { type: 'navigate', to: '/tickets' };
    }),
    navigateToTicket: emit(({ context }): MachineEmitted => ({
      type: 'navigate',
      to: `/tickets/${context.ticket.uuid}`,
    })),
    navigateToList: emit({ type: 'navigate', to: '/tickets' }),
    notifyUpdateFailed: emit(({ event }): MachineEmitted => {
      assertEvent(event, 'xstate.error.actor.updateTicket');
      return { type: 'notify', level: 'error', key: 'errors:generic', error: event.error };
    }),
    assignDeleteCommand: assign({ command: 'delete', patch: null }),
    notifyDeleteFailed: emit(({ event }): MachineEmitted => {
      assertEvent(event, 'xstate.error.actor.deleteTicket');
      return { type: 'notify', level: 'error', key: 'errors:generic', error: event.error };
    }),
    notifyDeleted: emit({ type: 'notify', level: 'success', key: 'tickets:deleted' }),
  },
}).createMachine({
  id: 'ticketStatus',
  context: ({ input }) => ({
    ticket: input.ticket,
    currentUser: input.currentUser,
    command: null,
    patch: null,
  }),
  // The initial status comes from the ticket: `pending.idle` routes on at once when the ticket is not pending.
  initial: 'pending',
  on: {
    'server.ticket.updated': { guard: 'isFreshUpdateOfThisTicket', actions: 'assignServerTicket' },
    'server.ticket.deleted': { guard: 'isThisTicketDeleted', target: '.deleted' },
  },
  states: {
    pending: {
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: 'ticketIsOpen', target: '#ticketStatus.open' },
            { guard: 'ticketIsClosed', target: '#ticketStatus.closed' },
          ],
          on: {
            'ticket.accept': { target: 'updating', actions: 'assignCommand' },
            // S1 §4.2 bullet: close is offered on pending tickets.
            'ticket.close': { target: 'updating', actions: 'assignCommand' },
            'ticket.transfer': { target: 'updating', actions: 'assignCommand' },
          },
        },
        updating: UPDATING,
      },
    },
    open: {
      initial: 'idle',
      on: { 'ticket.select': { actions: 'navigateToTicket' } },
      states: {
        idle: {
          always: [
            { guard: 'ticketIsPending', target: '#ticketStatus.pending' },
            { guard: 'ticketIsClosed', target: '#ticketStatus.closed' },
          ],
          on: {
            'ticket.return': { target: 'updating', actions: 'assignCommand' },
            'ticket.resolve': { target: 'updating', actions: 'assignCommand' },
            // S1 §4.2 bullet: on open tickets close is for admins, and only when a user is assigned.
            'ticket.close': {
              guard: and(['isAdmin', 'ticketHasUser']),
              target: 'updating',
              actions: 'assignCommand',
            },
            'ticket.transfer': { target: 'updating', actions: 'assignCommand' },
            'ticket.delete': { guard: 'mayDeleteTicket', target: 'deleting', actions: 'assignDeleteCommand' },
          },
        },
        updating: UPDATING,
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteTicket',
            src: 'deleteTicket',
            input: ({ context }) => ({ ticketId: context.ticket.id }),
            // S1 §4.3: a deleted ticket says 'Ticket deleted sucessfully.' and goes to /tickets.
            onDone: { target: '#ticketStatus.deleted' },
            onError: { target: 'idle', actions: 'notifyDeleteFailed' },
          },
        },
      },
    },
    closed: {
      initial: 'idle',
      on: { 'ticket.select': { actions: 'navigateToTicket' } },
      states: {
        idle: {
          always: [
            { guard: 'ticketIsPending', target: '#ticketStatus.pending' },
            { guard: 'ticketIsOpen', target: '#ticketStatus.open' },
          ],
          on: {
            'ticket.reopen': { target: 'updating', actions: 'assignCommand' },
          },
        },
        updating: UPDATING,
      },
    },
    deleted: {
      type: 'final',
      entry: ['notifyDeleted', 'navigateToList'],
    },
  },
});
