import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, emptyState } from './db/projection.ts';
import { framesOf } from './socket/frames.ts';
import type { BroadcastFrame } from './socket/server.ts';
import { connect, login, runTicketStep, startHarness, ticketStep, waitFor } from './test-utils.ts';

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
