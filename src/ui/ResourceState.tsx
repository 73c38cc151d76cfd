import { ExclamationTriangleIcon, MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { Spinner } from './Spinner.tsx';

/**
 * A read as a control that offers its result takes it (a select's options, a filter's choices): loading, failed with a
 * retry, or in. `<Resource>`'s state without the content; `useReadState` (src/session/queries) makes it from a cache read.
 */
export interface ReadState {
  status: 'pending' | 'error' | 'success';
  /** The failure, already described for the user (never a raw code). */
  error?: string | undefined;
  onRetry: () => void;
  /** A retry is running: the button shows it and takes no second click. */
  retrying?: boolean;
}

export interface ResourceStateProps {
  status: 'pending' | 'error' | 'success';
  /** With `success`: there is nothing to show, so `empty` is shown instead of the children. */
  isEmpty?: boolean;
  /** The failure, already described for the user (never a raw code). */
  error?: string;
  onRetry: () => void;
  /** A retry is running: the button shows it and takes no second click. */
  retrying?: boolean;
  /** What an empty answer shows; defaults to 'Nada aqui!'. */
  empty?: ReactNode;
  /** With `error`: the record does not exist, so no retry, and a way back instead. */
  notFound?: { title: string; action: ReactNode };
  className?: string;
  children?: ReactNode;
}

/**
 * One place for what every read shows before and instead of its content: loading, a failure with a retry, an
 * empty answer, a record that does not exist. Props only, so any source (the resource cache, a machine) binds it.
 * Its content, once in, renders through it at every change of a live list: that path reads no translation (issue
 * 17, script per live event); the states around it read theirs.
 */
export function ResourceState({
  status,
  isEmpty = false,
  error,
  onRetry,
  retrying = false,
  empty,
  notFound,
  className,
  children,
}: ResourceStateProps) {
  switch (status) {
    case 'pending':
      return <ReadLoading className={className} />;
    case 'error':
      if (notFound)
        return (
          <div className={frameOf(className)}>
            <EmptyState icon={<MagnifyingGlassIcon />} title={notFound.title} action={notFound.action} />
          </div>
        );
      return <ReadFailed error={error} onRetry={onRetry} retrying={retrying} className={className} />;
    case 'success':
      if (!isEmpty) return <>{children}</>;
      return empty ?? <NothingHere className={className} />;
  }
}

const frameOf = (className: string | undefined) =>
  clsx('flex flex-col items-center justify-center', className);

function ReadLoading({ className }: { className: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx(frameOf(className), 'gap-3 px-6 py-12 text-primary')}
    >
      <Spinner size="md" />
      <span className="text-sm text-ink-muted">{t('common:loading')}</span>
    </div>
  );
}

function ReadFailed({
  error,
  onRetry,
  retrying,
  className,
}: {
  error: string | undefined;
  onRetry: () => void;
  retrying: boolean;
  className: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={frameOf(className)}>
      <EmptyState
        icon={<ExclamationTriangleIcon />}
        title={t('common:resource.loadFailed')}
        description={error ?? t('common:error.body')}
        action={
          <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
            {t('common:error.retry')}
          </Button>
        }
      />
    </div>
  );
}

function NothingHere({ className }: { className: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={frameOf(className)}>
      <EmptyState title={t('common:empty')} />
    </div>
  );
}

export interface LoadFailedInlineProps {
  /** What could not be loaded, as the control it stands for is labelled ('Tags', 'Filas'). */
  what: string;
  /** The failure, already described for the user (the catalogue's text or the server's own words): shown under it. */
  error?: string | undefined;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/**
 * ResourceState's failure in a line or two, where a control's choices should have been (a filter, a select, a
 * combobox): what could not be loaded, why (as every failure says it), and a retry, so a failed read is never a
 * silently empty control. In a box too narrow for the words and the button side by side, the button goes under the
 * words rather than squeezing them to a word per line and lying over them.
 */
export function LoadFailedInline({
  what,
  error,
  onRetry,
  retrying = false,
  className,
}: LoadFailedInlineProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-load-failed
      className={clsx(
        'flex min-h-9 min-w-0 flex-wrap items-center gap-x-2 gap-y-1.5 rounded-lg border border-dashed border-line px-2.5 py-1.5 text-xs text-ink-muted',
        className,
      )}
    >
      <div className="flex min-w-0 grow basis-40 items-start gap-2">
        <ExclamationTriangleIcon
          aria-hidden="true"
          className="size-4 shrink-0 text-amber-600 dark:text-amber-400"
        />
        <p className="min-w-0 leading-tight break-words">
          <span className="block">{t('common:resource.loadFailedOf', { what })}</span>
          {error && <span className="mt-0.5 block text-ink">{error}</span>}
        </p>
      </div>
      <Button variant="secondary" size="xs" loading={retrying} onClick={onRetry} className="shrink-0">
        {t('common:error.retry')}
      </Button>
    </div>
  );
}
