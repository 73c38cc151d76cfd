import { ChartBarIcon } from '@heroicons/react/24/outline';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ResourceState } from '../../../ui/ResourceState.tsx';
import { HOUR_LABELS } from '../dashboard-logic.ts';

const HourlyBarChart = lazy(() => import('./HourlyBarChart.tsx'));

export interface TicketsPerHourChartProps {
  status: 'pending' | 'error' | 'success';
  /** The server's count of today's tickets (the title's). */
  count: number;
  /** Per bucket of HOUR_LABELS (01:00 … 23:00, 00:00). */
  perHour: readonly number[];
  error?: string | undefined;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * S2 §2: today's tickets per hour as bars, the count in the title. The canvas is hidden from screen readers; a table
 * of the same 24 buckets stands in for it (visually hidden), so the figures are read, not guessed from a picture.
 */
export function TicketsPerHourChart({
  status,
  count,
  perHour,
  error,
  onRetry,
  retrying = false,
}: TicketsPerHourChartProps) {
  const { t } = useTranslation();
  const empty = status === 'success' && count === 0 && perHour.every((n) => n === 0);
  return (
    <section
      aria-labelledby="dashboard-chart-title"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="dashboard-chart-title" className="text-base font-semibold text-ink">
        {t('dashboard:chart.title', { count: status === 'success' ? count : 0 })}
      </h2>
      <ResourceState
        status={status}
        isEmpty={empty}
        error={error ?? ''}
        onRetry={onRetry}
        retrying={retrying}
        empty={
          <EmptyState
            icon={<ChartBarIcon />}
            title={t('dashboard:chart.empty')}
            description={t('dashboard:chart.emptyHint')}
            className="py-8"
          />
        }
        className="min-h-56"
      >
        <Suspense fallback={<div className="h-56 w-full" aria-hidden="true" />}>
          <HourlyBarChart labels={HOUR_LABELS} counts={perHour} seriesLabel={t('dashboard:chart.tickets')} />
        </Suspense>
        <table className="sr-only">
          <caption>{t('dashboard:chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard:chart.hour')}</th>
              <th scope="col">{t('dashboard:chart.tickets')}</th>
            </tr>
          </thead>
          <tbody>
            {HOUR_LABELS.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{perHour[i] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ResourceState>
    </section>
  );
}
