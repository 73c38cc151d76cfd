import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ItemId, PagedListMachine } from '../../machines/paged-list/paged-list.machine.ts';
import type { ActorRefFrom } from 'xstate';
import { describeError } from '../api/index.ts';
import { useLanguageT } from '../lib/i18n/use-i18n.ts';
import type { PagedListViewProps } from '../ui/InfiniteList.tsx';
import { useServices } from './context.tsx';
import { markFirstContent } from './first-content.ts';
import { ifTaken } from './relay.ts';

/** Any actor of the paged-list machine (machines/paged-list), whatever its items and filters. */
export type PagedListActor<T extends { id: ItemId }, F> = ActorRefFrom<PagedListMachine<T, F>>;

/** What a list's binding reads of its snapshot; a refetch that changes none of it renders nothing. */
interface ListView<T> {
  items: T[];
  failed: boolean;
  error: unknown;
  loadingFirst: boolean;
  loadingMore: boolean;
  moreError: boolean;
  hasMore: boolean;
  /** A shown list catching up after a reconnect keeps the connection banner up until it has merged. */
  refetching: boolean;
}

function viewOf<T extends { id: ItemId }, F>(
  s: ReturnType<PagedListActor<T, F>['getSnapshot']>,
): ListView<T> {
  const { items, error, loadingFirst, loadingMore, hasMore, refetching } = s.context;
  return {
    items,
    failed: s.matches('failed'),
    error,
    loadingFirst,
    loadingMore,
    moreError: s.matches({ ready: 'moreFailed' }),
    hasMore,
    refetching,
  };
}

function sameView<T>(a: ListView<T>, b: ListView<T>): boolean {
  return (
    a.items === b.items &&
    a.failed === b.failed &&
    a.error === b.error &&
    a.loadingFirst === b.loadingFirst &&
    a.loadingMore === b.loadingMore &&
    a.moreError === b.moreError &&
    a.hasMore === b.hasMore &&
    a.refetching === b.refetching
  );
}

/**
 * The props every list component takes from a paged-list actor: one binding for every list of the app (tickets,
 * messages, contacts…), so loading, error-with-retry, load-more and its failure look and behave the same everywhere.
 */
export function usePagedList<T extends { id: ItemId }, F>(
  list: PagedListActor<T, F>,
): PagedListViewProps & { items: T[] } {
  // Its words only say a failure: the language's `t`, not useTranslation at each render (src/lib/i18n/use-i18n.ts).
  const t = useLanguageT();
  // Less script per live event: one subscription and one reading per list snapshot, not one per field (eight
  // selectors each woken, and each a hook chain rendered, at every live change of the list).
  const { items, failed, error, loadingFirst, loadingMore, moreError, hasMore, refetching } = useSelector(
    list,
    viewOf,
    sameView,
  );
  const { catchUp } = useServices();
  useEffect(() => {
    catchUp.set(list, refetching);
    return () => catchUp.set(list, false);
  }, [catchUp, list, refetching]);
  const status: 'pending' | 'error' | 'success' = failed
    ? 'error'
    : loadingFirst && items.length === 0
      ? 'pending'
      : 'success';
  // The screen's first list is answered: the reads that waited for it go (first-content.ts).
  useEffect(() => {
    if (status !== 'pending') markFirstContent();
  }, [status]);
  return {
    items,
    status,
    error: failed ? describeError(error, t) : undefined,
    onRetry: () => list.send({ type: 'list.retry' }),
    hasMore,
    loadingMore,
    moreError,
    onRetryMore: () => list.send({ type: 'list.retry' }),
    // Reported after every change of the list's height (a live row in or out): only a distance the machine takes
    // (near the end, with more to load) is sent, so the others wake none of the list's selectors.
    onScrolled: (distanceToEnd: number) =>
      ifTaken(
        () => list,
        (event) => list.send(event),
      )({ type: 'list.scrolled', distanceToEnd }),
  };
}
