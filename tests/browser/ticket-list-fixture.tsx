/**
 * A TicketList as the tickets screen gives it its props when nothing is pending: commands cached per ticket and
 * stable callbacks, so the memoised rows stay memoised. Shared by the browser tests of the list.
 */
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Ticket } from '../../src/api/schemas/ticket.schema.ts';
import { TicketList } from '../../src/features/ticket-list/components/TicketList.tsx';
import type { TicketRowCommand } from '../../src/features/ticket-list/components/TicketListItem.tsx';

const NO_COMMANDS: [] = [];
const nothing = () => undefined;
const noCommands = () => NO_COMMANDS;
const noBusy = new Set<number>();

export function StableTicketList({
  i18n,
  tickets,
  height,
  commandsOf = noCommands,
  selectedUuid = null,
}: {
  i18n: I18n;
  tickets: Ticket[];
  height: number;
  commandsOf?: (ticket: Ticket) => readonly TicketRowCommand[];
  selectedUuid?: string | null;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <div style={{ height, display: 'flex', flexDirection: 'column' }}>
        <TicketList
          tickets={tickets}
          status="success"
          onRetry={nothing}
          hasMore={false}
          loadingMore={false}
          moreError={false}
          onRetryMore={nothing}
          onScrolled={nothing}
          narrow={false}
          selectedUuid={selectedUuid}
          onSelect={nothing}
          commandsOf={commandsOf}
          onCommand={nothing}
          busyIds={noBusy}
        />
      </div>
    </I18nextProvider>
  );
}
