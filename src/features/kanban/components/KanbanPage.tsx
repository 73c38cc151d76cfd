import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { KanbanBoard, type KanbanBoardProps } from './KanbanBoard.tsx';

export interface KanbanPageProps extends Omit<KanbanBoardProps, 'defaultLaneNote'> {
  /** The tickets' read: loading, failed (the board shows no cards, S2 §7) or in. */
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/**
 * /kanban (S2 §2 'Kanban', labelled BETA): the user's open tickets on local lanes. A failed read shows the board
 * without cards and says so above it, with a retry (no toast: S2 §8 swallows kanban fetch errors).
 */
export function KanbanPage({ status, onRetry, ...board }: KanbanPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const cardCount = board.lanes.reduce((n, lane) => n + lane.cards.length, 0);
  const note =
    status === 'pending' ? (
      <div role="status" className="flex items-center justify-center gap-2 px-2 py-6 text-xs text-ink-muted">
        <Spinner size="sm" />
        {t('kanban:loading')}
      </div>
    ) : status === 'success' && cardCount === 0 ? (
      <p className="px-2 py-6 text-center text-xs text-ink-muted">{t('kanban:empty')}</p>
    ) : undefined;
  return (
    <section aria-labelledby={titleId} className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 id={titleId} className="flex items-center gap-2 text-xl font-semibold text-ink">
          {t('kanban:title')}
          <Badge tone="primary">{t('kanban:beta')}</Badge>
        </h1>
        <p className="text-sm text-ink-muted">{t('kanban:intro')}</p>
      </header>
      {status === 'error' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-600/30 bg-red-500/8 px-3 py-2 text-sm text-ink"
        >
          <ExclamationTriangleIcon aria-hidden="true" className="size-5 text-red-700 dark:text-red-300" />
          <span className="flex-1">{t('kanban:loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('kanban:retry')}
          </Button>
        </div>
      )}
      <div className="min-h-0 flex-1" aria-busy={status === 'pending'}>
        <KanbanBoard {...board} defaultLaneNote={note} />
      </div>
    </section>
  );
}
