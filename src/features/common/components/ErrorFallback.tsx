import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';

import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';

export interface ErrorFallbackProps {
  error?: unknown;
  onRetry?: () => void;
  /** Shows the error message under a disclosure (development builds). */
  showDetails?: boolean;
}

/** What an ErrorBoundary shows when a screen throws. */
export function ErrorFallback({ error, onRetry, showDetails = false }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return (
    <div
      role="alert"
      className="flex min-h-full flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <span
        className="flex size-12 items-center justify-center rounded-2xl bg-red-500/10 text-red-600 dark:text-red-400"
        aria-hidden="true"
      >
        <ExclamationTriangleIcon className="size-6" />
      </span>
      <div className="space-y-1">
        <h1 className="text-lg font-semibold text-ink">{t('common:error.title')}</h1>
        <p className="text-sm text-ink-muted">{t('common:error.body')}</p>
      </div>
      {showDetails && detail && (
        <details className="max-w-md text-left text-xs text-ink-muted">
          <summary className="cursor-pointer">{t('common:error.details')}</summary>
          <pre className="mt-2 overflow-auto rounded-lg bg-surface-muted p-3 whitespace-pre-wrap">
            {detail}
          </pre>
        </details>
      )}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common:error.retry')}
        </Button>
      )}
    </div>
  );
}
