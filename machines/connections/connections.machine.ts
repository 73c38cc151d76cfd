/**
 * The WhatsApp connection list with live updates (S1 §4.3 "Connection events") and the drawer warning (S1 §2.4:
 * a '!' when any connection is in a problem status, shown after a 2 s delay). Two parallel regions: `list`
 * (`loading` | `ready` | `failed`) and `warning` (`clear` | `pending` | `raised`); `context.warning` mirrors
 * `raised`.
 */
import {
  assertEvent,
  assign,
  emit,
  fromPromise,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { Whatsapp, WhatsappSession } from '../../src/api/schemas/index.ts';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';

/** S1 §2.4: the statuses that raise the warning. */
export const WARNING_STATUSES: readonly string[] = [
  'qrcode',
  'PAIRING',
  'DISCONNECTED',
  'TIMEOUT',
  'OPENING',
];
export const WARNING_DELAY_MS = 2000;

export interface ConnectionsContext {
  connections: Whatsapp[];
  warning: boolean;
  error: unknown;
}

export type ConnectionsEvent =
  | { type: 'server.whatsapp.updated'; whatsapp: Whatsapp }
  | { type: 'server.whatsapp.deleted'; whatsappId: number }
  | { type: 'server.whatsappSession.updated'; session: WhatsappSession }
  | { type: 'connection.restored' }
  | { type: 'connections.reload' }
  | DoneActorEvent<Whatsapp[], 'loadConnections'>
  | ErrorActorEvent<unknown, 'loadConnections'>;

export function hasWarning(connections: readonly Whatsapp[]): boolean {
  return connections.some((c) => WARNING_STATUSES.includes(c.status));
}

/** A live session frame changes only status, updatedAt, qrcode and retries (S1 §4.3). */
export function applySession(connection: Whatsapp, session: WhatsappSession): Whatsapp {
  return {
    ...connection,
    status: session.status,
    ...(session.updatedAt === undefined ? {} : { updatedAt: session.updatedAt }),
    ...(session.qrcode === undefined ? {} : { qrcode: session.qrcode }),
    ...(session.retries === undefined ? {} : { retries: session.retries }),
  };
}

export const connectionsMachine = setup({
  types: {
    context: typeOf<ConnectionsContext>(),
    events: typeOf<ConnectionsEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  delays: { warningDelay: WARNING_DELAY_MS },
  actors: {
    loadConnections: fromPromise<Whatsapp[], void>(() => notProvided('loadConnections')),
  },
  guards: {
    hasWarningStatus: ({ context }) => hasWarning(context.connections),
    hasNoWarningStatus: ({ context }) => !hasWarning(context.connections),
  },
  actions: {
    assignConnections: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadConnections');
      return { connections: event.output, error: null };
    }),
    upsertConnection: assign(({ context, event }) => {
      assertEvent(event, 'server.whatsapp.updated');
      const exists = context.connections.some((c) => c.id === event.whatsapp.id);
      return {
        connections: exists
          ? context.connections.map((c) => (c.id === event.whatsapp.id ? event.whatsapp : c))
          : [event.whatsapp, ...context.connections],
      };
    }),
    removeConnection: assign(({ context, event }) => {
      assertEvent(event, 'server.whatsapp.deleted');
      return { connections: context.connections.filter((c) => c.id !== event.whatsappId) };
    }),
    applySessionUpdate: assign(({ context, event }) => {
      assertEvent(event, 'server.whatsappSession.updated');
      return {
        connections: context.connections.map((c) =>
          c.id === event.session.id ? applySession(c, event.session) : c,
        ),
      };
    }),
    assignError: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.loadConnections');
      return { error: event.error };
    }),
    notifyError: emit(({ event }): MachineEmitted => {
      assertEvent(event, 'xstate.error.actor.loadConnections');
      return { type: 'notify', level: 'error', key: 'errors:generic', error: event.error };
    }),
    raiseWarning: assign({ warning: true }),
    dropWarning: assign({ warning: false }),
  },
}).createMachine({
  id: 'connections',
  type: 'parallel',
  context: { connections: [], warning: false, error: null },
  on: {
    'server.whatsapp.updated': { actions: 'upsertConnection' },
    'server.whatsapp.deleted': { actions: 'removeConnection' },
    'server.whatsappSession.updated': { actions: 'applySessionUpdate' },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadConnections',
            src: 'loadConnections',
            onDone: { target: 'ready', actions: 'assignConnections' },
            onError: { target: 'failed', actions: ['assignError', 'notifyError'] },
          },
        },
        ready: {
          // Events were lost while the socket was down.
          on: { 'connection.restored': 'loading', 'connections.reload': 'loading' },
        },
        failed: {
          on: { 'connection.restored': 'loading', 'connections.reload': 'loading' },
        },
      },
    },
    warning: {
      initial: 'clear',
      states: {
        clear: { always: { guard: 'hasWarningStatus', target: 'pending' } },
        pending: {
          always: { guard: 'hasNoWarningStatus', target: 'clear' },
          after: { warningDelay: 'raised' },
        },
        raised: {
          entry: 'raiseWarning',
          exit: 'dropWarning',
          always: { guard: 'hasNoWarningStatus', target: 'clear' },
        },
      },
    },
  },
});
