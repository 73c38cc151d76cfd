/**
 * The rules of the notifications popover and of desktop notifications (S1 §2.5, §4.3, §6), as pure functions.
 *
 * The list is what GET /tickets?withUnreadMessages=true answers (the reference ListTicketsService, played by the
 * sandbox): tickets with unread messages that are the user's own or unassigned, in the user's queues. A live event
 * keeps it so (S1 §4.3 "Notification list"): a new message on such a ticket adds it or moves it to the top, a delete
 * or an updateUnread removes it, an update re-checks it. So a list fed live events ends as a refetch would show it.
 */
import type { Contact, Message, Profile, Ticket } from '../../src/api/schemas/index.ts';
import { oncePer } from '../common/once-per.ts';
import type { LiveEvent } from '../paged-list/paged-list.machine.ts';

export interface NotificationsUser {
  id: number;
  profile: Profile;
  /** The user's own queues (S1 §6). */
  queueIds: readonly number[];
}

/** The list's filters: whose notifications they are. */
export interface NotificationListFilters {
  user: NotificationsUser;
}

/**
 * S1 §6: a user sees only tickets of their own queues (none without a queue); an admin sees tickets with no queue
 * and, "a pending ticket appears in notifications only if the user belongs to its queue or is an admin", any queue.
 */
export function seesQueueOf(ticket: Ticket, user: NotificationsUser): boolean {
  if (user.profile === 'admin') return true;
  return ticket.queueId !== null && user.queueIds.includes(ticket.queueId);
}

/** Whether a ticket belongs to the notifications list of `filters.user`. */
export function acceptsNotification(ticket: Ticket, filters: NotificationListFilters): boolean {
  const { user } = filters;
  // S1 §2.5: tickets with unread messages; §4.3: an unread-updated ticket (count back to 0) leaves.
  if ((ticket.unreadMessages ?? 0) <= 0) return false;
  // S1 §4.3: "a ticket of this user or an unassigned ticket".
  if (ticket.userId !== null && ticket.userId !== user.id) return false;
  return seesQueueOf(ticket, user);
}

/** The ticket and message frames the list follows (src/realtime DomainEvent, the subset it needs). */
export type NotificationsServerEvent =
  | { type: 'server.ticket.updated'; ticket: Ticket }
  | { type: 'server.ticket.deleted'; ticketId: number }
  | { type: 'server.ticket.unreadReset'; ticketId: number }
  | { type: 'server.message.created'; message: Message; ticket: Ticket; contact: Contact };

/**
 * S1 §4.3 "Notification list": how one frame changes the list (whether the ticket belongs is `accepts`). One object
 * per frame, so the machine's guard (does the list take it?) and the relay that follows share what the list computed.
 */
export const notificationLiveEvent: (event: NotificationsServerEvent) => LiveEvent<Ticket> =
  oncePer(liveEventOf);

function liveEventOf(event: NotificationsServerEvent): LiveEvent<Ticket> {
  switch (event.type) {
    case 'server.ticket.updated':
      return { type: 'server.upserted', item: event.ticket };
    // "deleted or unread-updated tickets are removed". A status or owner change sends delete then update: the
    // update brings the ticket back when it still belongs (accepted by me, with messages still unread).
    case 'server.ticket.deleted':
    case 'server.ticket.unreadReset':
      return { type: 'server.removed', id: event.ticketId };
    case 'server.message.created':
      // "a new incoming unread message ... is added" (at the top); my own message only refreshes the ticket.
      return event.message.fromMe
        ? { type: 'server.upserted', item: event.ticket }
        : { type: 'server.upserted', item: event.ticket, moveToTop: true };
  }
}

/** Where the user is looking when a message arrives. */
export interface DesktopView {
  /** document.visibilityState === 'visible'. */
  visible: boolean;
  /** The uuid of the ticket the current route opens (/tickets/{uuid}), or null. */
  openTicketUuid: string | null;
}

export type DesktopSilenceReason = 'fromMe' | 'openInVisibleTab' | 'assignedToOther' | 'group' | 'notInQueue';

export type DesktopDecision = { notify: true } | { notify: false; reason: DesktopSilenceReason };

/**
 * S1 §4.3: a desktop notification for a new message from a contact, unless the ticket is open in a visible tab, is
 * assigned to another user, or is a group; S1 §6: a pending ticket notifies only members of its queue and admins
 * (said of the notification list, and the desktop notification follows the same rule). (Permission is the machine's
 * state, not a rule of the message.)
 */
export function desktopDecision(
  event: { message: Message; ticket: Ticket },
  user: NotificationsUser,
  view: DesktopView,
): DesktopDecision {
  const { message, ticket } = event;
  if (message.fromMe) return { notify: false, reason: 'fromMe' };
  if (view.visible && view.openTicketUuid === ticket.uuid)
    return { notify: false, reason: 'openInVisibleTab' };
  if (ticket.userId !== null && ticket.userId !== user.id)
    return { notify: false, reason: 'assignedToOther' };
  if (ticket.isGroup || ticket.contact.isGroup) return { notify: false, reason: 'group' };
  if (ticket.status === 'pending' && !seesQueueOf(ticket, user))
    return { notify: false, reason: 'notInQueue' };
  return { notify: true };
}

/** What a desktop notification shows; the binding words it (machines emit data, never display text). */
export interface DesktopNotice {
  ticketId: number;
  ticketUuid: string;
  contactName: string;
  picture: string;
  body: string;
  mediaType: string;
}

export function desktopNoticeOf(event: {
  message: Message;
  ticket: Ticket;
  contact: Contact;
}): DesktopNotice {
  return {
    ticketId: event.ticket.id,
    ticketUuid: event.ticket.uuid,
    contactName: event.contact.name || event.ticket.contact.name,
    picture: event.contact.profilePicUrl || event.ticket.contact.profilePicUrl,
    body: event.message.body,
    mediaType: event.message.mediaType,
  };
}
