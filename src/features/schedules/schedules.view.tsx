import { CalendarDaysIcon } from '@heroicons/react/20/solid';
import type { Schedule } from '../../api/schemas/index.ts';
import { formatDateTimeSeconds } from '../../lib/dates.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { entityTexts, type EntityView } from '../../ui/entity/entity-view.ts';
import { SEND_ERROR_STATUS, type ScheduleFormValues } from './components/schedule-form.ts';

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

/**
 * S2 §2 Schedules (/schedules): search, add, the table of contact, body (25 characters, the whole as tooltip),
 * sendAt (DD/MM/YYYY HH:mm:ss), status (capitalised; ERRO a send error) and actions (edit, delete). The add/edit
 * dialog is the schedule dialog the ticket shares (./components/ScheduleDialog.tsx), bound by the screen.
 */
export const schedulesView: EntityView<Schedule, ScheduleFormValues> = {
  titleId: 'schedules-title',
  icon: <CalendarDaysIcon />,
  texts: entityTexts('schedules:'),
  nameOf: (s) => s.contact?.name ?? `#${s.contactId}`,
  columns: (t) => [
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
  ],
};
