import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { useLocation, useParams } from 'wouter';
import { createPagedListMachine } from '../../../machines/paged-list/paged-list.machine.ts';
import { ticketStatusMachine } from '../../../machines/ticket-status/ticket-status.machine.ts';
import { ApiError, type Api } from '../../api/index.ts';
import type { Ticket, TicketStatus, User } from '../../api/schemas/index.ts';
import type { DomainEvent } from '../../realtime/index.ts';
import {
  useConnectionRestored,
  useNarrow,
  useRealtimeEvents,
  useServices,
  useSession,
} from '../../app/context.tsx';
import { useMachineEffects } from '../../app/notifications.ts';
import { useQuery } from '../../app/use-query.ts';
import { can } from '../../lib/permissions.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { ConversationPlaceholder } from './components/ConversationPlaceholder.tsx';
import { TicketList } from './components/TicketList.tsx';
import { TicketSearchFilters } from './components/TicketSearchFilters.tsx';
import { TicketsManager, type TicketsSubTab, type TicketsTab } from './components/TicketsManager.tsx';
import { TicketsWorkspace, type WorkspaceTab } from './components/TicketsWorkspace.tsx';
import {
  acceptsTicket,
  baseFilters,
  byUpdatedAtDesc,
  isNotOlder,
  type TicketListFilters,
} from './ticket-lists.ts';

const ticketListMachine = createPagedListMachine<Ticket, TicketListFilters>();
type TicketListActor = ActorRefFrom<typeof ticketListMachine>;
type TicketActor = ActorRefFrom<typeof ticketStatusMachine>;

/** The ticket-status machine with its PUT /tickets/:id. */
function ticketMachineFor(api: Api) {
  return ticketStatusMachine.provide({
    actors: { updateTicket: fromPromise(({ input }) => api.tickets.update(input.ticketId, input.patch)) },
  });
}

/** S1 §4.3: how one realtime event changes a ticket list. */
function forward(list: TicketListActor, event: DomainEvent): void {
  switch (event.type) {
    case 'server.ticket.updated':
      list.send({ type: 'server.upserted', item: event.ticket });
      break;
    case 'server.ticket.deleted':
      list.send({ type: 'server.removed', id: event.ticketId });
      break;
    case 'server.ticket.unreadReset':
      list.send({ type: 'server.patched', id: event.ticketId, patch: { unreadMessages: 0 } });
      break;
    case 'server.message.created':
      // A new message moves the ticket to the top and raises its unread count (the frame carries the ticket).
      list.send({ type: 'server.upserted', item: event.ticket, moveToTop: true });
      break;
    default:
      break;
  }
}

/**
 * Events for the actors of single tickets. The backend announces a status or owner change as `delete` then
 * `update` (CONTRACT), so a `delete` alone does not prove the ticket is gone: it is confirmed with GET /tickets/:id
 * first — an answer turns it into an update, ERR_NO_TICKET_FOUND makes it a deletion (S1 §4.3).
 */
function useSingleTicketEvents(api: Api, handler: (event: TicketActorEvent) => void): void {
  const ref = useRef(handler);
  ref.current = handler;
  useRealtimeEvents((event) => {
    if (event.type === 'server.ticket.updated') ref.current(event);
    if (event.type !== 'server.ticket.deleted') return;
    api.tickets.get(event.ticketId).then(
      (ticket) => ref.current({ type: 'server.ticket.updated', ticket }),
      (error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.code === 'ERR_NO_TICKET_FOUND'))
          ref.current(event);
      },
    );
  });
}

type TicketActorEvent = Extract<DomainEvent, { type: 'server.ticket.updated' | 'server.ticket.deleted' }>;

function useTicketList(api: Api, filters: TicketListFilters, search = '') {
  const actor = useActorRef(
    ticketListMachine.provide({
      actors: {
        fetchPage: fromPromise(async ({ input }) => {
          const page = await api.tickets.list({
            pageNumber: input.page,
            queueIds: input.filters.queueIds,
            showAll: input.filters.showAll,
            ...(input.filters.status ? { status: input.filters.status } : {}),
            ...(input.search ? { searchParam: input.search } : {}),
            ...(input.filters.tags.length > 0 ? { tags: input.filters.tags } : {}),
            ...(input.filters.users.length > 0 ? { users: input.filters.users } : {}),
          });
          return { items: page.tickets, hasMore: page.hasMore };
        }),
      },
    }),
    { input: { filters, search, sort: byUpdatedAtDesc, accepts: acceptsTicket, isNewer: isNotOlder } },
  );
  useMachineEffects(actor);
  // Filters change with the show-all toggle and the queue list.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actor.send({ type: 'list.filter', filters });
  }, [actor, filters]);
  return actor;
}

function useListView(actor: TicketListActor) {
  const items = useSelector(actor, (s) => s.context.items);
  const loading = useSelector(actor, (s) => s.context.loadingFirst || s.context.loadingMore);
  const hasMore = useSelector(actor, (s) => s.context.hasMore);
  return { items, loading, hasMore };
}

export default function TicketsScreen() {
  const { user } = useSession();
  if (!user) return <LoadingScreen />;
  return <TicketsWorkspaceScreen user={user} />;
}

function TicketsWorkspaceScreen({ user }: { user: User }) {
  const { api, realtime } = useServices();
  const narrow = useNarrow();
  const [, navigate] = useLocation();
  const { ticketId: selectedUuid } = useParams<{ ticketId?: string }>();
  const isAdmin = user.profile === 'admin';

  const [tab, setTab] = useState<TicketsTab>('open');
  const [subTab, setSubTab] = useState<TicketsSubTab>('pending');
  const [showAll, setShowAll] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [workspaceTab, setWorkspaceTab] = useState<WorkspaceTab>(selectedUuid ? 'ticket' : 'tickets');

  // Users filter by their own queues; admins by every queue of the company (S1 §6). GET /tickets needs queueIds.
  const queues = useQuery(
    () => (isAdmin ? api.queues.list() : Promise.resolve(user.queues)),
    [api, isAdmin, user.queues],
  );
  const queueIds = useMemo(() => (queues.data ?? user.queues).map((q) => q.id), [queues.data, user.queues]);
  const base = useMemo(() => baseFilters(user, queueIds, showAll), [user, queueIds, showAll]);

  const assigned = useTicketList(
    api,
    useMemo(() => ({ ...base, status: 'open', mineOnly: true }), [base]),
  );
  const pending = useTicketList(
    api,
    useMemo(() => ({ ...base, status: 'pending', mineOnly: false }), [base]),
  );
  const closed = useTicketList(
    api,
    useMemo(() => ({ ...base, status: 'closed', mineOnly: false }), [base]),
  );
  const [searchTags, setSearchTags] = useState<number[]>([]);
  const [searchUsers, setSearchUsers] = useState<number[]>([]);
  const searched = useTicketList(
    api,
    useMemo(
      () => ({ ...base, status: null, mineOnly: false, tags: searchTags, users: searchUsers }),
      [base, searchTags, searchUsers],
    ),
  );
  const lists = useMemo(() => [assigned, pending, closed, searched], [assigned, pending, closed, searched]);

  useEffect(() => {
    const leaves = (['open', 'pending', 'closed'] satisfies TicketStatus[]).map((status) =>
      realtime.join({ kind: 'tickets', status }),
    );
    return () => leaves.forEach((leave) => leave());
  }, [realtime]);
  useRealtimeEvents((event) => lists.forEach((list) => forward(list, event)));
  useConnectionRestored(() => lists.forEach((list) => list.send({ type: 'connection.restored' })));

  // Ticket commands (S1 §4.2) run through one ticket-status actor per ticket.
  const commands = useTicketCommands(user, api, (ticket) =>
    lists.forEach((list) => list.send({ type: 'server.upserted', item: ticket })),
  );

  const views = {
    assigned: useListView(assigned),
    pending: useListView(pending),
    closed: useListView(closed),
    search: useListView(searched),
  };

  const select = useCallback(
    (ticket: Ticket) => {
      // S1 §4.2: pending tickets cannot be selected by click; they must be accepted.
      const probe = createActor(ticketStatusMachine, { input: { ticket, currentUser: user } });
      if (!probe.getSnapshot().can({ type: 'ticket.select' })) return;
      navigate(`/tickets/${ticket.uuid}`);
      setWorkspaceTab('ticket');
    },
    [navigate, user],
  );

  const listOf = (actor: TicketListActor, view: ReturnType<typeof useListView>) => (
    <TicketList
      tickets={view.items}
      loading={view.loading}
      hasMore={view.hasMore}
      onNearEnd={() => actor.send({ type: 'list.scrolled', distanceToBottom: 0 })}
      narrow={narrow}
      selectedUuid={selectedUuid ?? null}
      onSelect={select}
      onAccept={(ticket) => {
        commands.accept(ticket);
        // The accepted ticket will be in the assigned list: show it there.
        setSubTab('assigned');
      }}
      acceptingId={commands.busyId}
    />
  );

  const manager = (
    <TicketsManager
      tab={tab}
      onTabChange={setTab}
      subTab={subTab}
      onSubTabChange={setSubTab}
      counts={{ assigned: views.assigned.items.length, pending: views.pending.items.length }}
      lists={{
        assigned: listOf(assigned, views.assigned),
        pending: listOf(pending, views.pending),
        closed: listOf(closed, views.closed),
        search: listOf(searched, views.search),
      }}
      search={{
        value: searchText,
        onChange: (value) => {
          setSearchText(value);
          searched.send({ type: 'list.search', text: value });
        },
      }}
      searchFilters={
        tab === 'search' ? (
          <SearchFilters
            isAdmin={isAdmin}
            tags={searchTags}
            onTagsChange={setSearchTags}
            users={searchUsers}
            onUsersChange={setSearchUsers}
          />
        ) : null
      }
      canShowAll={can(user.profile, 'tickets-manager:showall')}
      showAll={showAll}
      onShowAllChange={setShowAll}
    />
  );

  return (
    <TicketsWorkspace
      narrow={narrow}
      list={manager}
      conversation={
        selectedUuid ? (
          <SelectedTicket
            key={selectedUuid}
            uuid={selectedUuid}
            user={user}
            onBack={() => setWorkspaceTab('tickets')}
          />
        ) : null
      }
      tab={workspaceTab}
      onTabChange={setWorkspaceTab}
    />
  );
}

/** The search tab's filters; their option lists load when the tab is first shown. */
function SearchFilters(props: {
  isAdmin: boolean;
  tags: number[];
  onTagsChange: (ids: number[]) => void;
  users: number[];
  onUsersChange: (ids: number[]) => void;
}) {
  const { api } = useServices();
  const tags = useQuery(() => api.tags.listAll(), [api]);
  const users = useQuery(
    () => (props.isAdmin ? api.users.listAll() : Promise.resolve(undefined)),
    [api, props.isAdmin],
  );
  return (
    <TicketSearchFilters
      tags={tags.data ?? []}
      selectedTags={props.tags}
      onTagsChange={props.onTagsChange}
      {...(props.isAdmin
        ? { users: users.data ?? [], selectedUsers: props.users, onUsersChange: props.onUsersChange }
        : {})}
    />
  );
}

/** One ticket-status actor per ticket the user acts on from the list; the returned ticket updates every list. */
function useTicketCommands(user: User, api: Api, onTicket: (ticket: Ticket) => void) {
  const [, navigate] = useLocation();
  const actors = useRef(new Map<number, TicketActor>());
  const [busyId, setBusyId] = useState<number | null>(null);
  const onTicketRef = useRef(onTicket);
  onTicketRef.current = onTicket;
  const machine = useMemo(() => ticketMachineFor(api), [api]);
  useEffect(() => {
    const map = actors.current;
    return () => {
      map.forEach((a) => a.stop());
      map.clear();
    };
  }, []);
  useSingleTicketEvents(api, (event) =>
    actors.current
      .get(event.type === 'server.ticket.updated' ? event.ticket.id : event.ticketId)
      ?.send(event),
  );

  const actorFor = (ticket: Ticket): TicketActor => {
    const existing = actors.current.get(ticket.id);
    if (existing) return existing;
    const actor = createActor(machine, {
      input: { ticket, currentUser: { id: user.id, profile: user.profile } },
    });
    actor.on('navigate', (e) => navigate(e.to));
    let last = ticket;
    actor.subscribe((snapshot) => {
      setBusyId((id) => (snapshot.hasTag('busy') ? ticket.id : id === ticket.id ? null : id));
      if (snapshot.context.ticket !== last) {
        last = snapshot.context.ticket;
        onTicketRef.current(last);
      }
    });
    actors.current.set(ticket.id, actor.start());
    return actor;
  };
  return {
    busyId,
    accept: (ticket: Ticket) => actorFor(ticket).send({ type: 'ticket.accept' }),
  };
}

/** The conversation pane of the walking skeleton: the selected ticket, live; the full workspace is the next issue. */
function SelectedTicket({ uuid, user, onBack }: { uuid: string; user: User; onBack: () => void }) {
  const { api } = useServices();
  const loaded = useQuery(() => api.tickets.getByUuid(uuid), [api, uuid]);
  if (!loaded.data) return <LoadingScreen />;
  return <LiveTicket ticket={loaded.data} user={user} onBack={onBack} />;
}

function LiveTicket({ ticket, user, onBack }: { ticket: Ticket; user: User; onBack: () => void }) {
  const { api, realtime } = useServices();
  const actor = useActorRef(ticketMachineFor(api), {
    input: { ticket, currentUser: { id: user.id, profile: user.profile } },
  });
  useMachineEffects(actor);
  useEffect(() => realtime.join({ kind: 'chatBox', ticketId: ticket.id }), [realtime, ticket.id]);
  // S1 §4.3: an update replaces the ticket shown; a delete shows 'Ticket deleted sucessfully.' and goes to /tickets.
  useSingleTicketEvents(api, (event) => actor.send(event));
  const shown = useSelector(actor, (s) => s.context.ticket);
  return <ConversationPlaceholder ticket={shown} onBack={onBack} />;
}
