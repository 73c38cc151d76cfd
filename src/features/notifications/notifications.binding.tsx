/**
 * The tickets notifications of the top bar (S1 §2.5, §4.3): binds the session's notifications actor
 * (notifications.session.ts) to the popover. Reads with selectors, sends intents; what the actor's children emit
 * (Accept's navigation, its failure) reaches the user through the effects bus.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { NotificationsActor } from '../../../machines/notifications/notifications.machine.ts';
import { ticketOffers } from '../../../machines/ticket-status/ticket-status.offers.ts';
import type { Ticket, User } from '../../api/schemas/index.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { runningWorkspace } from '../../session/workspace.session.ts';
import { usePagedList } from '../../session/use-paged-list.ts';
import { NotificationsPopover, type DesktopState } from './components/NotificationsPopover.tsx';
import { notificationsFor } from './notifications.session.ts';

export function NotificationsSlot() {
  const { user } = useSession();
  if (!user) return null;
  return <Notifications user={user} />;
}

function useNotifications(user: User) {
  const services = useServices();
  return useMemo(() => {
    return notificationsFor(services, user, {
      // Accept opens the ticket: the workspace's rows take it (the backend may announce it to no room).
      onTicketSaved: (ticket) => runningWorkspace(services)?.send({ type: 'ticket.saved', ticket }),
    });
    // One actor per signed-in user: a token refresh (same user id) keeps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, user.id]);
}

/**
 * S1 §4.2 through the ticket-status machine (no actor started): whether a click may open the ticket, and whether
 * Accept is offered.
 */
function actionsOf(ticket: Ticket, user: User) {
  const offers = ticketOffers(ticket, { id: user.id, profile: user.profile });
  return { open: offers.selectable, accept: offers.commands.includes('accept') };
}

/** Ids of the tickets whose Accept is waiting for the server (the ticket-status actor's `busy` tag). */
function useBusyIds(actor: NotificationsActor): ReadonlySet<number> {
  const commands = useSelector(actor, (s) => s.context.commands);
  const subscribe = useCallback(
    (notify: () => void) => {
      const subs = Object.values(commands).map((command) => command.subscribe(notify));
      return () => subs.forEach((s) => s.unsubscribe());
    },
    [commands],
  );
  const key = useSyncExternalStore(subscribe, () =>
    Object.entries(commands)
      .filter(([, command]) => command.getSnapshot().hasTag('busy'))
      .map(([id]) => id)
      .join(','),
  );
  return useMemo(() => new Set(key === '' ? [] : key.split(',').map(Number)), [key]);
}

function desktopStateOf(snapshot: ReturnType<NotificationsActor['getSnapshot']>): DesktopState {
  if (snapshot.matches('requesting')) return 'requesting';
  if (snapshot.matches('granted')) return 'granted';
  if (snapshot.matches('denied')) return 'denied';
  if (snapshot.matches('unsupported')) return 'unsupported';
  return 'default';
}

function Notifications({ user }: { user: User }) {
  const { actor, setRoute } = useNotifications(user);
  const [location, navigate] = useLocation();
  // The desktop rule asks which ticket the route opens (S1 §4.3 "open in a visible tab").
  useEffect(() => {
    setRoute(location);
  }, [setRoute, location]);
  const list = useSelector(actor, (s) => s.context.list);
  const { items, ...view } = usePagedList(list);
  // The server's count, kept by the live events (tickets beyond the loaded page count too).
  const count = useSelector(list, (s) => s.context.total ?? s.context.items.length);
  const desktop = useSelector(actor, desktopStateOf);
  const busyIds = useBusyIds(actor);
  return (
    <NotificationsPopover
      tickets={items}
      {...view}
      count={count}
      actionsOf={(ticket) => actionsOf(ticket, user)}
      onOpen={(ticket) => navigate(`/tickets/${ticket.uuid}`)}
      onAccept={(ticket) => actor.send({ type: 'notifications.accept', ticket })}
      busyIds={busyIds}
      desktop={desktop}
      onEnableDesktop={() => actor.send({ type: 'desktop.request' })}
      closeKey={location}
    />
  );
}
