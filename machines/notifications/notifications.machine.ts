/**
 * The notifications of one signed-in session (S1 §2.5, §4.3, §6): the live list of tickets with unread messages
 * (the top bar's popover and its badge) and desktop notifications. It lives as long as the session, since the top
 * bar is on every screen:
 *
 *   notifications                      top-level states: the desktop permission (notifications.table.ts)
 *   ├── list                           a paged list (machines/paged-list) of GET /tickets?withUnreadMessages=true,
 *   │                                  fed the ticket and message frames (notification-rules.ts)
 *   └── context.commands[ticketId]     a ticket-status actor per ticket accepted from the popover (S1 §4.2)
 *
 * Accept runs through the ticket-status machine, as a list row's does: its busy state, the navigation to
 * /tickets/{uuid} and the catalogue's toast on failure all come from that machine. The actor is created with the
 * effects bus's `inspect`, so what its children emit reaches the one sink whether or not the workspace tree exists.
 *
 * Desktop notifications need the user's permission, asked only after a gesture (`desktop.request`, a control in the
 * popover); once granted, each new message passes `desktopDecision` and the binding shows it. What the machine hands
 * out is data (`DesktopNotice`), never display text.
 */
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { Contact, Message, Ticket } from '../../src/api/schemas/index.ts';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';
import { createPagedListMachine } from '../paged-list/paged-list.machine.ts';
import { ticketStatusMachine } from '../ticket-status/ticket-status.machine.ts';
import { byUpdatedAtDesc, contactPatches, isNotOlder } from '../workspace/ticket-lists.ts';
import {
  acceptsNotification,
  desktopDecision,
  desktopNoticeOf,
  notificationLiveEvent,
  type DesktopNotice,
  type DesktopView,
  type NotificationListFilters,
  type NotificationsUser,
} from './notification-rules.ts';

export const notificationListMachine = createPagedListMachine<Ticket, NotificationListFilters>();
export type NotificationListActor = ActorRefFrom<typeof notificationListMachine>;
export type NotificationCommandActor = ActorRefFrom<typeof ticketStatusMachine>;

/** Notification.permission, or 'unsupported' where the browser has no Notification API. */
export type DesktopPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export interface NotificationsInput {
  user: NotificationsUser;
  permission: DesktopPermission;
}

export interface NotificationsContext {
  user: NotificationsUser;
  permission: DesktopPermission;
  list: NotificationListActor;
  commands: Readonly<Record<number, NotificationCommandActor>>;
  /** The tickets whose desktop notification this machine showed and has not closed yet. */
  desktopShown: readonly number[];
}

/** A new message, with where the user is looking when it arrives (the binding adds `view`). */
export interface MessageArrived {
  type: 'server.message.created';
  message: Message;
  ticket: Ticket;
  contact: Contact;
  view: DesktopView;
}

export type NotificationsEvent =
  | { type: 'server.ticket.updated'; ticket: Ticket }
  | { type: 'server.ticket.deleted'; ticketId: number }
  | { type: 'server.ticket.unreadReset'; ticketId: number }
  | { type: 'server.contact.updated'; contact: Contact }
  | MessageArrived
  | { type: 'connection.restored' }
  /** Accept from the popover (pending tickets open only through it, S1 §2.5). */
  | { type: 'notifications.accept'; ticket: Ticket }
  /** The user asked for desktop notifications (a gesture: the browser asks only then). */
  | { type: 'desktop.request' }
  /** The permission changed outside the app (the browser's site settings). */
  | { type: 'desktop.permissionChanged'; permission: DesktopPermission }
  /** A desktop notification was clicked: open its ticket. */
  | { type: 'desktop.clicked'; ticketUuid: string }
  | DoneActorEvent<DesktopPermission, 'requestPermission'>
  | ErrorActorEvent<unknown, 'requestPermission'>;

const permissionIs =
  (permission: DesktopPermission) =>
  ({ context }: { context: NotificationsContext }) =>
    context.permission === permission;

const answerIs =
  (permission: DesktopPermission) =>
  ({ event }: { event: NotificationsEvent }) =>
    event.type === 'xstate.done.actor.requestPermission' && event.output === permission;

export const notificationsMachine = setup({
  types: {
    input: typeOf<NotificationsInput>(),
    context: typeOf<NotificationsContext>(),
    events: typeOf<NotificationsEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  actors: {
    notificationList: notificationListMachine,
    ticketStatus: ticketStatusMachine,
    /** The ticket and message frames and 'connection.restored' (joins the notification room while running). */
    notificationEvents: fromCallback<NotificationsEvent, { userId: number }>(() =>
      notProvided('notificationEvents'),
    ),
    /** Notification.requestPermission(), after a gesture. */
    requestPermission: fromPromise<DesktopPermission>(() => notProvided('requestPermission')),
  },
  guards: {
    isGranted: permissionIs('granted'),
    isDenied: permissionIs('denied'),
    isUnsupported: permissionIs('unsupported'),
    answeredGranted: answerIs('granted'),
    answeredDenied: answerIs('denied'),
    /**
     * A ticket frame changes the list, or closes a desktop notification, or does nothing: most do nothing (a
     * status change of a ticket with nothing unread). Asked of the list itself (its own guards, in its state), so
     * the binding can ask it too (`snapshot.can`) and not wake the tree for a frame nothing takes.
     */
    frameChangesSomething: ({ context, event }) => {
      assertEvent(event, ['server.ticket.updated', 'server.ticket.deleted', 'server.ticket.unreadReset']);
      if (event.type !== 'server.ticket.updated' && context.desktopShown.includes(event.ticketId))
        return true;
      return context.list.getSnapshot().can(notificationLiveEvent(event));
    },
    shouldNotifyDesktop: ({ context, event }) => {
      assertEvent(event, 'server.message.created');
      return desktopDecision(event, context.user, event.view).notify;
    },
  },
  actions: {
    forwardToList: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, [
        'server.ticket.updated',
        'server.ticket.deleted',
        'server.ticket.unreadReset',
        'server.message.created',
      ]);
      enqueue.sendTo(context.list, notificationLiveEvent(event));
    }),
    /** The rows of a contact follow its update (a rename in the drawer). */
    patchContact: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'server.contact.updated');
      for (const patch of contactPatches(context.list.getSnapshot().context.items, event.contact))
        enqueue.sendTo(context.list, patch);
    }),
    // Events were lost while the socket was down: the list refetches the pages it had and merges by id.
    catchUpList: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(context.list, { type: 'connection.restored' });
    }),
    /**
     * One ticket-status actor per ticket accepted, as the workspace's row commands: brought up to the ticket the
     * user saw, then given the command; one in flight refuses a second (its `updating` state accepts none).
     */
    runAccept: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'notifications.accept');
      const existing = context.commands[event.ticket.id];
      if (existing !== undefined) {
        enqueue.sendTo(existing, { type: 'server.ticket.updated', ticket: event.ticket });
        enqueue.sendTo(existing, { type: 'ticket.accept' });
        return;
      }
      enqueue.assign({
        commands: ({ context: c, spawn }) => {
          const actor = spawn('ticketStatus', {
            id: `notification.${event.ticket.id}`,
            input: { ticket: event.ticket, currentUser: { id: c.user.id, profile: c.user.profile } },
          });
          return { ...c.commands, [event.ticket.id]: actor };
        },
      });
      enqueue.sendTo(`notification.${event.ticket.id}`, { type: 'ticket.accept' });
    }),
    assignPermission: assign(({ event }) => {
      assertEvent(event, ['xstate.done.actor.requestPermission', 'desktop.permissionChanged']);
      return { permission: event.type === 'desktop.permissionChanged' ? event.permission : event.output };
    }),
    /** Shows a desktop notification (the binding: the Notification API, worded with i18n). */
    showDesktopNotification: (_, _notice: DesktopNotice) => undefined,
    /** Its ticket was read or deleted: a desktop notification still shown is stale. */
    closeDesktopNotification: (_, _ticketId: number) => undefined,
    rememberDesktopNotice: assign(({ context, event }) => {
      assertEvent(event, 'server.message.created');
      const id = event.ticket.id;
      return context.desktopShown.includes(id) ? {} : { desktopShown: [...context.desktopShown, id] };
    }),
    forgetDesktopNotice: assign(({ context, event }) => {
      assertEvent(event, ['server.ticket.deleted', 'server.ticket.unreadReset']);
      const id = event.ticketId;
      return context.desktopShown.includes(id)
        ? { desktopShown: context.desktopShown.filter((shown) => shown !== id) }
        : {};
    }),
    openClickedTicket: emit(({ event }): MachineEmitted => {
      assertEvent(event, 'desktop.clicked');
      return { type: 'navigate', to: `/tickets/${event.ticketUuid}` };
    }),
    notifyRequestFailed: emit(({ event }): MachineEmitted => {
      assertEvent(event, 'xstate.error.actor.requestPermission');
      return { type: 'notify', level: 'error', key: 'errors:generic', error: event.error };
    }),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input, spawn }) => ({
    user: input.user,
    permission: input.permission,
    list: spawn('notificationList', {
      id: 'list',
      input: {
        filters: { user: input.user },
        sort: byUpdatedAtDesc,
        accepts: acceptsNotification,
        isNewer: isNotOlder,
      },
    }),
    commands: {},
    desktopShown: [],
  }),
  invoke: { src: 'notificationEvents', input: ({ context }) => ({ userId: context.user.id }) },
  on: {
    'server.ticket.updated': { guard: 'frameChangesSomething', actions: 'forwardToList' },
    'server.ticket.deleted': {
      guard: 'frameChangesSomething',
      actions: [
        'forwardToList',
        {
          type: 'closeDesktopNotification',
          params: ({ event }) => {
            assertEvent(event, 'server.ticket.deleted');
            return event.ticketId;
          },
        },
        'forgetDesktopNotice',
      ],
    },
    'server.ticket.unreadReset': {
      guard: 'frameChangesSomething',
      actions: [
        'forwardToList',
        {
          type: 'closeDesktopNotification',
          params: ({ event }) => {
            assertEvent(event, 'server.ticket.unreadReset');
            return event.ticketId;
          },
        },
        'forgetDesktopNotice',
      ],
    },
    'server.message.created': { actions: 'forwardToList' },
    'server.contact.updated': { actions: 'patchContact' },
    'connection.restored': { actions: 'catchUpList' },
    'notifications.accept': { actions: 'runAccept' },
    'desktop.clicked': { actions: 'openClickedTicket' },
  },
  initial: 'checking',
  states: {
    // Routes to the permission the browser reports (at start, and after a change in its settings).
    checking: {
      always: [
        { guard: 'isUnsupported', target: 'unsupported' },
        { guard: 'isGranted', target: 'granted' },
        { guard: 'isDenied', target: 'denied' },
        { target: 'default' },
      ],
    },
    default: {
      on: {
        'desktop.request': { target: 'requesting' },
        'desktop.permissionChanged': { target: 'checking', actions: 'assignPermission' },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestPermission',
        src: 'requestPermission',
        onDone: [
          { guard: 'answeredGranted', target: 'granted', actions: 'assignPermission' },
          { guard: 'answeredDenied', target: 'denied', actions: 'assignPermission' },
          // Dismissed without an answer: the control stays, the browser may ask again.
          { target: 'default', actions: 'assignPermission' },
        ],
        onError: { target: 'default', actions: 'notifyRequestFailed' },
      },
    },
    granted: {
      on: {
        'server.message.created': [
          {
            guard: 'shouldNotifyDesktop',
            actions: [
              'forwardToList',
              {
                type: 'showDesktopNotification',
                params: ({ event }) => {
                  assertEvent(event, 'server.message.created');
                  return desktopNoticeOf(event);
                },
              },
              'rememberDesktopNotice',
            ],
          },
          { actions: 'forwardToList' },
        ],
        'desktop.permissionChanged': { target: 'checking', actions: 'assignPermission' },
      },
    },
    denied: {
      on: { 'desktop.permissionChanged': { target: 'checking', actions: 'assignPermission' } },
    },
    unsupported: {},
  },
});

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;
