import { createStore, get, set } from 'idb-keyval';
import type { PublicFile } from './public-files.ts';

/**
 * Files uploaded through POST /messages/:ticketId (multipart `medias`). The log keeps only the message and its
 * file name, as the backend's table does; the bytes live here. With persistence they are in IndexedDB (a record
 * per file, beside the log), so an upload is still served after a reload.
 */
export interface UploadStore {
  put(name: string, file: PublicFile): Promise<void>;
  get(name: string): Promise<PublicFile | undefined>;
}

function isPublicFile(value: unknown): value is PublicFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'contentType' in value &&
    typeof value.contentType === 'string' &&
    'bytes' in value &&
    value.bytes instanceof Uint8Array
  );
}

export function memoryUploadStore(): UploadStore {
  const files = new Map<string, PublicFile>();
  return {
    put: (name, file) => {
      files.set(name, file);
      return Promise.resolve();
    },
    get: (name) => Promise.resolve(files.get(name)),
  };
}

export function idbUploadStore(dbName = 'atende-sandbox-media', storeName = 'files'): UploadStore {
  let store: ReturnType<typeof createStore> | undefined;
  const db = () => (store ??= createStore(dbName, storeName));
  // Reads after a write in the same page come from memory; IndexedDB is the copy that outlives the page.
  const memory = memoryUploadStore();
  return {
    async put(name, file) {
      await memory.put(name, file);
      try {
        await set(name, { contentType: file.contentType, bytes: file.bytes }, db());
      } catch {
        /* quota or private mode: served from memory until the page goes */
      }
    },
    async get(name) {
      const hit = await memory.get(name);
      if (hit) return hit;
      try {
        const stored: unknown = await get(name, db());
        if (!isPublicFile(stored)) return undefined;
        // IndexedDB hands back a Uint8Array over a plain ArrayBuffer; copying gives it the precise type.
        const file = { contentType: stored.contentType, bytes: new Uint8Array(stored.bytes) };
        await memory.put(name, file);
        return file;
      } catch {
        return undefined;
      }
    },
  };
}

const stores = new WeakMap<object, UploadStore>();

/** The upload store of one sandbox (keyed by its core), made on first use according to its persistence. */
export function uploadsOf(owner: object, persistence: 'local' | 'none'): UploadStore {
  let store = stores.get(owner);
  if (!store) {
    store = persistence === 'local' ? idbUploadStore() : memoryUploadStore();
    stores.set(owner, store);
  }
  return store;
}

/** The stored name of an upload, as the backend names it: a unique stamp, then the original name made safe. */
export function uploadName(stamp: number, original: string): string {
  const safe = original.replace(/[^\w.-]+/g, '_').slice(-80) || 'file';
  return `${stamp}-${safe}`;
}
