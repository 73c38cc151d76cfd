/**
 * One message on its way out (beyond the spec, so nothing typed is lost and nothing is sent twice: "a message whose
 * send fails stays in the list marked failed with a retry, and is never sent twice by a double click"). Each send the
 * user makes becomes one entry, spawned by the composer (composer.machine.ts): `pending` while its POST
 * /messages/{ticketId} runs (S1 §7), then `sent` or `failed`. A failed entry is sent again only by `outbox.retry`,
 * and only from `failed`: while the entry is in flight a retry is refused, so one user action is one request.
 *
 * A text entry is kept in storage until it leaves (composer.store.ts), so a reload does not lose it: it comes back
 * `restored`, straight into `failed` (the page that sent it is gone, so whether the server took it is not known; it
 * is never sent again by itself, only by the user's retry).
 *
 * An entry leaves the outbox when its POST resolves (`sent`): the backend answers 200 with no body and the message
 * itself arrives over the socket (CONTRACT.md), where the message list shows it. Holding the entry until that frame
 * would need a way to match them (the body, prefixed by the signature, is not an id), and a socket that is down would
 * keep a sent message looking unsent.
 */
import { assertEvent, assign, emit, fromPromise, sendParent, setup, type ErrorActorEvent } from 'xstate';
import type { Message } from '../../src/api/schemas/index.ts';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';

/** What one entry sends: JSON text (with the quoted message) or multipart `medias` with a caption (S1 §7). */
export type Delivery =
  | { kind: 'text'; ticketId: number; body: string; quotedMsg: Message | null }
  | { kind: 'media'; ticketId: number; files: readonly File[]; caption: string };

/**
 * What storage holds of the entry (composer.store.ts), under its sender: a text is kept as a send (`sendId`); files
 * are not (null), their caption stays the stored draft until they went.
 */
export interface KeptAs {
  userId: number;
  sendId: string | null;
}

export interface OutboxEntryInput {
  id: string;
  delivery: Delivery;
  /** What storage holds of it, to forget once it went or was given up (without: nothing is kept). */
  keptAs?: KeptAs;
  /** Kept from before a reload: not confirmed, waiting for the user's retry or discard. */
  restored?: boolean;
}

/** What the entry's request is given: the delivery, and where it is kept, to forget it once it went through. */
export interface DeliverInput {
  delivery: Delivery;
  keptAs: KeptAs | null;
}

export interface OutboxEntryContext {
  id: string;
  delivery: Delivery;
  keptAs: KeptAs | null;
  /** The last failure, kept for the entry's lifetime (the toast has gone after 2 s). */
  error: unknown;
  restored: boolean;
}

export type OutboxEntryEvent =
  | { type: 'outbox.retry' }
  | { type: 'outbox.discard' }
  | { type: 'xstate.done.actor.deliver'; output: unknown }
  | ErrorActorEvent<unknown, 'deliver'>;

/** What the entry tells the composer when it leaves the outbox. */
export type OutboxSettled = { type: 'outbox.settled'; id: string; outcome: 'sent' | 'discarded' };

export const outboxEntryMachine = setup({
  types: {
    input: typeOf<OutboxEntryInput>(),
    context: typeOf<OutboxEntryContext>(),
    events: typeOf<OutboxEntryEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  actors: {
    /** POST /messages/{ticketId}: JSON for text, multipart `medias` for files (S1 §7). */
    deliver: fromPromise<unknown, DeliverInput>(() => notProvided('deliver')),
  },
  guards: {
    isRestored: ({ context }) => context.restored,
  },
  actions: {
    assignError: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.deliver');
      return { error: event.error };
    }),
    // The error handler of S1 §8 (a catalogue code as its translation, a plain text as is).
    notifyFailure: emit(({ event }): MachineEmitted => {
      assertEvent(event, 'xstate.error.actor.deliver');
      return { type: 'notify', level: 'error', key: 'errors:generic', error: event.error };
    }),
    reportSent: sendParent(({ context }): OutboxSettled => ({
      type: 'outbox.settled',
      id: context.id,
      outcome: 'sent',
    })),
    reportDiscarded: sendParent(({ context }): OutboxSettled => ({
      type: 'outbox.settled',
      id: context.id,
      outcome: 'discarded',
    })),
  },
}).createMachine({
  id: 'outboxEntry',
  context: ({ input }) => ({
    id: input.id,
    delivery: input.delivery,
    keptAs: input.keptAs ?? null,
    error: null,
    restored: input.restored ?? false,
  }),
  initial: 'starting',
  states: {
    // Transient: the entry starts where its input puts it (never observed as a state of its own).
    starting: {
      always: [{ guard: 'isRestored', target: 'failed' }, { target: 'pending' }],
    },
    pending: {
      invoke: {
        id: 'deliver',
        src: 'deliver',
        input: ({ context }): DeliverInput => ({ delivery: context.delivery, keptAs: context.keptAs }),
        onDone: { target: 'sent' },
        onError: { target: 'failed', actions: ['assignError', 'notifyFailure'] },
      },
    },
    failed: {
      on: {
        'outbox.retry': { target: 'pending' },
        'outbox.discard': { target: 'discarded' },
      },
    },
    sent: { type: 'final', entry: 'reportSent' },
    discarded: { type: 'final', entry: 'reportDiscarded' },
  },
});
