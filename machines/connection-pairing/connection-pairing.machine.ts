/**
 * The pairing of one WhatsApp connection (S3 §2.2, §4.1): what its session buttons offer in each status, the
 * commands they send, and the QR dialog. Transitions and their spec references: `connection-pairing.table.ts`.
 *
 * Two parallel regions:
 * - `status` mirrors the connection's status (S3 §4.1), moved only by the live session events (S3 §4.1: they change
 *   status, updatedAt, qrcode and retries; both event names of the contract, `company-{cid}-whatsappSession` and the
 *   unprefixed `whatsappSession`, arrive here as `server.session`):
 *   `qrcode` offers the QR dialog; `DISCONNECTED` offers 'try again' (POST /whatsappsession/{id}, `restarting`) and
 *   'new QR' (PUT /whatsappsession/{id}, `requesting`); `CONNECTED`, `PAIRING` and `TIMEOUT` offer disconnect, which
 *   asks first (`confirming`, then DELETE /whatsappsession/{id}, `disconnecting`); `OPENING` offers nothing (a
 *   disabled 'connecting' button with a spinner). A status the spec does not name (the reference backend writes
 *   `PENDING` after a logout) is `unknown`: no session buttons until the next session event.
 *   A command's answer does not move the status: the session events do (the reference answers 'Starting session.'
 *   and emits OPENING, then the codes). A failed command goes to the error catalogue's toast.
 * - `qr` is the QR dialog (S3 §2.2): `closed`, `open.waiting` ('Waiting for QR Code' until a code arrives) and
 *   `open.showing` (the code, replaced as new codes arrive). A session update bringing an empty code closes it
 *   once a code was shown; while waiting, the empty code of the OPENING step does not, but the end of the pairing
 *   (CONNECTED or DISCONNECTED) does. A new QR request opens it waiting.
 */
import { assertEvent, assign, emit, fromPromise, raise, setup, type DoneActorEvent } from 'xstate';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';

/** S3 §4.1: the statuses, as the backend writes them; `unknown` stands for any other. */
export const PAIRING_STATUSES = [
  'qrcode',
  'DISCONNECTED',
  'CONNECTED',
  'PAIRING',
  'TIMEOUT',
  'OPENING',
] as const;
export type KnownStatus = (typeof PAIRING_STATUSES)[number];
export type PairingStatus = KnownStatus | 'unknown';
export const STATUS_STATES: readonly PairingStatus[] = [...PAIRING_STATUSES, 'unknown'];

/** S3 §4.1: the statuses whose session button is disconnect (with confirmation). */
export const DISCONNECTABLE: readonly KnownStatus[] = ['CONNECTED', 'PAIRING', 'TIMEOUT'];

export function statusOf(status: string): PairingStatus {
  return PAIRING_STATUSES.find((s) => s === status) ?? 'unknown';
}

/** What a live session frame carries (CONTRACT: whatsappSession). */
export interface PairingSession {
  id: number;
  status: string;
  qrcode?: string | null | undefined;
  retries?: number | null | undefined;
  updatedAt?: string | undefined;
}

export interface PairingInput {
  id: number;
  status: string;
  qrcode: string | null;
  retries?: number;
  updatedAt?: string;
}

export interface PairingContext {
  id: number;
  status: string;
  /** The code to draw; '' when there is none. */
  qrcode: string;
  retries: number;
  updatedAt: string | null;
  error: unknown;
}

export type PairingEvent =
  | { type: 'pairing.showQr' }
  | { type: 'pairing.closeQr' }
  | { type: 'pairing.restart' }
  | { type: 'pairing.newQr' }
  | { type: 'pairing.disconnect' }
  | { type: 'pairing.confirm' }
  | { type: 'pairing.cancel' }
  | { type: 'server.session'; session: PairingSession }
  /** Internal: a new QR was asked; the dialog opens and waits for the code. */
  | { type: 'qr.await' }
  /** Internal: the new QR request failed; the dialog closes. */
  | { type: 'qr.cancel' }
  | DoneActorEvent<void, 'restart'>
  | DoneActorEvent<void, 'newQr'>
  | DoneActorEvent<void, 'disconnect'>;

const target = (status: PairingStatus) => `#pairing.status.${status}`;

/** The moves out of `from` on a session event: one guarded transition per other status. */
function moves(from: PairingStatus) {
  return STATUS_STATES.filter((to) => to !== from).map((to) => ({
    guard: { type: 'sessionStatusIs' as const, params: { status: to } },
    target: target(to),
    actions: 'assignSession' as const,
  }));
}

/** CONNECTED, PAIRING, TIMEOUT: disconnect asks first (S3 §2.2, §4.1). */
function disconnectable(status: KnownStatus) {
  return {
    initial: 'idle' as const,
    on: { 'server.session': moves(status) },
    states: {
      idle: { on: { 'pairing.disconnect': 'confirming' } },
      confirming: { on: { 'pairing.confirm': 'disconnecting', 'pairing.cancel': 'idle' } },
      disconnecting: {
        tags: ['busy'],
        invoke: {
          id: 'disconnect',
          src: 'disconnectSession' as const,
          input: ({ context }: { context: PairingContext }) => ({ id: context.id }),
          onDone: 'idle',
          onError: { target: 'idle', actions: ['keepError', 'notifyFailure'] as const },
        },
      },
    },
  };
}

export const connectionPairingMachine = setup({
  types: {
    input: typeOf<PairingInput>(),
    context: typeOf<PairingContext>(),
    events: typeOf<PairingEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  actors: {
    restartSession: fromPromise<void, { id: number }>(() => notProvided('restartSession')),
    requestQr: fromPromise<void, { id: number }>(() => notProvided('requestQr')),
    disconnectSession: fromPromise<void, { id: number }>(() => notProvided('disconnectSession')),
  },
  guards: {
    startsAs: ({ context }, params: { status: PairingStatus }) => statusOf(context.status) === params.status,
    sessionStatusIs: ({ event }, params: { status: PairingStatus }) =>
      event.type === 'server.session' && statusOf(event.session.status) === params.status,
    canShowQr: ({ context }) => statusOf(context.status) === 'qrcode',
    hasCode: ({ context }) => context.qrcode !== '',
    bringsCode: ({ event }) =>
      event.type === 'server.session' &&
      typeof event.session.qrcode === 'string' &&
      event.session.qrcode !== '',
    bringsEmptyCode: ({ event }) => event.type === 'server.session' && event.session.qrcode === '',
    endsPairing: ({ event }) =>
      event.type === 'server.session' &&
      (event.session.status === 'CONNECTED' || event.session.status === 'DISCONNECTED'),
  },
  actions: {
    assignSession: assign(({ context, event }) => {
      assertEvent(event, 'server.session');
      const { session } = event;
      return {
        status: session.status,
        qrcode: session.qrcode === undefined ? context.qrcode : (session.qrcode ?? ''),
        retries: session.retries === undefined ? context.retries : (session.retries ?? 0),
        updatedAt: session.updatedAt ?? context.updatedAt,
      };
    }),
    awaitQr: raise({ type: 'qr.await' }),
    cancelQr: raise({ type: 'qr.cancel' }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : null })),
    notifyFailure: emit(({ event }) => ({
      type: 'notify' as const,
      level: 'error' as const,
      key: 'errors:generic',
      error: 'error' in event ? event.error : undefined,
    })),
  },
}).createMachine({
  id: 'pairing',
  context: ({ input }) => ({
    id: input.id,
    status: input.status,
    qrcode: input.qrcode ?? '',
    retries: input.retries ?? 0,
    updatedAt: input.updatedAt ?? null,
    error: null,
  }),
  type: 'parallel',
  // A session event of the status it is in (a rotated code, a retry count) changes only the fields.
  on: { 'server.session': { actions: 'assignSession' } },
  states: {
    status: {
      initial: 'resolving',
      states: {
        resolving: {
          always: STATUS_STATES.map((status) => ({
            guard: { type: 'startsAs' as const, params: { status } },
            target: target(status),
          })),
        },
        qrcode: { on: { 'server.session': moves('qrcode') } },
        DISCONNECTED: {
          initial: 'idle',
          on: { 'server.session': moves('DISCONNECTED') },
          states: {
            idle: {
              on: {
                'pairing.restart': 'restarting',
                // The dialog opens at the press: the OPENING step and the first code may come before the answer.
                'pairing.newQr': { target: 'requesting', actions: 'awaitQr' },
              },
            },
            restarting: {
              tags: ['busy'],
              invoke: {
                id: 'restart',
                src: 'restartSession',
                input: ({ context }) => ({ id: context.id }),
                onDone: 'idle',
                onError: { target: 'idle', actions: ['keepError', 'notifyFailure'] },
              },
            },
            requesting: {
              tags: ['busy'],
              invoke: {
                id: 'newQr',
                src: 'requestQr',
                input: ({ context }) => ({ id: context.id }),
                onDone: 'idle',
                onError: { target: 'idle', actions: ['keepError', 'notifyFailure', 'cancelQr'] },
              },
            },
          },
        },
        CONNECTED: disconnectable('CONNECTED'),
        PAIRING: disconnectable('PAIRING'),
        TIMEOUT: disconnectable('TIMEOUT'),
        OPENING: { on: { 'server.session': moves('OPENING') } },
        unknown: { on: { 'server.session': moves('unknown') } },
      },
    },
    qr: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'pairing.showQr': { guard: 'canShowQr', target: 'open' },
            'qr.await': 'open',
          },
        },
        open: {
          initial: 'choosing',
          on: { 'pairing.closeQr': 'closed', 'qr.cancel': 'closed' },
          states: {
            choosing: {
              always: [{ guard: 'hasCode', target: 'showing' }, { target: 'waiting' }],
            },
            waiting: {
              on: {
                'server.session': [
                  { guard: 'bringsCode', target: 'showing', actions: 'assignSession' },
                  { guard: 'endsPairing', target: '#pairing.qr.closed', actions: 'assignSession' },
                ],
              },
            },
            showing: {
              on: {
                'server.session': {
                  guard: 'bringsEmptyCode',
                  target: '#pairing.qr.closed',
                  actions: 'assignSession',
                },
              },
            },
          },
        },
      },
    },
  },
});

export type ConnectionPairingMachine = typeof connectionPairingMachine;
