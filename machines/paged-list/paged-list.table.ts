/**
 * The paged list (S1 §9, §4.3; ARCHITECTURE: lists and realtime) as data. `conformance.ts` compares it
 * with the machine; `ready` is split in its substates, the spec's "loading more", "load-more failed" and "catching
 * up after a reconnect". Live events (upsert / remove / patch) change items, never the state: unit tests cover them.
 */
import type { TableRow } from '../testing/conformance.ts';

export type PagedListState =
  'loading' | 'ready.idle' | 'ready.loadingMore' | 'ready.moreFailed' | 'ready.refetching' | 'failed';

const RESETS: readonly { event: string; ref: string }[] = [
  { event: 'list.filter', ref: 'S1 §9 a filter change reloads from page 1 (after the 500 ms load delay)' },
  // Guarded: only when the settled text differs from the search in effect.
  { event: 'list.searchSettled', ref: 'S1 §9 search debounced 500 ms, then page 1 reloads 500 ms later' },
  { event: 'list.reload', ref: 'ARCHITECTURE lists: an explicit reload starts again from page 1' },
  {
    event: 'list.itemDeleted',
    ref: 'S1 §4.3 after the user’s own delete the list reloads (reference frontend)',
  },
];

const FROM_ALL: readonly PagedListState[] = [
  'loading',
  'ready.idle',
  'ready.loadingMore',
  'ready.moreFailed',
  'ready.refetching',
  'failed',
];

/** A page answer, whether more pages remain or not: the state it leads to is the same. */
const answers = (
  from: PagedListState,
  to: PagedListState,
  ref: string,
  queued?: string,
): TableRow<PagedListState>[] =>
  (['more pages', 'last page'] as const).flatMap((when): TableRow<PagedListState>[] => [
    { from, event: 'done.fetchPage', when, to, ref },
    ...(queued === undefined
      ? []
      : [{ from, event: 'done.fetchPage', when, to: 'ready.refetching' as const, ref: queued }]),
  ]);

export const pagedListTable: readonly TableRow<PagedListState>[] = [
  ...answers(
    'loading',
    'ready.idle',
    'S1 §9 page 1 shown; held live events applied on top (ARCHITECTURE realtime)',
    'ARCHITECTURE lists: a connection.restored heard while page 1 loads is queued, then refetched',
  ),
  {
    from: 'loading',
    event: 'error.fetchPage',
    to: 'failed',
    ref: 'ARCHITECTURE lists: a failed first page is an error with retry, not an empty list',
  },
  {
    from: 'ready.idle',
    event: 'list.scrolled',
    when: 'near the end',
    to: 'ready.loadingMore',
    ref: 'S1 §9 next page within 100 px of the bottom (50 px of the top for bottom-anchored lists), when more remain',
  },
  {
    from: 'ready.idle',
    event: 'connection.restored',
    to: 'ready.refetching',
    ref: 'ARCHITECTURE realtime: refetch the pages reached and merge by id (no event cursor)',
  },
  ...answers(
    'ready.loadingMore',
    'ready.idle',
    'S1 §9 the next page merged by id (paging by position, ARCHITECTURE lists)',
    'ARCHITECTURE lists: a connection.restored heard while a next page loads is queued, then refetched',
  ),
  {
    from: 'ready.loadingMore',
    event: 'error.fetchPage',
    to: 'ready.moreFailed',
    ref: 'ARCHITECTURE lists: a failed load-more keeps the items and offers a retry',
  },
  {
    from: 'ready.moreFailed',
    event: 'list.retry',
    to: 'ready.loadingMore',
    ref: 'ARCHITECTURE lists: retry of the failed page',
  },
  {
    from: 'ready.moreFailed',
    event: 'connection.restored',
    to: 'ready.refetching',
    ref: 'ARCHITECTURE realtime: a reconnect refetches the pages reached',
  },
  // A reconnect queued during the refetch runs it again: refetching to refetching, not a row.
  ...answers(
    'ready.refetching',
    'ready.idle',
    'ARCHITECTURE realtime: the refetched pages replace the items',
  ),
  {
    from: 'ready.refetching',
    event: 'error.fetchPage',
    to: 'failed',
    ref: 'ARCHITECTURE lists: a failed refetch is an error with retry',
  },
  { from: 'failed', event: 'list.retry', to: 'loading', ref: 'ARCHITECTURE lists: retry reloads page 1' },
  {
    from: 'failed',
    event: 'connection.restored',
    to: 'loading',
    ref: 'ARCHITECTURE realtime: a reconnect reloads a failed list',
  },
  // From loading these restart the load: loading to loading, not a row.
  ...FROM_ALL.filter((from) => from !== 'loading').flatMap((from) =>
    RESETS.map((r): TableRow<PagedListState> => ({ from, event: r.event, to: 'loading', ref: r.ref })),
  ),
];
