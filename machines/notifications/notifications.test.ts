import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Ticket } from '../../src/api/schemas/index.ts';
import type { MachineEmitted } from '../common/emitted.ts';
import type { FetchPageInput, PageResult } from '../paged-list/paged-list.machine.ts';
import { ticketStatusMachine, type UpdateTicketInput } from '../ticket-status/ticket-status.machine.ts';
import type { DesktopNotice, NotificationListFilters } from './notification-rules.ts';
import {
  notificationListMachine,
  notificationsMachine,
  type DesktopPermission,
  type NotificationsActor,
} from './notifications.machine.ts';
import { contact, message, ticket } from './testing.ts';

const user = { id: 3, profile: 'user' as const, queueIds: [1, 2] };
const away = { visible: false, openTicketUuid: null };

interface Harness {
  actor: NotificationsActor;
  fetches: FetchPageInput<NotificationListFilters>[];
  updates: UpdateTicketInput[];
  shown: DesktopNotice[];
  closed: number[];
  emitted: MachineEmitted[];
  resolveUpdate: (ticket: Ticket) => void;
  rejectUpdate: (error: unknown) => void;
}

function start(
  options: {
    permission?: DesktopPermission;
    page?: Ticket[];
    answer?: DesktopPermission;
  } = {},
): Harness {
  const fetches: FetchPageInput<NotificationListFilters>[] = [];
  const updates: UpdateTicketInput[] = [];
  const shown: DesktopNotice[] = [];
  const closed: number[] = [];
  const emitted: MachineEmitted[] = [];
  let resolveUpdate: (ticket: Ticket) => void = () => undefined;
  let rejectUpdate: (error: unknown) => void = () => undefined;
  const machine = notificationsMachine.provide({
    actors: {
      notificationList: notificationListMachine.provide({
        actors: {
          fetchPage: fromPromise(({ input }: { input: FetchPageInput<NotificationListFilters> }) => {
            fetches.push(input);
            const items = options.page ?? [];
            return Promise.resolve<PageResult<Ticket>>({ items, hasMore: false, count: items.length });
          }),
        },
      }),
      ticketStatus: ticketStatusMachine.provide({
        actors: {
          updateTicket: fromPromise(
            ({ input }: { input: UpdateTicketInput }) =>
              new Promise<Ticket>((resolve, reject) => {
                updates.push(input);
                resolveUpdate = resolve;
                rejectUpdate = reject;
              }),
          ),
        },
      }),
      notificationEvents: fromCallback(() => () => undefined),
      requestPermission: fromPromise(() => Promise.resolve(options.answer ?? 'granted')),
    },
    actions: {
      showDesktopNotification: (_, notice: DesktopNotice) => void shown.push(notice),
      closeDesktopNotification: (_, ticketId: number) => void closed.push(ticketId),
    },
  });
  const actor = createActor(machine, {
    input: { user, permission: options.permission ?? 'default' },
    // Every actor of the system, as the effects bus attaches them.
    inspect: (e) => {
      if (e.type !== '@xstate.actor') return;
      const ref = e.actorRef as { on?: (type: '*', fn: (x: MachineEmitted) => void) => unknown };
      ref.on?.('*', (x) => emitted.push(x));
    },
  });
  actor.start();
  return {
    actor,
    fetches,
    updates,
    shown,
    closed,
    emitted,
    resolveUpdate: (t) => resolveUpdate(t),
    rejectUpdate: (e) => rejectUpdate(e),
  };
}

const items = (h: Harness) =>
  h.actor
    .getSnapshot()
    .context.list.getSnapshot()
    .context.items.map((t) => t.id);
const ready = (h: Harness) => waitFor(h.actor.getSnapshot().context.list, (s) => s.matches('ready'));

describe('the notifications list (S1 §2.5, §4.3)', () => {
  it('loads the user’s tickets with unread messages, then follows the frames', async () => {
    const h = start({ page: [ticket({ id: 1 })] });
    await ready(h);
    expect(h.fetches).toEqual([{ page: 1, search: '', filters: { user } }]);
    const fresh = ticket({ id: 2, uuid: 'u2', updatedAt: '2026-11-21T11:00:00.000Z' });
    h.actor.send({
      type: 'server.message.created',
      message: message(),
      ticket: fresh,
      contact: contact(),
      view: away,
    });
    expect(items(h)).toEqual([2, 1]);
    h.actor.send({ type: 'server.ticket.unreadReset', ticketId: 2 });
    expect(items(h)).toEqual([1]);
    h.actor.send({ type: 'server.ticket.deleted', ticketId: 1 });
    expect(items(h)).toEqual([]);
  });

  it("a contact's update renames that contact's rows and keeps the rest of them", async () => {
    const h = start({
      page: [ticket({ id: 1 }), ticket({ id: 2, contactId: 8, contact: contact({ id: 8, name: 'Bia' }) })],
    });
    await ready(h);
    h.actor.send({
      type: 'server.contact.updated',
      contact: contact({ name: 'Mariana Silva', number: '5599' }),
    });
    const rows = h.actor.getSnapshot().context.list.getSnapshot().context.items;
    expect(rows.map((t) => `${t.id}:${t.contact.name}:${t.contact.number}`).sort()).toEqual([
      '1:Mariana Silva:5599',
      '2:Bia:5511',
    ]);
  });

  it('refetches after a reconnect (events were lost while the socket was down)', async () => {
    const h = start({ page: [ticket({ id: 1 })] });
    await ready(h);
    h.actor.send({ type: 'connection.restored' });
    await waitFor(h.actor.getSnapshot().context.list, (s) => s.matches({ ready: 'idle' }));
    expect(h.fetches).toHaveLength(2);
  });
});

describe('accept from the popover runs through the ticket-status machine (S1 §2.5, §4.2)', () => {
  it('is busy while the server answers, then opens /tickets/{uuid}; a second click sends nothing', async () => {
    const h = start({ page: [ticket({ id: 1 })] });
    await ready(h);
    h.actor.send({ type: 'notifications.accept', ticket: ticket({ id: 1 }) });
    const command = h.actor.getSnapshot().context.commands[1];
    expect(command?.getSnapshot().hasTag('busy')).toBe(true);
    h.actor.send({ type: 'notifications.accept', ticket: ticket({ id: 1 }) });
    expect(h.updates).toEqual([{ ticketId: 1, patch: { status: 'open', userId: 3 } }]);
    h.resolveUpdate(ticket({ id: 1, uuid: 'uuid-1', status: 'open', userId: 3 }));
    await waitFor(command!, (s) => !s.hasTag('busy'));
    expect(h.emitted).toContainEqual({ type: 'navigate', to: '/tickets/uuid-1' });
  });

  it('a failure reaches the error path (the catalogue words it) and leaves the ticket pending', async () => {
    const h = start();
    await ready(h);
    h.actor.send({ type: 'notifications.accept', ticket: ticket({ id: 1 }) });
    const failure = { error: 'ERR_OTHER_OPEN_TICKET' };
    h.rejectUpdate(failure);
    const command = h.actor.getSnapshot().context.commands[1]!;
    await waitFor(command, (s) => !s.hasTag('busy'));
    expect(command.getSnapshot().matches('pending')).toBe(true);
    expect(h.emitted).toContainEqual({
      type: 'notify',
      level: 'error',
      key: 'errors:generic',
      error: failure,
    });
  });
});

describe('desktop notifications (S1 §4.3; permission asked after a gesture)', () => {
  const arrive = (h: Harness, over: Partial<Ticket> = {}) =>
    h.actor.send({
      type: 'server.message.created',
      message: message({ body: 'Oi' }),
      ticket: ticket({ id: 4, uuid: 'uuid-4', ...over }),
      contact: contact({ name: 'Bia', profilePicUrl: 'http://x/p.jpg' }),
      view: away,
    });

  it('with permission: a message that passes the rules is shown, one that does not is not', () => {
    const h = start({ permission: 'granted' });
    arrive(h);
    arrive(h, { isGroup: true });
    expect(h.shown).toEqual([
      {
        ticketId: 4,
        ticketUuid: 'uuid-4',
        contactName: 'Bia',
        picture: 'http://x/p.jpg',
        body: 'Oi',
        mediaType: 'conversation',
      },
    ]);
  });

  it('without permission nothing is shown, and nothing is asked until the user asks', async () => {
    const h = start({ permission: 'default' });
    arrive(h);
    expect(h.shown).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('default');
    h.actor.send({ type: 'desktop.request' });
    await waitFor(h.actor, (s) => s.matches('granted'));
    arrive(h);
    expect(h.shown).toHaveLength(1);
  });

  it('refused: stays silent', async () => {
    const h = start({ permission: 'default', answer: 'denied' });
    h.actor.send({ type: 'desktop.request' });
    await waitFor(h.actor, (s) => s.matches('denied'));
    arrive(h);
    expect(h.shown).toEqual([]);
  });

  it('a click opens the ticket; a read or deleted ticket closes its notification', async () => {
    const h = start({ permission: 'granted' });
    await ready(h);
    arrive(h);
    arrive(h, { id: 5, uuid: 'uuid-5' });
    h.actor.send({ type: 'desktop.clicked', ticketUuid: 'uuid-4' });
    expect(h.emitted).toContainEqual({ type: 'navigate', to: '/tickets/uuid-4' });
    h.actor.send({ type: 'server.ticket.unreadReset', ticketId: 4 });
    h.actor.send({ type: 'server.ticket.deleted', ticketId: 5 });
    expect(h.closed).toEqual([4, 5]);
  });

  it('a read closes a notification still shown even when the list no longer holds its ticket', async () => {
    const h = start({ permission: 'granted' });
    await ready(h);
    arrive(h);
    // Read elsewhere: the frame drops the row (nothing unread), the desktop notification is still up.
    h.actor.send({
      type: 'server.ticket.updated',
      ticket: ticket({ id: 4, uuid: 'uuid-4', unreadMessages: 0, updatedAt: '2026-11-21T12:00:00.000Z' }),
    });
    expect(items(h)).toEqual([]);
    h.actor.send({ type: 'server.ticket.unreadReset', ticketId: 4 });
    expect(h.closed).toEqual([4]);
    // Closed once: the next reset of that ticket changes nothing.
    expect(h.actor.getSnapshot().can({ type: 'server.ticket.unreadReset', ticketId: 4 })).toBe(false);
  });
});

describe('ticket frames that change nothing are not taken (the binding skips them: less script per event)', () => {
  it('a frame of a ticket the list neither holds nor takes, with no notification shown, is refused', async () => {
    const h = start({ page: [ticket({ id: 1 })] });
    await ready(h);
    const can = (event: Parameters<NotificationsActor['send']>[0]) => h.actor.getSnapshot().can(event);
    // A status change of a ticket with nothing unread: the reference backend's three frames.
    expect(can({ type: 'server.ticket.unreadReset', ticketId: 9 })).toBe(false);
    expect(can({ type: 'server.ticket.deleted', ticketId: 9 })).toBe(false);
    expect(can({ type: 'server.ticket.updated', ticket: ticket({ id: 9, unreadMessages: 0 }) })).toBe(false);
    // The same frames of the ticket it holds, or of one it takes, are taken.
    expect(can({ type: 'server.ticket.unreadReset', ticketId: 1 })).toBe(true);
    expect(can({ type: 'server.ticket.deleted', ticketId: 1 })).toBe(true);
    expect(can({ type: 'server.ticket.updated', ticket: ticket({ id: 9 }) })).toBe(true);
  });

  it('while the list loads every frame is taken: it is held for the page it answers', () => {
    const h = start({ page: [ticket({ id: 1 })] });
    expect(h.actor.getSnapshot().can({ type: 'server.ticket.unreadReset', ticketId: 1 })).toBe(true);
    h.actor.send({ type: 'server.ticket.unreadReset', ticketId: 1 });
    return ready(h).then(() => expect(items(h)).toEqual([]));
  });
});
