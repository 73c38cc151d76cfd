/**
 * /tickets and /tickets/:uuid (S1 §2.6): a thin binding of the workspace actor tree (machines/workspace). It reads
 * actors with selectors and sends intents; the tree owns every live actor, and what the actors emit reaches the
 * user through the one effects binding (src/session/effects.ts).
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { ticketOffers } from '../../../machines/ticket-status/ticket-status.offers.ts';
import {
  knownTicket,
  type TicketCommandEvent,
  type TicketListActor,
  type WorkspaceActor,
} from '../../../machines/workspace/workspace.machine.ts';
import type { Ticket, User } from '../../api/schemas/index.ts';
import { useNarrow, useServices, useSession } from '../../session/context.tsx';
import { queryClientFor } from '../../session/queries/client.ts';
import type { AppServices } from '../../session/services.ts';
import { queries, useQueues, useTags, useTicketByUuid, useUsers } from '../../session/queries/hooks.ts';
import { Resource, useReadState } from '../../session/queries/Resource.tsx';
import { ConversationOutlet, PeekOutlet } from '../../session/slots.tsx';
import { usePagedList } from '../../session/use-paged-list.ts';
import { can } from '../../lib/permissions.ts';
import { useStableCallback } from '../../lib/use-stable-callback.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import type { LiveValue } from '../../ui/Tabs.tsx';
import { TicketList } from './components/TicketList.tsx';
import type { TicketRowCommand } from './components/TicketListItem.tsx';
import { TicketQueueFilter } from './components/TicketQueueFilter.tsx';
import { TicketSearchFilters } from './components/TicketSearchFilters.tsx';
import { TicketsManager } from './components/TicketsManager.tsx';
import { TicketsWorkspace } from './components/TicketsWorkspace.tsx';
import { NewTicketSlot } from './new-ticket.binding.tsx';
import { workspaceFor } from '../../session/workspace.session.ts';

export default function TicketsScreen() {
  const { user } = useSession();
  if (!user) return <LoadingScreen />;
  return <TicketsWorkspaceScreen user={user} />;
}

/**
 * The session's workspace tree (one per signed-in user, src/session/workspace.session.ts), an admin's queue ids
 * through the resource cache. Started ahead by src/app/workspace-ahead.ts at sign-in;
 * the screen then finds it running.
 */
export function startWorkspace(services: AppServices, user: User): WorkspaceActor {
  const cache = queryClientFor(services);
  return workspaceFor(services, user, {
    loadQueueIds: () =>
      cache.fetchQuery(queries.queues(services.api)).then((queues) => queues.map((q) => q.id)),
  });
}

function useWorkspace(user: User): WorkspaceActor {
  const services = useServices();
  // One tree per signed-in user: a token refresh (same user id) keeps it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => startWorkspace(services, user), [services, user.id]);
}

function TicketsWorkspaceScreen({ user }: { user: User }) {
  const workspace = useWorkspace(user);
  const narrow = useNarrow();
  const { ticketId: selectedUuid } = useParams<{ ticketId?: string }>();
  // Read here, where the route renders anyway: the lists below render at every live change, and reading the
  // location there cost script in each of those renders. wouter's navigate is stable.
  const [, navigate] = useLocation();

  const tab = useSelector(workspace, (s) => s.context.tab);
  const subTab = useSelector(workspace, (s) => s.context.subTab);
  const narrowTab = useSelector(workspace, (s) => s.context.narrowTab);
  const showAll = useSelector(workspace, (s) => s.context.showAll);
  const searchText = useSelector(workspace, (s) => s.context.searchText);
  const lists = useSelector(workspace, (s) => s.context.lists);
  const isAdmin = user.profile === 'admin';

  const routeTicket = useRouteConversation(workspace, selectedUuid);

  // Live: a count that changes re-renders its badge, not this screen (less script per live event).
  const assignedTotal = useMemo(() => liveTotal(lists.assigned), [lists.assigned]);
  const pendingTotal = useMemo(() => liveTotal(lists.pending), [lists.pending]);
  const counts = useMemo(
    () => ({ assigned: assignedTotal, pending: pendingTotal }),
    [assignedTotal, pendingTotal],
  );
  const slot = (list: TicketListActor | undefined) =>
    list ? (
      <WorkspaceTicketList
        list={list}
        workspace={workspace}
        user={user}
        narrow={narrow}
        selectedUuid={selectedUuid ?? null}
        navigate={navigate}
      />
    ) : (
      <LoadingScreen />
    );

  const manager = (
    <TicketsManager
      tab={tab}
      onTabChange={(next) => workspace.send({ type: 'workspace.tab', tab: next })}
      subTab={subTab}
      onSubTabChange={(next) => workspace.send({ type: 'workspace.subTab', subTab: next })}
      counts={counts}
      lists={{
        assigned: slot(lists.assigned),
        pending: slot(lists.pending),
        closed: slot(lists.closed),
        search: slot(lists.search),
      }}
      search={{
        value: searchText,
        onChange: (text) => workspace.send({ type: 'workspace.search', text }),
      }}
      searchFilters={tab === 'search' ? <SearchFilters workspace={workspace} isAdmin={isAdmin} /> : null}
      canShowAll={can(user.profile, 'tickets-manager:showall')}
      showAll={showAll}
      onShowAllChange={(value) => workspace.send({ type: 'workspace.showAll', showAll: value })}
      onNewTicket={() => workspace.send({ type: 'dialog.open', dialog: { kind: 'newTicket' } })}
      queueFilter={<QueueFilter workspace={workspace} user={user} isAdmin={isAdmin} />}
      newTicketDialog={<NewTicketSlot workspace={workspace} />}
    />
  );

  return (
    <>
      <PeekOutlet workspace={workspace} />
      <TicketsWorkspace
        narrow={narrow}
        list={manager}
        conversation={
          selectedUuid ? (
            <SelectedConversation
              workspace={workspace}
              uuid={selectedUuid}
              ticket={routeTicket}
              onBack={
                narrow ? () => workspace.send({ type: 'workspace.narrowTab', tab: 'tickets' }) : undefined
              }
            />
          ) : null
        }
        tab={narrowTab}
        onTabChange={(next) => workspace.send({ type: 'workspace.narrowTab', tab: next })}
      />
    </>
  );
}

/**
 * The route's ticket opens the conversation of the tree; no ticket closes it. The tree is the one holder of the
 * tickets it shows (a row, the open conversation), so a ticket it holds opens without a request; only one it does not
 * hold (a link, a reload) is asked of the server, and that answer is kept only while the route shows it.
 */
function useRouteConversation(workspace: WorkspaceActor, uuid: string | undefined): RouteTicket {
  // Asked once per route: after the open, the conversation follows the ticket itself.
  const known = useMemo(
    () => (uuid === undefined ? undefined : knownTicket(workspace.getSnapshot().context, uuid)),
    [workspace, uuid],
  );
  const read = useTicketByUuid(uuid ?? '', { enabled: uuid !== undefined && known === undefined });
  useEffect(() => {
    // A route that names a ticket shows it, on narrow screens too (the 'Ticket' tab), found or not.
    if (uuid === undefined) workspace.send({ type: 'conversation.close' });
    else workspace.send({ type: 'workspace.narrowTab', tab: 'ticket' });
  }, [workspace, uuid]);
  const loaded = known ?? (uuid !== undefined && read.data?.uuid === uuid ? read.data : null);
  const latest = useRef(loaded);
  latest.current = loaded;
  // What a link, a notification or the back button names opens once that ticket is known, unless it is shown (a
  // row click opened it already).
  const openUuid = loaded?.uuid;
  useLayoutEffect(() => {
    const ticket = latest.current;
    if (openUuid === undefined || ticket === null) return;
    if (workspace.getSnapshot().context.conversation?.getSnapshot().context.ticketId === ticket.id) return;
    workspace.send({ type: 'conversation.open', ticket });
  }, [workspace, openUuid]);
  return { known: known !== undefined, read };
}

/** Whether the tree held the route's ticket, and else the server's answer for it (loading, found, missing, failed). */
interface RouteTicket {
  known: boolean;
  read: ReturnType<typeof useTicketByUuid>;
}

function SelectedConversation({
  workspace,
  uuid,
  ticket,
  onBack,
}: {
  workspace: WorkspaceActor;
  uuid: string;
  ticket: RouteTicket;
  /** Narrow layout only: back to the list. */
  onBack: (() => void) | undefined;
}) {
  const conversation = useSelector(workspace, (s) => s.context.conversation);
  // A conversation actor is spawned for one ticket: its uuid never changes.
  const shownUuid = conversation?.getSnapshot().context.uuid;
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  const outlet = () =>
    conversation && shownUuid === uuid ? (
      <ConversationOutlet conversation={conversation} {...(onBack ? { onBack } : {})} />
    ) : (
      <LoadingScreen />
    );
  if (ticket.known) return outlet();
  return (
    <Resource
      query={ticket.read}
      notFound={{
        title: t('tickets:ticketNotFound'),
        backLabel: t('tickets:backToTickets'),
        onBack: () => navigate('/tickets'),
      }}
      className="h-full"
    >
      {outlet}
    </Resource>
  );
}

/** A list's count as a live value (the server's count, not the loaded rows); 0 before it exists. */
function liveTotal(list: TicketListActor | undefined): number | LiveValue<number> {
  if (list === undefined) return 0;
  return {
    subscribe: (onChange) => {
      const subscription = list.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    get: () => {
      const { context } = list.getSnapshot();
      return context.total ?? context.items.length;
    },
  };
}

/** S1 §4.2 through the ticket-status machine (no actor started): a row's commands, and whether a click opens it. */
const capabilitiesOf = (ticket: Ticket, user: User) =>
  ticketOffers(ticket, { id: user.id, profile: user.profile });

/** Ids of the tickets whose ticket-status actor is waiting for the server (its `busy` tag). */
function useBusyTicketIds(workspace: WorkspaceActor): ReadonlySet<number> {
  const commands = useSelector(workspace, (s) => s.context.commands);
  const subscribe = useCallback(
    (notify: () => void) => {
      const subs = Object.values(commands).map((actor) => actor.subscribe(notify));
      return () => subs.forEach((s) => s.unsubscribe());
    },
    [commands],
  );
  const key = useSyncExternalStore(subscribe, () =>
    Object.entries(commands)
      .filter(([, actor]) => actor.getSnapshot().hasTag('busy'))
      .map(([id]) => id)
      .join(','),
  );
  return useMemo(() => new Set(key === '' ? [] : key.split(',').map(Number)), [key]);
}

const WorkspaceTicketList = memo(function WorkspaceTicketList({
  list,
  workspace,
  user,
  narrow,
  selectedUuid,
  navigate,
}: {
  list: TicketListActor;
  workspace: WorkspaceActor;
  user: User;
  narrow: boolean;
  selectedUuid: string | null;
  navigate: (to: string) => void;
}) {
  const { items, ...view } = usePagedList(list);
  const busyIds = useBusyTicketIds(workspace);
  // Stable callbacks: the rows are memoised, so a live event renders only the rows whose ticket changed.
  const onSelect = useStableCallback((ticket: Ticket) => {
    // S1 §4.2: pending tickets cannot be selected by click; they must be accepted.
    if (!capabilitiesOf(ticket, user).selectable) return;
    // The conversation opens now, so its first page is asked for before React renders the new route (about 100 ms
    // sooner on a busy 2-core machine: the bench's 50,000-message open); the route then finds it shown.
    workspace.send({ type: 'conversation.open', ticket });
    navigate(`/tickets/${ticket.uuid}`);
  });
  // A new one with each user (a changed profile changes the commands): the list keeps each ticket's row element while
  // its props stay the same, this one among them.
  const commandsOf = useCallback((ticket: Ticket) => capabilitiesOf(ticket, user).commands, [user]);
  const onCommand = useStableCallback((ticket: Ticket, command: TicketRowCommand) =>
    workspace.send({ type: 'ticket.command', ticket, command: commandEvents[command] }),
  );
  const onPeek = useStableCallback((ticket: Ticket) => workspace.send({ type: 'peek.open', ticket }));
  return (
    <TicketList
      tickets={items}
      {...view}
      narrow={narrow}
      selectedUuid={selectedUuid}
      onSelect={onSelect}
      commandsOf={commandsOf}
      onCommand={onCommand}
      busyIds={busyIds}
      onPeek={onPeek}
    />
  );
});

const commandEvents: Record<TicketRowCommand, TicketCommandEvent> = {
  accept: { type: 'ticket.accept' },
  close: { type: 'ticket.close' },
  reopen: { type: 'ticket.reopen' },
};

/** The search tab's filters; their option lists come from the resource cache (no refetch on a tab switch). */
/**
 * The user's queue selection: their own queues, or every queue of the company for admins (S1 §6), all chosen at
 * first (the workspace's queue ids). It lasts while the workspace tree does (the session), as the reference keeps it.
 */
// Memoised, as the search filters below: the screen renders again whenever a tab's count changes (live events).
const QueueFilter = memo(function QueueFilter({
  workspace,
  user,
  isAdmin,
}: {
  workspace: WorkspaceActor;
  user: User;
  isAdmin: boolean;
}) {
  const companyQueues = useQueues({ enabled: isAdmin });
  const load = useReadState(companyQueues);
  const selected = useSelector(workspace, (s) => s.context.queueIds);
  const queues = isAdmin ? (companyQueues.data ?? []) : user.queues;
  // An admin's queues that could not be read: the filter says so and offers a retry, never just goes missing.
  const failed = isAdmin && load.status === 'error';
  // Nothing to choose from (a user with no queue, an admin's queues not read yet): no control.
  if (!failed && (queues.length === 0 || selected === null)) return null;
  return (
    <TicketQueueFilter
      queues={queues}
      value={selected ?? []}
      onChange={(ids) => workspace.send({ type: 'workspace.queues', queueIds: ids })}
      {...(isAdmin ? { load } : {})}
    />
  );
});

const SearchFilters = memo(function SearchFilters({
  workspace,
  isAdmin,
}: {
  workspace: WorkspaceActor;
  isAdmin: boolean;
}) {
  const tags = useTags();
  const users = useUsers({ enabled: isAdmin });
  const tagsLoad = useReadState(tags);
  const usersLoad = useReadState(users);
  const selectedTags = useSelector(workspace, (s) => s.context.searchTags);
  const selectedUsers = useSelector(workspace, (s) => s.context.searchUsers);
  const send = (next: { tags?: readonly number[]; users?: readonly number[] }) =>
    workspace.send({
      type: 'workspace.searchFilters',
      tags: next.tags ?? selectedTags,
      users: next.users ?? selectedUsers,
    });
  return (
    <TicketSearchFilters
      tags={tags.data ?? []}
      tagsLoad={tagsLoad}
      selectedTags={[...selectedTags]}
      onTagsChange={(ids) => send({ tags: ids })}
      {...(isAdmin
        ? {
            users: users.data ?? [],
            usersLoad,
            selectedUsers: [...selectedUsers],
            onUsersChange: (ids: number[]) => send({ users: ids }),
          }
        : {})}
    />
  );
});
