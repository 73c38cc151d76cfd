import { PencilSquareIcon, PlusIcon, QueueListIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import type { Queue } from '../../../api/schemas/queue.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { ListPage } from '../../../ui/ListPage.tsx';
import { Swatch } from '../../../ui/Swatch.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { QueueDialog, type QueueDialogProps } from './QueueDialog.tsx';
import { Forbidden } from '../../../ui/Forbidden.tsx';

export interface QueuesPageProps {
  list: PagedListViewProps & { items: readonly Queue[] };
  onAdd: () => void;
  onEdit: (queue: Queue) => void;
  onDelete: (queue: Queue) => void;
  dialog: Omit<QueueDialogProps, 'onSubmit' | 'onClose' | 'onSchedulesKept'>;
  onSubmit: QueueDialogProps['onSubmit'];
  onCloseDialog: () => void;
  onSchedulesKept: () => void;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** S3 §2.4 Queues (/queues): name, typebotId, colour, greeting; add, edit, delete (asked first). */
export function QueuesPage(props: QueuesPageProps) {
  const { t } = useTranslation();
  const columns: TableColumn<Queue>[] = [
    {
      key: 'name',
      header: t('queues:table.name'),
      width: 'minmax(0,1.5fr)',
      cell: (q) => <span className="truncate font-medium">{q.name}</span>,
    },
    {
      key: 'typebotId',
      header: t('queues:table.typebotId'),
      width: 'minmax(0,1fr)',
      cell: (q) =>
        q.typebotId ? (
          <span className="truncate font-mono text-xs">{q.typebotId}</span>
        ) : (
          <span className="text-ink-muted">{t('queues:none')}</span>
        ),
    },
    {
      key: 'color',
      header: t('queues:table.color'),
      width: '8rem',
      cell: (q) => (
        <span className="inline-flex items-center gap-2">
          <Swatch color={q.color} />
          <span className="font-mono text-xs">{q.color}</span>
        </span>
      ),
    },
    {
      key: 'greeting',
      header: t('queues:table.greeting'),
      width: 'minmax(0,2fr)',
      cell: (q) =>
        q.greetingMessage ? (
          <span className="truncate" title={q.greetingMessage}>
            {q.greetingMessage}
          </span>
        ) : (
          <span className="text-ink-muted">{t('queues:none')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('queues:table.actions'),
      width: '6rem',
      align: 'end',
      cell: (q) => (
        <>
          <IconButton
            size="sm"
            icon={<PencilSquareIcon />}
            aria-label={t('queues:edit', { name: q.name })}
            onClick={() => props.onEdit(q)}
          />
          <IconButton
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('queues:delete', { name: q.name })}
            onClick={() => props.onDelete(q)}
          />
        </>
      ),
    },
  ];
  return (
    <ListPage
      titleId="queues-title"
      title={t('queues:title')}
      actions={
        <Button onClick={props.onAdd}>
          <PlusIcon aria-hidden="true" className="size-4" />
          {t('queues:add')}
        </Button>
      }
      dialogs={
        <>
          <QueueDialog
            {...props.dialog}
            onSubmit={props.onSubmit}
            onClose={props.onCloseDialog}
            onSchedulesKept={props.onSchedulesKept}
          />
          <ConfirmDialog
            open={props.confirm.open}
            busy={props.confirm.busy}
            title={t('queues:confirmDeleteTitle')}
            message={t('queues:confirmDeleteMessage')}
            onConfirm={props.onConfirmDelete}
            onCancel={props.onCancelDelete}
          />
        </>
      }
    >
      <Table
        {...props.list}
        columns={columns}
        getKey={(q) => q.id}
        label={t('queues:table.label')}
        empty={
          <EmptyState
            icon={<QueueListIcon />}
            title={t('queues:empty')}
            description={t('queues:emptyHint')}
          />
        }
      />
    </ListPage>
  );
}

/** A user who is not an admin typed /queues (S3 §6: queues are admin-only). */
export function QueuesForbidden() {
  const { t } = useTranslation();
  return (
    <Forbidden
      id="queues-forbidden"
      title={t('queues:forbidden.title')}
      message={t('queues:forbidden.message')}
    />
  );
}
