import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticket, User } from '../../api/schemas/index.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { markFirstContent } from '../../session/first-content.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { KanbanPage } from './components/KanbanPage.tsx';
import type { KanbanCardData, KanbanLaneData } from './components/kanban-types.ts';
import {
  addLane,
  deleteLane,
  layout,
  moveCard,
  randomLaneId,
  renameLane,
  toggleLane,
} from './kanban-board.ts';
import { kanbanFor } from './kanban.session.ts';

/** /kanban: binds the session's kanban (its tickets list and local board) to the page. */
export default function KanbanScreen() {
  const { user } = useSession();
  if (!user) return <LoadingScreen />;
  return <Kanban user={user} />;
}

const cardOf = (ticket: Ticket): KanbanCardData => ({
  id: ticket.id,
  uuid: ticket.uuid,
  contactName: ticket.contact.name,
  contactNumber: ticket.contact.number,
  lastMessage: ticket.lastMessage,
});

function Kanban({ user }: { user: User }) {
  const services = useServices();
  const { t } = useTranslation();
  // One kanban per signed-in user: a token refresh (same user id) keeps it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const kanban = useMemo(() => kanbanFor(services, user), [services, user.id]);
  const tickets = useSelector(kanban.tickets, (s) => s.context.items);
  const failed = useSelector(kanban.tickets, (s) => s.matches('failed'));
  const loading = useSelector(kanban.tickets, (s) => s.context.loadingFirst);
  const board = useSyncExternalStore(kanban.board.subscribe, kanban.board.get);
  const status = failed ? 'error' : loading && tickets.length === 0 ? 'pending' : 'success';
  useEffect(() => {
    if (status !== 'pending') markFirstContent();
  }, [status]);

  // S2 §7: on failure the list is empty.
  const shownTickets = useMemo(() => (failed ? [] : tickets), [failed, tickets]);
  const lanes: KanbanLaneData[] = useMemo(
    () => layout(board, shownTickets).map((lane) => ({ ...lane, cards: lane.cards.map(cardOf) })),
    [board, shownTickets],
  );

  return (
    <KanbanPage
      status={status}
      onRetry={() => kanban.tickets.send({ type: 'list.retry' })}
      lanes={lanes}
      onMove={(ticketId, laneId, index) =>
        kanban.board.update((b) => moveCard(b, shownTickets, ticketId, laneId, index))
      }
      onAddLane={(title) => kanban.board.update((b) => addLane(b, title, randomLaneId()))}
      onRenameLane={(laneId, title) => kanban.board.update((b) => renameLane(b, laneId, title))}
      onToggleLane={(laneId) => kanban.board.update((b) => toggleLane(b, laneId))}
      onDeleteLane={(laneId) => {
        const result = deleteLane(kanban.board.get(), laneId);
        if (!result.ok) {
          // S2 §8: the spec's words, as they are.
          if (result.reason === 'default') notifyError(t('kanban:defaultRefused'));
          return;
        }
        kanban.board.update(() => result.board);
        notifySuccess(t('kanban:deleted'));
        // S2 §4: deleting a lane refetches.
        kanban.tickets.send({ type: 'list.reload' });
      }}
    />
  );
}
