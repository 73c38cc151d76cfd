import { describe, expect, it } from 'vitest';
import { applyLive, type PagedListConfig } from '../paged-list/paged-list.machine.ts';
import { byUpdatedAtDesc, isNotOlder } from '../workspace/ticket-lists.ts';
import type { Ticket } from '../../src/api/schemas/index.ts';
import {
  acceptsNotification,
  desktopDecision,
  notificationLiveEvent,
  type DesktopDecision,
  type DesktopView,
  type NotificationListFilters,
  type NotificationsUser,
} from './notification-rules.ts';
import { contact, message, ticket } from './testing.ts';

const attendant: NotificationsUser = { id: 3, profile: 'user', queueIds: [1, 2] };
const admin: NotificationsUser = { id: 1, profile: 'admin', queueIds: [1] };
const away: DesktopView = { visible: false, openTicketUuid: null };

describe('which ticket belongs to the notifications list (S1 §2.5, §4.3, §6)', () => {
  const rows: readonly [string, Partial<Ticket>, NotificationsUser, boolean][] = [
    ['unassigned pending, unread, in my queue', {}, attendant, true],
    ['one unread message is enough (edge: 1)', { unreadMessages: 1 }, attendant, true],
    [
      'no unread message (edge: 0) — an unread-updated ticket leaves',
      { unreadMessages: 0 },
      attendant,
      false,
    ],
    ['mine, open', { status: 'open', userId: 3 }, attendant, true],
    ['mine, closed (shown with the closed badge)', { status: 'closed', userId: 3 }, attendant, true],
    ["another user's ticket", { status: 'open', userId: 9 }, attendant, false],
    ['pending in a queue I do not belong to', { queueId: 3 }, attendant, false],
    ['pending with no queue, for a user', { queueId: null }, attendant, false],
    ['pending with no queue, for an admin', { queueId: null }, admin, true],
    ['pending in a queue the admin does not belong to (S1 §6 "or is an admin")', { queueId: 3 }, admin, true],
    ["another user's ticket, for an admin", { status: 'open', userId: 9 }, admin, false],
  ];
  it.each(rows)('%s', (_, over, user, expected) => {
    const filters: NotificationListFilters = { user };
    expect(acceptsNotification(ticket(over), filters)).toBe(expected);
  });
});

describe('how a frame changes the notifications list (S1 §4.3 "Notification list")', () => {
  const config: PagedListConfig<Ticket, NotificationListFilters> = {
    anchor: 'top',
    nearEndPx: 100,
    insert: 'prepend',
    sort: byUpdatedAtDesc,
    accepts: acceptsNotification,
    isNewer: isNotOlder,
    loadDelay: 0,
  };
  const filters = { user: attendant };
  const older = ticket({ id: 1, uuid: 'a', updatedAt: '2026-11-21T09:00:00.000Z' });
  const newer = ticket({ id: 2, uuid: 'b', updatedAt: '2026-11-21T09:30:00.000Z' });
  const apply = (items: Ticket[], event: Parameters<typeof notificationLiveEvent>[0]) =>
    applyLive(items, notificationLiveEvent(event), config, filters).map((t) => t.id);

  it('a new message from a contact adds its ticket at the top', () => {
    const fresh = ticket({ id: 5, uuid: 'c', updatedAt: '2026-11-21T10:00:00.000Z' });
    expect(
      apply([newer, older], {
        type: 'server.message.created',
        message: message(),
        ticket: fresh,
        contact: contact(),
      }),
    ).toEqual([5, 2, 1]);
  });

  it('a new message on a listed ticket moves it to the top with its raised count', () => {
    const raised = { ...older, unreadMessages: 4, updatedAt: '2026-11-21T10:00:00.000Z' };
    const items = applyLive(
      [newer, older],
      notificationLiveEvent({
        type: 'server.message.created',
        message: message(),
        ticket: raised,
        contact: contact(),
      }),
      config,
      filters,
    );
    expect(items.map((t) => [t.id, t.unreadMessages])).toEqual([
      [1, 4],
      [2, 1],
    ]);
  });

  it('a new message on a ticket that is not mine is not added', () => {
    const others = ticket({ id: 5, status: 'open', userId: 9, updatedAt: '2026-11-21T10:00:00.000Z' });
    expect(
      apply([older], {
        type: 'server.message.created',
        message: message(),
        ticket: others,
        contact: contact(),
      }),
    ).toEqual([1]);
  });

  it('updateUnread removes the ticket, and a second one (the backend may send it twice) changes nothing', () => {
    expect(apply([newer, older], { type: 'server.ticket.unreadReset', ticketId: 2 })).toEqual([1]);
    expect(apply([older], { type: 'server.ticket.unreadReset', ticketId: 2 })).toEqual([1]);
  });

  it('delete removes the ticket; the update that follows an accept brings it back while still unread', () => {
    expect(apply([newer, older], { type: 'server.ticket.deleted', ticketId: 1 })).toEqual([2]);
    const accepted = { ...older, status: 'open' as const, userId: 3, updatedAt: '2026-11-21T10:00:00.000Z' };
    expect(apply([newer], { type: 'server.ticket.updated', ticket: accepted })).toEqual([1, 2]);
  });

  it('an update that gives the ticket to another user removes it', () => {
    const taken = { ...older, status: 'open' as const, userId: 9, updatedAt: '2026-11-21T10:00:00.000Z' };
    expect(apply([newer, older], { type: 'server.ticket.updated', ticket: taken })).toEqual([2]);
  });

  it('an update with the same updatedAt as the row held replaces it; an older one is ignored', () => {
    const unreadOf = (items: Ticket[], event: Parameters<typeof notificationLiveEvent>[0]) =>
      applyLive(items, notificationLiveEvent(event), config, filters).map(
        (t) => `${t.id}:${t.unreadMessages}`,
      );
    const same = { ...older, unreadMessages: 5 };
    expect(unreadOf([newer, older], { type: 'server.ticket.updated', ticket: same })).toEqual(['2:1', '1:5']);
    const late = { ...older, unreadMessages: 9, updatedAt: '2026-11-21T08:59:59.999Z' };
    expect(unreadOf([newer, older], { type: 'server.ticket.updated', ticket: late })).toEqual(['2:1', '1:1']);
  });

  it('my own message refreshes the ticket without moving it to the top by itself', () => {
    expect(
      notificationLiveEvent({
        type: 'server.message.created',
        message: message({ fromMe: true }),
        ticket: older,
        contact: contact(),
      }),
    ).toEqual({ type: 'server.upserted', item: older });
  });
});

describe('when a new message shows a desktop notification (S1 §4.3, §6)', () => {
  const rows: readonly [
    string,
    Partial<Ticket>,
    { fromMe?: boolean },
    NotificationsUser,
    DesktopView,
    DesktopDecision,
  ][] = [
    ['a contact writes in a pending ticket of my queue', {}, {}, attendant, away, { notify: true }],
    ['my own message', {}, { fromMe: true }, attendant, away, { notify: false, reason: 'fromMe' }],
    [
      'the ticket is open in a visible tab',
      {},
      {},
      attendant,
      { visible: true, openTicketUuid: 'uuid-1' },
      { notify: false, reason: 'openInVisibleTab' },
    ],
    [
      'the ticket is open but the tab is hidden',
      {},
      {},
      attendant,
      { visible: false, openTicketUuid: 'uuid-1' },
      { notify: true },
    ],
    [
      'another ticket is open in a visible tab',
      {},
      {},
      attendant,
      { visible: true, openTicketUuid: 'uuid-9' },
      { notify: true },
    ],
    ['the ticket is mine', { status: 'open', userId: 3 }, {}, attendant, away, { notify: true }],
    [
      'the ticket is assigned to another user',
      { status: 'open', userId: 9 },
      {},
      attendant,
      away,
      { notify: false, reason: 'assignedToOther' },
    ],
    [
      'assigned to another user, for an admin too',
      { status: 'open', userId: 9 },
      {},
      admin,
      away,
      { notify: false, reason: 'assignedToOther' },
    ],
    ['a group', { isGroup: true }, {}, attendant, away, { notify: false, reason: 'group' }],
    [
      'a group contact',
      { contact: contact({ isGroup: true }) },
      {},
      attendant,
      away,
      { notify: false, reason: 'group' },
    ],
    [
      'pending in a queue I am not a member of',
      { queueId: 3 },
      {},
      attendant,
      away,
      { notify: false, reason: 'notInQueue' },
    ],
    [
      'pending with no queue, for a user',
      { queueId: null },
      {},
      attendant,
      away,
      { notify: false, reason: 'notInQueue' },
    ],
    ['pending in a queue the admin is not in', { queueId: 3 }, {}, admin, away, { notify: true }],
    ['pending with no queue, for an admin', { queueId: null }, {}, admin, away, { notify: true }],
  ];
  it.each(rows)('%s', (_, over, msg, user, view, expected) => {
    expect(desktopDecision({ message: message(msg), ticket: ticket(over) }, user, view)).toEqual(expected);
  });
});
