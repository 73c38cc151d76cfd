import type { CrossTabHooks, SandboxCore } from './core.ts';
import { isSandboxEvent, type SandboxEvent } from './db/events.ts';

/**
 * Several tabs of one browser run the demo on one log: each tab has its own sandbox (the service worker
 * hands every request to the tab that made it), all of them store into the same IndexedDB log, and each tab posts
 * what it stored on a BroadcastChannel. The other tabs apply those events to their read models and send their own
 * sockets the frames framesOf derives, as if the event had been appended there, so two people can talk across tabs.
 *
 * Order: a seq is given by the tab that appends. Once a second tab is seen, a command that appends (every HTTP
 * request, a socket's sign of life) runs under a Web Lock on the log, after reading what the other tabs stored
 * since this tab's newest event: two tabs never give two events one seq. A tab alone takes no lock and reads
 * nothing: it only posts. The backend's own timers (the campaigns' queue) run in one tab, the holder of a second
 * lock; when it closes, another tab takes over.
 *
 * Dedup and echo: a tab never posts what it received (only what it stored itself), and an event whose seq is
 * already here is skipped when it is the same event. A seq past the next one (a message missed while loading) is
 * read from the storage; a different event under one seq (the control API or a pairing timer appending in two tabs
 * at once, outside the lock) makes the tab read the stored log back, which wins.
 */

/** The Web Locks API's part used here (navigator.locks; node tests pass an in-process one). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** A BroadcastChannel's part used here. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface CrossTabOptions {
  /** The channel's and the locks' name: one per sandbox database (default 'atende-sandbox'). */
  name?: string;
  /** Default: navigator.locks where there is one; without, no lock is taken (node tests pass their own). */
  locks?: LockManagerLike | null;
  /** Default: a BroadcastChannel of `${name}-log`. */
  channel?: ChannelLike;
}

type Message =
  | { kind: 'hello' | 'here'; tab: string }
  | { kind: 'events'; tab: string; events: SandboxEvent[] }
  | { kind: 'reset'; tab: string };

function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  if (!('tab' in value) || typeof value.tab !== 'string' || !('kind' in value)) return false;
  if (value.kind === 'events')
    return 'events' in value && Array.isArray(value.events) && value.events.every(isSandboxEvent);
  return value.kind === 'hello' || value.kind === 'here' || value.kind === 'reset';
}

export interface CrossTabLink {
  /** Whether another tab has been seen (from then on, commands take the lock). */
  readonly shared: boolean;
  /** Resolves once the events received so far are applied (tests). */
  settled(): Promise<void>;
  dispose(): void;
}

function defaultLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return null;
  const locks = navigator.locks;
  return { request: (name, callback) => locks.request(name, callback) };
}

/**
 * Links `core` to the other tabs. Call before `ready` resolves: events heard while the stored log is read are
 * applied once it is (`loaded`), those already read being skipped.
 */
export function linkTabs(
  core: SandboxCore,
  loaded: Promise<void>,
  options: CrossTabOptions = {},
): CrossTabLink {
  const name = options.name ?? 'atende-sandbox';
  const tab = Math.random().toString(36).slice(2, 10);
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const channel: ChannelLike = options.channel ?? new BroadcastChannel(`${name}-log`);
  let shared = false;
  let disposed = false;
  /** Received events are applied one batch after another, after the load. */
  let applying: Promise<void> = loaded.catch(() => undefined);

  const post = (message: Message) => {
    if (!disposed) channel.postMessage(message);
  };

  const settle = async (result: Promise<unknown>) => {
    const outcome = await result;
    if (outcome === 'gap') {
      if ((await core.catchUp()) !== 'conflict') return;
    } else if (outcome !== 'conflict') return;
    console.warn('[sandbox] two tabs appended under one seq: reading the stored log back');
    await core.reload();
  };

  const enqueue = (job: () => Promise<unknown>) => {
    applying = applying.then(() => settle(job())).catch(() => undefined);
    return applying;
  };

  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isMessage(message) || message.tab === tab) return;
    shared = true;
    if (message.kind === 'hello') post({ kind: 'here', tab });
    else if (message.kind === 'events') {
      const events = message.events;
      void enqueue(() => Promise.resolve(core.receive(events)));
    } else if (message.kind === 'reset') void enqueue(() => core.reload());
  };
  post({ kind: 'hello', tab });

  // The campaigns' queue runs in one tab: the holder of this lock (until it closes).
  let release: () => void = () => undefined;
  if (locks) {
    core.timersHere = false;
    void locks.request(`${name}-timers`, () => {
      core.timersHere = !disposed;
      return new Promise<void>((resolve) => (release = resolve));
    });
  }

  const hooks: CrossTabHooks = {
    post: (events) => post({ kind: 'events', tab, events: [...events] }),
    exclusive: (fn) => {
      if (!shared || !locks) return new Promise((resolve) => resolve(fn()));
      return locks.request(`${name}-log`, async () => {
        // What other tabs stored before this lock was granted, and anything heard but not yet applied.
        await enqueue(() => core.catchUp());
        return fn();
      });
    },
    reset: () => post({ kind: 'reset', tab }),
  };
  core.crossTab = hooks;

  return {
    get shared() {
      return shared;
    },
    settled: () => applying,
    dispose() {
      disposed = true;
      core.timersHere = false;
      release();
      if (core.crossTab === hooks) core.crossTab = null;
      channel.onmessage = null;
      channel.close();
    },
  };
}
