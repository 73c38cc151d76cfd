/**
 * The workspace of one signed-in session (ARCHITECTURE "one actor tree"). It spawns and owns the live actors of the
 * tickets workspace, each found by systemId:
 *
 *   workspace
 *   ├── list.assigned, list.pending      ticket lists of the open tab (spawned when the queue ids are known)
 *   ├── list.closed, list.search         spawned on the tab's first visit (S1 §2.6; not asked at sign-in)
 *   ├── context.commands[ticketId]       one ticket-status actor per ticket acted on from a list row (S1 §4.2)
 *   ├── conversation                     the open ticket (conversation.machine.ts)
 *   │   ├── conversation.status          its ticket-status actor
 *   │   └── conversation.messages        its message list (bottom-anchored paged list)
 *   └── peek                             'Espiar Conversa', read-only (S1 §2.6)
 *
 * Screens read these actors with selectors and send intents; what leaves any of them (navigate, notify) is
 * `emit`ted and handled by one binding (the effects bus, src/session/effects.ts). Realtime comes in through the
 * invoked `workspaceEvents` (ticket frames of the rooms the lists show) and the conversation's own id-filtered
 * subscription.
 */
import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type DoneActorEvent,
} from 'xstate';
import type { Contact, Message, Profile, Ticket } from '../../src/api/schemas/index.ts';
import { oncePer } from '../common/once-per.ts';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';
import { createPagedListMachine, type LiveEvent } from '../paged-list/paged-list.machine.ts';
import { ticketStatusMachine, type TicketStatusEvent } from '../ticket-status/ticket-status.machine.ts';
import { conversationMachine, type ConversationActor } from './conversation.machine.ts';
import {
  acceptsTicket,
  byUpdatedAtDesc,
  contactPatches,
  filtersFor,
  insertFor,
  isNotOlder,
  OPEN_TAB_LISTS,
  startingQueues,
  type TicketListFilters,
  type TicketListKey,
} from './ticket-lists.ts';

export const ticketListMachine = createPagedListMachine<Ticket, TicketListFilters>();
export type TicketListActor = ActorRefFrom<typeof ticketListMachine>;
export type TicketCommandActor = ActorRefFrom<typeof ticketStatusMachine>;

export type TicketsTab = 'open' | 'closed' | 'search';
export type TicketsSubTab = 'assigned' | 'pending';
/** Narrow layout (S1 §2.6): 'Ticket' (the conversation) or 'Atendimentos' (the list). */
export type NarrowTab = 'ticket' | 'tickets';

export const LIST_KEYS: readonly TicketListKey[] = ['assigned', 'pending', 'closed', 'search'];

export interface WorkspaceUser {
  id: number;
  profile: Profile;
  /** The user's own queues (S1 §6); admins list every queue of the company instead (loadQueueIds). */
  queueIds: readonly number[];
}

export interface WorkspaceInput {
  user: WorkspaceUser;
  companyId: number;
  /**
   * An admin's company queue ids as this browser read them last (GET /queue of an earlier session): the lists start
   * with them at once, and GET /queue still runs to confirm them (so the lists are asked in the task that receives
   * the login answer, not after a round trip). Ignored for users, whose queues come with the login answer.
   */
  rememberedQueueIds?: readonly number[];
}

/** A command of S1 §4.2 started from a list row or the conversation header. */
export type TicketCommandEvent = Extract<
  TicketStatusEvent,
  {
    type:
      | 'ticket.accept'
      | 'ticket.return'
      | 'ticket.resolve'
      | 'ticket.close'
      | 'ticket.reopen'
      | 'ticket.transfer';
  }
>;

/** Ticket frames of the rooms the lists show (src/realtime DomainEvent, the subset the lists need). */
export type WorkspaceServerEvent =
  | { type: 'server.ticket.updated'; ticket: Ticket }
  | { type: 'server.ticket.deleted'; ticketId: number }
  | { type: 'server.ticket.unreadReset'; ticketId: number }
  | { type: 'server.message.created'; message: Message; ticket: Ticket; contact: Contact }
  | { type: 'server.contact.updated'; contact: Contact }
  | { type: 'connection.restored' };

/**
 * The dialog the workspace shows, if any (S1 §2.6, §2.8, §5): one at a time, so Escape and focus return have one
 * owner. The forms' fields are view state; what a dialog commits goes through the tree's actors.
 */
export type WorkspaceDialog =
  | { kind: 'newTicket' }
  | { kind: 'transfer'; ticket: Ticket }
  | { kind: 'schedule'; ticket: Ticket }
  | { kind: 'deleteTicket'; ticket: Ticket };

export type WorkspaceEvent =
  | WorkspaceServerEvent
  | { type: 'dialog.open'; dialog: WorkspaceDialog }
  | { type: 'dialog.close' }
  | { type: 'workspace.tab'; tab: TicketsTab }
  | { type: 'workspace.subTab'; subTab: TicketsSubTab }
  | { type: 'workspace.narrowTab'; tab: NarrowTab }
  | { type: 'workspace.showAll'; showAll: boolean }
  | { type: 'workspace.search'; text: string }
  | { type: 'workspace.searchFilters'; tags: readonly number[]; users: readonly number[] }
  | { type: 'workspace.queues'; queueIds: readonly number[] }
  | { type: 'ticket.command'; ticket: Ticket; command: TicketCommandEvent }
  /** A ticket the server returned for a command: merged into every list at once (the backend's live frame may
   * never come: it emits some changes to rooms nobody joins, CONTRACT.md). */
  | { type: 'ticket.saved'; ticket: Ticket }
  /** A ticket changed by a write the server announces to no one (a tag sync): the rows take it as it is. */
  | { type: 'ticket.edited'; ticket: Ticket }
  | { type: 'conversation.open'; ticket: Ticket }
  | { type: 'conversation.close' }
  | { type: 'peek.open'; ticket: Ticket }
  | { type: 'peek.close' }
  | DoneActorEvent<readonly number[], 'loadQueueIds'>;

export interface WorkspaceContext {
  user: WorkspaceUser;
  companyId: number;
  /** The queues the lists ask for; null until known (admins: after GET /queue, or remembered). */
  queueIds: readonly number[] | null;
  /** The queue ids are an admin's remembered ones, not yet confirmed by GET /queue. */
  queuesRemembered: boolean;
  tab: TicketsTab;
  subTab: TicketsSubTab;
  narrowTab: NarrowTab;
  showAll: boolean;
  searchText: string;
  searchTags: readonly number[];
  searchUsers: readonly number[];
  lists: Partial<Record<TicketListKey, TicketListActor>>;
  commands: Readonly<Record<number, TicketCommandActor>>;
  conversation: ConversationActor | null;
  peek: ConversationActor | null;
  dialog: WorkspaceDialog | null;
}

/**
 * S1 §4.3: how one ticket frame changes a ticket list. One object per frame (kept while the frame is), so the lists'
 * guard, asked first whether a list takes it (`someListTakes`), and the relay that follows share the items the
 * list computed for it (paged-list's `liveItems`).
 */
export const liveEventFor: (event: WorkspaceServerEvent) => LiveEvent<Ticket> | null = oncePer(liveEventOf);

function liveEventOf(event: WorkspaceServerEvent): LiveEvent<Ticket> | null {
  switch (event.type) {
    case 'server.ticket.updated':
      return { type: 'server.upserted', item: event.ticket };
    case 'server.ticket.deleted':
      return { type: 'server.removed', id: event.ticketId };
    case 'server.ticket.unreadReset':
      return { type: 'server.patched', id: event.ticketId, patch: { unreadMessages: 0 } };
    case 'server.message.created':
      // A new message moves its ticket to the top and raises unread (the frame carries the ticket). It does not
      // change which list the ticket is in: one not loaded yet was already in the list's count (the badge).
      return { type: 'server.upserted', item: event.ticket, moveToTop: true, alreadyCounted: true };
    case 'server.contact.updated': // every row of that contact: contactPatches
    case 'connection.restored':
      return null;
  }
}

/** The lists a tab shows: the open tab's two sub-lists both load, since both badges show the server's count. */
function listsOfTab(tab: TicketsTab): readonly TicketListKey[] {
  switch (tab) {
    case 'open':
      return OPEN_TAB_LISTS;
    case 'closed':
      return ['closed'];
    case 'search':
      return ['search'];
  }
}

function optionsOf(context: WorkspaceContext, queueIds: readonly number[]) {
  return {
    queueIds,
    showAll: context.showAll,
    searchTags: context.searchTags,
    searchUsers: context.searchUsers,
  };
}

export const workspaceMachine = setup({
  types: {
    input: typeOf<WorkspaceInput>(),
    context: typeOf<WorkspaceContext>(),
    events: typeOf<WorkspaceEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  actors: {
    ticketList: ticketListMachine,
    ticketStatus: ticketStatusMachine,
    conversation: conversationMachine,
    /** Ticket frames of the lists' rooms and 'connection.restored' (joins the rooms while running). */
    workspaceEvents: fromCallback<WorkspaceEvent, { companyId: number }>(() =>
      notProvided('workspaceEvents'),
    ),
    /** Every queue id of the company, for admins (GET /queue, through the resource cache). */
    loadQueueIds: fromPromise<readonly number[]>(() => notProvided('loadQueueIds')),
  },
  guards: {
    isAdmin: ({ context }) => context.user.profile === 'admin',
    hasQueueIds: ({ context }) => context.queueIds !== null,
    queuesRemembered: ({ context }) => context.queuesRemembered,
    /** GET /queue answered the same set as remembered: the lists already ask for the right queues. */
    sameQueuesAsRemembered: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadQueueIds');
      const known = new Set(context.queueIds ?? []);
      return event.output.length === known.size && event.output.every((id) => known.has(id));
    },
    /**
     * A read reset changes a list (a row's unread count) or, mostly, nothing: the backend sends one at every status
     * change and every open, of tickets with nothing unread. Asked of the lists themselves (their own guards), so it
     * agrees with them in every state, loading ones included. The binding asks it too (`snapshot.can`), and does not
     * wake the tree for a reset nothing takes. The other ticket frames are not asked: most change a shown list, and
     * asking first would double their way through the lists' guards.
     */
    someListTakes: ({ context, event }) => {
      assertEvent(event, 'server.ticket.unreadReset');
      const live = liveEventFor(event);
      if (live === null) return false;
      return LIST_KEYS.some((key) => context.lists[key]?.getSnapshot().can(live) === true);
    },
    isOtherConversation: ({ context, event }) => {
      assertEvent(event, 'conversation.open');
      return context.conversation?.getSnapshot().context.ticketId !== event.ticket.id;
    },
  },
  actions: {
    assignTab: assign(({ event }) => {
      assertEvent(event, 'workspace.tab');
      return { tab: event.tab };
    }),
    assignSubTab: assign(({ event }) => {
      assertEvent(event, 'workspace.subTab');
      return { subTab: event.subTab };
    }),
    assignNarrowTab: assign(({ event }) => {
      assertEvent(event, 'workspace.narrowTab');
      return { narrowTab: event.tab };
    }),
    assignShowAll: assign(({ event }) => {
      assertEvent(event, 'workspace.showAll');
      return { showAll: event.showAll };
    }),
    assignSearchFilters: assign(({ event }) => {
      assertEvent(event, 'workspace.searchFilters');
      return { searchTags: event.tags, searchUsers: event.users };
    }),
    assignQueueIds: assign(({ event }) => {
      assertEvent(event, ['workspace.queues', 'xstate.done.actor.loadQueueIds']);
      return { queueIds: event.type === 'workspace.queues' ? event.queueIds : event.output };
    }),
    fallBackToOwnQueues: assign(({ context }) => ({ queueIds: context.user.queueIds })),
    confirmQueues: assign({ queuesRemembered: false }),
    /** Spawns the lists the current tab shows that do not exist yet; the others wait for their tab. */
    spawnShownLists: assign(({ context, spawn }) => {
      const queueIds = context.queueIds;
      if (queueIds === null) return {};
      const lists = { ...context.lists };
      for (const key of listsOfTab(context.tab)) {
        if (lists[key] !== undefined) continue;
        lists[key] = spawn('ticketList', {
          id: `list.${key}`,
          systemId: `list.${key}`,
          input: {
            filters: filtersFor(key, context.user, optionsOf(context, queueIds)),
            search: key === 'search' ? context.searchText : '',
            insert: insertFor(context.companyId),
            sort: byUpdatedAtDesc,
            accepts: acceptsTicket,
            isNewer: isNotOlder,
          },
        });
      }
      return { lists };
    }),
    /** Filters follow 'show all', the queue selection and the search tab's filters. */
    refilterLists: enqueueActions(({ context, enqueue }) => {
      const queueIds = context.queueIds;
      if (queueIds === null) return;
      for (const key of LIST_KEYS) {
        const list = context.lists[key];
        if (list !== undefined)
          enqueue.sendTo(list, {
            type: 'list.filter',
            filters: filtersFor(key, context.user, optionsOf(context, queueIds)),
          });
      }
    }),
    searchList: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'workspace.search');
      enqueue.assign({ searchText: event.text });
      const list = context.lists.search;
      if (list !== undefined) enqueue.sendTo(list, { type: 'list.search', text: event.text });
    }),
    forwardToLists: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, [
        'server.ticket.updated',
        'server.ticket.deleted',
        'server.ticket.unreadReset',
        'server.message.created',
      ]);
      const live = liveEventFor(event);
      if (live === null) return;
      for (const key of LIST_KEYS) {
        const list = context.lists[key];
        if (list !== undefined) enqueue.sendTo(list, live);
      }
    }),
    patchContactInLists: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'server.contact.updated');
      for (const key of LIST_KEYS) {
        const list = context.lists[key];
        if (list === undefined) continue;
        for (const patch of contactPatches(list.getSnapshot().context.items, event.contact))
          enqueue.sendTo(list, patch);
      }
    }),
    upsertSavedTicket: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['ticket.saved', 'ticket.edited']);
      for (const key of LIST_KEYS) {
        const list = context.lists[key];
        if (list !== undefined) enqueue.sendTo(list, { type: 'server.upserted', item: event.ticket });
      }
    }),
    catchUpLists: enqueueActions(({ context, enqueue }) => {
      for (const key of LIST_KEYS) {
        const list = context.lists[key];
        if (list !== undefined) enqueue.sendTo(list, { type: 'connection.restored' });
      }
    }),
    /**
     * One ticket-status actor per ticket acted on. It is brought up to the row's ticket first (the row is what the
     * user saw), then given the command; a command sent while one is in flight is refused by the machine itself
     * (its `updating` state accepts none), so a double click never sends twice.
     */
    runCommand: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'ticket.command');
      const existing = context.commands[event.ticket.id];
      if (existing !== undefined) {
        enqueue.sendTo(existing, { type: 'server.ticket.updated', ticket: event.ticket });
        enqueue.sendTo(existing, event.command);
        return;
      }
      enqueue.assign({
        commands: ({ context: c, spawn }) => {
          const actor = spawn('ticketStatus', {
            id: `ticket.${event.ticket.id}`,
            input: { ticket: event.ticket, currentUser: { id: c.user.id, profile: c.user.profile } },
          });
          return { ...c.commands, [event.ticket.id]: actor };
        },
      });
      // Resolved by the child's id when it runs, after the spawn above.
      enqueue.sendTo(`ticket.${event.ticket.id}`, event.command);
    }),
    /**
     * A ticket the user's own action made open and theirs (accepted, created, transferred to them) is in the assigned
     * list: show it there. Only once the server said so: switching when the command was sent put another list under
     * a double click's second press (it opened another ticket and read its messages), and a failed accept left the
     * user on a list without the ticket they tried to take.
     */
    showAssignedWhenMine: assign(({ context, event }) => {
      assertEvent(event, 'ticket.saved');
      const mine = event.ticket.status === 'open' && event.ticket.userId === context.user.id;
      return mine ? { subTab: 'assigned' as const } : {};
    }),
    openConversation: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'conversation.open');
      if (context.conversation !== null) enqueue.stopChild(context.conversation);
      enqueue.assign({
        narrowTab: 'ticket',
        conversation: ({ context: c, spawn }) =>
          spawn('conversation', {
            id: 'conversation',
            systemId: 'conversation',
            input: { ticket: event.ticket, currentUser: { id: c.user.id, profile: c.user.profile } },
          }),
      });
    }),
    closeConversation: enqueueActions(({ context, enqueue }) => {
      if (context.conversation === null) return;
      enqueue.stopChild(context.conversation);
      enqueue.assign({ conversation: null, narrowTab: 'tickets' });
    }),
    openPeek: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'peek.open');
      if (context.peek !== null) enqueue.stopChild(context.peek);
      enqueue.assign({
        peek: ({ context: c, spawn }) =>
          spawn('conversation', {
            id: 'peek',
            systemId: 'peek',
            input: {
              ticket: event.ticket,
              currentUser: { id: c.user.id, profile: c.user.profile },
              readOnly: true,
            },
          }),
      });
    }),
    openDialog: assign(({ event }) => {
      assertEvent(event, 'dialog.open');
      return { dialog: event.dialog };
    }),
    closeDialog: assign({ dialog: null }),
    closePeek: enqueueActions(({ context, enqueue }) => {
      if (context.peek === null) return;
      enqueue.stopChild(context.peek);
      enqueue.assign({ peek: null });
    }),
  },
}).createMachine({
  id: 'workspace',
  context: ({ input }) => ({
    user: input.user,
    companyId: input.companyId,
    // Users list their own queues (known at once, no request); admins every queue of the company (remembered from
    // an earlier session, then confirmed; or asked first).
    queueIds: startingQueues(input.user, input.rememberedQueueIds),
    queuesRemembered: input.user.profile === 'admin' && input.rememberedQueueIds !== undefined,
    tab: 'open',
    // The sub-tab shown at sign-in, 'Atendendo'.
    subTab: 'assigned',
    narrowTab: 'tickets',
    showAll: false,
    searchText: '',
    searchTags: [],
    searchUsers: [],
    lists: {},
    commands: {},
    conversation: null,
    peek: null,
    dialog: null,
  }),
  invoke: { src: 'workspaceEvents', input: ({ context }) => ({ companyId: context.companyId }) },
  on: {
    'workspace.subTab': { actions: 'assignSubTab' },
    'workspace.narrowTab': { actions: 'assignNarrowTab' },
    'ticket.command': { actions: 'runCommand' },
    'conversation.open': { guard: 'isOtherConversation', actions: 'openConversation' },
    'conversation.close': { actions: 'closeConversation' },
    'peek.open': { actions: 'openPeek' },
    'peek.close': { actions: 'closePeek' },
    'dialog.open': { actions: 'openDialog' },
    'dialog.close': { actions: 'closeDialog' },
  },
  initial: 'resolvingQueues',
  states: {
    resolvingQueues: {
      always: { guard: 'hasQueueIds', target: 'ready' },
      on: {
        'workspace.tab': { actions: 'assignTab' },
        'workspace.queues': { target: 'ready', actions: 'assignQueueIds' },
      },
      invoke: {
        id: 'loadQueueIds',
        src: 'loadQueueIds',
        onDone: { target: 'ready', actions: 'assignQueueIds' },
        // Without the queue list an admin still sees the tickets with no queue and their own queues' tickets.
        onError: { target: 'ready', actions: 'fallBackToOwnQueues' },
      },
    },
    ready: {
      entry: 'spawnShownLists',
      initial: 'queuesSettled',
      states: {
        queuesSettled: {
          always: { guard: 'queuesRemembered', target: 'confirmingQueues' },
        },
        // An admin's remembered queue ids: GET /queue confirms them; a different answer refilters the lists.
        confirmingQueues: {
          on: {
            // The user's own choice wins over the answer still to come.
            'workspace.queues': {
              target: 'queuesSettled',
              actions: ['confirmQueues', 'assignQueueIds', 'refilterLists'],
            },
          },
          invoke: {
            id: 'loadQueueIds',
            src: 'loadQueueIds',
            onDone: [
              { guard: 'sameQueuesAsRemembered', target: 'queuesSettled', actions: 'confirmQueues' },
              { target: 'queuesSettled', actions: ['confirmQueues', 'assignQueueIds', 'refilterLists'] },
            ],
            // Without the answer the remembered queues stay: they were the company's at the last read.
            onError: { target: 'queuesSettled', actions: 'confirmQueues' },
          },
        },
      },
      on: {
        'workspace.tab': { actions: ['assignTab', 'spawnShownLists'] },
        'workspace.showAll': { actions: ['assignShowAll', 'refilterLists'] },
        'workspace.searchFilters': { actions: ['assignSearchFilters', 'refilterLists'] },
        'workspace.queues': { actions: ['assignQueueIds', 'refilterLists'] },
        'workspace.search': { actions: 'searchList' },
        'server.ticket.updated': { actions: 'forwardToLists' },
        'server.ticket.deleted': { actions: 'forwardToLists' },
        'server.ticket.unreadReset': { guard: 'someListTakes', actions: 'forwardToLists' },
        'server.message.created': { actions: 'forwardToLists' },
        'server.contact.updated': { actions: 'patchContactInLists' },
        'ticket.saved': { actions: ['upsertSavedTicket', 'showAssignedWhenMine'] },
        'ticket.edited': { actions: 'upsertSavedTicket' },
        'connection.restored': { actions: 'catchUpLists' },
      },
    },
  },
});

export type WorkspaceActor = ActorRefFrom<typeof workspaceMachine>;

/**
 * The tree is the one holder of the tickets it shows: the open conversation's status actor, then the rows of the
 * lists, then the tickets acted on from a row. A ticket none of them holds is not known (the route asks the server).
 */
export function knownTicket(context: WorkspaceContext, uuid: string): Ticket | undefined {
  const shown = context.conversation?.getSnapshot().context;
  if (shown !== undefined && shown.uuid === uuid) return shown.status.getSnapshot().context.ticket;
  for (const key of LIST_KEYS) {
    const row = context.lists[key]?.getSnapshot().context.items.find((t) => t.uuid === uuid);
    if (row !== undefined) return row;
  }
  for (const command of Object.values(context.commands)) {
    const ticket = command.getSnapshot().context.ticket;
    if (ticket.uuid === uuid) return ticket;
  }
  return undefined;
}
