/**
 * The open conversation (S1 §2.6, §4.3), a child of the workspace. It owns the ticket's status actor
 * (`conversation.status`) and the message list (`conversation.messages`, a bottom-anchored paged list), and hears
 * only its own ticket's events (an id-filtered subscription, `ticketEvents`). Unless it is the read-only peek, it also
 * owns the composer (`conversation.composer`, machines/composer) and the voice recording (`conversation.recording`,
 * machines/audio-recording); both hear every status change of the ticket (S1 §2.7, §4.2: only an open ticket takes
 * messages and recordings), read from the status actor's snapshots.
 *
 * A `delete` frame does not prove the ticket is gone: the backend announces every status or owner change as
 * `delete` then `update` (CONTRACT.md). Instead of asking the server (a request per frame, per staff member), the
 * conversation waits DELETE_CONFIRM_MS for the `update` that follows a change; only without one is the ticket
 * gone: 'Ticket deleted sucessfully.' and /tickets (S1 §4.3).
 */
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type ActorRefFrom,
  type DoneActorEvent,
  type SnapshotFrom,
} from 'xstate';
import type { Contact, Message, Ticket, TicketNote } from '../../src/api/schemas/index.ts';
import { audioRecordingMachine } from '../audio-recording/audio-recording.machine.ts';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';
import { composerMachine } from '../composer/composer.machine.ts';
import { createPagedListMachine } from '../paged-list/paged-list.machine.ts';
import { ticketStatusMachine, type CurrentUser } from '../ticket-status/ticket-status.machine.ts';

export const DELETE_CONFIRM_MS = 1500;

export interface MessageListFilters {
  ticketId: number;
}

export const messageListMachine = createPagedListMachine<Message, MessageListFilters>();
export type MessageListActor = ActorRefFrom<typeof messageListMachine>;

/** Oldest first (S1 §2.6 message list); ties by id so a page and a live frame never swap two messages. */
export function byCreatedAtAsc(a: Message, b: Message): number {
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  return (
    (Number.isNaN(ta) ? 0 : ta) - (Number.isNaN(tb) ? 0 : tb) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function acceptsMessage(message: Message, filters: MessageListFilters): boolean {
  return message.ticketId === filters.ticketId;
}

export interface ConversationInput {
  ticket: Ticket;
  currentUser: CurrentUser;
  /** The peek (S1 §2.6 'Espiar Conversa') is read-only and never navigates. */
  readOnly?: boolean;
}

/** The events of this ticket only, as the realtime layer delivers them (src/realtime DomainEvent). */
export type ConversationServerEvent =
  | { type: 'server.ticket.updated'; ticket: Ticket }
  | { type: 'server.ticket.deleted'; ticketId: number }
  | { type: 'server.message.created'; message: Message; ticket: Ticket; contact: Contact }
  | { type: 'server.message.updated'; message: Message }
  | { type: 'server.contact.updated'; contact: Contact }
  | { type: 'connection.restored' };

/**
 * The conversation's dialog, if any: one at a time, as the workspace's (the contact drawer is a panel beside it, not a
 * dialog: the contact's edit opens over it and closes back to it).
 */
export type ConversationDialog =
  | { kind: 'editContact' }
  | { kind: 'deleteMessage'; message: Message }
  | { kind: 'deleteNote'; note: TicketNote };

export type ConversationEvent =
  | ConversationServerEvent
  | { type: 'drawer.toggle' }
  | { type: 'drawer.close' }
  | { type: 'dialog.open'; dialog: ConversationDialog }
  | { type: 'dialog.close' }
  /**
   * This ticket as a write of its own left it, a write the server announces to no one (a tag sync): the header and
   * the workspace's rows take it.
   */
  | { type: 'ticket.edited'; ticket: Ticket }
  /** 'Responder' on a message: the composer quotes it (S1 §2.6). */
  | { type: 'conversation.reply'; message: Message }
  /** Internal: the confirmation window of a `delete` ran out. */
  | { type: 'conversation.deleteConfirmed' }
  /** Every snapshot of the status actor (spawned with `syncSnapshot`). */
  | { type: 'xstate.snapshot.status'; snapshot: SnapshotFrom<typeof ticketStatusMachine> }
  | DoneActorEvent<Ticket, 'fetchTicket'>;

export interface ConversationContext {
  ticketId: number;
  uuid: string;
  /** The contact shown in the header and drawer; contact updates merge into it (S1 §4.3). */
  contact: Contact;
  readOnly: boolean;
  status: ActorRefFrom<typeof ticketStatusMachine>;
  messages: ActorRefFrom<typeof messageListMachine>;
  /** Null in the read-only peek. */
  composer: ActorRefFrom<typeof composerMachine> | null;
  recording: ActorRefFrom<typeof audioRecordingMachine> | null;
  /** Whether the contact drawer is shown. */
  drawerOpen: boolean;
  dialog: ConversationDialog | null;
}

/** S1 §2.7, §4.2: only an open ticket takes messages and recordings. */
const isOpen = (ticket: Ticket) => ticket.status === 'open';

export const conversationMachine = setup({
  types: {
    input: typeOf<ConversationInput>(),
    context: typeOf<ConversationContext>(),
    events: typeOf<ConversationEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  delays: { deleteConfirm: DELETE_CONFIRM_MS },
  actors: {
    ticketStatus: ticketStatusMachine,
    messageList: messageListMachine,
    composer: composerMachine,
    audioRecording: audioRecordingMachine,
    /** Subscribes to this ticket's events (realtime, filtered by ticket id) and joins its chat room. */
    ticketEvents: fromCallback<ConversationEvent, { ticketId: number; contactId: number }>(() =>
      notProvided('ticketEvents'),
    ),
    /** GET /tickets/:id, to catch up after a reconnect. */
    fetchTicket: fromPromise<Ticket, { ticketId: number }>(() => notProvided('fetchTicket')),
  },
  guards: {
    isThisTicket: ({ context, event }) => {
      assertEvent(event, ['server.ticket.updated', 'server.ticket.deleted']);
      const id = event.type === 'server.ticket.updated' ? event.ticket.id : event.ticketId;
      return id === context.ticketId;
    },
    isThisContact: ({ context, event }) => {
      assertEvent(event, 'server.contact.updated');
      return event.contact.id === context.contact.id;
    },
  },
  actions: {
    forwardToStatus: sendTo(
      ({ context }) => context.status,
      ({ event }) => {
        assertEvent(event, 'server.ticket.updated');
        return event;
      },
    ),
    takeEditedTicket: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'ticket.edited');
      if (event.ticket.id !== context.ticketId) return;
      enqueue.sendTo(context.status, { type: 'server.ticket.updated', ticket: event.ticket });
      enqueue.sendParent(event);
    }),
    forwardFetchedTicketToStatus: sendTo(
      ({ context }) => context.status,
      ({ event }) => {
        assertEvent(event, 'xstate.done.actor.fetchTicket');
        return { type: 'server.ticket.updated' as const, ticket: event.output };
      },
    ),
    upsertMessage: sendTo(
      ({ context }) => context.messages,
      ({ event }) => {
        assertEvent(event, ['server.message.created', 'server.message.updated']);
        return { type: 'server.upserted' as const, item: event.message };
      },
    ),
    refetchMessages: sendTo(({ context }) => context.messages, { type: 'connection.restored' }),
    mergeContact: assign(({ context, event }) => {
      assertEvent(event, 'server.contact.updated');
      return { contact: { ...context.contact, ...event.contact } };
    }),
    forwardReply: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'conversation.reply');
      if (context.composer)
        enqueue.sendTo(context.composer, { type: 'composer.reply', message: event.message });
    }),
    /** Accept, reopen, close, a transfer, a server update: the composer and the recorder follow the status. */
    forwardTicketStatus: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.snapshot.status');
      const open = isOpen(event.snapshot.context.ticket);
      if (context.composer) enqueue.sendTo(context.composer, { type: 'ticket.changed', canSend: open });
      if (context.recording) enqueue.sendTo(context.recording, { type: 'ticket.changed', canRecord: open });
    }),
    toggleDrawer: assign(({ context }) => ({ drawerOpen: !context.drawerOpen })),
    closeDrawer: assign({ drawerOpen: false }),
    openDialog: assign(({ event }) => {
      assertEvent(event, 'dialog.open');
      return { dialog: event.dialog };
    }),
    closeDialog: assign({ dialog: null }),
    notifyDeleted: emit({ type: 'notify', level: 'success', key: 'tickets:deleted' }),
    navigateToList: emit({ type: 'navigate', to: '/tickets' }),
  },
}).createMachine({
  id: 'conversation',
  context: ({ input, spawn }) => ({
    ticketId: input.ticket.id,
    uuid: input.ticket.uuid,
    contact: input.ticket.contact,
    readOnly: input.readOnly ?? false,
    drawerOpen: false,
    dialog: null,
    status: spawn('ticketStatus', {
      id: 'status',
      ...(input.readOnly === true ? {} : { systemId: 'conversation.status', syncSnapshot: true }),
      input: { ticket: input.ticket, currentUser: input.currentUser },
    }),
    composer:
      input.readOnly === true
        ? null
        : spawn('composer', {
            id: 'composer',
            systemId: 'conversation.composer',
            input: {
              ticketId: input.ticket.id,
              userId: input.currentUser.id,
              canSend: isOpen(input.ticket),
            },
          }),
    recording:
      input.readOnly === true
        ? null
        : spawn('audioRecording', {
            id: 'recording',
            systemId: 'conversation.recording',
            input: { ticketId: input.ticket.id, canRecord: isOpen(input.ticket) },
          }),
    messages: spawn('messageList', {
      id: 'messages',
      ...(input.readOnly === true ? {} : { systemId: 'conversation.messages' }),
      input: {
        filters: { ticketId: input.ticket.id },
        anchor: 'bottom',
        insert: 'append',
        sort: byCreatedAtAsc,
        accepts: acceptsMessage,
      },
    }),
  }),
  invoke: {
    src: 'ticketEvents',
    input: ({ context }) => ({ ticketId: context.ticketId, contactId: context.contact.id }),
  },
  on: {
    'server.ticket.updated': { guard: 'isThisTicket', actions: 'forwardToStatus' },
    'server.message.created': { actions: 'upsertMessage' },
    'server.message.updated': { actions: 'upsertMessage' },
    'server.contact.updated': { guard: 'isThisContact', actions: 'mergeContact' },
    'conversation.reply': { actions: 'forwardReply' },
    'ticket.edited': { actions: 'takeEditedTicket' },
    'drawer.toggle': { actions: 'toggleDrawer' },
    'drawer.close': { actions: 'closeDrawer' },
    'dialog.open': { actions: 'openDialog' },
    'dialog.close': { actions: 'closeDialog' },
    'xstate.snapshot.status': { actions: 'forwardTicketStatus' },
  },
  initial: 'live',
  states: {
    live: {
      on: {
        'server.ticket.deleted': { guard: 'isThisTicket', target: 'confirmingDelete' },
        // Events were lost while the socket was down: the ticket and its messages are fetched again.
        'connection.restored': { target: 'catchingUp', actions: 'refetchMessages' },
      },
    },
    catchingUp: {
      invoke: {
        // Named: the done event's type (`xstate.done.actor.fetchTicket`) is what forwardFetchedTicketToStatus asserts.
        id: 'fetchTicket',
        src: 'fetchTicket',
        input: ({ context }) => ({ ticketId: context.ticketId }),
        onDone: { target: 'live', actions: 'forwardFetchedTicketToStatus' },
        // A ticket that is gone answers 404: the same confirmation as a delete frame.
        onError: { target: 'confirmingDelete' },
      },
      on: { 'server.ticket.deleted': { guard: 'isThisTicket', target: 'confirmingDelete' } },
    },
    confirmingDelete: {
      after: { deleteConfirm: 'gone' },
      on: {
        // The `update` of a status or owner change: the ticket lives on.
        'server.ticket.updated': { guard: 'isThisTicket', target: 'live', actions: 'forwardToStatus' },
      },
    },
    // S1 §4.3: the peek and the open conversation alike.
    gone: { type: 'final', entry: ['notifyDeleted', 'navigateToList'] },
  },
});

export type ConversationActor = ActorRefFrom<typeof conversationMachine>;
