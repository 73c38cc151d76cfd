import { PresentationChartLineIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';

export interface ExternalDashboardProps {
  /** The embedded dashboard's address; the spec does not give it, so without one a placeholder frame stands in. */
  src?: string | undefined;
}

/** S2 §2, §6: company 47's whole dashboard is an embedded external analytics dashboard. */
export function ExternalDashboard({ src }: ExternalDashboardProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-title" className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6">
      <h1 id="dashboard-title" className="text-xl font-semibold text-ink">
        {t('dashboard:external.title')}
      </h1>
      {src ? (
        <iframe
          src={src}
          title={t('dashboard:external.frame')}
          className="min-h-[32rem] w-full flex-1 rounded-xl border border-line bg-surface"
        />
      ) : (
        <div
          role="region"
          aria-label={t('dashboard:external.frame')}
          data-external-dashboard
          className="flex min-h-[32rem] flex-1 items-center justify-center rounded-xl border border-dashed border-line bg-surface"
        >
          <EmptyState icon={<PresentationChartLineIcon />} title={t('dashboard:external.placeholder')} />
        </div>
      )}
    </section>
  );
}
