import { LockClosedIcon, PencilSquareIcon, PlusIcon, TrashIcon, UsersIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/schemas/user.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { ListPage } from '../../../ui/ListPage.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';

export interface UsersPageProps {
  list: PagedListViewProps & { items: readonly User[] };
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** The user dialog (UserDialog), bound by the screen. */
  dialog: ReactNode;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** S3 §2.3 Users (/users): search, add, and a table of name, email, profile and actions, paged by scrolling. */
export function UsersPage(props: UsersPageProps) {
  const { t } = useTranslation();
  const { list, search } = props;
  const columns: TableColumn<User>[] = [
    {
      key: 'name',
      header: t('users:table.name'),
      width: 'minmax(10rem,2fr)',
      cell: (u) => (
        <span className="truncate font-medium" title={u.name}>
          {u.name}
        </span>
      ),
    },
    {
      key: 'email',
      header: t('users:table.email'),
      width: 'minmax(10rem,2fr)',
      cell: (u) => (
        <span className="truncate" title={u.email}>
          {u.email}
        </span>
      ),
    },
    {
      key: 'profile',
      header: t('users:table.profile'),
      width: '8rem',
      align: 'center',
      cell: (u) => t(`users:profiles.${u.profile}`),
    },
    {
      key: 'actions',
      header: t('users:table.actions'),
      width: '6rem',
      align: 'end',
      cell: (u) => (
        <>
          <IconButton
            size="sm"
            icon={<PencilSquareIcon />}
            aria-label={t('users:edit', { name: u.name })}
            onClick={() => props.onEdit(u)}
          />
          <IconButton
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('users:delete', { name: u.name })}
            onClick={() => props.onDelete(u)}
          />
        </>
      ),
    },
  ];
  return (
    <ListPage
      titleId="users-title"
      title={t('users:title')}
      search={search}
      onSearch={props.onSearch}
      searchPlaceholder={t('users:searchPlaceholder')}
      actions={
        <Button onClick={props.onAdd}>
          <PlusIcon aria-hidden="true" className="size-4" />
          {t('users:add')}
        </Button>
      }
      dialogs={
        <>
          {props.dialog}
          <ConfirmDialog
            open={props.confirm.open}
            busy={props.confirm.busy}
            title={t('users:confirm.deleteTitle')}
            message={`${t('users:confirm.deleteMessage')} ${t('users:confirm.deleteHint')}`}
            onConfirm={props.onConfirmDelete}
            onCancel={props.onCancelDelete}
          />
        </>
      }
    >
      <Table
        {...list}
        columns={columns}
        getKey={(u) => u.id}
        label={t('users:table.label')}
        empty={
          <EmptyState
            icon={<UsersIcon />}
            title={search.trim() === '' ? t('users:empty') : t('users:emptySearch')}
            {...(search.trim() === '' ? { description: t('users:emptyHint') } : {})}
          />
        }
      />
    </ListPage>
  );
}

/** S3 §6: the screen refused to a user without the administration right (a typed URL; the drawer hides it). */
export function UsersForbidden() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="users-forbidden"
      className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <LockClosedIcon aria-hidden="true" className="size-10 text-ink-muted" />
      <h1 id="users-forbidden" className="text-xl font-semibold text-ink">
        {t('users:forbidden.title')}
      </h1>
      <p role="alert" className="max-w-sm text-sm text-ink-muted">
        {t('users:forbidden.message')}
      </p>
    </section>
  );
}
