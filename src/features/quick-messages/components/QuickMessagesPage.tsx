import { BoltIcon, PencilSquareIcon, PlusIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import type { QuickMessage } from '../../../api/schemas/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { ListPage } from '../../../ui/ListPage.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { QuickMessageDialog, type QuickMessageDialogProps } from './QuickMessageDialog.tsx';

export interface QuickMessagesPageProps {
  list: PagedListViewProps & { items: readonly QuickMessage[] };
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onEdit: (record: QuickMessage) => void;
  onDelete: (record: QuickMessage) => void;
  dialog: Omit<QuickMessageDialogProps, 'onSubmit' | 'onClose'>;
  onSubmit: QuickMessageDialogProps['onSubmit'];
  onCloseDialog: () => void;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/**
 * S2 §2 Quick messages (/quick-messages): title, search, add button, the table of shortcut, message and actions
 * (edit, delete); the 'Mensagem Rápida' dialog and the 'Excluir Registro' confirmation.
 */
export function QuickMessagesPage(props: QuickMessagesPageProps) {
  const { t } = useTranslation();
  const { list, search } = props;
  const columns: TableColumn<QuickMessage>[] = [
    {
      key: 'shortcode',
      header: t('quickMessages:table.shortcode'),
      width: 'minmax(8rem,1fr)',
      cell: (q) => <span className="truncate font-mono text-sm font-semibold">/{q.shortcode}</span>,
    },
    {
      key: 'message',
      header: t('quickMessages:table.message'),
      width: 'minmax(0,3fr)',
      cell: (q) => (
        <span className="truncate" title={q.message}>
          {q.message}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('quickMessages:table.actions'),
      width: '6rem',
      align: 'end',
      cell: (q) => (
        <>
          <IconButton
            size="sm"
            icon={<PencilSquareIcon />}
            aria-label={t('quickMessages:edit', { shortcode: q.shortcode })}
            onClick={() => props.onEdit(q)}
          />
          <IconButton
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('quickMessages:delete', { shortcode: q.shortcode })}
            onClick={() => props.onDelete(q)}
          />
        </>
      ),
    },
  ];
  const searching = search.trim() !== '';
  return (
    <ListPage
      titleId="quick-messages-title"
      title={t('quickMessages:title')}
      search={search}
      onSearch={props.onSearch}
      searchPlaceholder={t('quickMessages:searchPlaceholder')}
      actions={
        <>
          <Button onClick={props.onAdd}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('quickMessages:add')}
          </Button>
        </>
      }
      dialogs={
        <>
          <QuickMessageDialog {...props.dialog} onSubmit={props.onSubmit} onClose={props.onCloseDialog} />
          <ConfirmDialog
            open={props.confirm.open}
            busy={props.confirm.busy}
            title={t('quickMessages:confirmDeleteTitle')}
            message={t('quickMessages:confirmDeleteMessage')}
            onConfirm={props.onConfirmDelete}
            onCancel={props.onCancelDelete}
          />
        </>
      }
    >
      <Table
        {...list}
        columns={columns}
        getKey={(q) => q.id}
        label={t('quickMessages:table.label')}
        empty={
          <EmptyState
            icon={<BoltIcon />}
            title={searching ? t('quickMessages:emptySearch') : t('quickMessages:empty')}
            {...(searching ? {} : { description: t('quickMessages:emptyHint') })}
          />
        }
      />
    </ListPage>
  );
}
