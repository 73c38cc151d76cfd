import {
  ArrowDownTrayIcon,
  ChatBubbleLeftRightIcon,
  PencilSquareIcon,
  PlusIcon,
  TrashIcon,
  UsersIcon,
} from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../api/schemas/contact.schema.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { ListPage } from '../../../ui/ListPage.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';

export interface ContactsPageProps {
  list: PagedListViewProps & { items: readonly Contact[] };
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onImport: () => void;
  onStartTicket: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
  /** S2 §6: shown only with contacts-page:deleteContact. */
  canDelete: boolean;
  onDelete: (contact: Contact) => void;
  /** The contact dialog (add / edit), driven by the entity page. */
  dialog: ReactNode;
  confirm: { open: boolean; busy: boolean; name: string };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  importing: { open: boolean; busy: boolean };
  onConfirmImport: () => void;
  onCancelImport: () => void;
  /** The new-ticket dialog of 'start ticket', when open. */
  startTicket?: ReactNode;
}

/**
 * S2 §2 Contacts page (/contacts): search, import from the phone, add; a table of avatar, name, WhatsApp number and
 * email with start ticket, edit and (by permission) delete; more rows as the list scrolls.
 */
export function ContactsPage(props: ContactsPageProps) {
  const { t } = useTranslation();
  const { list, search } = props;
  const columns: TableColumn<Contact>[] = [
    {
      key: 'avatar',
      header: t('contacts:page.table.avatar'),
      hideHeader: true,
      width: '3.5rem',
      cell: (c) => <Avatar name={c.name} {...(c.profilePicUrl ? { src: c.profilePicUrl } : {})} size="sm" />,
    },
    {
      key: 'name',
      header: t('contacts:page.table.name'),
      width: 'minmax(0,2fr)',
      cell: (c) => <span className="truncate font-medium text-ink">{c.name}</span>,
    },
    {
      key: 'number',
      header: t('contacts:page.table.number'),
      width: 'minmax(0,1.2fr)',
      cell: (c) => <span className="truncate tabular-nums">{c.number}</span>,
    },
    {
      key: 'email',
      header: t('contacts:page.table.email'),
      width: 'minmax(0,1.6fr)',
      cell: (c) => <span className="truncate">{c.email}</span>,
    },
    {
      key: 'actions',
      header: t('contacts:page.table.actions'),
      width: '8rem',
      align: 'end',
      cell: (c) => (
        <>
          <IconButton
            size="sm"
            icon={<ChatBubbleLeftRightIcon />}
            aria-label={t('contacts:page.startTicket', { name: c.name })}
            onClick={() => props.onStartTicket(c)}
          />
          <IconButton
            size="sm"
            icon={<PencilSquareIcon />}
            aria-label={t('contacts:page.edit', { name: c.name })}
            onClick={() => props.onEdit(c)}
          />
          {props.canDelete && (
            <IconButton
              size="sm"
              icon={<TrashIcon />}
              aria-label={t('contacts:page.delete', { name: c.name })}
              onClick={() => props.onDelete(c)}
            />
          )}
        </>
      ),
    },
  ];
  return (
    <ListPage
      titleId="contacts-title"
      title={t('contacts:page.title')}
      search={search}
      onSearch={props.onSearch}
      searchPlaceholder={t('contacts:page.searchPlaceholder')}
      actions={
        <>
          <Button variant="secondary" onClick={props.onImport}>
            <ArrowDownTrayIcon aria-hidden="true" className="size-4" />
            {t('contacts:page.import')}
          </Button>
          <Button onClick={props.onAdd}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('contacts:page.add')}
          </Button>
        </>
      }
      dialogs={
        <>
          {props.dialog}
          <ConfirmDialog
            open={props.confirm.open}
            busy={props.confirm.busy}
            title={t('contacts:page.confirmDeleteTitle', { name: props.confirm.name })}
            message={t('contacts:page.confirmDeleteMessage')}
            confirmLabel={t('contacts:page.confirmDelete')}
            onConfirm={props.onConfirmDelete}
            onCancel={props.onCancelDelete}
          />
          <ConfirmDialog
            open={props.importing.open}
            busy={props.importing.busy}
            title={t('contacts:page.importTitle')}
            message={t('contacts:page.importMessage')}
            confirmLabel={t('contacts:page.importConfirm')}
            onConfirm={props.onConfirmImport}
            onCancel={props.onCancelImport}
          />
          {props.startTicket}
        </>
      }
    >
      <Table
        {...list}
        columns={columns}
        getKey={(c) => c.id}
        label={t('contacts:page.table.label')}
        estimateSize={56}
        empty={
          <EmptyState
            icon={<UsersIcon />}
            title={search.trim() === '' ? t('contacts:page.empty') : t('contacts:page.emptySearch')}
            {...(search.trim() === '' ? { description: t('contacts:page.emptyHint') } : {})}
          />
        }
      />
    </ListPage>
  );
}
