/**
 * The WhatsApp connection list with live updates (S1 §4.3 "Connection events") and the drawer warning (S1 §2.4:
 * a '!' when any connection is in a problem status, shown after a 2 s delay).
 *
 * The list is the one list mechanism (docs/architecture.md 'Lists'): a spawned paged-list child (`context.list`, GET
 * /whatsapp is unpaged, so one page without more) that holds live events while it loads and refetches after a
 * reconnect. This machine maps the socket's connection events onto the list's live events and owns only the warning:
 * `clear` | `pending` | `raised`; `context.warning` mirrors `raised`. The warning reads the child's items from
 * `connections.changed`, sent by a subscription to the child's snapshots: a guard reading the child right after a
 * `sendTo` would see the items before the event (sendTo is delivered after the transition). Transitions and their
 * spec references: `connections.table.ts`.
 */
import { assertEvent, assign, fromCallback, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Whatsapp, WhatsappSession } from '../../src/api/schemas/index.ts';
import { typeOf, type MachineEmitted } from '../common/emitted.ts';
import { createPagedListMachine } from '../paged-list/paged-list.machine.ts';

/** S1 §2.4: the statuses that raise the warning. */
export const WARNING_STATUSES: readonly string[] = [
  'qrcode',
  'PAIRING',
  'DISCONNECTED',
  'TIMEOUT',
  'OPENING',
];
export const WARNING_DELAY_MS = 2000;

/** GET /whatsapp has no filters: the list's filters are `null`. */
export const connectionListMachine = createPagedListMachine<Whatsapp, null>();
export type ConnectionListActor = ActorRefFrom<typeof connectionListMachine>;

export interface ConnectionsContext {
  list: ConnectionListActor;
  /** The child's items as last reported by `connections.changed`. */
  connections: Whatsapp[];
  warning: boolean;
}

export type ConnectionsEvent =
  | { type: 'server.whatsapp.updated'; whatsapp: Whatsapp }
  | { type: 'server.whatsapp.deleted'; whatsappId: number }
  | { type: 'server.whatsappSession.updated'; session: WhatsappSession }
  | { type: 'connection.restored' }
  /** Internal: the list's items changed. */
  | { type: 'connections.changed'; connections: Whatsapp[] };

export function hasWarning(connections: readonly Whatsapp[]): boolean {
  return connections.some((c) => WARNING_STATUSES.includes(c.status));
}

/** What a live session frame changes: only status, updatedAt, qrcode and retries (S1 §4.3). */
export function sessionPatch(session: WhatsappSession): Partial<Whatsapp> {
  return {
    status: session.status,
    ...(session.updatedAt === undefined ? {} : { updatedAt: session.updatedAt }),
    ...(session.qrcode === undefined ? {} : { qrcode: session.qrcode }),
    ...(session.retries === undefined ? {} : { retries: session.retries }),
  };
}

/** A live session frame applied to a connection (S1 §4.3); the resource cache uses it too. */
export function applySession(connection: Whatsapp, session: WhatsappSession): Whatsapp {
  return { ...connection, ...sessionPatch(session) };
}

export const connectionsMachine = setup({
  types: {
    context: typeOf<ConnectionsContext>(),
    events: typeOf<ConnectionsEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  delays: { warningDelay: WARNING_DELAY_MS },
  actors: {
    connectionList: connectionListMachine,
    /** Reports the list's items to the parent each time they change. */
    watchList: fromCallback<ConnectionsEvent, { list: ConnectionListActor }>(({ sendBack, input }) => {
      let last = input.list.getSnapshot().context.items;
      const subscription = input.list.subscribe((snapshot) => {
        if (snapshot.context.items === last) return;
        last = snapshot.context.items;
        sendBack({ type: 'connections.changed', connections: last });
      });
      return () => subscription.unsubscribe();
    }),
  },
  guards: {
    hasWarningStatus: ({ event }) => {
      assertEvent(event, 'connections.changed');
      return hasWarning(event.connections);
    },
    hasNoWarningStatus: ({ event }) => {
      assertEvent(event, 'connections.changed');
      return !hasWarning(event.connections);
    },
  },
  actions: {
    assignConnections: assign(({ event }) => {
      assertEvent(event, 'connections.changed');
      return { connections: event.connections };
    }),
    upsertConnection: sendTo(
      ({ context }) => context.list,
      ({ event }) => {
        assertEvent(event, 'server.whatsapp.updated');
        return { type: 'server.upserted' as const, item: event.whatsapp };
      },
    ),
    removeConnection: sendTo(
      ({ context }) => context.list,
      ({ event }) => {
        assertEvent(event, 'server.whatsapp.deleted');
        return { type: 'server.removed' as const, id: event.whatsappId };
      },
    ),
    patchSession: sendTo(
      ({ context }) => context.list,
      ({ event }) => {
        assertEvent(event, 'server.whatsappSession.updated');
        return { type: 'server.patched' as const, id: event.session.id, patch: sessionPatch(event.session) };
      },
    ),
    // Events were lost while the socket was down: the list refetches.
    refetchList: sendTo(({ context }) => context.list, { type: 'connection.restored' }),
    raiseWarning: assign({ warning: true }),
    dropWarning: assign({ warning: false }),
  },
}).createMachine({
  id: 'connections',
  context: ({ spawn }) => ({
    list: spawn('connectionList', { id: 'list', input: { filters: null } }),
    connections: [],
    warning: false,
  }),
  invoke: { src: 'watchList', input: ({ context }) => ({ list: context.list }) },
  on: {
    'server.whatsapp.updated': { actions: 'upsertConnection' },
    'server.whatsapp.deleted': { actions: 'removeConnection' },
    'server.whatsappSession.updated': { actions: 'patchSession' },
    'connection.restored': { actions: 'refetchList' },
    'connections.changed': { actions: 'assignConnections' },
  },
  initial: 'clear',
  states: {
    clear: {
      on: {
        'connections.changed': {
          guard: 'hasWarningStatus',
          target: 'pending',
          actions: 'assignConnections',
        },
      },
    },
    pending: {
      after: { warningDelay: 'raised' },
      on: {
        'connections.changed': {
          guard: 'hasNoWarningStatus',
          target: 'clear',
          actions: 'assignConnections',
        },
      },
    },
    raised: {
      entry: 'raiseWarning',
      exit: 'dropWarning',
      on: {
        'connections.changed': {
          guard: 'hasNoWarningStatus',
          target: 'clear',
          actions: 'assignConnections',
        },
      },
    },
  },
});
