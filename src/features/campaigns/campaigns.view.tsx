import { ArrowPathIcon, ChartBarIcon, MegaphoneIcon, StopCircleIcon } from '@heroicons/react/20/solid';
import type { CampaignRecord, CampaignStatus } from '../../api/schemas/s2.ts';
import { entityTexts, type EntityView, type RowCommand } from '../../ui/entity/entity-view.ts';
import type { CampaignSubmit } from './components/campaign-form.ts';

/** What a row offers (campaignOffers: the campaign-status machine decides). */
export interface RowOffers {
  cancel: boolean;
  restart: boolean;
}

/** What the campaigns' screen hands its rows: the offers by status, the commands, the report, the date format. */
export interface CampaignsExtra {
  offersOf: (campaign: CampaignRecord) => RowOffers;
  onCancel: (campaign: CampaignRecord) => void;
  onRestart: (campaign: CampaignRecord) => void;
  onReport: (campaign: CampaignRecord) => void;
  /** A command of this campaign is running (its buttons are busy). */
  busyId: number | null;
  formatDate: (iso: string) => string;
}

export function statusKey(status: CampaignStatus): string {
  return `campaigns:status.${status}`;
}

/**
 * S2 §2 Campaigns list (/campaigns): search, add, the table with its fallback texts and row actions by status
 * (cancel, restart, report, then edit and delete). The dialog is the screen's (./components/CampaignDialog.tsx).
 */
export const campaignsView: EntityView<CampaignRecord, CampaignSubmit, CampaignsExtra> = {
  titleId: 'campaigns-title',
  icon: <MegaphoneIcon />,
  texts: entityTexts('campaigns:', {
    without: ['emptyHint'],
    other: {
      edit: 'campaigns:actions.edit',
      delete: 'campaigns:actions.delete',
      confirmTitle: 'campaigns:confirmDelete.title',
      confirmMessage: 'campaigns:confirmDelete.message',
    },
  }),
  nameOf: (c) => c.name,
  columns: (t, { formatDate }) => [
    { key: 'name', header: t('campaigns:table.name'), width: 'minmax(0,1.4fr)', cell: (c) => c.name },
    {
      key: 'status',
      header: t('campaigns:table.status'),
      width: '7rem',
      cell: (c) => <span data-status={c.status}>{t(statusKey(c.status))}</span>,
    },
    {
      key: 'contactList',
      header: t('campaigns:table.contactList'),
      width: 'minmax(0,1.2fr)',
      cell: (c) => c.contactList?.name ?? t('campaigns:fallback.noList'),
    },
    {
      key: 'whatsapp',
      header: t('campaigns:table.whatsapp'),
      width: 'minmax(0,1.2fr)',
      cell: (c) => c.whatsapp?.name ?? t('campaigns:fallback.noConnection'),
    },
    {
      key: 'scheduledAt',
      header: t('campaigns:table.scheduledAt'),
      width: '6.5rem',
      cell: (c) => (c.scheduledAt ? formatDate(c.scheduledAt) : t('campaigns:fallback.noSchedule')),
    },
    {
      key: 'completedAt',
      header: t('campaigns:table.completedAt'),
      width: '6.5rem',
      cell: (c) => (c.completedAt ? formatDate(c.completedAt) : t('campaigns:fallback.notCompleted')),
    },
    {
      key: 'confirmation',
      header: t('campaigns:table.confirmation'),
      width: '6.5rem',
      cell: (c) => (c.confirmation ? t('campaigns:confirmation.on') : t('campaigns:confirmation.off')),
    },
  ],
  actions: {
    width: '8.5rem',
    commands: (c, extra, t) => {
      const offers = extra.offersOf(c);
      const busy = extra.busyId === c.id;
      const commands: RowCommand[] = [];
      if (offers.cancel)
        commands.push({
          key: 'cancel',
          icon: <StopCircleIcon />,
          label: t('campaigns:actions.cancel', { name: c.name }),
          disabled: busy,
          onClick: () => extra.onCancel(c),
        });
      if (offers.restart)
        commands.push({
          key: 'restart',
          icon: <ArrowPathIcon />,
          label: t('campaigns:actions.restart', { name: c.name }),
          disabled: busy,
          onClick: () => extra.onRestart(c),
        });
      commands.push({
        key: 'report',
        icon: <ChartBarIcon />,
        label: t('campaigns:actions.report', { name: c.name }),
        onClick: () => extra.onReport(c),
      });
      return commands;
    },
  },
};
