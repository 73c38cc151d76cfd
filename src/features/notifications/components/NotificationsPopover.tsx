import { BellSlashIcon, ChatBubbleBottomCenterTextIcon } from '@heroicons/react/24/outline';
import { Popover, PopoverButton, PopoverPanel, useClose } from '@headlessui/react';
import clsx from 'clsx';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import type { DateInput } from '../../../lib/dates.ts';
import { CountBadge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { PagedList } from '../../../ui/PagedList.tsx';
import { NotificationItem, ROW_FOCUS_ATTR } from './NotificationItem.tsx';

/** The state of desktop notifications, for the control in the popover's header. */
export type DesktopState = 'default' | 'requesting' | 'granted' | 'denied' | 'unsupported';

export interface NotificationsPopoverProps extends PagedListViewProps {
  tickets: readonly Ticket[];
  /** Tickets with unread messages (the server's count): the button's badge. */
  count: number;
  /** What each row offers (from the ticket-status machine). */
  actionsOf: (ticket: Ticket) => { open: boolean; accept: boolean };
  onOpen: (ticket: Ticket) => void;
  onAccept: (ticket: Ticket) => void;
  /** Tickets with an Accept waiting for the server. */
  busyIds: ReadonlySet<number>;
  desktop: DesktopState;
  /** Asks the browser for desktop notifications (a click: browsers prompt only after a gesture). */
  onEnableDesktop: () => void;
  /** The panel closes when this changes (a navigation). */
  closeKey?: string;
  now?: DateInput;
}

/** Arrow keys, Home and End move between the rows' actions (every list is navigable with arrow keys). */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const targets = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${ROW_FOCUS_ATTR}]`)];
  if (targets.length === 0) return;
  event.preventDefault();
  const at = targets.findIndex((el) => el === document.activeElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? targets.length - 1
        : event.key === 'ArrowDown'
          ? at < 0
            ? 0
            : Math.min(at + 1, targets.length - 1)
          : at < 0
            ? targets.length - 1
            : Math.max(at - 1, 0);
  targets[next]?.focus();
}

/** Closes the panel when `closeKey` changes while it is open (the route moved on). */
function CloseOn({ closeKey }: { closeKey: string | undefined }) {
  const close = useClose();
  const first = useRef(closeKey);
  useEffect(() => {
    if (closeKey !== first.current) close();
  }, [closeKey, close]);
  return null;
}

function DesktopControl({ desktop, onEnable }: { desktop: DesktopState; onEnable: () => void }) {
  const { t } = useTranslation();
  switch (desktop) {
    case 'default':
    case 'requesting':
      return (
        <Button
          size="xs"
          variant="secondary"
          loading={desktop === 'requesting'}
          onClick={onEnable}
          data-desktop-control
        >
          {t('notifications:enableDesktop')}
        </Button>
      );
    case 'denied':
      return (
        <p className="flex items-center gap-1 text-xs text-ink-muted" data-desktop-control>
          <BellSlashIcon aria-hidden="true" className="size-3.5" />
          {t('notifications:desktopBlocked')}
        </p>
      );
    case 'granted':
    case 'unsupported':
      return null;
  }
}

/**
 * The tickets notifications of the top bar (S1 §2.5): a button with the count of tickets with unread messages, and
 * a popover listing them. A click opens a ticket; pending ones only through Accept. Escape closes it and focus goes
 * back to the button (Headless UI), arrow keys move between the rows.
 */
export function NotificationsPopover({
  tickets,
  count,
  actionsOf,
  onOpen,
  onAccept,
  busyIds,
  desktop,
  onEnableDesktop,
  closeKey,
  now,
  status,
  error,
  onRetry,
  hasMore,
  loadingMore,
  moreError,
  onRetryMore,
  onScrolled,
}: NotificationsPopoverProps) {
  const { t } = useTranslation();
  const label = count > 0 ? t('notifications:buttonCount', { count }) : t('notifications:button');
  return (
    // The arrow keys are heard on the whole popover: from the button just opened too (the first one goes to a row).
    <Popover className="relative inline-flex" onKeyDown={moveFocus}>
      <PopoverButton
        aria-label={label}
        title={t('notifications:title')}
        data-notifications-button
        className={clsx(
          'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted transition [&_svg]:size-5',
          'hover:bg-ink/5 hover:text-ink active:bg-ink/10 data-open:bg-ink/5 data-open:text-ink',
          'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary',
        )}
      >
        <ChatBubbleBottomCenterTextIcon aria-hidden="true" />
      </PopoverButton>
      {/* Beside the button, not inside it: the button's name already says what it counts. */}
      <span aria-hidden="true" className="pointer-events-none absolute -top-0.5 -right-0.5">
        <CountBadge count={count} tone="danger" className="h-4 min-w-4 px-1 text-[10px]" />
      </span>
      {/* S1 §2.5: max height 350, width up to 350; narrow screens: the width of the viewport less a margin. Not
          portalled (no `anchor`): a portalled panel gets focus guards that axe reports as focusable aria-hidden. */}
      <PopoverPanel
        aria-label={t('notifications:title')}
        data-notifications-panel
        className={clsx(
          'absolute top-full right-0 z-50 mt-2 flex max-h-[350px] w-[350px] max-w-[calc(100vw-1rem)] origin-top-right flex-col overflow-hidden',
          'max-sm:fixed max-sm:inset-x-2 max-sm:top-[4.25rem] max-sm:mt-0 max-sm:w-auto max-sm:max-w-none',
          'rounded-xl border border-line bg-surface text-ink shadow-lg shadow-black/10 focus:outline-none motion-safe:animate-pop-in',
        )}
      >
        <CloseOn closeKey={closeKey} />
        <div className="flex shrink-0 flex-wrap items-center justify-between gap-2 border-b border-line px-3 py-2">
          <h2 className="text-sm font-semibold">{t('notifications:title')}</h2>
          <DesktopControl desktop={desktop} onEnable={onEnableDesktop} />
        </div>
        <div className="flex min-h-0 flex-1 flex-col">
          <PagedList
            status={status}
            error={error ?? t('notifications:loadFailed')}
            onRetry={onRetry}
            empty={<EmptyState title={t('notifications:empty')} className="py-8" />}
            label={t('notifications:listLabel')}
            items={tickets}
            getKey={(ticket) => ticket.id}
            hasMore={hasMore}
            loadingMore={loadingMore}
            moreError={moreError}
            onRetryMore={onRetryMore}
            onScrolled={onScrolled}
            estimateSize={58}
            renderItem={(ticket) => {
              const actions = actionsOf(ticket);
              return (
                <NotificationItem
                  ticket={ticket}
                  canOpen={actions.open}
                  canAccept={actions.accept}
                  onOpen={onOpen}
                  onAccept={onAccept}
                  busy={busyIds.has(ticket.id)}
                  {...(now !== undefined ? { now } : {})}
                />
              );
            }}
          />
        </div>
      </PopoverPanel>
    </Popover>
  );
}
