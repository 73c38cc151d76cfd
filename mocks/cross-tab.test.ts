import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxCore } from './core.ts';
import type { LockManagerLike } from './cross-tab.ts';
import { memoryLogStorage, type LogStorage } from './db/persistence.ts';
import { isSandboxEvent, type SandboxEvent } from './db/events.ts';
import { campaignRunnerOf } from './campaigns/runner.ts';
import { buildSandbox } from './sandbox.ts';
import type { BroadcastFrame } from './socket/server.ts';
import { waitFor } from './test-utils.ts';

/**
 * Two tabs of one browser on one log, so two people can talk across tabs of the demo. Two sandboxes in one process
 * stand for the two tabs: one storage (IndexedDB in the demo), a BroadcastChannel of one name (node has the global
 * one) and one lock manager (the browser's navigator.locks, here an in-process queue per name). Each tab has its own
 * origin, as each page has its own socket server and service-worker client.
 */

/** The Web Locks API's exclusive mode in one process: callbacks of one name run one after another. */
function inProcessLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

interface Tab {
  base: string;
  core: SandboxCore;
  frames: BroadcastFrame[];
  handlers: ReturnType<typeof buildSandbox>['sandbox']['handlers'];
  settled(): Promise<void>;
  shared(): boolean;
  dispose(): void;
}

let seq = 0;

function openTab(name: string, storage: LogStorage, locks: LockManagerLike | null, n: number): Tab {
  const base = `http://tab${n}.test/api`;
  const { sandbox, core, tabs } = buildSandbox({
    baseUrl: base,
    persistence: 'local',
    storage,
    crossTab: { name, locks },
  });
  // The sending queue (started once the log is read) would append deliveries of the seed's campaign in progress
  // beside what a test counts: stopped right after it starts.
  void sandbox.ready.then(() => campaignRunnerOf(core).stop());
  const frames: BroadcastFrame[] = [];
  const broadcast = core.sockets.broadcast.bind(core.sockets);
  core.sockets.broadcast = (rooms, event, payload) => {
    frames.push({ rooms: [...rooms], event, payload });
    broadcast(rooms, event, payload);
  };
  return {
    base,
    core,
    frames,
    handlers: sandbox.handlers,
    settled: async () => {
      await sandbox.ready;
      await tabs?.settled();
    },
    shared: () => tabs?.shared ?? false,
    dispose: () => sandbox.dispose(),
  };
}

async function post(base: string, path: string, token: string | null, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function signIn(tab: Tab, email: string): Promise<string> {
  const res = await post(tab.base, '/auth/login', null, { email, password: '123456' });
  expect(res.status).toBe(200);
  return (res.body as { token: string }).token;
}

const seqs = (events: readonly SandboxEvent[]) => events.map((e) => e.seq);
const chatMessages = (core: SandboxCore, chatId: number) =>
  [...core.state.tables.chatMessages.values()].filter((m) => m.chatId === chatId).map((m) => m.message);

describe('two tabs on one log (BroadcastChannel)', () => {
  const cleanup: (() => void)[] = [];
  afterEach(() => {
    for (const fn of cleanup.splice(0)) fn();
  });

  async function twoTabs(locks: LockManagerLike | null = inProcessLocks()) {
    seq += 1;
    const name = `cross-tab-test-${seq}`;
    const storage = memoryLogStorage();
    // B opens once A has written the log's header (the seed's time), as a second tab opens on a running demo.
    const a = openTab(name, storage, locks, 1);
    await a.settled();
    const b = openTab(name, storage, locks, 2);
    const server = setupServer(...a.handlers, ...b.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    cleanup.push(() => {
      server.close();
      a.dispose();
      b.dispose();
    });
    await b.settled();
    // Both have heard each other (hello / here).
    await waitFor(() => a.shared() && b.shared());
    return { a, b, storage };
  }

  it("a chat message sent in one tab is applied in the other, whose sockets get the same frames; B's answer comes back to A; nothing is echoed or doubled", async () => {
    const { a, b, storage } = await twoTabs();
    const admin = await signIn(a, 'admin@admin.com');
    const gestor = await signIn(b, 'gestor@demo.com');
    await waitFor(() => a.core.store.events().length === b.core.store.events().length);

    a.frames.length = 0;
    b.frames.length = 0;
    // What each tab posts on the channel: only what it appended itself (no echo of what it received).
    const posted = { a: 0, b: 0 };
    for (const [tab, key] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      const hooks = tab.core.crossTab;
      if (!hooks) throw new Error('linked');
      const original = hooks.post;
      hooks.post = (events) => {
        posted[key] += events.length;
        original(events);
      };
    }
    const sent = await post(a.base, '/chats/1/messages', admin, { message: 'Olá da aba A' });
    expect(sent.status).toBe(200);
    await waitFor(() => chatMessages(b.core, 1).includes('Olá da aba A'));
    await b.settled();
    // The same frames, in the same order, to the same rooms, as in the tab that appended.
    expect(b.frames.map((f) => [f.event, f.rooms])).toEqual(a.frames.map((f) => [f.event, f.rooms]));
    expect(b.frames.map((f) => f.event)).toContain('company-1-chat-1');
    expect(posted).toEqual({ a: 1, b: 0 });
    // Paula's unread count of the chat went up in B's read model too.
    const unreads = (core: SandboxCore) =>
      [...core.state.tables.chatUsers.values()].find((u) => u.chatId === 1 && u.userId === 2)?.unreads;
    expect(unreads(b.core)).toBe(unreads(a.core));

    const answered = await post(b.base, '/chats/1/messages', gestor, { message: 'Resposta da aba B' });
    expect(answered.status).toBe(200);
    await waitFor(() => chatMessages(a.core, 1).includes('Resposta da aba B'));
    await a.settled();
    await b.settled();

    // One log, each event once, in both tabs and in the storage; no tab applied its own event back.
    expect(a.core.store.events()).toEqual(b.core.store.events());
    const stored = (await storage.events()).filter(isSandboxEvent);
    const after = a.core.store.seedLength;
    expect(seqs(stored)).toEqual(seqs(a.core.store.events().slice(after)));
    expect(chatMessages(a.core, 1).filter((m) => m === 'Olá da aba A')).toHaveLength(1);
    expect(chatMessages(b.core, 1).filter((m) => m === 'Resposta da aba B')).toHaveLength(1);
    expect(posted).toEqual({ a: 1, b: 1 });
    expect(a.frames.filter((f) => f.event === 'company-1-chat-1')).toHaveLength(2);
    expect(b.frames.filter((f) => f.event === 'company-1-chat-1')).toHaveLength(2);
  });

  it('requests of both tabs at once are given one order: contiguous seqs, the same log everywhere, every message kept', async () => {
    const { a, b, storage } = await twoTabs();
    const admin = await signIn(a, 'admin@admin.com');
    const gestor = await signIn(b, 'gestor@demo.com');
    const texts = Array.from({ length: 8 }, (_, i) => i);
    await Promise.all(
      texts.flatMap((i) => [
        post(a.base, '/chats/1/messages', admin, { message: `A${i}` }),
        post(b.base, '/chats/1/messages', gestor, { message: `B${i}` }),
      ]),
    );
    await waitFor(() => a.core.store.events().length === b.core.store.events().length);
    await a.settled();
    await b.settled();
    expect(a.core.store.events()).toEqual(b.core.store.events());
    const all = seqs(a.core.store.events());
    expect(all).toEqual(all.map((_, i) => i + 1));
    const expected = texts.flatMap((i) => [`A${i}`, `B${i}`]).sort();
    expect(
      chatMessages(a.core, 1)
        .filter((m) => /^[AB]\d$/.test(m))
        .sort(),
    ).toEqual(expected);
    expect(
      chatMessages(b.core, 1)
        .filter((m) => /^[AB]\d$/.test(m))
        .sort(),
    ).toEqual(expected);
    // A reload of either tab reads exactly this log back.
    const stored = (await storage.events()).filter(isSandboxEvent);
    expect(stored).toEqual(a.core.store.events().slice(a.core.store.seedLength));
  });

  it('a ticket accepted in one tab moves in the other (its sockets get the update)', async () => {
    const { a, b } = await twoTabs();
    const admin = await signIn(a, 'admin@admin.com');
    await signIn(b, 'gestor@demo.com');
    const pending = [...a.core.state.tables.tickets.values()].find(
      (t) => t.companyId === 1 && t.status === 'pending',
    );
    if (!pending) throw new Error('the seed has a pending ticket');
    b.frames.length = 0;
    const res = await fetch(`${a.base}/tickets/${pending.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ status: 'open', userId: 1 }),
    });
    expect(res.status).toBe(200);
    await waitFor(() => b.core.state.tables.tickets.get(pending.id)?.status === 'open');
    await b.settled();
    expect(b.core.state.tables.tickets.get(pending.id)?.userId).toBe(1);
    expect(b.frames.some((f) => f.event === 'company-1-ticket')).toBe(true);
  });

  it('a tab that missed events (a gap) reads them from the storage; a repeated post is skipped', async () => {
    const { a, b } = await twoTabs();
    const admin = await signIn(a, 'admin@admin.com');
    await waitFor(() => a.core.store.events().length === b.core.store.events().length);
    // B stops hearing A for two messages, then hears only the last one.
    const post0 = a.core.crossTab?.post;
    let held: SandboxEvent[] = [];
    if (a.core.crossTab && post0)
      a.core.crossTab.post = (events) => {
        held = [...events];
      };
    await post(a.base, '/chats/1/messages', admin, { message: 'perdida 1' });
    await post(a.base, '/chats/1/messages', admin, { message: 'perdida 2' });
    if (a.core.crossTab && post0) a.core.crossTab.post = post0;
    expect(chatMessages(b.core, 1)).not.toContain('perdida 2');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cleanup.push(() => warn.mockRestore());
    post0?.(held);
    post0?.(held);
    await waitFor(() => chatMessages(b.core, 1).includes('perdida 2'));
    await b.settled();
    expect(chatMessages(b.core, 1).filter((m) => m.startsWith('perdida'))).toEqual([
      'perdida 1',
      'perdida 2',
    ]);
    expect(b.core.store.events()).toEqual(a.core.store.events());
    // Taken without reading the whole log back (that is for a conflict only).
    expect(warn).not.toHaveBeenCalled();
  });
});
