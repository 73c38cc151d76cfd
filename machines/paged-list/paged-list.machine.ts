/**
 * One generic paged list (ARCHITECTURE: lists are machines too). S1 §9: search debounced 500 ms, then the load
 * 500 ms later; infinite scroll within 100 px of the bottom. S1 §4.3: live upsert / remove / patch; an item that no
 * longer passes the list's filter is removed. ARCHITECTURE (realtime): events held until the first page is in,
 * stale updates dropped, refetch and merge by id after a reconnect (the backend has no event cursor).
 *
 * Top-level states: `loading` (page 1, live events held), `ready` (`idle` | `loadingMore` | `refetching`),
 * `failed`. Everything the screen shows is in context.
 */
import {
  assertEvent,
  assign,
  cancel,
  emit,
  fromPromise,
  raise,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';

export type ItemId = number | string;

export interface PageResult<T> {
  items: T[];
  hasMore: boolean;
}

export interface FetchPageInput<F> {
  page: number;
  search: string;
  filters: F;
}

export interface PagedListInput<T, F> {
  filters: F;
  search?: string;
  /** Where new live items go (S1 §4.3: prepended, appended for some companies). Default 'prepend'. */
  insert?: 'prepend' | 'append';
  sort?: (a: T, b: T) => number;
  /** False when an item no longer belongs to this list (other queue, other status tab...): it is removed. */
  accepts?: (item: T, filters: F) => boolean;
  /** Stale guard: false when `incoming` is older than what the list holds; it is ignored. */
  isNewer?: (incoming: T, existing: T) => boolean;
  /** S1 §9 "reload 500 ms after a search or page change". Default 500. */
  loadDelay?: number;
}

export interface PagedListConfig<T, F> {
  insert: 'prepend' | 'append';
  sort: ((a: T, b: T) => number) | null;
  accepts: ((item: T, filters: F) => boolean) | null;
  isNewer: ((incoming: T, existing: T) => boolean) | null;
  loadDelay: number;
}

export type LiveEvent<T> =
  | { type: 'server.upserted'; item: T; moveToTop?: boolean }
  | { type: 'server.removed'; id: ItemId }
  | { type: 'server.patched'; id: ItemId; patch: Partial<T> };

export interface PagedListContext<T, F> {
  items: T[];
  /** The last page loaded (pages count from 1). */
  page: number;
  hasMore: boolean;
  /** The search in effect (lower-cased); `pendingSearch` is the one waiting for the debounce. */
  search: string;
  pendingSearch: string;
  filters: F;
  loadingFirst: boolean;
  loadingMore: boolean;
  refetching: boolean;
  error: unknown;
  /** Live events that arrived while page 1 was loading. */
  held: LiveEvent<T>[];
  /** Next page to refetch after a reconnect. */
  refetchCursor: number;
  /** Pages refetched so far after a reconnect; they replace the items when the last one is in. */
  refetched: T[];
  config: PagedListConfig<T, F>;
}

export type PagedListEvent<T, F> =
  | { type: 'list.search'; text: string }
  /** Internal: the search debounce ran out. */
  | { type: 'list.searchSettled' }
  | { type: 'list.filter'; filters: F }
  | { type: 'list.scrolled'; distanceToBottom: number }
  | { type: 'list.reload' }
  | { type: 'list.itemDeleted' }
  | { type: 'connection.restored' }
  | LiveEvent<T>
  | DoneActorEvent<PageResult<T>, 'fetchPage'>
  | ErrorActorEvent<unknown, 'fetchPage'>;

export const SEARCH_DEBOUNCE_MS = 500;
export const NEAR_BOTTOM_PX = 100;

/** Merge a fetched page by id: known items are replaced in place, new ones appended (later pages append). */
export function mergeById<T extends { id: ItemId }>(items: readonly T[], incoming: readonly T[]): T[] {
  const next = [...items];
  const index = new Map(next.map((item, i) => [item.id, i]));
  for (const item of incoming) {
    const at = index.get(item.id);
    if (at === undefined) {
      index.set(item.id, next.length);
      next.push(item);
    } else {
      next[at] = item;
    }
  }
  return next;
}

export function applyLive<T extends { id: ItemId }, F>(
  items: readonly T[],
  event: LiveEvent<T>,
  config: PagedListConfig<T, F>,
  filters: F,
): T[] {
  switch (event.type) {
    case 'server.removed':
      return items.filter((item) => item.id !== event.id);
    case 'server.patched':
      return items.map((item) => (item.id === event.id ? { ...item, ...event.patch } : item));
    case 'server.upserted': {
      const incoming = event.item;
      const existing = items.find((item) => item.id === incoming.id);
      if (config.accepts !== null && !config.accepts(incoming, filters)) {
        return existing === undefined ? [...items] : items.filter((item) => item.id !== incoming.id);
      }
      if (existing !== undefined && config.isNewer !== null && !config.isNewer(incoming, existing))
        return [...items];
      let next: T[];
      if (existing === undefined || event.moveToTop === true) {
        const rest = items.filter((item) => item.id !== incoming.id);
        next =
          config.insert === 'append' && event.moveToTop !== true ? [...rest, incoming] : [incoming, ...rest];
      } else {
        next = items.map((item) => (item.id === incoming.id ? incoming : item));
      }
      return config.sort === null ? next : [...next].sort(config.sort);
    }
  }
}

function fetchInput<T, F>({ context }: { context: PagedListContext<T, F> }): FetchPageInput<F> {
  return { page: context.page, search: context.search, filters: context.filters };
}

function nextPageInput<T, F>({ context }: { context: PagedListContext<T, F> }): FetchPageInput<F> {
  return { page: context.page + 1, search: context.search, filters: context.filters };
}

function refetchInput<T, F>({ context }: { context: PagedListContext<T, F> }): FetchPageInput<F> {
  return { page: context.refetchCursor, search: context.search, filters: context.filters };
}

export function createPagedListMachine<T extends { id: ItemId }, F>() {
  const pageOf = (event: PagedListEvent<T, F>): PageResult<T> => {
    assertEvent(event, 'xstate.done.actor.fetchPage');
    return event.output;
  };
  return setup({
    types: {
      input: typeOf<PagedListInput<T, F>>(),
      context: typeOf<PagedListContext<T, F>>(),
      events: typeOf<PagedListEvent<T, F>>(),
      emitted: typeOf<MachineEmitted>(),
    },
    delays: {
      searchDebounce: SEARCH_DEBOUNCE_MS,
      loadDelay: ({ context }) => context.config.loadDelay,
    },
    actors: {
      fetchPage: fromPromise<PageResult<T>, FetchPageInput<F>>(() => notProvided('fetchPage')),
    },
    guards: {
      isNearBottomWithMore: ({ context, event }) => {
        assertEvent(event, 'list.scrolled');
        return context.hasMore && event.distanceToBottom <= NEAR_BOTTOM_PX;
      },
      searchChanged: ({ context }) => context.pendingSearch !== context.search,
      hasMorePagesToRefetch: ({ context }) => context.refetchCursor < context.page,
    },
    actions: {
      assignPendingSearch: assign(({ event }) => {
        assertEvent(event, 'list.search');
        return { pendingSearch: event.text.toLowerCase() };
      }),
      cancelSearchDebounce: cancel('searchDebounce'),
      scheduleSearch: raise(
        { type: 'list.searchSettled' },
        { delay: 'searchDebounce', id: 'searchDebounce' },
      ),
      applySearch: assign(({ context }) => ({ search: context.pendingSearch })),
      assignFilters: assign(({ event }) => {
        assertEvent(event, 'list.filter');
        return { filters: event.filters };
      }),
      resetToFirstPage: assign({ items: [], page: 1, hasMore: false, held: [], error: null }),
      holdLiveEvent: assign(({ context, event }) => {
        assertEvent(event, ['server.upserted', 'server.removed', 'server.patched']);
        return { held: [...context.held, event] };
      }),
      applyLiveEvent: assign(({ context, event }) => {
        assertEvent(event, ['server.upserted', 'server.removed', 'server.patched']);
        return { items: applyLive(context.items, event, context.config, context.filters) };
      }),
      assignFirstPage: assign(({ context, event }) => {
        const result = pageOf(event);
        // Held events are newer than the page request, so they go on top of the page, in arrival order.
        const items = context.held.reduce<T[]>(
          (acc, held) => applyLive(acc, held, context.config, context.filters),
          mergeById([], result.items),
        );
        return { items, page: 1, hasMore: result.hasMore, held: [], error: null };
      }),
      assignNextPage: assign(({ context, event }) => {
        const result = pageOf(event);
        return {
          items: mergeById(context.items, result.items),
          page: context.page + 1,
          hasMore: result.hasMore,
        };
      }),
      startRefetch: assign({ refetchCursor: 1, refetched: [], held: [] }),
      assignRefetchedPage: assign(({ context, event }) => {
        const result = pageOf(event);
        const refetched = mergeById(context.refetched, result.items);
        if (context.refetchCursor < context.page)
          return { refetched, refetchCursor: context.refetchCursor + 1 };
        // The last page is in: the refetched pages are what a fresh GET shows (items deleted or moved while the
        // socket was down are gone, new ones are in), and the live events that arrived meanwhile go on top.
        const items = context.held.reduce<T[]>(
          (acc, held) => applyLive(acc, held, context.config, context.filters),
          refetched,
        );
        return {
          items,
          refetched: [],
          held: [],
          refetchCursor: context.refetchCursor + 1,
          hasMore: result.hasMore,
        };
      }),

      assignError: assign(({ event }) => {
        assertEvent(event, 'xstate.error.actor.fetchPage');
        return { error: event.error };
      }),
      notifyError: emit(({ event }): MachineEmitted => {
        assertEvent(event, 'xstate.error.actor.fetchPage');
        return { type: 'notify', level: 'error', key: 'errors:generic', error: event.error };
      }),
      setFlags: assign(
        (_, params: { loadingFirst?: boolean; loadingMore?: boolean; refetching?: boolean }) => params,
      ),
    },
  }).createMachine({
    id: 'pagedList',
    context: ({ input }) => ({
      items: [],
      page: 1,
      hasMore: false,
      search: (input.search ?? '').toLowerCase(),
      pendingSearch: (input.search ?? '').toLowerCase(),
      filters: input.filters,
      loadingFirst: false,
      loadingMore: false,
      refetching: false,
      error: null,
      held: [],
      refetchCursor: 1,
      refetched: [],
      config: {
        insert: input.insert ?? 'prepend',
        sort: input.sort ?? null,
        accepts: input.accepts ?? null,
        isNewer: input.isNewer ?? null,
        loadDelay: input.loadDelay ?? 500,
      },
    }),
    initial: 'loading',
    on: {
      // Each keystroke restarts the debounce; only the settled text reloads.
      'list.search': { actions: ['cancelSearchDebounce', 'assignPendingSearch', 'scheduleSearch'] },
      'list.searchSettled': {
        guard: 'searchChanged',
        target: '.loading',
        actions: ['applySearch', 'resetToFirstPage'],
      },
      'list.filter': { target: '.loading', actions: ['assignFilters', 'resetToFirstPage'] },
      'list.reload': { target: '.loading', actions: 'resetToFirstPage' },
      // After the user's own delete the list is reset and reloaded (the reference frontend does the same).
      'list.itemDeleted': { target: '.loading', actions: 'resetToFirstPage' },
      'server.upserted': { actions: 'applyLiveEvent' },
      'server.removed': { actions: 'applyLiveEvent' },
      'server.patched': { actions: 'applyLiveEvent' },
    },
    states: {
      loading: {
        initial: 'waiting',
        entry: { type: 'setFlags', params: { loadingFirst: true } },
        exit: { type: 'setFlags', params: { loadingFirst: false } },
        on: {
          // The first page is not in yet: hold live events and apply them on top of it.
          'server.upserted': { actions: 'holdLiveEvent' },
          'server.removed': { actions: 'holdLiveEvent' },
          'server.patched': { actions: 'holdLiveEvent' },
        },
        states: {
          waiting: { after: { loadDelay: 'fetching' } },
          fetching: {
            invoke: {
              id: 'fetchPage',
              src: 'fetchPage',
              input: fetchInput,
              onDone: { target: '#pagedList.ready', actions: 'assignFirstPage' },
              onError: { target: '#pagedList.failed', actions: ['assignError', 'notifyError'] },
            },
          },
        },
      },
      ready: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'list.scrolled': { guard: 'isNearBottomWithMore', target: 'loadingMore' },
              // Events were lost while the socket was down: refetch pages 1..current and merge by id.
              'connection.restored': { target: 'refetching' },
            },
          },
          loadingMore: {
            initial: 'waiting',
            entry: { type: 'setFlags', params: { loadingMore: true } },
            exit: { type: 'setFlags', params: { loadingMore: false } },
            states: {
              waiting: { after: { loadDelay: 'fetching' } },
              fetching: {
                invoke: {
                  id: 'fetchPage',
                  src: 'fetchPage',
                  input: nextPageInput,
                  onDone: { target: '#pagedList.ready.idle', actions: 'assignNextPage' },
                  onError: { target: '#pagedList.failed', actions: ['assignError', 'notifyError'] },
                },
              },
            },
          },
          refetching: {
            entry: [{ type: 'setFlags', params: { refetching: true } }, 'startRefetch'],
            exit: { type: 'setFlags', params: { refetching: false } },
            on: {
              // Shown at once, and replayed on top of the refetched pages.
              'server.upserted': { actions: ['applyLiveEvent', 'holdLiveEvent'] },
              'server.removed': { actions: ['applyLiveEvent', 'holdLiveEvent'] },
              'server.patched': { actions: ['applyLiveEvent', 'holdLiveEvent'] },
            },
            initial: 'fetching',
            states: {
              fetching: {
                invoke: {
                  id: 'fetchPage',
                  src: 'fetchPage',
                  input: refetchInput,
                  onDone: [
                    {
                      guard: 'hasMorePagesToRefetch',
                      target: 'fetching',
                      reenter: true,
                      actions: 'assignRefetchedPage',
                    },
                    { target: '#pagedList.ready.idle', actions: 'assignRefetchedPage' },
                  ],
                  onError: { target: '#pagedList.failed', actions: ['assignError', 'notifyError'] },
                },
              },
            },
          },
        },
      },
      failed: {
        on: {
          'connection.restored': { target: 'loading', actions: 'resetToFirstPage' },
        },
      },
    },
  });
}

export type PagedListMachine<T extends { id: ItemId }, F> = ReturnType<typeof createPagedListMachine<T, F>>;
