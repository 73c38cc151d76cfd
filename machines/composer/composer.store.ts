/**
 * Where the composer keeps what must survive a reload: the draft of each ticket, the texts sent from it that the
 * server has not confirmed (the outbox), and the sign option (S1 §3: "the sign-message option (default on)"). All
 * are per signed-in user, so two people sharing a browser never see each other's drafts, and drafts and outboxes are
 * keyed by their ticket, so they are never carried into another one. What comes back from storage is parsed: a stale
 * or foreign value is ignored, never trusted.
 *
 * A kept send holds the whole quoted message (it goes out as the reference frontend sends it, S1 §7). The message's
 * schema is src/api's (one definition of the entity, with its repairs); machines take no runtime value from src/, so
 * the app hands it in where it creates the store.
 */
import * as v from 'valibot';
import type { Message } from '../../src/api/schemas/index.ts';

/** A text on its way out, as it is kept until the server took it or the user gave it up. */
export interface StoredSend {
  /** This send's own id (two equal texts are two sends). */
  id: string;
  /** As it goes out (signed when signing was on). */
  body: string;
  quotedMsg: Message | null;
}

export interface ComposerStore {
  loadDraft(userId: number, ticketId: number): string;
  /** An empty text removes the draft. */
  saveDraft(userId: number, ticketId: number, text: string): void;
  /** Oldest first. */
  loadOutbox(userId: number, ticketId: number): StoredSend[];
  /** Adds a send at the end. */
  keepSend(userId: number, ticketId: number, send: StoredSend): void;
  /** Removes a send (nothing when it is gone already); the last one takes the stored outbox with it. */
  forgetSend(userId: number, ticketId: number, id: string): void;
  loadSign(userId: number): boolean;
  saveSign(userId: number, sign: boolean): void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (userId: number, ticketId: number) => `composerDraft:${userId}:${ticketId}`;
export const outboxKey = (userId: number, ticketId: number) => `composerOutbox:${userId}:${ticketId}`;
export const signKey = (userId: number) => `signMessage:${userId}`;

/** Reads a stored message back (src/api's MessageSchema in the app). */
export type MessageSchemaPort = v.GenericSchema<unknown, Message>;

const DraftSchema = v.object({ text: v.string() });
const outboxSchema = (messageSchema: MessageSchemaPort) =>
  v.array(v.object({ id: v.string(), body: v.string(), quotedMsg: v.nullable(messageSchema) }));
const SignSchema = v.boolean();

function read<S extends v.GenericSchema>(storage: KeyValueStorage, key: string, schema: S) {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** Storage can refuse a write (quota, private mode): the composer keeps working, the draft only lives in memory. */
function write(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    /* nothing to do: losing persistence must not lose the send */
  }
}

export function createComposerStore(
  storage: KeyValueStorage,
  messageSchema: MessageSchemaPort,
): ComposerStore {
  const OutboxSchema = outboxSchema(messageSchema);
  const loadOutbox = (userId: number, ticketId: number): StoredSend[] =>
    read(storage, outboxKey(userId, ticketId), OutboxSchema) ?? [];
  const saveOutbox = (userId: number, ticketId: number, sends: readonly StoredSend[]) => {
    if (sends.length === 0) storage.removeItem(outboxKey(userId, ticketId));
    else write(storage, outboxKey(userId, ticketId), sends);
  };
  return {
    loadDraft: (userId, ticketId) => read(storage, draftKey(userId, ticketId), DraftSchema)?.text ?? '',
    saveDraft: (userId, ticketId, text) => {
      if (text === '') storage.removeItem(draftKey(userId, ticketId));
      else write(storage, draftKey(userId, ticketId), { text });
    },
    loadOutbox,
    keepSend: (userId, ticketId, send) =>
      saveOutbox(userId, ticketId, [...loadOutbox(userId, ticketId), send]),
    forgetSend: (userId, ticketId, id) => {
      const sends = loadOutbox(userId, ticketId);
      if (sends.some((send) => send.id === id))
        saveOutbox(
          userId,
          ticketId,
          sends.filter((send) => send.id !== id),
        );
    },
    // S1 §3: on by default.
    loadSign: (userId) => read(storage, signKey(userId), SignSchema) ?? true,
    saveSign: (userId, sign) => write(storage, signKey(userId), sign),
  };
}

/** No persistence (the default of the machine, and tests that do not look at storage). */
export const memoryOnlyStore: ComposerStore = {
  loadDraft: () => '',
  saveDraft: () => undefined,
  loadOutbox: () => [],
  keepSend: () => undefined,
  forgetSend: () => undefined,
  loadSign: () => true,
  saveSign: () => undefined,
};
