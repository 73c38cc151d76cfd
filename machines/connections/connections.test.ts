import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { WhatsappSchema, type Whatsapp } from '../../src/api/schemas/index.ts';
import type { MachineEmitted } from '../common/emitted.ts';
import { connectionsMachine } from './connections.machine.ts';

const wa = (id: number, status: string, extra: Record<string, unknown> = {}): Whatsapp =>
  v.parse(WhatsappSchema, { id, name: `wa${id}`, status, updatedAt: '2026-01-01T00:00:00.000Z', ...extra });

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(loads: (() => Promise<Whatsapp[]>)[]) {
  let n = 0;
  const clock = new SimulatedClock();
  const machine = connectionsMachine.provide({
    actors: {
      loadConnections: fromPromise<Whatsapp[], void>(() => {
        const load = loads[Math.min(n, loads.length - 1)];
        n++;
        return load ? load() : Promise.resolve([]);
      }),
    },
  });
  const actor = createActor(machine, { clock });
  const emitted: MachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, emitted, loads: () => n, ctx: () => actor.getSnapshot().context };
}

describe('connectionsMachine', () => {
  it('loads the list; the warning is raised only after 2000 ms', async () => {
    const { actor, clock, ctx } = start([() => Promise.resolve([wa(1, 'CONNECTED'), wa(2, 'qrcode')])]);
    await flush();
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(ctx().connections.map((c) => c.id)).toEqual([1, 2]);
    expect(ctx().warning).toBe(false);
    clock.increment(1999);
    expect(ctx().warning).toBe(false);
    clock.increment(1);
    expect(ctx().warning).toBe(true);
  });

  it('every problem status raises it; CONNECTED does not', async () => {
    for (const status of ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING']) {
      const { clock, ctx } = start([() => Promise.resolve([wa(1, status)])]);
      await flush();
      clock.increment(2000);
      expect(ctx().warning).toBe(true);
    }
    const { clock, ctx } = start([() => Promise.resolve([wa(1, 'CONNECTED')])]);
    await flush();
    clock.increment(5000);
    expect(ctx().warning).toBe(false);
  });

  it('the warning drops at once when no problem is left, and a short blip never raises it', async () => {
    const { actor, clock, ctx } = start([() => Promise.resolve([wa(1, 'DISCONNECTED')])]);
    await flush();
    clock.increment(2000);
    expect(ctx().warning).toBe(true);
    actor.send({ type: 'server.whatsappSession.updated', session: { id: 1, status: 'CONNECTED' } });
    expect(ctx().warning).toBe(false);
    actor.send({ type: 'server.whatsappSession.updated', session: { id: 1, status: 'OPENING' } });
    clock.increment(1500);
    actor.send({ type: 'server.whatsappSession.updated', session: { id: 1, status: 'CONNECTED' } });
    clock.increment(1000);
    expect(ctx().warning).toBe(false);
  });

  it('a session update changes only status, updatedAt, qrcode and retries of that connection', async () => {
    const { actor, ctx } = start([
      () => Promise.resolve([wa(1, 'CONNECTED', { greetingMessage: 'oi' }), wa(2, 'CONNECTED')]),
    ]);
    await flush();
    actor.send({
      type: 'server.whatsappSession.updated',
      session: { id: 1, status: 'qrcode', updatedAt: '2026-02-02T00:00:00.000Z', qrcode: 'QR', retries: 2 },
    });
    expect(ctx().connections[0]).toEqual({
      ...wa(1, 'qrcode', { greetingMessage: 'oi' }),
      updatedAt: '2026-02-02T00:00:00.000Z',
      qrcode: 'QR',
      retries: 2,
    });
    expect(ctx().connections[1]).toEqual(wa(2, 'CONNECTED'));
  });

  it('applies connection upserts and deletes', async () => {
    const { actor, ctx } = start([() => Promise.resolve([wa(1, 'CONNECTED')])]);
    await flush();
    actor.send({ type: 'server.whatsapp.updated', whatsapp: wa(3, 'OPENING') });
    actor.send({ type: 'server.whatsapp.updated', whatsapp: wa(1, 'CONNECTED', { name: 'renamed' }) });
    expect(ctx().connections.map((c) => [c.id, c.name])).toEqual([
      [3, 'wa3'],
      [1, 'renamed'],
    ]);
    actor.send({ type: 'server.whatsapp.deleted', whatsappId: 3 });
    expect(ctx().connections.map((c) => c.id)).toEqual([1]);
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
  });

  it('a failed load notifies the error and retries on connections.reload', async () => {
    const failure = new Error('500');
    const { actor, emitted, ctx } = start([
      () => Promise.reject(failure),
      () => Promise.resolve([wa(1, 'CONNECTED')]),
    ]);
    await flush();
    expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
    actor.send({ type: 'connections.reload' });
    await flush();
    expect(ctx().connections).toHaveLength(1);
  });
});
