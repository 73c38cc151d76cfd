import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/index.ts';
import { useSession } from '../../session/context.tsx';
import { useCompany, useDashboardFigures, useTicketsOfDay } from '../../session/queries/dashboard.ts';
import { formatDate } from '../../lib/dates.ts';
import { notifyError } from '../../lib/toast.ts';
import { useLocalDay } from '../../lib/use-local-day.ts';
import { DashboardPage } from './components/DashboardPage.tsx';
import { ExternalDashboard } from './components/ExternalDashboard.tsx';
import {
  EXTERNAL_DASHBOARD_COMPANY,
  FIRST_LOAD_DELAY_MS,
  initialFilter,
  paramsOf,
  sameParams,
  ticketsPerHour,
  type DashboardFilter,
  type DashboardQueryParams,
} from './dashboard-logic.ts';

/** / (S2 §2 Dashboard): company 47 gets the embedded external dashboard, everyone else the figures. */
export default function DashboardScreen() {
  const { user } = useSession();
  if (!user) return null;
  if (user.companyId === EXTERNAL_DASHBOARD_COMPANY) return <ExternalDashboard />;
  return <Dashboard companyId={user.companyId} />;
}

function Dashboard({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const day = useLocalDay();
  const [filter] = useState(() => initialFilter(new Date()));
  const [applied, setApplied] = useState<DashboardQueryParams>(() => paramsOf(filter) ?? {});
  // S2 §4: the first load happens after 1 second. Figures already in the cache (a revisit) show at once.
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), FIRST_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const figures = useDashboardFigures(applied, { enabled: armed });
  const company = useCompany(companyId);
  const tickets = useTicketsOfDay(day);

  // S2 §8: the due date's failure is only logged.
  useEffect(() => {
    if (company.error)
      console.warn(`[dashboard] the company's due date was not read: ${company.error.message}`);
  }, [company.error]);
  // Figures already shown stay when a later read fails (ResourceState keeps them): the failure is said by a toast.
  const { error: figuresError, errorUpdatedAt } = figures;
  const hadFigures = figures.data !== undefined;
  useEffect(() => {
    if (figuresError && hadFigures) notifyError(figuresError);
    // errorUpdatedAt: each failure once.
  }, [figuresError, hadFigures, errorUpdatedAt]);

  const apply = (chosen: DashboardFilter) => {
    const params = paramsOf(chosen);
    if (params === null) {
      notifyError(t('dashboard:filter.required'));
      return;
    }
    setArmed(true);
    if (sameParams(params, applied)) void figures.refetch();
    else setApplied(params);
  };

  return (
    <DashboardPage
      dueDate={
        company.data
          ? company.data.dueDate
            ? formatDate(company.data.dueDate)
            : ''
          : company.status === 'error'
            ? ''
            : null
      }
      chart={{
        status: tickets.data ? 'success' : tickets.status,
        count: tickets.data?.count ?? 0,
        perHour: ticketsPerHour(tickets.data?.createdAts ?? []),
        error: tickets.error ? describeError(tickets.error, t) : undefined,
        onRetry: () => void tickets.refetch(),
        retrying: tickets.isFetching,
      }}
      filters={{ filter, onApply: apply, busy: armed && figures.isFetching }}
      figures={{
        status: figures.data ? 'success' : figures.status,
        data: figures.data,
        error: figures.error ? describeError(figures.error, t) : undefined,
        onRetry: () => void figures.refetch(),
        retrying: figures.isFetching,
      }}
    />
  );
}
