import {
  LockClosedIcon,
  PencilSquareIcon,
  PlusIcon,
  SignalIcon,
  StarIcon,
  TrashIcon,
} from '@heroicons/react/20/solid';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Whatsapp } from '../../../api/schemas/whatsapp.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { ConnectionDialog, type ConnectionDialogProps } from './ConnectionDialog.tsx';
import { StatusIcon } from './StatusIcon.tsx';
import { Forbidden } from '../../../ui/Forbidden.tsx';

/** The connections-page permissions of S3 §6. */
export interface ConnectionsPermissions {
  actionButtons: boolean;
  addConnection: boolean;
  editOrDeleteConnection: boolean;
}

export interface ConnectionsPageProps {
  list: PagedListViewProps & { items: readonly Whatsapp[] };
  permissions: ConnectionsPermissions;
  /** The session cell of a row (its buttons, bound to the row's pairing). */
  renderSession: (connection: Whatsapp) => ReactNode;
  onAdd: () => void;
  onEdit: (connection: Whatsapp) => void;
  onDelete: (connection: Whatsapp) => void;
  dialog: Omit<ConnectionDialogProps, 'onSubmit' | 'onClose'>;
  onSubmit: ConnectionDialogProps['onSubmit'];
  onCloseDialog: () => void;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /** QR and disconnect dialogs of the rows (mounted by the binding). */
  children?: ReactNode;
}

/** S3 §2.2 (dd/MM/yyyy HH:mm). */
export function lastUpdate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : format(d, 'dd/MM/yyyy HH:mm');
}

/** S3 §2.2 Connections (/connections). */
export function ConnectionsPage(props: ConnectionsPageProps) {
  const { t } = useTranslation();
  const { permissions } = props;
  const columns: TableColumn<Whatsapp>[] = [
    {
      key: 'id',
      header: t('connections:table.id'),
      width: '7.5rem',
      align: 'center',
      cell: (w) => <span className="tabular-nums">{w.id}</span>,
    },
    {
      key: 'name',
      header: t('connections:table.name'),
      width: 'minmax(10rem,3fr)',
      cell: (w) => (
        <span className="truncate font-medium" title={w.name}>
          {w.name}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('connections:table.status'),
      width: '5rem',
      align: 'center',
      cell: (w) => <StatusIcon status={w.status} />,
    },
    ...(permissions.actionButtons
      ? [
          {
            key: 'session',
            header: t('connections:table.session'),
            width: 'minmax(17rem,2fr)',
            align: 'center' as const,
            cell: (w: Whatsapp) => props.renderSession(w),
          },
        ]
      : []),
    {
      key: 'updatedAt',
      header: t('connections:table.lastUpdate'),
      width: '10rem',
      align: 'center',
      cell: (w) => <span className="tabular-nums">{lastUpdate(w.updatedAt)}</span>,
    },
    {
      key: 'default',
      header: t('connections:table.default'),
      width: '6rem',
      align: 'center',
      cell: (w) =>
        w.isDefault ? (
          // Heroicons render aria-hidden svgs: the label sits on a wrapper, or no one hears it.
          <span role="img" aria-label={t('connections:isDefault')} className="inline-flex">
            <StarIcon aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
          </span>
        ) : null,
    },
    ...(permissions.editOrDeleteConnection
      ? [
          {
            key: 'actions',
            header: t('connections:table.actions'),
            width: '6rem',
            align: 'end' as const,
            cell: (w: Whatsapp) => (
              <>
                <IconButton
                  size="sm"
                  icon={<PencilSquareIcon />}
                  aria-label={t('connections:edit', { name: w.name })}
                  onClick={() => props.onEdit(w)}
                />
                {w.phoneIdCloudApi === null ? (
                  <IconButton
                    size="sm"
                    icon={<TrashIcon />}
                    aria-label={t('connections:delete', { name: w.name })}
                    onClick={() => props.onDelete(w)}
                  />
                ) : (
                  <span
                    role="img"
                    aria-label={t('connections:cloudApiNoDelete')}
                    className="inline-flex size-8 items-center justify-center text-ink-muted"
                    title={t('connections:cloudApiNoDelete')}
                  >
                    <LockClosedIcon aria-hidden="true" className="size-4" />
                  </span>
                )}
              </>
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="connections-title" className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="connections-title" className="mr-auto text-xl font-semibold text-ink">
          {t('connections:title')}
        </h1>
        {permissions.addConnection && (
          <Button onClick={props.onAdd}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('connections:add')}
          </Button>
        )}
      </header>
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border border-line bg-surface">
        <Table
          {...props.list}
          columns={columns}
          getKey={(w) => w.id}
          label={t('connections:table.label')}
          empty={
            <EmptyState
              icon={<SignalIcon />}
              title={t('connections:empty')}
              description={t('connections:emptyHint')}
            />
          }
        />
      </div>
      <ConnectionDialog {...props.dialog} onSubmit={props.onSubmit} onClose={props.onCloseDialog} />
      <ConfirmDialog
        open={props.confirm.open}
        busy={props.confirm.busy}
        title={t('connections:confirm.deleteTitle')}
        message={t('connections:confirm.deleteMessage')}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
      {props.children}
    </section>
  );
}

/** S3 §6: the screen refused to a user without the administration right (a typed URL; the drawer hides it). */
export function ConnectionsForbidden() {
  const { t } = useTranslation();
  return (
    <Forbidden
      id="connections-forbidden"
      title={t('connections:forbidden.title')}
      message={t('connections:forbidden.message')}
    />
  );
}
