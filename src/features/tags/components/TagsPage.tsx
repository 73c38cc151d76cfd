import { PencilSquareIcon, PlusIcon, TagIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../api/schemas/tag.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { ListPage } from '../../../ui/ListPage.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { TagChip, TagDialog, type TagDialogProps } from './TagDialog.tsx';

export interface TagsPageProps {
  list: PagedListViewProps & { items: readonly Tag[] };
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
  dialog: Omit<TagDialogProps, 'onSubmit' | 'onClose'>;
  onSubmit: TagDialogProps['onSubmit'];
  onCloseDialog: () => void;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** S2 §2 Tags (/tags): a searchable table of tags as coloured chips with their ticket counts; add, edit, delete. */
export function TagsPage(props: TagsPageProps) {
  const { t } = useTranslation();
  const { list, search } = props;
  const columns: TableColumn<Tag>[] = [
    {
      key: 'name',
      header: t('tags:table.name'),
      width: 'minmax(0,2fr)',
      cell: (tag) => <TagChip name={tag.name} color={tag.color} />,
    },
    {
      key: 'tickets',
      header: t('tags:table.tickets'),
      width: '10rem',
      align: 'center',
      cell: (tag) => <span className="tabular-nums">{tag.ticketsCount ?? '—'}</span>,
    },
    {
      key: 'actions',
      header: t('tags:table.actions'),
      width: '6rem',
      align: 'end',
      cell: (tag) => (
        <>
          <IconButton
            size="sm"
            icon={<PencilSquareIcon />}
            aria-label={t('tags:edit', { name: tag.name })}
            onClick={() => props.onEdit(tag)}
          />
          <IconButton
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('tags:delete', { name: tag.name })}
            onClick={() => props.onDelete(tag)}
          />
        </>
      ),
    },
  ];
  return (
    <ListPage
      titleId="tags-title"
      title={t('tags:title')}
      search={search}
      onSearch={props.onSearch}
      searchPlaceholder={t('tags:searchPlaceholder')}
      actions={
        <>
          <Button onClick={props.onAdd}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('tags:add')}
          </Button>
        </>
      }
      dialogs={
        <>
          <TagDialog {...props.dialog} onSubmit={props.onSubmit} onClose={props.onCloseDialog} />
          <ConfirmDialog
            open={props.confirm.open}
            busy={props.confirm.busy}
            title={t('tags:confirmDeleteTitle')}
            message={t('tags:confirmDeleteMessage')}
            onConfirm={props.onConfirmDelete}
            onCancel={props.onCancelDelete}
          />
        </>
      }
    >
      <Table
        {...list}
        columns={columns}
        getKey={(tag) => tag.id}
        label={t('tags:table.label')}
        empty={
          <EmptyState
            icon={<TagIcon />}
            title={search.trim() === '' ? t('tags:empty') : t('tags:emptySearch')}
            {...(search.trim() === '' ? { description: t('tags:emptyHint') } : {})}
          />
        }
      />
    </ListPage>
  );
}
