import { BellSlashIcon, ChatBubbleBottomCenterTextIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import type { DateInput } from '../../../lib/dates.ts';
import { BarPopover } from '../../../ui/BarPopover.tsx';
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
    <BarPopover
      label={label}
      title={t('notifications:title')}
      icon={<ChatBubbleBottomCenterTextIcon aria-hidden="true" />}
      mark={
        // Beside the button, not inside it: the button's name already says what it counts.
        <span aria-hidden="true" className="pointer-events-none absolute -top-0.5 -right-0.5">
          <CountBadge count={count} tone="danger" className="h-4 min-w-4 px-1 text-[10px]" />
        </span>
      }
      size="narrow"
      headerEnd={<DesktopControl desktop={desktop} onEnable={onEnableDesktop} />}
      closeKey={closeKey}
      rowAttr={ROW_FOCUS_ATTR}
      buttonData={{ 'data-notifications-button': '' }}
      panelData={{ 'data-notifications-panel': '' }}
    >
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
    </BarPopover>
  );
}
