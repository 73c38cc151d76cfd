/**
 * The connections screen's session-owned actors (S3 §2.2):
 * - the page (machines/entity-page: the add/edit dialog with its 400 ms submit and one save per press, the delete
 *   confirmation with the row out at once and back on failure, the toasts) whose list is the session's connection
 *   list, the one the drawer's badge reads (src/session/connections.session.ts): no second read of GET /whatsapp. The
 *   page's `list` child forwards what the page tells its list to that list.
 * - one pairing actor per connection acted on or shown (machines/connection-pairing), fed by both session event
 *   names of the contract and by the list's row.
 */
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import {
  connectionPairingMachine,
  type PairingEvent,
} from '../../../machines/connection-pairing/connection-pairing.machine.ts';
import type { ConnectionListActor } from '../../../machines/connections/connections.machine.ts';
import { createEntityPageMachine } from '../../../machines/entity-page/entity-page.machine.ts';
import type { PagedListEvent } from '../../../machines/paged-list/paged-list.machine.ts';
import type { WhatsappInput } from '../../api/whatsapp.api.ts';
import type { Whatsapp } from '../../api/schemas/whatsapp.schema.ts';
import { connectionsFor } from '../../session/connections.session.ts';
import { relay } from '../../session/relay.ts';
import type { AppServices } from '../../session/services.ts';
import type { ConnectionFormValues } from './components/connection-form.ts';

const pageMachine = createEntityPageMachine<Whatsapp, ConnectionFormValues>();
export type ConnectionsPageActor = ActorRefFrom<typeof pageMachine>;

type ListLogic = NonNullable<NonNullable<Parameters<typeof pageMachine.provide>[0]['actors']>['list']>;

/**
 * The page's `list` child as a relay to a list owned elsewhere: it receives what the page tells its list (a saved
 * record in, a deleted row out and back, the reset after a delete) and sends it on. The page machine reads nothing
 * of its child's snapshot (the screen reads the shared list), so a callback actor stands in for the list machine;
 * the types cannot say so, hence the one cast.
 */
function forwarderTo(shared: ConnectionListActor): ListLogic {
  const relay = fromCallback<PagedListEvent<Whatsapp, null>>(({ receive }) => {
    receive((event) => shared.send(event));
  });
  return relay as unknown as ListLogic;
}

const toInput = (values: ConnectionFormValues): WhatsappInput => ({ ...values });

function createConnectionsPage(services: AppServices) {
  const shared = connectionsFor(services).actor.getSnapshot().context.list;
  const machine = pageMachine.provide({
    actors: {
      // The page's list is the session's list: what the page sends its list goes there.
      list: forwarderTo(shared),
      save: fromPromise(({ input }) =>
        input.existing === null
          ? services.api.whatsapp.create(toInput(input.values))
          : services.api.whatsapp.update(input.existing.id, toInput(input.values)),
      ),
      remove: fromPromise(({ input }) => services.api.whatsapp.remove(input.record.id)),
    },
  });
  const actor = createActor(machine, {
    input: {
      list: { filters: null },
      messages: {
        saved: 'connections:saved',
        deleted: 'connections:deleted',
        deletedElsewhere: 'common:entity.deletedElsewhere',
      },
    },
    inspect: services.effects.inspect,
  });
  actor.start();
  return { actor, stop: () => actor.stop() };
}

export function connectionsPageFor(services: AppServices): ConnectionsPageActor {
  const scope = services.scope();
  if (scope === null) throw new Error('connections page asked with nobody signed in');
  return scope.own('entity:connections', () => createConnectionsPage(services)).actor;
}

export type PairingActor = ActorRefFrom<typeof connectionPairingMachine>;

function createPairing(services: AppServices, connection: Whatsapp) {
  const { api, realtime, effects } = services;
  const actor = createActor(
    connectionPairingMachine.provide({
      actors: {
        restartSession: fromPromise(({ input }) => api.whatsapp.restartSession(input.id)),
        requestQr: fromPromise(({ input }) => api.whatsapp.requestQr(input.id)),
        disconnectSession: fromPromise(({ input }) => api.whatsapp.disconnect(input.id)),
      },
    }),
    {
      input: {
        id: connection.id,
        status: connection.status,
        qrcode: connection.qrcode,
        retries: connection.retries,
        updatedAt: connection.updatedAt,
      },
      inspect: effects.inspect,
    },
  );
  actor.start();
  // Both session event names of the contract arrive as one domain event (src/realtime/frames.ts); only this
  // connection's count.
  const off = relay<PairingEvent>(
    realtime,
    {
      frames: {
        'server.whatsappSession.updated': ({ session }) =>
          session.id === connection.id ? { type: 'server.session', session } : null,
        'server.whatsapp.updated': ({ whatsapp: w }) =>
          w.id === connection.id
            ? {
                type: 'server.session',
                session: {
                  id: w.id,
                  status: w.status,
                  qrcode: w.qrcode ?? '',
                  retries: w.retries,
                  updatedAt: w.updatedAt,
                },
              }
            : null,
      },
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

/** The pairing of a connection in the signed-in session: made on its first showing, kept with the session. */
export function pairingFor(services: AppServices, connection: Whatsapp): PairingActor {
  const scope = services.scope();
  if (scope === null) throw new Error('pairing asked with nobody signed in');
  return scope.own(`connection-pairing:${connection.id}`, () => createPairing(services, connection)).actor;
}
