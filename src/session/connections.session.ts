/**
 * The WhatsApp connections of the drawer's badge (S1 §2.4, §4.3): gives the connections machine
 * (machines/connections) its list read and its socket events, and asks the session scope for the one actor of the
 * signed-in session. The actor and its subscriptions live and end together, with the session, not with a mount of
 * the layout.
 */
import { createActor, fromPromise, type ActorRefFrom, type EventFromLogic } from 'xstate';
import { connectionListMachine, connectionsMachine } from '../../machines/connections/connections.machine.ts';
import type { PageResult } from '../../machines/paged-list/paged-list.machine.ts';
import type { Whatsapp } from '../api/schemas/index.ts';
import { queryClientFor } from './queries/client.ts';
import { queries } from './queries/hooks.ts';
import type { AppServices } from './services.ts';
import { relay, same } from './relay.ts';
import { signedInScope } from './session-scope.ts';

export type ConnectionsActor = ActorRefFrom<typeof connectionsMachine>;
type ConnectionsEvent = EventFromLogic<typeof connectionsMachine>;

export interface ConnectionsSession {
  actor: ConnectionsActor;
  /** Ends the subscriptions, then the actor (the session scope calls it when the session ends). */
  stop: () => void;
}

export function createConnections(services: AppServices): ConnectionsSession {
  const { api, realtime, effects } = services;
  const actor = createActor(
    connectionsMachine.provide({
      actors: {
        // The one list mechanism (docs/architecture.md 'Lists'); GET /whatsapp is unpaged: one page, no more.
        connectionList: connectionListMachine.provide({
          actors: {
            // Through the resource cache, fresh on every ask (a reconnect must refetch) but shared while in
            // flight with any other reader of the connections.
            fetchPage: fromPromise(async (): Promise<PageResult<Whatsapp>> => ({
              items: await queryClientFor(services).fetchQuery({ ...queries.whatsapps(api), staleTime: 0 }),
              hasMore: false,
            })),
          },
        }),
      },
    }),
    // The list child's load failures reach the toasts too.
    { inspect: effects.inspect },
  );
  actor.start();
  const off = relay<ConnectionsEvent>(
    realtime,
    {
      frames: {
        'server.whatsapp.updated': same,
        'server.whatsapp.deleted': same,
        'server.whatsappSession.updated': same,
      },
      restored: { type: 'connection.restored' },
    },
    (event) => actor.send(event),
  );
  return {
    actor,
    stop: () => {
      off();
      actor.stop();
    },
  };
}

/** The session's connections: made on the first ask, the same for every later one, stopped with the scope. */
export function connectionsFor(services: AppServices): ConnectionsSession {
  return signedInScope(services).own('connections', () => createConnections(services));
}
