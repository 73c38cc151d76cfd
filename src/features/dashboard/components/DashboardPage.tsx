import {
  CalendarDaysIcon,
  CheckBadgeIcon,
  ChatBubbleLeftRightIcon,
  ClipboardDocumentCheckIcon,
  ClockIcon,
  PauseCircleIcon,
  UserPlusIcon,
  XCircleIcon,
} from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../api/schemas/dashboard.schema.ts';
import { ResourceState } from '../../../ui/ResourceState.tsx';
import { formatMinutes } from '../dashboard-logic.ts';
import { AttendantsTable } from './AttendantsTable.tsx';
import { CounterCard } from './CounterCard.tsx';
import { DashboardFilters, type DashboardFiltersProps } from './DashboardFilters.tsx';
import { TicketsPerHourChart, type TicketsPerHourChartProps } from './TicketsPerHourChart.tsx';

export interface FiguresState {
  status: 'pending' | 'error' | 'success';
  data?: Dashboard | undefined;
  /** The failure, already described by the error catalogue. */
  error?: string | undefined;
  onRetry: () => void;
  retrying?: boolean;
}

export interface DashboardPageProps {
  /** The company's due date as DD/MM/yyyy; null while it is read; '' when it could not be (only logged, S2 §8). */
  dueDate: string | null;
  chart: TicketsPerHourChartProps;
  filters: DashboardFiltersProps;
  figures: FiguresState;
}

/**
 * S2 §2 Dashboard (/): the due-date card, today's tickets per hour, the filter, the seven cards and the attendants.
 * The frame shows at once; the figures fill in when their read is in (the first one waits a second, S2 §4).
 */
export function DashboardPage({ dueDate, chart, filters, figures }: DashboardPageProps) {
  const { t } = useTranslation();
  const c = figures.data?.counters;
  const value = (n: number | undefined) => (n === undefined ? null : n);
  const time = (n: number | undefined) => (n === undefined ? null : formatMinutes(n));
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-4 p-4 sm:p-6">
      <h1 id="dashboard-title" className="text-xl font-semibold text-ink">
        {t('dashboard:title')}
      </h1>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <CounterCard
          label={t('dashboard:dueDate')}
          value={dueDate === null ? null : dueDate || t('dashboard:dueDateUnknown')}
          icon={<CalendarDaysIcon />}
        />
      </div>
      <TicketsPerHourChart {...chart} />
      <DashboardFilters {...filters} />
      <section aria-labelledby="dashboard-figures" className="flex flex-col gap-4">
        <h2 id="dashboard-figures" className="sr-only">
          {t('dashboard:figures')}
        </h2>
        <ResourceState
          status={figures.status === 'pending' || figures.data !== undefined ? 'success' : figures.status}
          error={figures.error ?? ''}
          onRetry={figures.onRetry}
          retrying={figures.retrying ?? false}
          className="rounded-xl border border-line bg-surface"
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-live="polite">
            <CounterCard
              label={t('dashboard:cards.notDone')}
              value={value(c === undefined ? undefined : (c.supportCanceled ?? c.supportPending))}
              icon={<XCircleIcon />}
            />
            <CounterCard
              label={t('dashboard:cards.finished')}
              value={value(c?.supportFinished)}
              icon={<CheckBadgeIcon />}
            />
            <CounterCard
              label={t('dashboard:cards.happening')}
              value={value(c?.supportHappening)}
              icon={<ChatBubbleLeftRightIcon />}
            />
            <CounterCard
              label={t('dashboard:cards.done')}
              value={value(c?.supportFinished)}
              icon={<ClipboardDocumentCheckIcon />}
            />
            <CounterCard label={t('dashboard:cards.leads')} value={value(c?.leads)} icon={<UserPlusIcon />} />
            <CounterCard
              label={t('dashboard:cards.avgSupport')}
              value={time(c?.avgSupportTime)}
              icon={<ClockIcon />}
            />
            <CounterCard
              label={t('dashboard:cards.avgWait')}
              value={time(c?.avgWaitTime)}
              icon={<PauseCircleIcon />}
            />
          </div>
          {figures.data ? (
            <AttendantsTable attendants={figures.data.attendants} />
          ) : (
            <div
              aria-hidden="true"
              className="h-40 animate-pulse rounded-xl border border-line bg-surface motion-reduce:animate-none"
            />
          )}
        </ResourceState>
      </section>
    </section>
  );
}
