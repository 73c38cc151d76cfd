/**
 * One generic paged list (ARCHITECTURE: lists are machines too), anchored at the top (tickets, contacts: later pages
 * below, the next one within 100 px of the bottom, S1 §9) or at the bottom (conversation, internal chat: page 1 is
 * the newest page, each page in ascending time order, older pages go above, the next one within 50 px of the top).
 * S1 §9: search debounced 500 ms, then the load 500 ms later; the first load and load-more do not wait (nothing to
 * coalesce: a wait would only delay the rows). S1 §4.3: live upsert / remove / patch; an item that no longer passes
 * the list's filter is removed. ARCHITECTURE (realtime): events held until the first page is in, stale updates
 * dropped, refetch and merge by id after a reconnect (the backend has no event cursor); a reconnect heard while a
 * page loads is queued.
 *
 * Top-level states: `loading` (`waiting` | `fetching`; page 1, live events held), `ready` (`idle` | `loadingMore` |
 * `moreFailed` | `refetching`), `failed`. Everything the screen shows is in context. Transitions and their spec
 * references: `paged-list.table.ts`.
 *
 * Paging by position. The backend pages by offset (page n holds the items from pageSize × (n − 1)), so a page
 * number is only right while the list holds exactly the server's first items. Live events keep that true: an item
 * that joins the list (a new ticket, one moved in from another tab, one with a new message) is at the top of the
 * server's order too, one that leaves is gone from both, an update of a held item only reorders the held prefix. So
 * `items.length` is the index the list has reached in the server's order, and the next page is the one containing
 * it: floor(items.length / pageSize) + 1. After five accepts of 40 held tickets the list holds 35: page 1 again,
 * whose first 35 are known (merged by id) and whose last 5 are the ones the removals shifted up (asking page 2
 * would skip them). The page size is learned from the first full page (hasMore true). Two cases break the count
 * and are handled:
 * - an accepted upsert of an item that sorts past the last held one while pages remain belongs to a page not loaded
 *   yet: it is left for that page (holding it would count one index too many and skip an item);
 * - a removal while a page is in flight: the server may have answered before or after it. After, the page is
 *   shifted and the item at the old boundary is in neither; so the page containing the boundary is asked once more
 *   (`recheckFrom`). Before, the page still has the removed item: ids removed meanwhile are kept out of the page.
 *   A join in flight only causes an overlap, which the merge by id absorbs.
 * Events lost while the socket was down break the count too; the refetch after the reconnect repairs it: pages
 * 1..ceil(items.length / pageSize), the range the list had reached (not a page counter), replace the items.
 * Not covered: a frame that arrives after the HTTP answer of a page although its change happened before.
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
import { LIST_LOAD_DELAY_MS, SEARCH_DEBOUNCE_MS } from '../common/timing.ts';

export type ItemId = number | string;

export interface PageResult<T> {
  items: T[];
  hasMore: boolean;
  /** The server's total for the list (GET /tickets `count`), when it gives one. */
  count?: number;
}

export interface FetchPageInput<F> {
  page: number;
  search: string;
  filters: F;
}

export type ListAnchor = 'top' | 'bottom';

/** What `accepts` may weigh besides the filters: the search in effect, and the item as the list holds it now. */
export interface LiveContext<T> {
  search: string;
  existing: T | undefined;
}

export interface PagedListInput<T, F> {
  filters: F;
  search?: string;
  /** 'top' (default): later pages below. 'bottom': page 1 is the newest, older pages go above. */
  anchor?: ListAnchor;
  /** Distance to the loading end under which the next page loads. Default 100 (top), 50 (bottom). */
  nearEndPx?: number;
  /** Where new live items go (S1 §4.3: prepended, appended for some companies). Default 'prepend' at the top
   * anchor, 'append' at the bottom one. */
  insert?: 'prepend' | 'append';
  /** Display order. */
  sort?: (a: T, b: T) => number;
  /** False when an item no longer belongs to this list (other queue, other status tab...): it is removed. */
  accepts?: (item: T, filters: F, live: LiveContext<T>) => boolean;
  /** Stale guard: false when `incoming` is older than what the list holds; it is ignored. */
  isNewer?: (incoming: T, existing: T) => boolean;
  /** The wait before a reload after a search or filter change (S1 §9). Default LIST_LOAD_DELAY_MS; 0: none. */
  loadDelay?: number;
}

export interface PagedListConfig<T, F> {
  anchor: ListAnchor;
  nearEndPx: number;
  insert: 'prepend' | 'append';
  sort: ((a: T, b: T) => number) | null;
  accepts: ((item: T, filters: F, live: LiveContext<T>) => boolean) | null;
  isNewer: ((incoming: T, existing: T) => boolean) | null;
  loadDelay: number;
}

export type LiveEvent<T> =
  | {
      type: 'server.upserted';
      item: T;
      moveToTop?: boolean;
      /**
       * The item was in the server's list already when it is not held (a new message moved a ticket up: its status,
       * queue and owner are what they were, so the server's count had it among the pages not loaded yet). It joins
       * the held items without adding to `total`.
       */
      alreadyCounted?: boolean;
    }
  | { type: 'server.removed'; id: ItemId }
  | { type: 'server.patched'; id: ItemId; patch: Partial<T> };

export interface PagedListContext<T, F> {
  /** In display order (bottom anchor: oldest first). */
  items: T[];
  /** The last page loaded (pages count from 1). */
  page: number;
  hasMore: boolean;
  /** The server's page size, learned from the first full page; null until then. */
  pageSize: number | null;
  /** The server's total from the latest page 1, adjusted by the live events that add or remove items. */
  total: number | null;
  /** The search in effect (lower-cased); `pendingSearch` is the one waiting for the debounce. */
  search: string;
  /** The search as typed (the box shows it; the list is its one holder). */
  searchText: string;
  pendingSearch: string;
  filters: F;
  loadingFirst: boolean;
  loadingMore: boolean;
  refetching: boolean;
  error: unknown;
  /** Live events that arrived while page 1 was loading, or while refetching. */
  held: LiveEvent<T>[];
  /** A reconnect heard while a page was loading: the refetch runs when that load is done. */
  refetchQueued: boolean;
  /** Ids removed while a next page was in flight (kept out of that page). */
  removedInFlight: ItemId[];
  /** The index whose page is asked again after a removal in flight (see the header); null when none. */
  recheckFrom: number | null;
  /** The page the next-page request in flight asked for. */
  askedPage: number;
  /** Next page to refetch after a reconnect, and the last one. */
  refetchCursor: number;
  refetchLast: number;
  /** Pages refetched so far after a reconnect; they replace the items when the last one is in. */
  refetched: T[];
  config: PagedListConfig<T, F>;
}

export type PagedListEvent<T, F> =
  | { type: 'list.search'; text: string }
  /** Internal: the search debounce ran out. */
  | { type: 'list.searchSettled' }
  | { type: 'list.filter'; filters: F }
  /** Distance in px to the loading end: the bottom for the top anchor, the top for the bottom anchor. */
  | { type: 'list.scrolled'; distanceToEnd: number }
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  | { type: 'list.itemDeleted' }
  | { type: 'connection.restored' }
  | LiveEvent<T>
  | DoneActorEvent<PageResult<T>, 'fetchPage'>
  | ErrorActorEvent<unknown, 'fetchPage'>;

export const NEAR_END_PX = { top: 100, bottom: 50 } as const;

/**
 * Merge a fetched page by id: known items are replaced in place (unless the held one is newer), new ones go at the
 * loading end (after the items at the top anchor, before them at the bottom anchor), in the page's order.
 */
export function mergeById<T extends { id: ItemId }>(
  items: readonly T[],
  incoming: readonly T[],
  anchor: ListAnchor = 'top',
  isNewer: ((incoming: T, existing: T) => boolean) | null = null,
): T[] {
  const next = [...items];
  const index = new Map(next.map((item, i) => [item.id, i]));
  const added: T[] = [];
  const seen = new Set<ItemId>();
  for (const item of incoming) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const at = index.get(item.id);
    if (at === undefined) {
      added.push(item);
      continue;
    }
    const existing = next[at];
    if (existing === undefined || isNewer === null || isNewer(item, existing)) next[at] = item;
  }
  return anchor === 'top' ? [...next, ...added] : [...added, ...next];
}

/**
 * The stale guard for records that carry `updatedAt` (every S2 entity does): a record older than the held one is
 * ignored. A save's answer can arrive after a newer live frame of the same record (a contact list item's WhatsApp
 * check lands 400 ms after its create, sooner than a slow answer): without it the answer put the older record back.
 * Records without a readable `updatedAt` on both sides are always taken.
 */
export function isNotOlderByUpdatedAt<T>(incoming: T, existing: T): boolean {
  const a = updatedAtOf(incoming);
  const b = updatedAtOf(existing);
  return a === null || b === null || a >= b;
}

function updatedAtOf(record: unknown): number | null {
  if (typeof record !== 'object' || record === null || !('updatedAt' in record)) return null;
  const value: unknown = record.updatedAt;
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Whether `item` sorts past the loading end of the held items (it belongs to a page not loaded yet). */
function pastLoadingEnd<T, F>(items: readonly T[], item: T, config: PagedListConfig<T, F>): boolean {
  if (config.sort === null) return false;
  const edge = config.anchor === 'top' ? items.at(-1) : items[0];
  if (edge === undefined) return false;
  const order = config.sort(item, edge);
  return config.anchor === 'top' ? order > 0 : order < 0;
}

/**
 * A live event applied to the items. `hasMore` tells whether pages remain beyond the loading end: an accepted new
 * item that sorts past it is left for its page (see the header).
 *
 * An event that changes nothing (an item this list does not hold and does not take, a stale update) returns the
 * same array, so nothing that selects the items renders again: every ticket frame reaches every list, and a fresh
 * copy made each of them render its rows, script every live event paid. The items are never mutated in place.
 */
export function applyLive<T extends { id: ItemId }, F>(
  items: readonly T[],
  event: LiveEvent<T>,
  config: PagedListConfig<T, F>,
  filters: F,
  hasMore = false,
  search = '',
): T[] {
  const unchanged = items as T[];
  switch (event.type) {
    case 'server.removed':
      return items.some((item) => item.id === event.id)
        ? items.filter((item) => item.id !== event.id)
        : unchanged;
    case 'server.patched': {
      const at = items.findIndex((item) => item.id === event.id);
      const held = items[at];
      if (held === undefined) return unchanged;
      // A patch that changes nothing leaves the items as they are: the reference backend resets a ticket's unread
      // count (updateUnread) at every status change, mostly of a ticket whose count is already 0, and each such
      // frame rendered the list and the row again (the real-backend bench: 2 row renders per status change).
      if (Object.entries(event.patch).every(([key, value]) => Object.is(held[key as keyof T], value)))
        return unchanged;
      const patched = { ...held, ...event.patch };
      const rest = items.filter((_, i) => i !== at);
      // A patch that moves the item in the order (it changed what the comparator reads) puts it where it sorts.
      return config.sort !== null && !inOrderAt(items, at, patched, config.sort)
        ? insertSorted(rest, patched, config.sort, 'first')
        : items.map((item, i) => (i === at ? patched : item));
    }
    case 'server.upserted': {
      const incoming = event.item;
      const at = items.findIndex((item) => item.id === incoming.id);
      const existing = at >= 0 ? items[at] : undefined;
      if (config.accepts !== null && !config.accepts(incoming, filters, { search, existing })) {
        return existing === undefined ? unchanged : items.filter((item) => item.id !== incoming.id);
      }
      if (existing !== undefined && config.isNewer !== null && !config.isNewer(incoming, existing))
        return unchanged;
      if (existing === undefined && hasMore && pastLoadingEnd(items, incoming, config)) return unchanged;
      const append = config.insert === 'append' && event.moveToTop !== true;
      if (config.sort !== null) {
        // The held items are in the comparator's order (pages are sorted as they come in, and every live change
        // keeps it): the incoming item goes where it sorts, one binary search instead of sorting the whole list per
        // event (10,000 tickets at 50 events a second). Among items the comparator calls equal it goes first, or
        // last when the list appends, as a stable sort of [incoming, ...rest] or [...rest, incoming] would put it;
        // an update that keeps its place stays there.
        if (at >= 0 && event.moveToTop !== true && inOrderAt(items, at, incoming, config.sort))
          return items.map((item, i) => (i === at ? incoming : item));
        const rest = at >= 0 ? items.filter((_, i) => i !== at) : [...items];
        return insertSorted(rest, incoming, config.sort, append ? 'last' : 'first');
      }
      if (existing === undefined || event.moveToTop === true) {
        const rest = items.filter((item) => item.id !== incoming.id);
        return append ? [...rest, incoming] : [incoming, ...rest];
      }
      return items.map((item) => (item.id === incoming.id ? incoming : item));
    }
  }
}

/** Whether `item`, put at index `at` of the sorted `items` in place of what is there, keeps the order. */
function inOrderAt<T>(items: readonly T[], at: number, item: T, sort: (a: T, b: T) => number): boolean {
  const before = items[at - 1];
  const after = items[at + 1];
  return (before === undefined || sort(before, item) <= 0) && (after === undefined || sort(item, after) <= 0);
}

/**
 * `item` inserted into the sorted `items` (which it is not in), by binary search: before the items it equals
 * ('first') or after them ('last'). Returns a new array.
 */
export function insertSorted<T>(
  items: readonly T[],
  item: T,
  sort: (a: T, b: T) => number,
  among: 'first' | 'last',
): T[] {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const order = sort(item, items[mid] as T);
    if (order > 0 || (order === 0 && among === 'last')) lo = mid + 1;
    else hi = mid;
  }
  const next = items.slice(0, lo);
  next.push(item);
  for (let i = lo; i < items.length; i++) next.push(items[i] as T);
  return next;
}

/** The page that holds index `index` (0-based) of the server's order. */
export function pageContaining(index: number, pageSize: number | null, page: number): number {
  return pageSize === null || pageSize <= 0 ? page + 1 : Math.floor(index / pageSize) + 1;
}

function fetchInput<T, F>({ context }: { context: PagedListContext<T, F> }): FetchPageInput<F> {
  return { page: 1, search: context.search, filters: context.filters };
}

function nextPageInput<T, F>({ context }: { context: PagedListContext<T, F> }): FetchPageInput<F> {
  return { page: context.askedPage, search: context.search, filters: context.filters };
}

function refetchInput<T, F>({ context }: { context: PagedListContext<T, F> }): FetchPageInput<F> {
  return { page: context.refetchCursor, search: context.search, filters: context.filters };
}

const liveEvents = ['server.upserted', 'server.removed', 'server.patched'] as const;

export function createPagedListMachine<T extends { id: ItemId }, F>() {
  const pageOf = (event: PagedListEvent<T, F>): PageResult<T> => {
    assertEvent(event, 'xstate.done.actor.fetchPage');
    return event.output;
  };
  /** The page size a page answer teaches: a page with more after it is full. */
  const learnedSize = (context: PagedListContext<T, F>, result: PageResult<T>): number | null =>
    context.pageSize ?? (result.hasMore && result.items.length > 0 ? result.items.length : null);
  /** Pages come in the server's order; a comparator, when given, is the display order. */
  const sorted = (context: PagedListContext<T, F>, items: T[]): T[] =>
    context.config.sort === null ? items : [...items].sort(context.config.sort);
  /**
   * What a live event does to the items, computed once: by the guard that lets it through only when it changes them
   * (an event that changes nothing then takes no transition, so the list's snapshot and every selector reading it
   * stay as they are: most ticket frames reach a list that does not hold their ticket, and a render per frame is
   * script every event pays), and reused by the action that applies it in the same microstep.
   */
  let computed: { context: PagedListContext<T, F>; event: LiveEvent<T>; items: T[] } | null = null;
  const liveItems = (context: PagedListContext<T, F>, event: LiveEvent<T>): T[] => {
    if (computed?.context === context && computed.event === event) return computed.items;
    const items = applyLive(
      context.items,
      event,
      context.config,
      context.filters,
      context.hasMore,
      context.search,
    );
    computed = { context, event, items };
    return items;
  };
  const replay = (context: PagedListContext<T, F>, items: T[], hasMore: boolean): T[] =>
    context.held.reduce<T[]>(
      (acc, held) => applyLive(acc, held, context.config, context.filters, hasMore, context.search),
      items,
    );
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
      isNearEndWithMore: ({ context, event }) => {
        assertEvent(event, 'list.scrolled');
        return context.hasMore && event.distanceToEnd <= context.config.nearEndPx;
      },
      searchChanged: ({ context }) => context.pendingSearch !== context.search,
      hasMorePagesToRefetch: ({ context }) => context.refetchCursor < context.refetchLast,
      refetchQueued: ({ context }) => context.refetchQueued,
      recheckNeeded: ({ context }) => context.removedInFlight.length > 0,
      liveEventChangesItems: ({ context, event }) => {
        assertEvent(event, [...liveEvents]);
        return liveItems(context, event) !== context.items;
      },
    },
    actions: {
      assignPendingSearch: assign(({ event }) => {
        assertEvent(event, 'list.search');
        return { pendingSearch: event.text.toLowerCase(), searchText: event.text };
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
      // A new search or filter is another list: its page size and total are learned again.
      resetToFirstPage: assign({
        items: [],
        page: 1,
        hasMore: false,
        total: null,
        held: [],
        error: null,
        refetchQueued: false,
        removedInFlight: [],
        recheckFrom: null,
      }),
      holdLiveEvent: assign(({ context, event }) => {
        assertEvent(event, [...liveEvents]);
        return { held: [...context.held, event] };
      }),
      applyLiveEvent: assign(({ context, event }) => {
        assertEvent(event, [...liveEvents]);
        const items = liveItems(context, event);
        computed = null;
        const joinedCounted =
          event.type === 'server.upserted' &&
          event.alreadyCounted === true &&
          context.hasMore &&
          items.length > context.items.length;
        if (items === context.items) return {};
        const delta = items.length - context.items.length - (joinedCounted ? 1 : 0);
        return { items, total: context.total === null ? null : Math.max(0, context.total + delta) };
      }),
      noteRemovedInFlight: assign(({ context, event }) => {
        assertEvent(event, [...liveEvents]);
        const gone =
          event.type === 'server.removed'
            ? event.id
            : event.type === 'server.upserted' &&
                context.config.accepts !== null &&
                !context.config.accepts(event.item, context.filters, {
                  search: context.search,
                  existing: context.items.find((item) => item.id === event.item.id),
                })
              ? event.item.id
              : null;
        if (gone === null || !context.items.some((item) => item.id === gone)) return {};
        return { removedInFlight: [...context.removedInFlight, gone] };
      }),
      queueRefetch: assign({ refetchQueued: true }),
      assignFirstPage: assign(({ context, event }) => {
        const result = pageOf(event);
        // Held events are newer than the page request, so they go on top of the page, in arrival order.
        const page = sorted(context, mergeById([], result.items, context.config.anchor));
        const items = replay(context, page, result.hasMore);
        return {
          items,
          page: 1,
          hasMore: result.hasMore,
          pageSize: learnedSize(context, result),
          total: result.count === undefined ? null : Math.max(0, result.count + items.length - page.length),
          held: [],
          error: null,
        };
      }),
      assignNextPage: assign(({ context, event }) => {
        const result = pageOf(event);
        const removed = new Set(context.removedInFlight);
        const incoming = result.items.filter((item) => !removed.has(item.id));
        const items = sorted(
          context,
          mergeById(context.items, incoming, context.config.anchor, context.config.isNewer),
        );
        return {
          items,
          page: context.askedPage,
          pageSize: learnedSize(context, result),
          // A recheck answers for an earlier page: whether more remain is known from the later page already.
          hasMore: context.recheckFrom === null ? result.hasMore : context.hasMore || result.hasMore,
          // After a removal in flight, the page holding the old boundary is asked again (see the header).
          recheckFrom: removed.size > 0 ? context.items.length : null,
          removedInFlight: [],
        };
      }),
      // Asked when the request starts: live events in flight change items.length, not the page asked.
      assignAskedPage: assign(({ context }) => ({
        askedPage: pageContaining(
          context.recheckFrom ?? context.items.length,
          context.pageSize,
          context.page,
        ),
      })),
      clearInFlight: assign({ removedInFlight: [], recheckFrom: null }),
      startRefetch: assign(({ context }) => ({
        refetchCursor: 1,
        refetchLast: Math.max(
          1,
          context.pageSize === null ? 1 : Math.ceil(context.items.length / context.pageSize),
        ),
        refetched: [],
        held: [],
        refetchQueued: false,
      })),
      assignRefetchedPage: assign(({ context, event }) => {
        const result = pageOf(event);
        const refetched = mergeById(context.refetched, result.items, context.config.anchor);
        const pageSize = learnedSize(context, result);
        const total =
          context.refetchCursor === 1 && result.count !== undefined ? result.count : context.total;
        if (context.refetchCursor < context.refetchLast)
          return { refetched, refetchCursor: context.refetchCursor + 1, pageSize, total };
        // The last page is in: the refetched pages are what a fresh GET shows (items deleted or moved while the
        // socket was down are gone, new ones are in), and the live events that arrived meanwhile go on top.
        const items = replay(context, sorted(context, refetched), result.hasMore);
        return {
          items,
          refetched: [],
          held: [],
          page: context.refetchLast,
          pageSize,
          total: total === null ? null : Math.max(0, total + items.length - refetched.length),
          refetchCursor: context.refetchCursor + 1,
          hasMore: result.hasMore,
        };
      }),
      assignError: assign(({ event }) => {
        assertEvent(event, 'xstate.error.actor.fetchPage');
        return { error: event.error };
      }),
      clearError: assign({ error: null }),
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
    context: ({ input }) => {
      const anchor = input.anchor ?? 'top';
      return {
        items: [],
        page: 1,
        hasMore: false,
        pageSize: null,
        total: null,
        search: (input.search ?? '').toLowerCase(),
        pendingSearch: (input.search ?? '').toLowerCase(),
        searchText: input.search ?? '',
        filters: input.filters,
        loadingFirst: false,
        loadingMore: false,
        refetching: false,
        error: null,
        held: [],
        refetchQueued: false,
        removedInFlight: [],
        recheckFrom: null,
        askedPage: 2,
        refetchCursor: 1,
        refetchLast: 1,
        refetched: [],
        config: {
          anchor,
          nearEndPx: input.nearEndPx ?? NEAR_END_PX[anchor],
          insert: input.insert ?? (anchor === 'top' ? 'prepend' : 'append'),
          sort: input.sort ?? null,
          accepts: input.accepts ?? null,
          isNewer: input.isNewer ?? null,
          loadDelay: input.loadDelay ?? LIST_LOAD_DELAY_MS,
        },
      };
    },
    initial: 'loading',
    on: {
      // Each keystroke restarts the debounce; only the settled text reloads.
      'list.search': { actions: ['cancelSearchDebounce', 'assignPendingSearch', 'scheduleSearch'] },
      'list.searchSettled': {
        guard: 'searchChanged',
        target: '.loading.waiting',
        actions: ['applySearch', 'resetToFirstPage'],
      },
      'list.filter': { target: '.loading.waiting', actions: ['assignFilters', 'resetToFirstPage'] },
      'list.reload': { target: '.loading', actions: 'resetToFirstPage' },
      // After the user's own delete the list is reset and reloaded (the reference frontend does the same).
      'list.itemDeleted': { target: '.loading', actions: 'resetToFirstPage' },
      // Only an event that changes the items takes a transition (liveEventChangesItems).
      'server.upserted': { guard: 'liveEventChangesItems', actions: 'applyLiveEvent' },
      'server.removed': { guard: 'liveEventChangesItems', actions: 'applyLiveEvent' },
      'server.patched': { guard: 'liveEventChangesItems', actions: 'applyLiveEvent' },
    },
    states: {
      loading: {
        initial: 'fetching',
        tags: ['loading'],
        entry: { type: 'setFlags', params: { loadingFirst: true } },
        exit: { type: 'setFlags', params: { loadingFirst: false } },
        on: {
          // The first page is not in yet: hold live events and apply them on top of it.
          'server.upserted': { actions: 'holdLiveEvent' },
          'server.removed': { actions: 'holdLiveEvent' },
          'server.patched': { actions: 'holdLiveEvent' },
          'connection.restored': { actions: 'queueRefetch' },
        },
        states: {
          // Only after a search or filter change: the delay coalesces quick changes (S1 §9).
          waiting: { after: { loadDelay: 'fetching' } },
          fetching: {
            tags: ['busy'],
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
            always: { guard: 'refetchQueued', target: 'refetching' },
            on: {
              'list.scrolled': { guard: 'isNearEndWithMore', target: 'loadingMore' },
              // Events were lost while the socket was down: refetch the pages reached and merge by id.
              'connection.restored': { target: 'refetching' },
            },
          },
          loadingMore: {
            tags: ['loadingMore', 'busy'],
            entry: [{ type: 'setFlags', params: { loadingMore: true } }, 'assignAskedPage'],
            exit: { type: 'setFlags', params: { loadingMore: false } },
            on: {
              'server.upserted': {
                guard: 'liveEventChangesItems',
                actions: ['noteRemovedInFlight', 'applyLiveEvent'],
              },
              'server.removed': {
                guard: 'liveEventChangesItems',
                actions: ['noteRemovedInFlight', 'applyLiveEvent'],
              },
              'connection.restored': { actions: 'queueRefetch' },
            },
            invoke: {
              id: 'fetchPage',
              src: 'fetchPage',
              input: nextPageInput,
              onDone: [
                { guard: 'recheckNeeded', target: 'loadingMore', reenter: true, actions: 'assignNextPage' },
                { target: 'idle', actions: 'assignNextPage' },
              ],
              onError: { target: 'moreFailed', actions: ['clearInFlight', 'assignError', 'notifyError'] },
            },
          },
          // The loaded items stay; the footer offers the retry.
          moreFailed: {
            on: {
              'list.retry': { target: 'loadingMore', actions: 'clearError' },
              'connection.restored': { target: 'refetching', actions: 'clearError' },
            },
          },
          refetching: {
            tags: ['refetching', 'busy'],
            entry: [{ type: 'setFlags', params: { refetching: true } }, 'startRefetch'],
            exit: { type: 'setFlags', params: { refetching: false } },
            on: {
              // Shown at once, and replayed on top of the refetched pages.
              'server.upserted': { actions: ['applyLiveEvent', 'holdLiveEvent'] },
              'server.removed': { actions: ['applyLiveEvent', 'holdLiveEvent'] },
              'server.patched': { actions: ['applyLiveEvent', 'holdLiveEvent'] },
              // Another drop during the refetch: what it fetched may already be stale, so it runs again after.
              'connection.restored': { actions: 'queueRefetch' },
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
          'list.retry': { target: 'loading', actions: 'resetToFirstPage' },
          'connection.restored': { target: 'loading', actions: 'resetToFirstPage' },
        },
      },
    },
  });
}

export type PagedListMachine<T extends { id: ItemId }, F> = ReturnType<typeof createPagedListMachine<T, F>>;
