import { CalendarDaysIcon, PencilSquareIcon, PlusIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '../../../api/schemas/index.ts';
import { formatDateTimeSeconds } from '../../../lib/dates.ts';
import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { ListPage } from '../../../ui/ListPage.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { SEND_ERROR_STATUS } from './schedule-form.ts';

/** S2 §2, §9: the body is shown cut at 25 characters with an ellipsis, the whole text as its tooltip. */
export const BODY_PREVIEW_CHARS = 25;

export function bodyPreview(body: string): string {
  return body.length > BODY_PREVIEW_CHARS ? `${body.slice(0, BODY_PREVIEW_CHARS)}...` : body;
}

/** S2 §2: the status capitalised ('PENDENTE' → 'Pendente'), whatever the backend wrote. */
export function capitalise(status: string): string {
  const lower = status.toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}

const STATUS_TONES: Record<string, BadgeTone> = {
  PENDENTE: 'warning',
  AGENDADA: 'info',
  ENVIADA: 'success',
  [SEND_ERROR_STATUS]: 'danger',
};

export interface SchedulesPageProps {
  list: PagedListViewProps & { items: readonly Schedule[] };
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onEdit: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
  /** The schedule dialog, bound by the screen (the existing ScheduleDialog). */
  dialog: React.ReactNode;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/**
 * S2 §2 Schedules (/schedules): search, add, the table of contact, body (25 characters, the whole as tooltip),
 * sendAt (DD/MM/YYYY HH:mm:ss), status (capitalised; ERRO a send error) and actions (edit, delete).
 */
export function SchedulesPage(props: SchedulesPageProps) {
  const { t } = useTranslation();
  const { list, search } = props;
  const columns: TableColumn<Schedule>[] = [
    {
      key: 'contact',
      header: t('schedules:table.contact'),
      width: 'minmax(8rem,1.2fr)',
      cell: (s) => <span className="truncate font-medium">{s.contact?.name || `#${s.contactId}`}</span>,
    },
    {
      key: 'body',
      header: t('schedules:table.body'),
      width: 'minmax(0,2fr)',
      cell: (s) => (
        <span className="truncate" title={s.body}>
          {bodyPreview(s.body)}
        </span>
      ),
    },
    {
      key: 'sendAt',
      header: t('schedules:table.sendAt'),
      width: '11rem',
      cell: (s) => <span className="tabular-nums">{formatDateTimeSeconds(s.sendAt)}</span>,
    },
    {
      key: 'status',
      header: t('schedules:table.status'),
      width: '8rem',
      cell: (s) => (
        <Badge
          tone={STATUS_TONES[s.status] ?? 'neutral'}
          {...(s.status === SEND_ERROR_STATUS ? { title: t('schedules:sendError') } : {})}
        >
          {capitalise(s.status)}
          {s.status === SEND_ERROR_STATUS && <span className="sr-only"> ({t('schedules:sendError')})</span>}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('schedules:table.actions'),
      width: '6rem',
      align: 'end',
      cell: (s) => {
        const name = s.contact?.name ?? `#${s.contactId}`;
        return (
          <>
            <IconButton
              size="sm"
              icon={<PencilSquareIcon />}
              aria-label={t('schedules:edit', { name })}
              onClick={() => props.onEdit(s)}
            />
            <IconButton
              size="sm"
              icon={<TrashIcon />}
              aria-label={t('schedules:delete', { name })}
              onClick={() => props.onDelete(s)}
            />
          </>
        );
      },
    },
  ];
  const searching = search.trim() !== '';
  return (
    <ListPage
      titleId="schedules-title"
      title={t('schedules:title')}
      search={search}
      onSearch={props.onSearch}
      searchPlaceholder={t('schedules:searchPlaceholder')}
      actions={
        <>
          <Button onClick={props.onAdd}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('schedules:add')}
          </Button>
        </>
      }
      dialogs={
        <>
          {props.dialog}
          <ConfirmDialog
            open={props.confirm.open}
            busy={props.confirm.busy}
            title={t('schedules:confirmDeleteTitle')}
            message={t('schedules:confirmDeleteMessage')}
            onConfirm={props.onConfirmDelete}
            onCancel={props.onCancelDelete}
          />
        </>
      }
    >
      <Table
        {...list}
        columns={columns}
        getKey={(s) => s.id}
        label={t('schedules:table.label')}
        empty={
          <EmptyState
            icon={<CalendarDaysIcon />}
            title={searching ? t('schedules:emptySearch') : t('schedules:empty')}
            {...(searching ? {} : { description: t('schedules:emptyHint') })}
          />
        }
      />
    </ListPage>
  );
}
