import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from '../../api/index.ts';
import { notifyError } from '../../lib/toast.ts';
import type { AppServices } from '../services.ts';
import { bindRealtimeToCache } from './realtime.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A screen that shows no ResourceState for this read still tells the user it failed (S1 §8 toast). */
      toastOnError?: boolean;
    };
  }
}

/**
 * Queues, users, tags and settings change rarely and no event announces them; tickets, contacts and connections
 * are patched by events and refetched after every reconnect. Five minutes keeps a tab switch, a dialog reopened
 * or a screen revisited from asking again, and is short enough that an idle page picks up an admin's edits.
 */
export const STALE_TIME_MS = 5 * 60_000;
export const MAX_RETRIES = 2;

/** No answer, or the server failed: worth asking again. A 4xx, or an answer that does not parse, will not change. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['ERR_NO_TICKET_FOUND', 'ERR_NO_CONTACT_FOUND']);

/** The record asked for does not exist (or no longer does): a not-found state, not an error with a retry. */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || (error.code !== undefined && NOT_FOUND_CODES.has(error.code)))
  );
}

export interface QueryClientOptions {
  /** A read failed for good (after its retries). */
  onError?: (error: Error, query: Query<unknown, unknown, unknown>) => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => options.onError?.(error, query),
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        // Focus and the browser's online event are no news here: events keep entries true, and the socket's
        // 'connection.restored' refetches after a drop (bindRealtimeToCache). Refetching on them too would only
        // add requests, a storm of them when staff switch windows all day.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // A record that does not exist will not exist on a second try either: its not-found state shows at once.
        retry: (failureCount, error) =>
          isTransient(error) && !isNotFound(error) && failureCount < MAX_RETRIES,
        // Offline, a read fails and shows its retry instead of pausing behind a spinner that never ends.
        networkMode: 'always',
      },
    },
  });
}

/**
 * The app's one cache, kept by its services (`services.queryCache`): created on first use (react-query stays off the
 * /login path) and bound once to the realtime hub (whose listeners outlive each socket). The session scope empties
 * it when the signed-in user signs out or changes (services.ts), so one company's answers are never shown to the
 * next user of the tab.
 */
export function queryClientFor(services: AppServices): QueryClient {
  return services.queryCache.get(() => {
    const client = createQueryClient({
      onError: (error, query) => {
        if (query.meta?.toastOnError === true) notifyError(error);
      },
    });
    bindRealtimeToCache(client, services.realtime);
    return client;
  });
}
