import { InboxIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import type { DateInput } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { PagedList } from '../../../ui/PagedList.tsx';
import { TicketListItem, type TicketRowCommand } from './TicketListItem.tsx';

/** Row height of the compact rows (two lines): more than ten fit an 850 px window. */
export const TICKET_ROW_HEIGHT = 58;

export interface TicketListProps extends PagedListViewProps {
  tickets: readonly Ticket[];
  narrow: boolean;
  selectedUuid?: string | null | undefined;
  onSelect: (ticket: Ticket) => void;
  commandsOf: (ticket: Ticket) => readonly TicketRowCommand[];
  onCommand: (ticket: Ticket, command: TicketRowCommand) => void;
  /** Tickets with a command waiting for the server. */
  busyIds: ReadonlySet<number>;
  now?: DateInput;
}

export function TicketList({
  tickets,
  status,
  error,
  onRetry,
  hasMore,
  loadingMore,
  moreError,
  onRetryMore,
  onScrolled,
  narrow,
  selectedUuid,
  onSelect,
  commandsOf,
  onCommand,
  busyIds,
  now,
}: TicketListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      status={status}
      error={error ?? t('tickets:loadFailed')}
      onRetry={onRetry}
      empty={
        <EmptyState
          icon={<InboxIcon />}
          title={t('tickets:noTicketsTitle')}
          description={t('tickets:noTicketsMessage')}
        />
      }
      label={t('tickets:listLabel')}
      items={tickets}
      getKey={(ticket) => ticket.id}
      hasMore={hasMore}
      loadingMore={loadingMore}
      moreError={moreError}
      onRetryMore={onRetryMore}
      onScrolled={onScrolled}
      estimateSize={TICKET_ROW_HEIGHT}
      renderItem={(ticket) => (
        <TicketListItem
          ticket={ticket}
          narrow={narrow}
          selected={ticket.uuid === selectedUuid}
          onSelect={onSelect}
          commands={commandsOf(ticket)}
          onCommand={onCommand}
          busy={busyIds.has(ticket.id)}
          {...(now !== undefined ? { now } : {})}
        />
      )}
    />
  );
}
