import { clear, createStore, entries, get, promisifyRequest, set, setMany } from 'idb-keyval';
import type { SandboxEvent } from './events.ts';

/**
 * Where the log survives a reload. Events are appended one record each (a write never re-serialises the
 * log); `get`/`set` hold the small header (seed kind, seed time). The production adapter is IndexedDB through
 * idb-keyval; tests inject `memoryLogStorage()`.
 */
export interface LogStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  /** Stores these events after the ones already stored, one record per event keyed by its seq. */
  append(events: readonly SandboxEvent[]): Promise<void>;
  /** Every appended record, oldest first (unchecked: the caller validates). */
  events(): Promise<unknown[]>;
  /**
   * The records after `seq`, oldest first: what another tab stored since (mocks/cross-tab.ts). One key-range read,
   * so a tab catching up never reads the whole log.
   */
  eventsAfter(seq: number): Promise<unknown[]>;
  clear(): Promise<void>;
}

/** Events are keyed by their (numeric) seq; the header by a string, so the two never collide. */
function eventsOf(all: readonly [IDBValidKey, unknown][]): unknown[] {
  return all
    .flatMap(([key, value]): [number, unknown][] => (typeof key === 'number' ? [[key, value]] : []))
    .sort((a, b) => a[0] - b[0])
    .map(([, value]) => value);
}

export function idbLogStorage(dbName = 'atende-sandbox', storeName = 'log'): LogStorage {
  // Opened on first use: createStore opens the database lazily, but only in a browser.
  let store: ReturnType<typeof createStore> | undefined;
  const db = () => (store ??= createStore(dbName, storeName));
  return {
    get: (key) => get<unknown>(key, db()),
    set: (key, value) => set(key, value, db()),
    append: (events) =>
      setMany(
        events.map((e): [IDBValidKey, unknown] => [e.seq, e]),
        db(),
      ),
    events: async () => eventsOf(await entries<IDBValidKey, unknown>(db())),
    // Numbers sort before strings in IndexedDB, so the range holds events only (never the header).
    eventsAfter: (seq) =>
      db()('readonly', (store) =>
        promisifyRequest<unknown[]>(store.getAll(IDBKeyRange.bound(seq, Infinity, true, true))),
      ),
    clear: () => clear(db()),
  };
}

/** The same contract in memory (tests): structuredClone stands for IndexedDB's copy on write and read. */
export function memoryLogStorage(): LogStorage & { records(): number } {
  const data = new Map<IDBValidKey, unknown>();
  return {
    get: (key) => Promise.resolve(structuredClone(data.get(key))),
    set: (key, value) => {
      data.set(key, structuredClone(value));
      return Promise.resolve();
    },
    append: (events) => {
      for (const e of events) data.set(e.seq, structuredClone(e));
      return Promise.resolve();
    },
    events: () => Promise.resolve(eventsOf([...data.entries()]).map((v) => structuredClone(v))),
    eventsAfter: (seq) =>
      Promise.resolve(
        eventsOf([...data.entries()].filter(([key]) => typeof key === 'number' && key > seq)).map((v) =>
          structuredClone(v),
        ),
      ),
    clear: () => {
      data.clear();
      return Promise.resolve();
    },
    records: () => data.size,
  };
}
