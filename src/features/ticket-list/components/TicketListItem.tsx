import { ArrowPathIcon, CheckIcon, EyeIcon, XMarkIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import { formatListTime, type DateInput } from '../../../lib/dates.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Badge, CountBadge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { FormattedText } from '../../../ui/FormattedText.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import { singlePress } from '../../../ui/single-press.ts';
import { NARROW_NAME_LENGTH, QUEUE_NAME_LENGTH, shorten } from '../../../lib/text.ts';

/** The row commands of S1 §2.6 / §4.2. */
export type TicketRowCommand = 'accept' | 'close' | 'reopen';

export interface TicketListItemProps {
  ticket: Ticket;
  /** Under 600 px the contact name is shortened to 10 characters. */
  narrow: boolean;
  selected: boolean;
  /** Not called for pending tickets: they must be accepted (S1 §4.2). */
  onSelect: (ticket: Ticket) => void;
  /** The commands this row offers (from the ticket-status machine: accept on pending, close on pending and for
   * admins on open tickets with a user, reopen on closed). */
  commands: readonly TicketRowCommand[];
  onCommand: (ticket: Ticket, command: TicketRowCommand) => void;
  /** A command of this ticket is waiting for the server: its buttons show it and refuse a second click. */
  busy: boolean;
  /** The clock for 'today' (stories and tests pin it). */
  now?: DateInput;
  /**
   * The row holding the list's one tab stop (roving focus): its name and its buttons are in the tab order, every
   * other row's are reached with the arrow keys. Default true (a row shown alone).
   */
  active?: boolean;
  /** 'Espiar Conversa' (S1 §2.6): offered on the rows a click cannot open (pending), when given. */
  onPeek?: ((ticket: Ticket) => void) | undefined;
  /** The local day (useLocalDay): a new day renders the memoised row again, so its time becomes a date. */
  day?: string;
}

const commandIcons = {
  accept: <CheckIcon />,
  close: <XMarkIcon />,
  reopen: <ArrowPathIcon />,
} as const;

/**
 * A row of the tickets list (S1 §2.6), compact: two lines, so an 850 px window shows more than ten rows.
 * A queue shows its colour as a bar and a dot; 'Sem fila' has neither, but a dashed outline, so it never reads as a
 * grey queue.
 *
 * Memoised: a live event re-renders only the rows whose ticket changed (the lists keep unchanged tickets as the same
 * objects, and the callbacks given are stable), not every visible row.
 */
export const TicketListItem = memo(function TicketListItem(props: TicketListItemProps) {
  const { t } = useTranslation();
  return <TicketRow {...props} t={t} />;
});

/**
 * The row itself, given the list's `t`: the ticket list renders many rows, and `useTranslation` in each (its
 * wrapper and its language subscription, per row) was 8 of the 78 ms that committed the first 80 rows at sign-in
 * (in the bench). A new language gives a new `t`, so the memoised rows render again.
 */
export const TicketRow = memo(function TicketRow({
  t,
  ticket,
  narrow,
  selected,
  onSelect,
  commands,
  onCommand,
  busy,
  now,
  active = true,
  onPeek,
}: TicketListItemProps & { t: TFunction }) {
  const tabIndex = active ? 0 : -1;
  const fullName = ticket.contact.name;
  const name = narrow ? shorten(fullName, NARROW_NAME_LENGTH) : fullName;
  // A cut name is for the eye: the button is named by the whole one (which starts with what is seen).
  const cut = name !== fullName;
  const pending = ticket.status === 'pending';
  const unread = ticket.unreadMessages ?? 0;
  const queue = ticket.queue;

  return (
    <div
      data-status={ticket.status}
      data-ticket-id={ticket.id}
      className={clsx(
        'group relative flex items-center gap-2.5 border-b border-line py-1.5 pr-2.5 pl-3.5 transition',
        selected ? 'bg-primary/8' : 'bg-surface hover:bg-surface-muted',
      )}
    >
      {queue && (
        <span
          aria-hidden="true"
          data-queue-bar
          className="absolute inset-y-0 left-0 w-1"
          style={{ backgroundColor: queue.color }}
        />
      )}
      <Avatar name={ticket.contact.name} src={ticket.contact.profilePicUrl || null} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex min-w-0 items-center gap-1.5">
          {/* The row's focus target: the name, a button on every row so the arrow keys have somewhere to land.
              A pending row cannot be opened by a click (S1 §4.2), nor by Enter: its name says so (aria-disabled)
              and must be accepted. */}
          <button
            type="button"
            data-contact-name
            data-row-primary
            tabIndex={tabIndex}
            onClick={pending ? undefined : (event) => singlePress(event) && onSelect(ticket)}
            aria-disabled={pending ? 'true' : undefined}
            aria-current={selected ? 'true' : undefined}
            title={ticket.contact.name}
            className={clsx(
              'min-w-0 shrink truncate text-left text-sm font-semibold text-ink after:absolute after:inset-0 focus:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary focus-visible:after:ring-inset',
              pending ? 'cursor-default' : 'cursor-pointer',
            )}
          >
            {cut ? (
              <>
                <span aria-hidden="true">{name}</span>
                <span className="sr-only">{fullName}</span>
              </>
            ) : (
              name
            )}
          </button>
          {pending && onPeek && (
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('tickets:peek.open', { name: ticket.contact.name })}
              title={t('tickets:peek.title')}
              icon={<EyeIcon />}
              onClick={() => onPeek(ticket)}
              tabIndex={tabIndex}
              data-peek
              className="relative z-10 -my-1 shrink-0"
            />
          )}
          {ticket.status === 'closed' && <Badge tone="neutral">{t('tickets:closedBadge')}</Badge>}
          <span className="flex-1" />
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
        <div className="flex min-w-0 items-center gap-1.5">
          {queue ? (
            <Badge color={queue.color} title={queue.name} className="max-w-[7rem] shrink-0 truncate">
              {shorten(queue.name, QUEUE_NAME_LENGTH)}
            </Badge>
          ) : (
            <span
              data-no-queue
              className="inline-flex shrink-0 items-center rounded-md border border-dashed border-ink-muted/60 px-1.5 text-[11px] leading-4 text-ink-muted italic"
            >
              {t('tickets:noQueue')}
            </span>
          )}
          <p className="min-w-0 flex-1 truncate text-[13px] text-ink-muted">
            {/* Styled as the bubble shows it; no link inside a row that is itself pressed. */}
            <FormattedText text={ticket.lastMessage} links={false} />
          </p>
          <span data-unread={unread} className="inline-flex shrink-0">
            {/* Nothing unread shows no badge: its label (a plural, the row's dearest text) is not worded. */}
            {unread > 0 && (
              <CountBadge count={unread} tone="success" label={t('tickets:unread', { count: unread })} />
            )}
          </span>
          {commands.map((command) =>
            // Accept is the row's main action and says so; the others are compact icons, named for screen readers
            // and by a tooltip, so the contact's name keeps its room.
            command === 'accept' ? (
              <Button
                key={command}
                size="xs"
                variant="primary"
                loading={busy}
                leadingIcon={commandIcons[command]}
                onClick={(event) => singlePress(event) && onCommand(ticket, command)}
                tabIndex={tabIndex}
                data-command={command}
                aria-label={t('tickets:commandFor.accept', { name: ticket.contact.name })}
                className="relative z-10 shrink-0"
              >
                {t('tickets:accept')}
              </Button>
            ) : (
              <IconButton
                key={command}
                size="xs"
                variant="secondary"
                // Whose ticket, for whoever hears the buttons out of their row.
                aria-label={t(`tickets:commandFor.${command}`, { name: ticket.contact.name })}
                title={t(`tickets:${command}`)}
                loading={busy}
                icon={commandIcons[command]}
                onClick={(event) => singlePress(event) && onCommand(ticket, command)}
                tabIndex={tabIndex}
                data-command={command}
                className="relative z-10"
              />
            ),
          )}
        </div>
      </div>
    </div>
  );
});
