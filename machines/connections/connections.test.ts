import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { WhatsappSchema, type Whatsapp } from '../../src/api/schemas/index.ts';
import { EffectsBus } from '../../src/session/effects.ts';
import type { MachineEmitted } from '../common/emitted.ts';
import type { FetchPageInput, PageResult } from '../paged-list/paged-list.machine.ts';
import { connectionListMachine, connectionsMachine } from './connections.machine.ts';

const wa = (id: number, status: string, extra: Record<string, unknown> = {}): Whatsapp =>
  v.parse(WhatsappSchema, { id, name: `wa${id}`, status, updatedAt: '2026-01-01T00:00:00.000Z', ...extra });

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function start(loads: (() => Promise<Whatsapp[]>)[]) {
  let n = 0;
  const clock = new SimulatedClock();
  const machine = connectionsMachine.provide({
    actors: {
      connectionList: connectionListMachine.provide({
        actors: {
          fetchPage: fromPromise<PageResult<Whatsapp>, FetchPageInput<null>>(async () => {
            const load = loads[Math.min(n, loads.length - 1)];
            n++;
            return { items: load ? await load() : [], hasMore: false };
          }),
        },
      }),
    },
  });
  const emitted: MachineEmitted[] = [];
  // What the list child emits reaches the app's effects the way the binding attaches it: through inspect.
  const effects = new EffectsBus();
  effects.setSink({ notify: (e) => emitted.push(e), navigate: (e) => emitted.push(e) });
  const actor = createActor(machine, { clock, inspect: effects.inspect });
  actor.start();
  return {
    actor,
    clock,
    emitted,
    loads: () => n,
    ctx: () => actor.getSnapshot().context,
    list: () => actor.getSnapshot().context.list.getSnapshot(),
  };
}

describe('connectionsMachine', () => {
  it('loads the list through the paged-list child; the warning is raised only after 2000 ms', async () => {
    const { actor, clock, ctx, list } = start([() => Promise.resolve([wa(1, 'CONNECTED'), wa(2, 'qrcode')])]);
    await flush();
    expect(list().matches('ready')).toBe(true);
    expect(ctx().connections.map((c) => c.id)).toEqual([1, 2]);
    expect(actor.getSnapshot().value).toBe('pending');
    expect(ctx().warning).toBe(false);
    clock.increment(1999);
    expect(ctx().warning).toBe(false);
    clock.increment(1);
    expect(ctx().warning).toBe(true);
  });

  it('every problem status raises it; CONNECTED does not, nor does an empty list', async () => {
    for (const status of ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING']) {
      const { clock, ctx } = start([() => Promise.resolve([wa(1, status)])]);
      await flush();
      clock.increment(2000);
      expect(ctx().warning).toBe(true);
    }
    for (const items of [[wa(1, 'CONNECTED')], []]) {
      const { actor, clock, ctx } = start([() => Promise.resolve(items)]);
      await flush();
      clock.increment(5000);
      expect(actor.getSnapshot().value).toBe('clear');
      expect(ctx().warning).toBe(false);
    }
  });

  it('the warning drops at once when no problem is left, and a short blip never raises it', async () => {
    const { actor, clock, ctx } = start([() => Promise.resolve([wa(1, 'DISCONNECTED')])]);
    await flush();
    clock.increment(2000);
    expect(ctx().warning).toBe(true);
    actor.send({ type: 'server.whatsappSession.updated', session: { id: 1, status: 'CONNECTED' } });
    expect(ctx().warning).toBe(false);
    actor.send({ type: 'server.whatsappSession.updated', session: { id: 1, status: 'OPENING' } });
    expect(actor.getSnapshot().value).toBe('pending');
    clock.increment(1500);
    actor.send({ type: 'server.whatsappSession.updated', session: { id: 1, status: 'CONNECTED' } });
    expect(actor.getSnapshot().value).toBe('clear');
    clock.increment(1000);
    expect(ctx().warning).toBe(false);
  });

  it('one connection leaving the problem status while another stays in it keeps the 2 s delay running', async () => {
    const { actor, clock, ctx } = start([() => Promise.resolve([wa(1, 'qrcode'), wa(2, 'TIMEOUT')])]);
    await flush();
    clock.increment(1500);
    actor.send({ type: 'server.whatsappSession.updated', session: { id: 1, status: 'CONNECTED' } });
    clock.increment(499);
    expect(ctx().warning).toBe(false);
    clock.increment(1);
    expect(ctx().warning).toBe(true);
  });

  it('a session update changes only status, updatedAt, qrcode and retries of that connection', async () => {
    const { actor, list } = start([
      () => Promise.resolve([wa(1, 'CONNECTED', { greetingMessage: 'oi' }), wa(2, 'CONNECTED')]),
    ]);
    await flush();
    actor.send({
      type: 'server.whatsappSession.updated',
      session: { id: 1, status: 'qrcode', updatedAt: '2026-02-02T00:00:00.000Z', qrcode: 'QR', retries: 2 },
    });
    expect(list().context.items[0]).toEqual({
      ...wa(1, 'qrcode', { greetingMessage: 'oi' }),
      updatedAt: '2026-02-02T00:00:00.000Z',
      qrcode: 'QR',
      retries: 2,
    });
    expect(list().context.items[1]).toEqual(wa(2, 'CONNECTED'));
    // A frame with only the status keeps the other three as they were.
    actor.send({ type: 'server.whatsappSession.updated', session: { id: 1, status: 'CONNECTED' } });
    expect(list().context.items[0]).toEqual({
      ...wa(1, 'CONNECTED', { greetingMessage: 'oi' }),
      updatedAt: '2026-02-02T00:00:00.000Z',
      qrcode: 'QR',
      retries: 2,
    });
  });

  it('applies connection upserts and deletes to the list', async () => {
    const { actor, ctx } = start([() => Promise.resolve([wa(1, 'CONNECTED')])]);
    await flush();
    actor.send({ type: 'server.whatsapp.updated', whatsapp: wa(3, 'CONNECTED') });
    actor.send({ type: 'server.whatsapp.updated', whatsapp: wa(1, 'CONNECTED', { name: 'renamed' }) });
    expect(ctx().connections.map((c) => [c.id, c.name])).toEqual([
      [3, 'wa3'],
      [1, 'renamed'],
    ]);
    actor.send({ type: 'server.whatsapp.deleted', whatsappId: 3 });
    expect(ctx().connections.map((c) => c.id)).toEqual([1]);
  });

  it('deleting the only connection in a problem status drops the warning', async () => {
    const { actor, clock, ctx } = start([() => Promise.resolve([wa(1, 'CONNECTED'), wa(2, 'PAIRING')])]);
    await flush();
    clock.increment(2000);
    expect(ctx().warning).toBe(true);
    actor.send({ type: 'server.whatsapp.deleted', whatsappId: 2 });
    expect(ctx().warning).toBe(false);
  });

  it('a live event heard while the list loads is applied on top of it', async () => {
    const load = deferred<Whatsapp[]>();
    const { actor, ctx } = start([() => load.promise]);
    actor.send({ type: 'server.whatsappSession.updated', session: { id: 1, status: 'TIMEOUT' } });
    load.resolve([wa(1, 'CONNECTED')]);
    await flush();
    expect(ctx().connections.map((c) => c.status)).toEqual(['TIMEOUT']);
    expect(actor.getSnapshot().value).toBe('pending');
  });

  it('refetches on connection.restored', async () => {
    const { actor, ctx, loads } = start([
      () => Promise.resolve([wa(1, 'CONNECTED')]),
      () => Promise.resolve([wa(1, 'TIMEOUT'), wa(2, 'CONNECTED')]),
    ]);
    await flush();
    actor.send({ type: 'connection.restored' });
    await flush();
    expect(loads()).toBe(2);
    expect(ctx().connections.map((c) => c.status)).toEqual(['TIMEOUT', 'CONNECTED']);
    expect(actor.getSnapshot().value).toBe('pending');
  });

  it('a reconnect heard while the list loads refetches once the load is in', async () => {
    const first = deferred<Whatsapp[]>();
    const { actor, ctx, loads } = start([() => first.promise, () => Promise.resolve([wa(2, 'CONNECTED')])]);
    actor.send({ type: 'connection.restored' });
    first.resolve([wa(1, 'CONNECTED')]);
    await flush();
    await flush();
    expect(loads()).toBe(2);
    expect(ctx().connections.map((c) => c.id)).toEqual([2]);
  });

  it('a failed load notifies the error, and the next reconnect loads again', async () => {
    const failure = new Error('500');
    const { actor, emitted, ctx, list } = start([
      () => Promise.reject(failure),
      () => Promise.resolve([wa(1, 'CONNECTED')]),
    ]);
    await flush();
    expect(list().matches('failed')).toBe(true);
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
    actor.send({ type: 'connection.restored' });
    await flush();
    expect(ctx().connections).toHaveLength(1);
  });
});
