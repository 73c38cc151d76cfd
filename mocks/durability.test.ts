import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLogStorage, type LogStorage } from './db/persistence.ts';
import type { SandboxEvent } from './db/events.ts';
import { buildSandbox, type Sandbox } from './sandbox.ts';
import { sendApart, type SandboxCore } from './core.ts';
import type { BroadcastFrame } from './socket/server.ts';
import { BASE, call, connect, login, sleep, T0, waitFor } from './test-utils.ts';

/**
 * The sandbox stores before it answers, as a backend does. With persistence, no socket frame goes out and no HTTP
 * answer is sent before the events they report are in the storage, so a reload at any moment loses nothing the page
 * was shown. The storage here is held shut on demand, as a slow disk would hold a write.
 */

interface Gate {
  storage: LogStorage;
  /** Every append, as the seqs it stored. */
  appends: number[][];
  /** Seqs stored so far (after the gate let them through). */
  stored(): Promise<number[]>;
  hold(): void;
  release(): void;
  /** The next append fails (quota, private mode). */
  failNext(): void;
}

function gatedStorage(): Gate {
  const inner = memoryLogStorage();
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  let failing = false;
  const appends: number[][] = [];
  const storage: LogStorage = {
    ...inner,
    append: async (events: readonly SandboxEvent[]) => {
      appends.push(events.map((e) => e.seq));
      await gate;
      if (failing) {
        failing = false;
        throw new Error('QuotaExceededError');
      }
      await inner.append(events);
    },
  };
  return {
    storage,
    appends,
    stored: async () =>
      (await inner.events()).flatMap((e) =>
        typeof e === 'object' && e !== null && 'seq' in e && typeof e.seq === 'number' ? [e.seq] : [],
      ),
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
    failNext: () => (failing = true),
  };
}

describe('the sandbox stores before it answers or emits', () => {
  let close: (() => void) | undefined;
  afterEach(() => {
    close?.();
    close = undefined;
  });

  async function start(): Promise<{
    sandbox: Sandbox;
    core: SandboxCore;
    gate: Gate;
    frames: BroadcastFrame[];
  }> {
    const gate = gatedStorage();
    const { sandbox, core } = buildSandbox({
      baseUrl: BASE,
      now: () => T0,
      persistence: 'local',
      storage: gate.storage,
    });
    const server = setupServer(...sandbox.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    close = () => {
      server.close();
      sandbox.dispose();
    };
    await sandbox.ready;
    const frames: BroadcastFrame[] = [];
    core.sockets.tap((f) => frames.push(f));
    return { sandbox, core, gate, frames };
  }

  const ticketOf = (sandbox: Sandbox) => {
    const t = sandbox.control.rows('tickets', 1).find((x) => x.status === 'open' && x.userId === 1);
    if (!t) throw new Error('seed: no open ticket of the admin');
    return t;
  };
  const lastSeq = (sandbox: Sandbox) => sandbox.control.events().at(-1)?.seq ?? 0;

  it("a contact's message goes out on the socket only once its event is stored", async () => {
    const { sandbox, gate, frames } = await start();
    const ticket = ticketOf(sandbox);
    gate.hold();
    sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'um' });
    const seq = lastSeq(sandbox);
    await sleep(30);
    expect(frames).toEqual([]);
    expect(await gate.stored()).not.toContain(seq);

    gate.release();
    await waitFor(() => frames.length > 0);
    expect(await gate.stored()).toContain(seq);
    expect(frames.some((f) => f.event === 'company-1-appMessage')).toBe(true);
  });

  it('frames go out in the order of their events, across writes; a burst is one write', async () => {
    const { sandbox, core, gate, frames } = await start();
    const ticket = ticketOf(sandbox);
    gate.hold();
    const bodies = ['um', 'dois', 'três'];
    for (const body of bodies) sandbox.control.incomingMessage({ ticketId: ticket.id, body });
    // While the first write waits, two more come, one task each: they wait for it, and go in one write together.
    await sleep(5);
    sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'quatro' });
    sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'cinco' });
    await sleep(30);
    expect(frames).toEqual([]);
    gate.release();
    await core.persisted();
    const created = frames
      .filter((f) => f.event === 'company-1-appMessage')
      .flatMap((f) =>
        typeof f.payload === 'object' &&
        f.payload !== null &&
        'action' in f.payload &&
        f.payload.action === 'create' &&
        'message' in f.payload &&
        typeof f.payload.message === 'object' &&
        f.payload.message !== null &&
        'body' in f.payload.message
          ? [f.payload.message.body]
          : [],
      );
    expect(created).toEqual([...bodies, 'quatro', 'cinco']);
    expect(gate.appends.map((a) => a.length)).toEqual([3, 2]);
  });

  it("a burst stored in one write goes out one change per task, as a real socket's messages arrive", async () => {
    const { sandbox, core, gate, frames } = await start();
    const ticket = ticketOf(sandbox);
    gate.hold();
    for (const body of ['um', 'dois', 'três']) sandbox.control.incomingMessage({ ticketId: ticket.id, body });
    gate.release();
    await core.persisted();
    // persisted() means stored and sent: every frame is out when it resolves.
    expect(frames.filter((f) => f.event === 'company-1-appMessage')).toHaveLength(3);
  });

  it('sendApart: the first now, each next one in a task of its own, in order, resolved after the last', async () => {
    const ran: string[] = [];
    const queued: (() => void)[] = [];
    let done = false;
    const all = sendApart([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')], (run) =>
      queued.push(run),
    ).then(() => (done = true));
    expect(ran).toEqual(['a']);
    queued.shift()?.();
    expect(ran).toEqual(['a', 'b']);
    await Promise.resolve();
    expect(done).toBe(false);
    queued.shift()?.();
    await all;
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(queued).toEqual([]);
    // Nothing to send resolves at once; a throw does not stop the next one.
    await sendApart([]);
    const after: string[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await sendApart(
      [
        () => {
          throw new Error('a socket gone');
        },
        () => after.push('next'),
      ],
      (run) => queueMicrotask(run),
    );
    expect(after).toEqual(['next']);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('an HTTP answer waits until the events it reports are stored', async () => {
    const { sandbox, gate } = await start();
    const { token } = await login('admin@admin.com');
    const ticket = ticketOf(sandbox);

    gate.hold();
    let answered = false;
    const sent = call('POST', `/messages/${ticket.id}`, { token, body: { body: 'Resposta guardada' } }).then(
      (r) => {
        answered = true;
        return r;
      },
    );
    await waitFor(() => sandbox.control.events().at(-1)?.type === 'message.created');
    const seq = lastSeq(sandbox);
    await sleep(30);
    expect(answered).toBe(false);

    gate.release();
    expect((await sent).status).toBe(200);
    expect(await gate.stored()).toContain(seq);

    // A read reports what a control made: it too waits for that to be stored.
    gate.hold();
    sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'Lida depois de guardada' });
    const incoming = lastSeq(sandbox);
    let read = false;
    const list = call('GET', `/messages/${ticket.id}?pageNumber=1`, { token }).then((r) => {
      read = true;
      return r;
    });
    await sleep(30);
    expect(read).toBe(false);
    gate.release();
    expect((await list).status).toBe(200);
    expect(await gate.stored()).toContain(incoming);
  });

  it('persisted() resolves once everything appended so far is stored, with the newest seq', async () => {
    const { sandbox, gate } = await start();
    const ticket = ticketOf(sandbox);
    gate.hold();
    sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'um' });
    sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'dois' });
    const seq = lastSeq(sandbox);
    let done: { seq: number } | undefined;
    const persisted = sandbox.control.persisted().then((r) => (done = r));
    await sleep(30);
    expect(done).toBeUndefined();
    gate.release();
    await persisted;
    expect(done).toEqual({ seq });
    expect(await gate.stored()).toContain(seq);
  });

  it('a socket control called after a change acts after that change is out (a raw frame, a drop)', async () => {
    const { sandbox, gate } = await start();
    const { token } = await login('admin@admin.com');
    const ticket = ticketOf(sandbox);
    const socket = connect(token);
    try {
      const heard: string[] = [];
      socket.onAny((event: string) => heard.push(event));
      await waitFor(() => heard.includes('ready'));
      socket.emit('joinChatBox', String(ticket.id));
      await sleep(20);

      gate.hold();
      sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'antes do marcador' });
      sandbox.control.emit('sandbox.marker', { n: 1 });
      await sleep(30);
      expect(heard).not.toContain('sandbox.marker');
      gate.release();
      await waitFor(() => heard.includes('sandbox.marker'));
      const marker = heard.indexOf('sandbox.marker');
      // The message's frame was sent at all (indexOf -1 would pass the order check below), and before the marker.
      expect(heard).toContain('company-1-appMessage');
      expect(heard.indexOf('company-1-appMessage')).toBeLessThan(marker);
    } finally {
      socket.close();
    }
  });

  it('a failed write (quota) still sends its frames, and later writes go on', async () => {
    const { sandbox, core, gate, frames } = await start();
    const ticket = ticketOf(sandbox);
    gate.failNext();
    sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'não coube' });
    await core.persisted();
    expect(frames.length).toBeGreaterThan(0);
    const before = frames.length;
    sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'coube' });
    const seq = lastSeq(sandbox);
    await core.persisted();
    expect(frames.length).toBeGreaterThan(before);
    expect(await gate.stored()).toContain(seq);
  });
});

describe('a reload while the sending queue runs', () => {
  it('the queue appends nothing before the stored log is read back (its seqs would overwrite stored events)', async () => {
    const inner = memoryLogStorage();
    let readsOpen: () => void = () => undefined;
    const reads = new Promise<void>((resolve) => (readsOpen = resolve));
    const appendsBeforeReady: number[][] = [];
    let ready = false;
    const storage: LogStorage = {
      ...inner,
      // The stored log is slow to read (a busy disk at a reload): the queue's timer fires meanwhile.
      get: async (key) => {
        await reads;
        return inner.get(key);
      },
      append: async (events) => {
        if (!ready) appendsBeforeReady.push(events.map((e) => e.seq));
        await inner.append(events);
      },
    };
    // The real clock: the seed's campaign in progress (EM_ANDAMENTO) is due, and the queue runs by itself.
    const { sandbox } = buildSandbox({ baseUrl: BASE, persistence: 'local', storage });
    try {
      await sleep(1200);
      readsOpen();
      await sandbox.ready;
      ready = true;
      expect(appendsBeforeReady).toEqual([]);
    } finally {
      sandbox.dispose();
    }
  });
});
