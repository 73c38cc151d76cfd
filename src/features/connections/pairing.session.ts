/**
 * The connections screen's pairing actors (S3 §2.2): one per connection acted on or shown
 * (machines/connection-pairing), fed by both session event names of the contract and by the list's row.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  connectionPairingMachine,
  type PairingEvent,
} from '../../../machines/connection-pairing/connection-pairing.machine.ts';
import type { Whatsapp } from '../../api/schemas/whatsapp.schema.ts';
import { relay } from '../../session/relay.ts';
import type { AppServices } from '../../session/services.ts';

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
