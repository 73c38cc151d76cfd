import { MegaphoneIcon, PencilSquareIcon, PlusIcon, TrashIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../api/schemas/s2.ts';
import { formatDate } from '../../../lib/dates.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { ListPage } from '../../../ui/ListPage.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { PRIORITY_TONE } from './announcement-form.ts';
import { AnnouncementDialog, type AnnouncementDialogProps } from './AnnouncementDialog.tsx';
import type { LoadMedia } from './AnnouncementImage.tsx';

export interface AnnouncementsPageProps {
  list: PagedListViewProps & { items: readonly Announcement[] };
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onEdit: (announcement: Announcement) => void;
  onDelete: (announcement: Announcement) => void;
  dialog: Omit<AnnouncementDialogProps, 'onSubmit' | 'onClose' | 'loadMedia'>;
  onSubmit: AnnouncementDialogProps['onSubmit'];
  onCloseDialog: () => void;
  confirm: { open: boolean; busy: boolean; record: Announcement | null };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  loadMedia: LoadMedia;
}

/** The priority as S2 §2 names it, with its colour (1 red, 2 orange, 3 grey). */
export function PriorityLabel({ priority: given }: { priority: Announcement['priority'] }) {
  const { t } = useTranslation();
  const priority = given ?? 3;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span aria-hidden="true" className={clsx('size-2.5 rounded-full', PRIORITY_TONE[priority].label)} />
      {t(`announcements:priority.${priority}`)}
    </span>
  );
}

/**
 * S2 §2 Announcements (/announcements): search, add, a table of title, priority, media name ('Sem anexo'), status
 * ('ativo' / 'inativo') and the date, edit and delete per row.
 */
export function AnnouncementsPage(props: AnnouncementsPageProps) {
  const { t } = useTranslation();
  const { list, search } = props;
  const columns: TableColumn<Announcement>[] = [
    {
      key: 'title',
      header: t('announcements:table.title'),
      width: 'minmax(0,2fr)',
      cell: (a) => <span className="truncate font-medium text-ink">{a.title}</span>,
    },
    {
      key: 'priority',
      header: t('announcements:table.priority'),
      width: '8rem',
      cell: (a) => <PriorityLabel priority={a.priority} />,
    },
    {
      key: 'media',
      header: t('announcements:table.mediaName'),
      width: 'minmax(0,1.3fr)',
      cell: (a) =>
        (a.mediaName ?? a.mediaPath) ? (
          <span className="truncate text-sm">{a.mediaName ?? a.mediaPath}</span>
        ) : (
          <span className="text-sm text-ink-muted">{t('announcements:noAttachment')}</span>
        ),
    },
    {
      key: 'status',
      header: t('announcements:table.status'),
      width: '6rem',
      cell: (a) => (
        <span className={clsx('text-sm', a.status ? 'text-ink' : 'text-ink-muted')}>
          {a.status ? t('announcements:active') : t('announcements:inactive')}
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: t('announcements:table.createdAt'),
      width: '7rem',
      cell: (a) => <span className="text-sm tabular-nums">{formatDate(a.createdAt)}</span>,
    },
    {
      key: 'actions',
      header: t('announcements:table.actions'),
      width: '6rem',
      align: 'end',
      cell: (a) => (
        <>
          <IconButton
            size="sm"
            icon={<PencilSquareIcon />}
            aria-label={t('announcements:edit', { title: a.title })}
            onClick={() => props.onEdit(a)}
          />
          <IconButton
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('announcements:delete', { title: a.title })}
            onClick={() => props.onDelete(a)}
          />
        </>
      ),
    },
  ];
  return (
    <ListPage
      titleId="announcements-title"
      title={t('announcements:title')}
      search={search}
      onSearch={props.onSearch}
      searchPlaceholder={t('announcements:searchPlaceholder')}
      actions={
        <>
          <Button onClick={props.onAdd}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('announcements:add')}
          </Button>
        </>
      }
      dialogs={
        <>
          <AnnouncementDialog
            {...props.dialog}
            loadMedia={props.loadMedia}
            onSubmit={props.onSubmit}
            onClose={props.onCloseDialog}
          />
          <ConfirmDialog
            open={props.confirm.open}
            busy={props.confirm.busy}
            title={t('announcements:confirmDeleteTitle', { title: props.confirm.record?.title ?? '' })}
            message={t('announcements:confirmDeleteMessage')}
            onConfirm={props.onConfirmDelete}
            onCancel={props.onCancelDelete}
          />
        </>
      }
    >
      <Table
        {...list}
        columns={columns}
        getKey={(a) => a.id}
        label={t('announcements:table.label')}
        empty={
          <EmptyState
            icon={<MegaphoneIcon />}
            title={search.trim() === '' ? t('announcements:empty') : t('announcements:emptySearch')}
            {...(search.trim() === '' ? { description: t('announcements:emptyHint') } : {})}
          />
        }
      />
    </ListPage>
  );
}
