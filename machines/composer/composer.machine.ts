/**
 * The open conversation's composer (S1 §2.7, §4.4; its outbox keeps a failed send, with a retry), spawned by the
 * conversation as `conversation.composer` (never by the read-only peek). It owns:
 * - the draft of its ticket, kept in storage per user and ticket so it survives a reload and is never carried into
 *   another ticket (each conversation spawns its own composer, for its own ticket);
 * - the reply target ('Responder' on a message; sent as `quotedMsg` with the next text);
 * - the sign option (S1 §3, §4.4: on by default, remembered per user);
 * - the OUTBOX: every send is an entry (outbox-entry.machine.ts), pending → sent | failed.
 *
 * Top-level states follow S1 §2.7 "input is disabled unless the ticket is open": `enabled` and `disabled`, switched by
 * `ticket.changed` (the conversation forwards every status change of its ticket).
 *
 * What survives a reload: the draft, and every text entry not yet taken by the server (composer.store.ts). Sending
 * a text moves it from the stored draft to the stored outbox in one step, so it is in storage exactly once; after a
 * reload it comes back as a failed entry with Retry and Discard (never sent again by itself), and leaves storage
 * when it is sent or discarded. It leaves on being sent from the request itself, not from its entry: a conversation
 * closed while its message was on the way (the user opened another ticket) stops its entries, and the message must
 * not come back as unsent when the user returns. Files cannot be kept in local storage: a media entry's caption (the
 * draft it was) keeps its stored copy until that send has gone through (told the same way) or was discarded, unless
 * something else was typed since, so a reload after a failed upload finds the caption in the input again.
 */
import { assertEvent, assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { Message } from '../../src/api/schemas/index.ts';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';
import { memoryOnlyStore, type ComposerStore, type StoredSend } from './composer.store.ts';
import {
  outboxEntryMachine,
  type DeliverInput,
  type Delivery,
  type KeptAs,
  type OutboxSettled,
} from './outbox-entry.machine.ts';

export interface ComposerInput {
  ticketId: number;
  userId: number;
  /** S1 §2.7: only an open ticket takes messages. */
  canSend: boolean;
}

export type OutboxEntryActor = ActorRefFrom<typeof outboxEntryMachine>;

export interface OutboxItem {
  id: string;
  entry: OutboxEntryActor;
  /** The files of a media entry, so the same choice is not sent twice while it is in the outbox. */
  files: readonly File[] | null;
}

export interface ComposerContext {
  ticketId: number;
  userId: number;
  canSend: boolean;
  draft: string;
  replyTo: Message | null;
  sign: boolean;
  /** Oldest first, as they are shown under the messages. */
  outbox: readonly OutboxItem[];
  /** Numbers the entries of this composer (ids of spawned children must be unique). */
  sent: number;
}

export type ComposerEvent =
  | { type: 'composer.type'; text: string }
  /** The text as it goes out: already signed when signing is on (S1 §4.4). */
  | { type: 'composer.send'; body: string }
  | { type: 'composer.sendMedia'; files: readonly File[]; caption: string }
  | { type: 'composer.reply'; message: Message }
  | { type: 'composer.cancelReply' }
  | { type: 'composer.sign'; sign: boolean }
  | { type: 'outbox.retry'; id: string }
  | { type: 'outbox.discard'; id: string }
  | OutboxSettled
  | { type: 'ticket.changed'; canSend: boolean };

/** S1 §4.4: empty or whitespace-only text is not sent. */
const hasText = (text: string) => text.trim() !== '';

const sameFiles = (a: readonly File[], b: readonly File[]) =>
  a.length === b.length && a.every((file, i) => file === b[i]);

function itemOf(context: ComposerContext, id: string): OutboxItem | undefined {
  return context.outbox.find((item) => item.id === id);
}

/** A new send's id: unique enough among one user's sends of one ticket (and no secure context needed). */
const newSendId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The composer with its storage and its transport. The app gives it the browser's storage
 * (createComposerStore(localStorage)) and POST /messages/{ticketId} (S1 §7); by default it keeps nothing and sends
 * nothing.
 */
export function createComposerMachine(
  store: ComposerStore = memoryOnlyStore,
  send: (delivery: Delivery) => Promise<unknown> = () => notProvided('send'),
) {
  /** What storage holds of a delivery that went through or was given up (see the header). Idempotent. */
  function forgetKept(delivery: Delivery, keptAs: KeptAs | null): void {
    if (!keptAs) return;
    const { userId } = keptAs;
    if (keptAs.sendId !== null) store.forgetSend(userId, delivery.ticketId, keptAs.sendId);
    // A caption is the stored draft until its files went, unless something else was typed since.
    if (delivery.kind === 'media' && store.loadDraft(userId, delivery.ticketId) === delivery.caption)
      store.saveDraft(userId, delivery.ticketId, '');
  }
  // Forgotten from the request's answer, not from the entry: an entry stopped with its conversation is not told.
  const deliver = fromPromise<unknown, DeliverInput>(async ({ input }) => {
    const answer = await send(input.delivery);
    forgetKept(input.delivery, input.keptAs);
    return answer;
  });
  return setup({
    types: {
      input: typeOf<ComposerInput>(),
      context: typeOf<ComposerContext>(),
      events: typeOf<ComposerEvent>(),
      emitted: typeOf<MachineEmitted>(),
    },
    actors: { outboxEntry: outboxEntryMachine.provide({ actors: { deliver } }) },
    guards: {
      canSend: ({ context }) => context.canSend,
      cannotSend: ({ context }) => !context.canSend,
      isEdit: ({ context, event }) => {
        assertEvent(event, 'composer.type');
        return event.text !== context.draft;
      },
      /** A second Enter or click finds the draft already taken by the first: nothing is sent twice. */
      hasTextToSend: ({ context, event }) => {
        assertEvent(event, 'composer.send');
        return hasText(context.draft) && hasText(event.body);
      },
      hasNewFiles: ({ context, event }) => {
        assertEvent(event, 'composer.sendMedia');
        return (
          event.files.length > 0 &&
          !context.outbox.some((item) => item.files !== null && sameFiles(item.files, event.files))
        );
      },
      isInOutbox: ({ context, event }) => {
        assertEvent(event, ['outbox.retry', 'outbox.discard']);
        return itemOf(context, event.id) !== undefined;
      },
    },
    actions: {
      assignCanSend: assign(({ event }) => {
        assertEvent(event, 'ticket.changed');
        return { canSend: event.canSend };
      }),
      assignDraft: assign(({ event }) => {
        assertEvent(event, 'composer.type');
        return { draft: event.text };
      }),
      persistDraft: ({ context }) => store.saveDraft(context.userId, context.ticketId, context.draft),
      assignReply: assign(({ event }) => {
        assertEvent(event, 'composer.reply');
        return { replyTo: event.message };
      }),
      clearReply: assign({ replyTo: null }),
      assignSign: assign(({ event }) => {
        assertEvent(event, 'composer.sign');
        return { sign: event.sign };
      }),
      persistSign: ({ context }) => store.saveSign(context.userId, context.sign),
      /** The text leaves the input for the outbox; the stored copy stays until it is sent (see the header). */
      queueText: assign(({ context, event, spawn }) => {
        assertEvent(event, 'composer.send');
        const id = `outbox.${context.sent + 1}`;
        const delivery: Delivery = {
          kind: 'text',
          ticketId: context.ticketId,
          body: event.body,
          quotedMsg: context.replyTo,
        };
        const kept: StoredSend = { id: newSendId(), body: event.body, quotedMsg: context.replyTo };
        // Kept before the request leaves, so an answer as quick as it likes finds it to forget.
        store.keepSend(context.userId, context.ticketId, kept);
        const keptAs = { userId: context.userId, sendId: kept.id };
        const entry = spawn('outboxEntry', { id, input: { id, delivery, keptAs } });
        return {
          outbox: [...context.outbox, { id, entry, files: null }],
          sent: context.sent + 1,
          draft: '',
          replyTo: null,
        };
      }),
      queueMedia: assign(({ context, event, spawn }) => {
        assertEvent(event, 'composer.sendMedia');
        const id = `outbox.${context.sent + 1}`;
        const delivery: Delivery = {
          kind: 'media',
          ticketId: context.ticketId,
          files: event.files,
          caption: event.caption,
        };
        const keptAs: KeptAs = { userId: context.userId, sendId: null };
        const entry = spawn('outboxEntry', { id, input: { id, delivery, keptAs } });
        // The caption was the draft; a multipart send carries no quoted message, so the reply target stays.
        return {
          outbox: [...context.outbox, { id, entry, files: event.files }],
          sent: context.sent + 1,
          draft: '',
        };
      }),
      forwardToEntry: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, ['outbox.retry', 'outbox.discard']);
        const item = itemOf(context, event.id);
        if (item) enqueue.sendTo(item.entry, { type: event.type });
      }),
      removeEntry: assign(({ context, event }) => {
        assertEvent(event, 'outbox.settled');
        return { outbox: context.outbox.filter((item) => item.id !== event.id) };
      }),
      /** What storage holds of an entry that went (also forgotten by its request) or was given up. Before removal. */
      forgetSettled: ({ context, event }) => {
        assertEvent(event, 'outbox.settled');
        const settled = itemOf(context, event.id)?.entry.getSnapshot().context;
        if (settled) forgetKept(settled.delivery, settled.keptAs);
      },
    },
  }).createMachine({
    id: 'composer',
    context: ({ input, spawn }) => {
      // Texts sent before a reload that the server had not confirmed: back in the outbox, failed (see the header).
      const outbox = store.loadOutbox(input.userId, input.ticketId).map((kept, i): OutboxItem => {
        const id = `outbox.${i + 1}`;
        const delivery: Delivery = {
          kind: 'text',
          ticketId: input.ticketId,
          body: kept.body,
          quotedMsg: kept.quotedMsg,
        };
        const keptAs = { userId: input.userId, sendId: kept.id };
        const entry = spawn('outboxEntry', { id, input: { id, delivery, keptAs, restored: true } });
        return { id, entry, files: null };
      });
      return {
        ticketId: input.ticketId,
        userId: input.userId,
        canSend: input.canSend,
        draft: store.loadDraft(input.userId, input.ticketId),
        replyTo: null,
        sign: store.loadSign(input.userId),
        outbox,
        sent: outbox.length,
      };
    },
    on: {
      'ticket.changed': { actions: 'assignCanSend' },
      'composer.type': { guard: 'isEdit', actions: ['assignDraft', 'persistDraft'] },
      'composer.cancelReply': { actions: 'clearReply' },
      'composer.sign': { actions: ['assignSign', 'persistSign'] },
      'outbox.discard': { guard: 'isInOutbox', actions: 'forwardToEntry' },
      'outbox.settled': { actions: ['forgetSettled', 'removeEntry'] },
    },
    initial: 'disabled',
    states: {
      disabled: {
        always: { guard: 'canSend', target: 'enabled' },
      },
      enabled: {
        always: { guard: 'cannotSend', target: 'disabled' },
        on: {
          'composer.send': {
            guard: 'hasTextToSend',
            actions: ['queueText', 'persistDraft'],
          },
          'composer.sendMedia': { guard: 'hasNewFiles', actions: 'queueMedia' },
          'composer.reply': { actions: 'assignReply' },
          'outbox.retry': { guard: 'isInOutbox', actions: 'forwardToEntry' },
        },
      },
    },
  });
}

export const composerMachine = createComposerMachine();
export type ComposerMachine = typeof composerMachine;
export type ComposerActor = ActorRefFrom<ComposerMachine>;
