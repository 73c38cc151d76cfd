import { ExclamationTriangleIcon, MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { Spinner } from './Spinner.tsx';

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
  const { t } = useTranslation();
  const frame = clsx('flex flex-col items-center justify-center', className);
  switch (status) {
    case 'pending':
      return (
        <div role="status" aria-live="polite" className={clsx(frame, 'gap-3 px-6 py-12 text-primary')}>
          <Spinner size="md" />
          <span className="text-sm text-ink-muted">{t('common:loading')}</span>
        </div>
      );
    case 'error':
      if (notFound)
        return (
          <div className={frame}>
            <EmptyState icon={<MagnifyingGlassIcon />} title={notFound.title} action={notFound.action} />
          </div>
        );
      return (
        <div role="alert" className={frame}>
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
    case 'success':
      if (!isEmpty) return <>{children}</>;
      return (
        empty ?? (
          <div className={frame}>
            <EmptyState title={t('common:empty')} />
          </div>
        )
      );
  }
}
