import {
  ArrowLeftIcon,
  ArrowUpTrayIcon,
  MagnifyingGlassIcon,
  PencilSquareIcon,
  PlusIcon,
  TrashIcon,
  UserIcon,
} from '@heroicons/react/20/solid';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ContactListItem } from '../../../api/schemas/s2.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { ACCEPT } from '../import/spreadsheet.ts';
import { ContactListItemDialog, type ContactListItemDialogProps } from './ContactListItemDialog.tsx';
import { ImportDialog, type ImportDialogProps } from './ImportDialog.tsx';
import { ValidityIcon } from './ValidityIcon.tsx';

export interface ContactListItemsPageProps {
  /** The list's name (the title); null while it loads; `titleFailed` when it could not be read. */
  listName: string | null;
  titleFailed: boolean;
  onRetryTitle: () => void;
  list: PagedListViewProps & { items: readonly ContactListItem[] };
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onEdit: (item: ContactListItem) => void;
  onDelete: (item: ContactListItem) => void;
  dialog: Omit<ContactListItemDialogProps, 'onSubmit' | 'onClose'>;
  onSubmit: ContactListItemDialogProps['onSubmit'];
  onCloseDialog: () => void;
  confirm: { open: boolean; busy: boolean; record: ContactListItem | null };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /** A file chosen for import. */
  onChooseFile: (file: File) => void;
  importDialog: Omit<ImportDialogProps, 'onChooseAgain'>;
}

/** S2 §2 Contacts of a list (/contact-lists/{id}/contacts): title, search, back, import, add; the items' table. */
export function ContactListItemsPage(props: ContactListItemsPageProps) {
  const { t } = useTranslation();
  const { list, search } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseFile = () => {
    const input = fileInput.current;
    if (!input) return;
    // The same file chosen again must fire a change.
    input.value = '';
    input.click();
  };
  const columns: TableColumn<ContactListItem>[] = [
    {
      key: 'validity',
      header: t('contactLists:items.table.validity'),
      width: '5.5rem',
      align: 'center',
      cell: (item) => <ValidityIcon item={item} />,
    },
    {
      key: 'name',
      header: t('contactLists:items.table.name'),
      width: 'minmax(0,2fr)',
      cell: (item) => <span className="truncate font-medium">{item.name}</span>,
    },
    {
      key: 'number',
      header: t('contactLists:items.table.number'),
      width: 'minmax(0,1.4fr)',
      cell: (item) => <span className="truncate tabular-nums">{item.number}</span>,
    },
    {
      key: 'email',
      header: t('contactLists:items.table.email'),
      width: 'minmax(0,2fr)',
      cell: (item) => <span className="truncate text-ink-muted">{item.email}</span>,
    },
    {
      key: 'actions',
      header: t('contactLists:items.table.actions'),
      width: '6rem',
      align: 'end',
      cell: (item) => (
        <>
          <IconButton
            size="sm"
            icon={<PencilSquareIcon />}
            aria-label={t('contactLists:items.edit', { name: item.name })}
            onClick={() => props.onEdit(item)}
          />
          <IconButton
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('contactLists:items.delete', { name: item.name })}
            onClick={() => props.onDelete(item)}
          />
        </>
      ),
    },
  ];
  const searching = search.trim() !== '';
  const title = props.listName ?? (props.titleFailed ? t('contactLists:items.title') : '…');
  return (
    <section
      aria-labelledby="contact-list-items-title"
      className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="contact-list-items-title" className="mr-auto min-w-0 truncate text-xl font-semibold text-ink">
          {title}
        </h1>
        <div className="w-full sm:w-64">
          <TextField
            type="search"
            label={t('common:search')}
            hideLabel
            placeholder={t('contactLists:searchPlaceholder')}
            leading={<MagnifyingGlassIcon />}
            value={search}
            onChange={(event) => props.onSearch(event.target.value)}
          />
        </div>
        <Link
          href="/contact-lists"
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface px-4 text-sm font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {t('contactLists:items.back')}
        </Link>
        <Button variant="secondary" onClick={chooseFile}>
          <ArrowUpTrayIcon aria-hidden="true" className="size-4" />
          {t('contactLists:items.import')}
        </Button>
        <Button onClick={props.onAdd}>
          <PlusIcon aria-hidden="true" className="size-4" />
          {t('contactLists:items.add')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className="hidden"
          aria-label={t('contactLists:import.chooseFile')}
          data-testid="contact-list-import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) props.onChooseFile(file);
          }}
        />
      </header>
      {props.titleFailed && (
        <p
          role="alert"
          className="flex items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {t('contactLists:items.listFailed')}
          <Button size="sm" variant="secondary" onClick={props.onRetryTitle}>
            {t('common:error.retry')}
          </Button>
        </p>
      )}
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border border-line bg-surface">
        <Table
          {...list}
          columns={columns}
          getKey={(item) => item.id}
          label={
            props.listName
              ? `${t('contactLists:items.table.label')} ${props.listName}`
              : t('contactLists:items.table.label')
          }
          empty={
            <EmptyState
              icon={<UserIcon />}
              title={searching ? t('contactLists:items.emptySearch') : t('contactLists:items.empty')}
              {...(searching ? {} : { description: t('contactLists:items.emptyHint') })}
            />
          }
        />
      </div>
      <ContactListItemDialog {...props.dialog} onSubmit={props.onSubmit} onClose={props.onCloseDialog} />
      <ConfirmDialog
        open={props.confirm.open}
        busy={props.confirm.busy}
        title={t('contactLists:items.confirmDeleteTitle', { name: props.confirm.record?.name ?? '' })}
        message={t('contactLists:items.confirmDeleteMessage')}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
      <ImportDialog {...props.importDialog} onChooseAgain={chooseFile} />
    </section>
  );
}
