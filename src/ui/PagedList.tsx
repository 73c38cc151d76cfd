import type { ReactNode } from 'react';
import { InfiniteList, type InfiniteListProps, type PagedListViewProps } from './InfiniteList.tsx';
import { ResourceState } from './ResourceState.tsx';

export type PagedListProps<T> = PagedListViewProps &
  Omit<InfiniteListProps<T>, 'empty'> & {
    /** Shown when the first page is in and holds nothing. */
    empty: ReactNode;
  };

/**
 * Every paged list on screen, once: the first page loading, failed with a retry, or empty (ResourceState), then the
 * items with the next page loading or failed at the loading end (InfiniteList). Its view props are what
 * `usePagedList` (src/session) returns for a paged-list actor.
 */
export function PagedList<T>({ status, error, onRetry, empty, ...list }: PagedListProps<T>) {
  return (
    <ResourceState
      status={status}
      {...(error === undefined ? {} : { error })}
      onRetry={onRetry}
      isEmpty={list.items.length === 0}
      empty={empty}
    >
      <InfiniteList {...list} />
    </ResourceState>
  );
}
