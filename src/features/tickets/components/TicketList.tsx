import { InboxIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import type { DateInput } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { InfiniteList } from '../../../ui/InfiniteList.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { TicketListItem } from './TicketListItem.tsx';

export interface TicketListProps {
  tickets: readonly Ticket[];
  loading: boolean;
  hasMore: boolean;
  /** Next page, within 100 px of the bottom (S1 §9). */
  onNearEnd: () => void;
  narrow: boolean;
  selectedUuid?: string | null | undefined;
  onSelect: (ticket: Ticket) => void;
  onAccept: (ticket: Ticket) => void;
  /** Id of the ticket being accepted. */
  acceptingId?: number | null | undefined;
  now?: DateInput;
}

export function TicketList({
  tickets,
  loading,
  hasMore,
  onNearEnd,
  narrow,
  selectedUuid,
  onSelect,
  onAccept,
  acceptingId,
  now,
}: TicketListProps) {
  const { t } = useTranslation();
  if (tickets.length === 0 && loading) {
    return (
      <div className="flex flex-1 items-center justify-center py-16 text-primary">
        <Spinner label={t('common:loading')} />
      </div>
    );
  }
  return (
    <InfiniteList
      label={t('tickets:listLabel')}
      items={tickets}
      getKey={(ticket) => ticket.id}
      hasMore={hasMore}
      loading={loading}
      onNearEnd={onNearEnd}
      estimateSize={92}
      empty={
        <EmptyState
          icon={<InboxIcon />}
          title={t('tickets:noTicketsTitle')}
          description={t('tickets:noTicketsMessage')}
        />
      }
      renderItem={(ticket) => (
        <TicketListItem
          ticket={ticket}
          narrow={narrow}
          selected={ticket.uuid === selectedUuid}
          onSelect={onSelect}
          onAccept={onAccept}
          accepting={acceptingId === ticket.id}
          {...(now !== undefined ? { now } : {})}
        />
      )}
    />
  );
}
