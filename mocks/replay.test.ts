import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, emptyState } from './db/projection.ts';
import { framesOf } from './socket/frames.ts';
import type { BroadcastFrame } from './socket/server.ts';
import { replay } from './db/projection.ts';
import { call, connect, login, runTicketStep, startHarness, ticketStep, waitFor } from './test-utils.ts';

/** One step of a random Tags scenario: the screen's writes, a ticket's tag editor, and a change from elsewhere. */
type TagStep =
  | { kind: 'create'; name: number; color: number }
  | { kind: 'update'; pick: number; name: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'sync'; ticket: number; picks: number[] }
  | { kind: 'elsewhere'; pick: number; color: number };

const tagStep: fc.Arbitrary<TagStep> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), name: fc.nat(5), color: fc.nat(3) }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(200), name: fc.nat(5) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(200) }),
  fc.record({
    kind: fc.constant('sync' as const),
    ticket: fc.nat(200),
    picks: fc.array(fc.nat(200), { maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('elsewhere' as const), pick: fc.nat(200), color: fc.nat(3) }),
);
const COLORS = ['#A4CCCC', '#e53935', '#43a047', '#1e88e5'];

/**
 * The socket stream is a projection of the log: what the server broadcast live during a random scenario is,
 * frame for frame, framesOf over the log replayed from nothing.
 */
describe('socket frames are a projection of the log', () => {
  it('frames broadcast live = framesOf over the replayed log', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ticketStep, { minLength: 1, maxLength: 12 }), async (steps) => {
        const h = startHarness();
        try {
          const { token, userId } = await login('admin@admin.com');
          const live: BroadcastFrame[] = [];
          h.core.sockets.tap((f) => live.push(f));
          const start = h.core.store.events().length;
          for (const step of steps) await runTicketStep(h, token, userId, step);

          let state = emptyState();
          const replayed: BroadcastFrame[] = [];
          for (const event of h.core.store.events()) {
            const after = apply(state, event);
            if (event.seq > start) replayed.push(...framesOf(event, state, after));
            state = after;
          }
          expect(replayed).toEqual(live);
        } finally {
          h.close();
        }
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it('tags: frames broadcast live = framesOf over the replayed log, and the replayed state is the live one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(tagStep, { minLength: 1, maxLength: 10 }), async (steps) => {
        const h = startHarness();
        try {
          const { token } = await login('admin@admin.com');
          const live: BroadcastFrame[] = [];
          h.core.sockets.tap((f) => live.push(f));
          const start = h.core.store.events().length;
          const c = h.sandbox.control;
          const tagIds = () => c.rows('tags', 1).map((t) => t.id);
          const pick = (ids: number[], n: number) => ids[n % ids.length];
          for (const step of steps) {
            const ids = tagIds();
            switch (step.kind) {
              case 'create':
                await call('POST', '/tags', {
                  token,
                  body: { name: `Etiqueta ${step.name}`, color: COLORS[step.color] },
                });
                break;
              case 'update': {
                const id = pick(ids, step.pick);
                if (id !== undefined)
                  await call('PUT', `/tags/${id}`, { token, body: { name: `Nome ${step.name}` } });
                break;
              }
              case 'delete': {
                const id = pick(ids, step.pick);
                if (id !== undefined) await call('DELETE', `/tags/${id}`, { token });
                break;
              }
              case 'sync': {
                const tickets = c.rows('tickets', 1);
                const t = tickets[step.ticket % tickets.length];
                const chosen = step.picks.flatMap((n) => {
                  const id = pick(ids, n);
                  return id === undefined ? [] : [{ id }];
                });
                if (t) await call('POST', '/tags/sync', { token, body: { ticketId: t.id, tags: chosen } });
                break;
              }
              case 'elsewhere': {
                const id = pick(ids, step.pick);
                if (id !== undefined) c.updateTag(id, { color: COLORS[step.color] ?? '#000000' });
                break;
              }
            }
          }

          let state = emptyState();
          const replayed: BroadcastFrame[] = [];
          for (const event of h.core.store.events()) {
            const after = apply(state, event);
            if (event.seq > start) replayed.push(...framesOf(event, state, after));
            state = after;
          }
          expect(replayed).toEqual(live);
          expect(replay(h.core.store.events())).toEqual(h.core.state);
          // No ticket keeps a deleted tag.
          const present = new Set(tagIds());
          for (const x of c.rows('ticketTags', 1))
            for (const id of x.tagIds) expect(present.has(id)).toBe(true);
        } finally {
          h.close();
        }
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it("emit puts frames named as socket.io's reserved events on the wire (the client must survive them)", async () => {
    const h = startHarness();
    const { token } = await login('admin@admin.com');
    const socket = connect(token);
    // Below socket.io's parser, which refuses these names: the engine's packets are what the server sent.
    const wire: unknown[] = [];
    socket.io.engine.on('packet', (packet: { type: string; data?: unknown }) => {
      if (packet.type === 'message') wire.push(packet.data);
    });
    const ready: unknown[] = [];
    socket.on('ready', () => ready.push(1));
    try {
      await waitFor(() => ready.length === 1);
      h.sandbox.control.emit('disconnect', 'io server disconnect');
      await waitFor(() => wire.length >= 3);
      expect(wire.slice(2)).toEqual(['2["disconnect","io server disconnect"]']);
    } finally {
      socket.close();
      h.close();
    }
  });
});
