import {
  ArrowLeftIcon,
  CalendarDaysIcon,
  CheckBadgeIcon,
  CheckCircleIcon,
  ClipboardDocumentListIcon,
  EnvelopeIcon,
  PaperAirplaneIcon,
  SignalIcon,
  UserGroupIcon,
} from '@heroicons/react/24/outline';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../../api/schemas/s2.ts';
import { Button } from '../../../ui/Button.tsx';
import { ResourceState, type ReadState } from '../../../ui/ResourceState.tsx';
import { reportOf, type ReportCampaign } from './campaign-report.ts';
import { statusKey } from '../campaigns.view.tsx';

export interface CampaignReportProps {
  /** The campaign as last read or patched by its frames (its counts, or its list and shipping); null before. */
  campaign: Campaign | ReportCampaign | null;
  /** The read of the campaign: loading, failed with a retry, or in. */
  read: ReadState;
  /** The campaign does not exist (404): a way back instead of a retry. */
  notFound: boolean;
  formatDate: (iso: string) => string;
  onBack: () => void;
}

/**
 * S2 §2 Campaign report (/campaign/{campaignId}/report): the heading, the status line with the delivered count out of
 * the valid contacts and the progress bar (S2 §4: delivered / valid × 100), and the cards (the two confirmation
 * cards only when confirmation is on).
 */
export function CampaignReport(props: CampaignReportProps) {
  const { t } = useTranslation();
  const { campaign } = props;
  const title =
    campaign !== null && campaign.name !== ''
      ? t('campaigns:report.title', { name: campaign.name })
      : t('campaigns:report.untitled');
  return (
    <section
      aria-labelledby="campaign-report-title"
      className="flex h-full min-h-0 flex-col gap-4 overflow-y-auto p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="campaign-report-title" className="mr-auto text-xl font-semibold text-ink">
          {title}
        </h1>
        <Button variant="secondary" onClick={props.onBack}>
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {t('campaigns:report.back')}
        </Button>
      </header>
      <ResourceState
        status={campaign !== null ? 'success' : props.read.status}
        {...(props.read.error === undefined ? {} : { error: props.read.error })}
        onRetry={props.read.onRetry}
        retrying={props.read.retrying ?? false}
        {...(props.notFound
          ? {
              notFound: {
                title: t('campaigns:report.notFound'),
                action: (
                  <Button variant="secondary" size="sm" onClick={props.onBack}>
                    {t('campaigns:report.back')}
                  </Button>
                ),
              },
            }
          : {})}
        className="rounded-xl border border-line bg-surface"
      >
        {campaign !== null && <ReportBody campaign={campaign} formatDate={props.formatDate} />}
      </ResourceState>
    </section>
  );
}

// The icons are made once: a card whose label and value did not change is not rendered again at each frame.
const ICONS = {
  valid: <UserGroupIcon />,
  confirmationRequested: <EnvelopeIcon />,
  confirmed: <CheckBadgeIcon />,
  delivered: <PaperAirplaneIcon />,
  connection: <SignalIcon />,
  contactList: <ClipboardDocumentListIcon />,
  scheduledAt: <CalendarDaysIcon />,
  completedAt: <CheckCircleIcon />,
};

function ReportBody({
  campaign,
  formatDate,
}: {
  campaign: Campaign | ReportCampaign;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const counts = reportOf(campaign);
  // Whole percents, rounded down: 100% only once every valid contact got its message.
  const percent = Math.floor(counts.percent);
  return (
    <>
      <div className="rounded-xl border border-line bg-surface p-4">
        <p data-testid="campaign-report-status" className="text-sm font-medium text-ink" aria-live="polite">
          {t('campaigns:report.statusLine', {
            status: t(statusKey(campaign.status)),
            delivered: counts.delivered,
            valid: counts.valid,
          })}
        </p>
        <div className="mt-3 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t('campaigns:report.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="h-3 flex-1 overflow-hidden rounded-full bg-line"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-300"
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="w-12 text-right text-sm font-semibold tabular-nums text-ink">{percent}%</span>
        </div>
      </div>
      <ul
        aria-label={t('campaigns:report.cards')}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
      >
        <Card icon={ICONS.valid} label={t('campaigns:report.valid')} value={counts.valid} />
        {campaign.confirmation && (
          <>
            <Card
              icon={ICONS.confirmationRequested}
              label={t('campaigns:report.confirmationRequested')}
              value={counts.confirmationRequested}
            />
            <Card icon={ICONS.confirmed} label={t('campaigns:report.confirmed')} value={counts.confirmed} />
          </>
        )}
        <Card icon={ICONS.delivered} label={t('campaigns:report.delivered')} value={counts.delivered} />
        <Card
          icon={ICONS.connection}
          label={t('campaigns:report.connection')}
          value={campaign.whatsapp?.name ?? t('campaigns:fallback.noConnection')}
        />
        <Card
          icon={ICONS.contactList}
          label={t('campaigns:report.contactList')}
          value={campaign.contactList?.name ?? t('campaigns:fallback.noList')}
        />
        <Card
          icon={ICONS.scheduledAt}
          label={t('campaigns:report.scheduledAt')}
          value={campaign.scheduledAt ? formatDate(campaign.scheduledAt) : t('campaigns:fallback.noSchedule')}
        />
        <Card
          icon={ICONS.completedAt}
          label={t('campaigns:report.completedAt')}
          value={
            campaign.completedAt ? formatDate(campaign.completedAt) : t('campaigns:fallback.notCompleted')
          }
        />
      </ul>
    </>
  );
}

const Card = memo(function Card({
  icon,
  label,
  value,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5"
      >
        {icon}
      </span>
      <dl className="min-w-0">
        <dt className="text-xs font-medium text-ink-muted">{label}</dt>
        <dd className="text-lg font-semibold break-words text-ink tabular-nums">{value}</dd>
      </dl>
    </li>
  );
});
