import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ResourceState, type ReadState } from '../../ui/ResourceState.tsx';
import { isNotFound } from './client.ts';

/** The way back from a record that does not exist: a button calling `onBack`, or the caller's own link. */
export type NotFoundWayBack = { title?: string } & (
  { onBack: () => void; backLabel?: string } | { action: ReactNode }
);

export interface ResourceProps<T> {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Without it a missing record is shown as an error with a retry. */
  notFound?: NotFoundWayBack;
  className?: string;
  children: (data: T) => ReactNode;
}

/**
 * Binds a cache read to ResourceState. Data already shown stays shown when a background refetch fails (a catch-up
 * after a reconnect, say): the stale record is more use to staff than an error in its place.
 */
export function Resource<T>({ query, isEmpty, empty, notFound, className, children }: ResourceProps<T>) {
  const { t } = useTranslation();
  const { data } = query;
  const missing = query.status === 'error' && isNotFound(query.error);
  return (
    <ResourceState
      status={data !== undefined ? 'success' : query.status}
      isEmpty={data !== undefined && isEmpty !== undefined && isEmpty(data)}
      {...(query.error ? { error: describeError(query.error, t) } : {})}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      {...(empty === undefined ? {} : { empty })}
      {...(missing && notFound
        ? {
            notFound: {
              title: notFound.title ?? t('common:resource.notFound'),
              action:
                'action' in notFound ? (
                  notFound.action
                ) : (
                  <Button variant="secondary" size="sm" onClick={notFound.onBack}>
                    {notFound.backLabel ?? t('common:resource.back')}
                  </Button>
                ),
            },
          }
        : {})}
      {...(className === undefined ? {} : { className })}
    >
      {data !== undefined && children(data)}
    </ResourceState>
  );
}

/**
 * A cache read as the plain state a control takes (`load` of MultiSelect and Select, a combobox's options): what
 * `<Resource>` shows, for reads whose value is a control's choices rather than content. Data already in stays 'success'
 * when a background refetch fails, as in `<Resource>`.
 */
export function useReadState(query: UseQueryResult<unknown>): ReadState {
  const { t } = useTranslation();
  return {
    status: query.data !== undefined ? 'success' : query.status,
    ...(query.error ? { error: describeError(query.error, t) } : {}),
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
