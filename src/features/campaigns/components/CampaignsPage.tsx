import {
  ArrowPathIcon,
  ChartBarIcon,
  MegaphoneIcon,
  PencilSquareIcon,
  PlusIcon,
  StopCircleIcon,
  TrashIcon,
} from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign, CampaignStatus } from '../../../api/schemas/s2.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { ListPage } from '../../../ui/ListPage.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';

/** What a row offers (campaignOffers: the campaign-status machine decides). */
export interface RowOffers {
  cancel: boolean;
  restart: boolean;
}

export interface CampaignsPageProps {
  list: PagedListViewProps & { items: readonly Campaign[] };
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onEdit: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
  onReport: (campaign: Campaign) => void;
  offersOf: (campaign: Campaign) => RowOffers;
  onCancel: (campaign: Campaign) => void;
  onRestart: (campaign: Campaign) => void;
  /** A command of this campaign is running (its buttons are busy). */
  busyId: number | null;
  formatDate: (iso: string) => string;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /** The dialog, bound by the screen. */
  dialog: ReactNode;
}

export function statusKey(status: CampaignStatus): string {
  return `campaigns:status.${status}`;
}

/** S2 §2 Campaigns list (/campaigns): search, add, the table with its fallback texts and row actions by status. */
export function CampaignsPage(props: CampaignsPageProps) {
  const { t } = useTranslation();
  const { list, search } = props;
  const columns: TableColumn<Campaign>[] = [
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
      cell: (c) => (c.scheduledAt ? props.formatDate(c.scheduledAt) : t('campaigns:fallback.noSchedule')),
    },
    {
      key: 'completedAt',
      header: t('campaigns:table.completedAt'),
      width: '6.5rem',
      cell: (c) => (c.completedAt ? props.formatDate(c.completedAt) : t('campaigns:fallback.notCompleted')),
    },
    {
      key: 'confirmation',
      header: t('campaigns:table.confirmation'),
      width: '6.5rem',
      cell: (c) => (c.confirmation ? t('campaigns:confirmation.on') : t('campaigns:confirmation.off')),
    },
    {
      key: 'actions',
      header: t('campaigns:table.actions'),
      width: '8.5rem',
      align: 'end',
      cell: (c) => {
        const offers = props.offersOf(c);
        const busy = props.busyId === c.id;
        return (
          <>
            {offers.cancel && (
              <IconButton
                size="sm"
                icon={<StopCircleIcon />}
                aria-label={t('campaigns:actions.cancel', { name: c.name })}
                disabled={busy}
                onClick={() => props.onCancel(c)}
              />
            )}
            {offers.restart && (
              <IconButton
                size="sm"
                icon={<ArrowPathIcon />}
                aria-label={t('campaigns:actions.restart', { name: c.name })}
                disabled={busy}
                onClick={() => props.onRestart(c)}
              />
            )}
            <IconButton
              size="sm"
              icon={<ChartBarIcon />}
              aria-label={t('campaigns:actions.report', { name: c.name })}
              onClick={() => props.onReport(c)}
            />
            <IconButton
              size="sm"
              icon={<PencilSquareIcon />}
              aria-label={t('campaigns:actions.edit', { name: c.name })}
              onClick={() => props.onEdit(c)}
            />
            <IconButton
              size="sm"
              icon={<TrashIcon />}
              aria-label={t('campaigns:actions.delete', { name: c.name })}
              onClick={() => props.onDelete(c)}
            />
          </>
        );
      },
    },
  ];
  return (
    <ListPage
      titleId="campaigns-title"
      title={t('campaigns:title')}
      search={search}
      onSearch={props.onSearch}
      searchPlaceholder={t('campaigns:searchPlaceholder')}
      actions={
        <>
          <Button onClick={props.onAdd}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('campaigns:add')}
          </Button>
        </>
      }
      dialogs={
        <>
          {props.dialog}
          <ConfirmDialog
            open={props.confirm.open}
            busy={props.confirm.busy}
            title={t('campaigns:confirmDelete.title')}
            message={t('campaigns:confirmDelete.message')}
            onConfirm={props.onConfirmDelete}
            onCancel={props.onCancelDelete}
          />
        </>
      }
    >
      <Table
        {...list}
        columns={columns}
        getKey={(c) => c.id}
        label={t('campaigns:table.label')}
        empty={
          <EmptyState
            icon={<MegaphoneIcon />}
            title={search.trim() === '' ? t('campaigns:empty') : t('campaigns:emptySearch')}
          />
        }
      />
    </ListPage>
  );
}
