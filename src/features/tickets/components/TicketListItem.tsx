import { CheckIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import { formatListTime, type DateInput } from '../../../lib/dates.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Badge, CountBadge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { NARROW_NAME_LENGTH, NO_QUEUE_COLOR, QUEUE_NAME_LENGTH, shorten } from './ticket-format.ts';

export interface TicketListItemProps {
  ticket: Ticket;
  /** Under 600 px the contact name is shortened to 10 characters. */
  narrow: boolean;
  selected: boolean;
  /** Not called for pending tickets: they must be accepted (S1 §4.2). */
  onSelect: (ticket: Ticket) => void;
  onAccept: (ticket: Ticket) => void;
  accepting: boolean;
  /** The clock for 'today' (stories and tests pin it). */
  now?: DateInput;
}

/** A row of the tickets list (S1 §2.6). */
export function TicketListItem({
  ticket,
  narrow,
  selected,
  onSelect,
  onAccept,
  accepting,
  now,
}: TicketListItemProps) {
  const { t } = useTranslation();
  const name = narrow ? shorten(ticket.contact.name, NARROW_NAME_LENGTH) : ticket.contact.name;
  const queueColor = ticket.queue?.color ?? NO_QUEUE_COLOR;
  const queueName = ticket.queue ? shorten(ticket.queue.name, QUEUE_NAME_LENGTH) : t('tickets:noQueue');
  const pending = ticket.status === 'pending';
  const unread = ticket.unreadMessages ?? 0;

  return (
    <div
      data-status={ticket.status}
      data-ticket-id={ticket.id}
      className={clsx(
        'group relative flex gap-3 border-b border-line py-3 pr-3 pl-4 transition',
        selected ? 'bg-primary/8' : 'bg-surface hover:bg-surface-muted',
      )}
    >
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 w-1"
        style={{ backgroundColor: queueColor }}
      />
      <Avatar name={ticket.contact.name} src={ticket.contact.profilePicUrl || null} size="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline gap-2">
          {pending ? (
            <p
              data-contact-name
              className="min-w-0 flex-1 truncate text-sm font-semibold text-ink"
              title={ticket.contact.name}
            >
              {name}
            </p>
          ) : (
            <button
              type="button"
              data-contact-name
              onClick={() => onSelect(ticket)}
              aria-current={selected ? 'true' : undefined}
              title={ticket.contact.name}
              className="min-w-0 flex-1 cursor-pointer truncate text-left text-sm font-semibold text-ink after:absolute after:inset-0 focus:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary focus-visible:after:ring-inset"
            >
              {name}
            </button>
          )}
          <time
            dateTime={ticket.updatedAt}
            className={clsx(
              'shrink-0 text-xs tabular-nums',
              unread > 0 ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'text-ink-muted',
            )}
          >
            {formatListTime(ticket.updatedAt, now)}
          </time>
        </div>
        <div className="flex items-center gap-2">
          <p className="min-w-0 flex-1 truncate text-[13px] text-ink-muted">{ticket.lastMessage}</p>
          <span data-unread={unread} className="contents">
            <CountBadge count={unread} tone="success" label={t('tickets:unread', { count: unread })} />
          </span>
        </div>
        <div className="flex items-center gap-2 pt-0.5">
          <Badge
            color={queueColor}
            title={ticket.queue?.name ?? t('tickets:noQueue')}
            className="max-w-[14rem]"
          >
            {queueName}
          </Badge>
          {ticket.status === 'closed' && <Badge tone="neutral">{t('tickets:closedBadge')}</Badge>}
          {ticket.user && ticket.status === 'open' && !narrow && (
            <span className="truncate text-[11px] text-ink-muted">{ticket.user.name}</span>
          )}
          <span className="flex-1" />
          {pending && (
            <Button
              size="sm"
              variant="primary"
              loading={accepting}
              leadingIcon={<CheckIcon />}
              onClick={() => onAccept(ticket)}
              className="relative z-10 h-7 px-2.5"
            >
              {t('tickets:accept')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
