import { CheckIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import { formatListTime, type DateInput } from '../../../lib/dates.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Badge, CountBadge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { singlePress } from '../../../ui/single-press.ts';
import { FormattedText } from '../../../ui/FormattedText.tsx';

/** S1 §2.5: the bar of a ticket with no queue. */
export const NO_QUEUE_BAR = '#9e9e9e';

/** The element arrow keys move between: each row's one action (open, or Accept on pending tickets). */
export const ROW_FOCUS_ATTR = 'data-notification-focus';

export interface NotificationItemProps {
  ticket: Ticket;
  /** A click may open the ticket (not a pending one: it must be accepted, S1 §2.5, §4.2). */
  canOpen: boolean;
  /** Accept is offered (pending tickets). */
  canAccept: boolean;
  onOpen: (ticket: Ticket) => void;
  onAccept: (ticket: Ticket) => void;
  /** Accept is waiting for the server: the button shows it and refuses a second click. */
  busy: boolean;
  /** The clock for 'today' (stories and tests pin it). */
  now?: DateInput;
}

/**
 * A row of the notifications popover (S1 §2.5): a bar in the queue colour (grey without a queue), contact picture
 * and name, last message, time (HH:mm today, else dd/MM/yyyy), unread count, 'closed' badge, Accept on pending.
 */
export function NotificationItem({
  ticket,
  canOpen,
  canAccept,
  onOpen,
  onAccept,
  busy,
  now,
}: NotificationItemProps) {
  const { t } = useTranslation();
  const unread = ticket.unreadMessages ?? 0;
  const focus = { [ROW_FOCUS_ATTR]: '' };
  return (
    <div
      data-ticket-id={ticket.id}
      data-status={ticket.status}
      className="relative flex items-center gap-2.5 border-b border-line bg-surface py-2 pr-3 pl-4 transition hover:bg-surface-muted"
    >
      <span
        aria-hidden="true"
        data-queue-bar={ticket.queue?.color ?? NO_QUEUE_BAR}
        className="absolute inset-y-0 left-0 w-1"
        style={{ backgroundColor: ticket.queue?.color ?? NO_QUEUE_BAR }}
      />
      <Avatar name={ticket.contact.name} src={ticket.contact.profilePicUrl || null} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex min-w-0 items-center gap-1.5">
          {canOpen ? (
            <button
              type="button"
              {...focus}
              data-contact-name
              onClick={(event) => singlePress(event) && onOpen(ticket)}
              title={ticket.contact.name}
              className="min-w-0 shrink cursor-pointer truncate text-left text-sm font-semibold text-ink after:absolute after:inset-0 focus:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary focus-visible:after:ring-inset"
            >
              {ticket.contact.name}
            </button>
          ) : (
            <p data-contact-name className="min-w-0 shrink truncate text-sm font-semibold text-ink">
              {ticket.contact.name}
            </p>
          )}
          {ticket.status === 'closed' && <Badge tone="neutral">{t('notifications:closed')}</Badge>}
          <span className="flex-1" />
          <time
            dateTime={ticket.updatedAt}
            className="shrink-0 text-xs font-semibold text-emerald-700 tabular-nums dark:text-emerald-400"
          >
            {formatListTime(ticket.updatedAt, now)}
          </time>
        </div>
        <div className="flex min-w-0 items-center gap-1.5">
          <p className="min-w-0 flex-1 truncate text-[13px] text-ink-muted">
            {/* Styled as the bubble shows it; no link inside a row that is itself pressed. */}
            <FormattedText text={ticket.lastMessage} links={false} />
          </p>
          <span data-unread={unread} className="inline-flex shrink-0">
            <CountBadge count={unread} tone="success" label={t('notifications:unread', { count: unread })} />
          </span>
          {canAccept && (
            <Button
              {...focus}
              size="xs"
              variant="primary"
              loading={busy}
              leadingIcon={<CheckIcon />}
              onClick={(event) => singlePress(event) && onAccept(ticket)}
              data-command="accept"
              aria-label={t('notifications:acceptTicket', { name: ticket.contact.name })}
              className="relative z-10 shrink-0"
            >
              {t('notifications:accept')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
