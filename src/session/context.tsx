import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { RealtimeStatus } from '../realtime/index.ts';
import type { DomainEventOf, DomainEventType, EventFilter } from './realtime-hub.ts';
import { CSHOW_KEY, type AppServices } from './services.ts';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesProvider>');
  return services;
}

/**
 * A selector on an actor, on React's own useSyncExternalStore: the same contract as @xstate/react's useSelector,
 * without its React 18 shim on /login (which has a 120 KB budget). Screens behind the login use @xstate/react.
 */
export function useActorSelector<S, T>(
  actor: { subscribe(fn: () => void): { unsubscribe(): void }; getSnapshot(): S },
  select: (snapshot: S) => T,
): T {
  return useSyncExternalStore(
    (notify) => {
      const sub = actor.subscribe(notify);
      return () => sub.unsubscribe();
    },
    () => select(actor.getSnapshot()),
  );
}

/** The session as the screens need it. */
export function useSession() {
  const { session } = useServices();
  const status = useActorSelector(session, (s) =>
    s.matches('checking')
      ? 'loading'
      : s.matches('signedIn')
        ? 'signedIn'
        : s.matches('signingIn')
          ? 'signingIn'
          : 'signedOut',
  );
  const user = useActorSelector(session, (s) => s.context.user);
  const { storage } = useServices();
  const campaignsEnabled =
    useActorSelector(session, (s) => s.context.campaignsEnabled) || storage.getItem(CSHOW_KEY) !== null;
  return { status, user, campaignsEnabled, send: session.send } as const;
}

/**
 * Calls `handler` for the events of one type while mounted, only those of one ticket or contact with a filter
 * (`{ ticketId }` for ticket and message events, `{ contactId }` for contact events).
 */
export function useRealtimeEvent<K extends DomainEventType>(
  type: K,
  handler: (event: DomainEventOf<K>) => void,
  filter?: EventFilter,
): void {
  const { realtime } = useServices();
  const ref = useRef(handler);
  ref.current = handler;
  const ticketId = filter?.ticketId;
  const contactId = filter?.contactId;
  useEffect(() => {
    return realtime.on(type, (e) => ref.current(e), {
      ...(ticketId === undefined ? {} : { ticketId }),
      ...(contactId === undefined ? {} : { contactId }),
    });
  }, [realtime, type, ticketId, contactId]);
}

/** The socket's state for a banner: 'idle' | 'connecting' | 'live' | 'down', with downSince and lastLiveAt. */
export function useRealtimeStatus(): RealtimeStatus {
  const { realtime } = useServices();
  return useSyncExternalStore(
    (notify) => realtime.onStatus(notify),
    () => realtime.status(),
  );
}

/**
 * One live MediaQueryList per query: `matchMedia` makes a new one and evaluates the query at every call, and the
 * hook's snapshot is read at every render of every component using it (2.5 ms of the task that committed the first
 * rows on a reload, in a trace on the reference backend). A live list's `matches` follows the viewport by itself.
 */
const mediaQueries = new Map<string, MediaQueryList>();
function mediaQueryList(query: string): MediaQueryList {
  let list = mediaQueries.get(query);
  if (list === undefined) {
    list = window.matchMedia(query);
    mediaQueries.set(query, list);
  }
  return list;
}

/** `matchMedia` as a hook (S1 §2.4: mobile breakpoint 600 px). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mql = mediaQueryList(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}

export const NARROW_QUERY = '(max-width: 599.98px)';
export const useNarrow = () => useMediaQuery(NARROW_QUERY);
