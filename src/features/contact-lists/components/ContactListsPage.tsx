import {
  ArrowDownTrayIcon,
  PencilSquareIcon,
  PlusIcon,
  QueueListIcon,
  TrashIcon,
  UsersIcon,
} from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ContactList } from '../../../api/schemas/s2.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { ListPage } from '../../../ui/ListPage.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { ContactListDialog, type ContactListDialogProps } from './ContactListDialog.tsx';

export interface ContactListsPageProps {
  list: PagedListViewProps & { items: readonly ContactList[] };
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onEdit: (list: ContactList) => void;
  onDelete: (list: ContactList) => void;
  /** Downloads the example spreadsheet (planilha.xlsx). */
  onExample: () => void;
  exampleBusy: boolean;
  dialog: Omit<ContactListDialogProps, 'onSubmit' | 'onClose'>;
  onSubmit: ContactListDialogProps['onSubmit'];
  onCloseDialog: () => void;
  confirm: { open: boolean; busy: boolean; record: ContactList | null };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

const linkButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-4';

/** S2 §2 Contact lists (/contact-lists): a searchable table of lists with their contact counts. */
export function ContactListsPage(props: ContactListsPageProps) {
  const { t } = useTranslation();
  const { list, search } = props;
  const columns: TableColumn<ContactList>[] = [
    {
      key: 'name',
      header: t('contactLists:table.name'),
      width: 'minmax(0,2fr)',
      cell: (row) => (
        <Link
          href={`/contact-lists/${row.id}/contacts`}
          className="truncate font-medium text-ink hover:underline"
        >
          {row.name}
        </Link>
      ),
    },
    {
      key: 'contacts',
      header: t('contactLists:table.contacts'),
      width: '8rem',
      align: 'center',
      cell: (row) => <span className="tabular-nums">{row.contactsCount ?? '—'}</span>,
    },
    {
      key: 'actions',
      header: t('contactLists:table.actions'),
      width: '10rem',
      align: 'end',
      cell: (row) => (
        <>
          <IconButton
            size="sm"
            icon={<ArrowDownTrayIcon />}
            aria-label={t('contactLists:example')}
            loading={props.exampleBusy}
            onClick={props.onExample}
          />
          <Link
            href={`/contact-lists/${row.id}/contacts`}
            aria-label={t('contactLists:open', { name: row.name })}
            title={t('contactLists:open', { name: row.name })}
            className={linkButton}
          >
            <UsersIcon aria-hidden="true" />
          </Link>
          <IconButton
            size="sm"
            icon={<PencilSquareIcon />}
            aria-label={t('contactLists:edit', { name: row.name })}
            onClick={() => props.onEdit(row)}
          />
          <IconButton
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('contactLists:delete', { name: row.name })}
            onClick={() => props.onDelete(row)}
          />
        </>
      ),
    },
  ];
  const searching = search.trim() !== '';
  return (
    <ListPage
      titleId="contact-lists-title"
      title={t('contactLists:title')}
      search={search}
      onSearch={props.onSearch}
      searchPlaceholder={t('contactLists:searchPlaceholder')}
      actions={
        <>
          <Button onClick={props.onAdd}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('contactLists:add')}
          </Button>
        </>
      }
      dialogs={
        <>
          <ContactListDialog {...props.dialog} onSubmit={props.onSubmit} onClose={props.onCloseDialog} />
          <ConfirmDialog
            open={props.confirm.open}
            busy={props.confirm.busy}
            title={t('contactLists:confirmDeleteTitle', { name: props.confirm.record?.name ?? '' })}
            message={t('contactLists:confirmDeleteMessage')}
            onConfirm={props.onConfirmDelete}
            onCancel={props.onCancelDelete}
          />
        </>
      }
    >
      <Table
        {...list}
        columns={columns}
        getKey={(row) => row.id}
        label={t('contactLists:table.label')}
        empty={
          <EmptyState
            icon={<QueueListIcon />}
            title={searching ? t('contactLists:emptySearch') : t('contactLists:empty')}
            {...(searching ? {} : { description: t('contactLists:emptyHint') })}
          />
        }
      />
    </ListPage>
  );
}
