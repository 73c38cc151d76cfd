/**
 * Where the composer keeps what must survive a reload: the draft of each ticket and the sign option (S1 §3: "the
 * sign-message option (default on)"). Both are per signed-in user, so two people sharing a browser never see each
 * other's drafts, and a draft is keyed by its ticket, so it is never carried into another one. What comes back from
 * storage is parsed: a stale or foreign value is ignored, never trusted.
 */
import * as v from 'valibot';

export interface ComposerStore {
  loadDraft(userId: number, ticketId: number): string;
  /** An empty text removes the draft. */
  saveDraft(userId: number, ticketId: number, text: string): void;
  loadSign(userId: number): boolean;
  saveSign(userId: number, sign: boolean): void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (userId: number, ticketId: number) => `composerDraft:${userId}:${ticketId}`;
export const signKey = (userId: number) => `signMessage:${userId}`;

const DraftSchema = v.object({ text: v.string() });
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

export function createComposerStore(storage: KeyValueStorage): ComposerStore {
  return {
    loadDraft: (userId, ticketId) => read(storage, draftKey(userId, ticketId), DraftSchema)?.text ?? '',
    saveDraft: (userId, ticketId, text) => {
      if (text === '') storage.removeItem(draftKey(userId, ticketId));
      else write(storage, draftKey(userId, ticketId), { text });
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
  loadSign: () => true,
  saveSign: () => undefined,
};
