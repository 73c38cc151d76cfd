/**
 * Gives the notifications machine (machines/notifications) its implementations — GET /tickets with unread
 * messages, PUT /tickets for Accept, the realtime subscriptions, the browser's Notification API — and asks the
 * session scope for the one actor of the signed-in session: the top bar is on every screen, so the list lives as
 * long as the session does, and stops with it.
 */
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { TFunction } from 'i18next';
import type {
  DesktopNotice,
  DesktopView,
  NotificationsUser,
} from '../../../machines/notifications/notification-rules.ts';
import {
  notificationListMachine,
  notificationsMachine,
  type NotificationsActor,
  type NotificationsEvent,
} from '../../../machines/notifications/notifications.machine.ts';
import { ticketStatusMachine } from '../../../machines/ticket-status/ticket-status.machine.ts';
import type { Api } from '../../api/index.ts';
import type { Ticket, User } from '../../api/schemas/index.ts';
import type { EffectsBus } from '../../session/effects.ts';
import type { AppServices } from '../../session/services.ts';
import { all, relay, same, takenBy, type RelaySource } from '../../session/relay.ts';
import { signedInScope } from '../../session/session-scope.ts';
import { afterFirstContent } from '../../session/first-content.ts';
import { parseWhatsApp, plainText } from '../../ui/whatsapp-format.ts';
import { browserDesktop, type DesktopPort, type DesktopText } from './desktop.ts';

export interface NotificationsDeps {
  api: Api;
  realtime: RelaySource;
  effects: EffectsBus;
  desktop: DesktopPort;
  /** Where the user is looking now (the tab's visibility and the route's ticket). */
  view: () => DesktopView;
  /** Words a desktop notification (machines hand out data, never text). */
  t: TFunction;
  /** A ticket the server returned for Accept (the cache keeps it, so opening it asks nothing). */
  onTicketSaved?: (ticket: Ticket) => void;
}

/** The ticket uuid a route opens: /tickets/{uuid}. */
export function ticketUuidOfPath(path: string): string | null {
  const match = /^\/tickets\/([^/?#]+)/.exec(path);
  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
}

/**
 * As the reference frontend: 'Mensagem de {name}', with the message as the body: its text as the bubble reads
 * (a desktop notification shows no styles, so WhatsApp's *markers* are dropped rather than shown).
 */
export function desktopText(notice: DesktopNotice, t: TFunction): DesktopText {
  const body = plainText(parseWhatsApp(notice.body));
  return {
    title: t('notifications:desktopTitle', { name: notice.contactName }),
    // A voice message has no body: say that something arrived rather than show an empty line.
    body: body.trim() !== '' ? body : t('notifications:desktopMedia'),
  };
}

export function notificationsUserOf(user: User): NotificationsUser {
  return { id: user.id, profile: user.profile, queueIds: user.queues.map((q) => q.id) };
}

export function createNotifications(deps: NotificationsDeps, user: NotificationsUser): NotificationsActor {
  const { api, realtime, desktop } = deps;
  let root: NotificationsActor | null = null;

  const machine = notificationsMachine.provide({
    actors: {
      notificationList: notificationListMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input: page }) => {
            // The screen's own list goes first at sign-in (first-content.ts).
            await afterFirstContent();
            const answer = await api.tickets.list({
              pageNumber: page.page,
              withUnreadMessages: true,
              // CONTRACT: always sent. The backend answers from the user's own queues for this list anyway.
              queueIds: page.filters.user.queueIds,
            });
            return { items: answer.tickets, hasMore: answer.hasMore, count: answer.count };
          }),
        },
      }),
      ticketStatus: ticketStatusMachine.provide({
        actors: {
          updateTicket: fromPromise(async ({ input: cmd }) => {
            const ticket = await api.tickets.update(cmd.ticketId, cmd.patch);
            deps.onTicketSaved?.(ticket);
            // The backend's own frame may never come (CONTRACT: rooms nobody joins); the list hears it now.
            root?.send({ type: 'server.ticket.updated', ticket });
            return ticket;
          }),
        },
      }),
      notificationEvents: fromCallback<NotificationsEvent, { userId: number }>(({ sendBack }) => {
        // A ticket frame that changes neither the list nor a desktop notification (frameChangesSomething) does
        // not wake the tree.
        const taken = takenBy(() => root);
        return all([
          relay<NotificationsEvent>(
            realtime,
            {
              rooms: [{ kind: 'notification' }],
              frames: {
                'server.ticket.updated': taken,
                'server.ticket.deleted': taken,
                'server.ticket.unreadReset': taken,
                'server.contact.updated': same,
                'server.message.created': (e) => ({ ...e, view: deps.view() }),
              },
              restored: { type: 'connection.restored' },
            },
            sendBack,
          ),
          desktop.onPermissionChange((permission) =>
            sendBack({ type: 'desktop.permissionChanged', permission }),
          ),
        ]);
      }),
      requestPermission: fromPromise(() => desktop.request()),
    },
    actions: {
      showDesktopNotification: (_, notice: DesktopNotice) =>
        desktop.show(notice, desktopText(notice, deps.t), () =>
          root?.send({ type: 'desktop.clicked', ticketUuid: notice.ticketUuid }),
        ),
      closeDesktopNotification: (_, ticketId: number) => desktop.close(ticketId),
    },
  });

  root = createActor(machine, {
    input: { user, permission: desktop.permission() },
    inspect: deps.effects.inspect,
  });
  return root;
}

/** One per signed-in session, with the route the desktop rule reads (kept current by the top bar's binding). */
export interface NotificationsSession {
  actor: NotificationsActor;
  /** The route shown now (the top bar's binding keeps it current). */
  setRoute: (path: string) => void;
  /** Stops the actor (the session scope calls it when the session ends). */
  stop: () => void;
}

/**
 * The session's notifications, owned by the session scope (src/session/session-scope.ts): made on the first ask, the
 * same for every later one of the session, stopped with the scope at sign-out or when another user signs in.
 */
export function notificationsFor(
  services: AppServices,
  user: User,
  extra: { onTicketSaved?: (ticket: Ticket) => void; desktop?: DesktopPort } = {},
): NotificationsSession {
  return signedInScope(services).own('notifications', (): NotificationsSession => {
    let route = '';
    const actor = createNotifications(
      {
        api: services.api,
        realtime: services.realtime,
        effects: services.effects,
        desktop: extra.desktop ?? browserDesktop(),
        view: () => ({
          visible: typeof document !== 'undefined' && document.visibilityState === 'visible',
          openTicketUuid: ticketUuidOfPath(route),
        }),
        t: services.i18n.t.bind(services.i18n),
        ...(extra.onTicketSaved ? { onTicketSaved: extra.onTicketSaved } : {}),
      },
      notificationsUserOf(user),
    );
    actor.start();
    return {
      actor,
      setRoute: (path) => {
        route = path;
      },
      stop: () => actor.stop(),
    };
  });
}
