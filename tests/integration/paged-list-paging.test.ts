/**
 * Paging never loses or doubles an item when items leave or join the list between pages. A pending
 * list (the workspace's ticket-list machine with the screen's fetch and live-event forwarding) against the node
 * sandbox, the real API client and the real realtime client; random interleavings of accept, close, new ticket,
 * live message and load-more; once every page is loaded, the list is exactly what a fresh GET of all pages shows.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor as untilSnapshot } from 'xstate';
import { BASE, ORIGIN, sleep, startHarness, waitFor, type Harness } from '../../mocks/test-utils.ts';
import { SandboxSocketTransport } from '../../mocks/socket/transport.ts';
import { RealtimeHub } from '../../src/session/realtime-hub.ts';
import { createApiClient } from '../../src/api/http.ts';
import { createApi, type Api } from '../../src/api/index.ts';
import type { Ticket } from '../../src/api/schemas/index.ts';
import {
  acceptsTicket,
  byUpdatedAtDesc,
  filtersFor,
  isNotOlder,
  type TicketListFilters,
} from '../../machines/workspace/ticket-lists.ts';
import { liveEventFor, ticketListMachine } from '../../machines/workspace/workspace.machine.ts';
import { memoryStorage } from '../support/memory-storage.ts';

type Op =
  | { kind: 'accept'; pick: number }
  | { kind: 'close'; pick: number }
  | { kind: 'newTicket' }
  | { kind: 'message'; pick: number }
  | { kind: 'loadMore' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('accept' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('newTicket' as const) }),
  fc.record({ kind: fc.constant('message' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('loadMore' as const) }),
);

async function allPages(api: Api, filters: TicketListFilters): Promise<Ticket[]> {
  const all: Ticket[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.tickets.list({
      pageNumber: page,
      status: 'pending',
      queueIds: filters.queueIds,
      showAll: filters.showAll,
    });
    all.push(...answer.tickets);
    if (!answer.hasMore) return all;
  }
}

describe('paged list against the sandbox (paging by position)', () => {
  let h: Harness | null = null;
  let hub: RealtimeHub | null = null;
  afterEach(() => {
    hub?.stop();
    h?.close();
    hub = null;
    h = null;
  });

  async function scenario(ops: readonly Op[]) {
    const harness = startHarness();
    h = harness;
    let nextNumber = 0;
    const tick = () => (harness.clock.now += 1000);
    const newNumber = () => `55119${String(7_000_000 + nextNumber++).padStart(8, '0')}`;
    // More than two pages of pending tickets (40 a page).
    for (let i = 0; i < 85; i++) {
      tick();
      harness.sandbox.control.incomingMessage({ contactNumber: newNumber(), body: `seed ${i}` });
    }
    const client = createApiClient({ baseUrl: BASE, storage: memoryStorage() });
    const api = createApi(client);
    const session = await api.auth.login({ email: 'admin@admin.com', password: '123456' });
    client.storeSession(session);
    const queues = await api.queues.list();
    const filters = filtersFor(
      'pending',
      { id: session.user.id, profile: 'admin' },
      { queueIds: queues.map((q) => q.id), showAll: true, searchTags: [], searchUsers: [] },
    );

    const list = createActor(
      ticketListMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input: page }) => {
            const answer = await api.tickets.list({
              pageNumber: page.page,
              status: 'pending',
              queueIds: page.filters.queueIds,
              showAll: page.filters.showAll,
            });
            return { items: answer.tickets, hasMore: answer.hasMore, count: answer.count };
          }),
        },
      }),
      { input: { filters, sort: byUpdatedAtDesc, accepts: acceptsTicket, isNewer: isNotOlder } },
    );

    const realtime = new RealtimeHub({
      url: ORIGIN,
      transports: [SandboxSocketTransport],
      getToken: () => client.getToken(),
      log: () => undefined,
    });
    hub = realtime;
    let frames = 0;
    // As the workspace forwards them (workspace.machine.ts forwardToLists).
    realtime.onEvent((event) => {
      if (
        event.type !== 'server.ticket.updated' &&
        event.type !== 'server.ticket.deleted' &&
        event.type !== 'server.ticket.unreadReset' &&
        event.type !== 'server.message.created'
      )
        return;
      frames++;
      const live = liveEventFor(event);
      if (live !== null) list.send(live);
    });
    realtime.join({ kind: 'tickets', status: 'pending' });
    await realtime.start({ companyId: session.user.companyId, userId: session.user.id });
    await waitFor(() => harness.core.sockets.rooms().some((rooms) => rooms.includes('company-1-pending')));

    list.start();
    const settled = () => untilSnapshot(list, (s) => s.matches({ ready: 'idle' }), { timeout: 5000 });
    await settled();
    /** A mutation's frames reach the list (the sandbox emits them before the HTTP answer). */
    const afterFrames = async (before: number) => {
      await waitFor(() => frames > before);
      await sleep(5);
      await settled();
    };
    const held = () => list.getSnapshot().context.items;
    const pick = (n: number) => {
      const items = held();
      return items.length === 0 ? undefined : items[n % items.length];
    };

    for (const op of ops) {
      tick();
      const before = frames;
      switch (op.kind) {
        case 'accept':
        case 'close': {
          const ticket = pick(op.pick);
          if (ticket === undefined) break;
          const saved = await api.tickets.update(
            ticket.id,
            op.kind === 'accept'
              ? { status: 'open', userId: session.user.id }
              : { status: 'closed', userId: null },
          );
          // The workspace merges a saved ticket into every list at once (`ticket.saved`,
          // src/session/workspace.session.ts).
          list.send({ type: 'server.upserted', item: saved });
          await afterFrames(before);
          break;
        }
        case 'newTicket':
          harness.sandbox.control.incomingMessage({ contactNumber: newNumber(), body: 'nova' });
          await afterFrames(before);
          break;
        case 'message': {
          const ticket = pick(op.pick);
          if (ticket === undefined) break;
          harness.sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'de novo' });
          await afterFrames(before);
          break;
        }
        case 'loadMore':
          list.send({ type: 'list.scrolled', distanceToEnd: 0 });
          await settled();
          break;
      }
    }
    for (let i = 0; i < 20 && list.getSnapshot().context.hasMore; i++) {
      list.send({ type: 'list.scrolled', distanceToEnd: 0 });
      await settled();
    }
    const ids = held().map((t) => t.id);
    const server = (await allPages(api, filters)).map((t) => t.id);
    list.stop();
    realtime.stop();
    harness.close();
    h = null;
    hub = null;
    return { ids, server };
  }

  it('after five accepts the next page does not skip five tickets', async () => {
    const { ids, server } = await scenario([
      ...Array.from({ length: 5 }, (_, i): Op => ({ kind: 'accept', pick: i })),
      { kind: 'loadMore' },
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(server);
  });

  it('random interleavings of accept, close, new ticket, live message and load-more end with the server list', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const { ids, server } = await scenario(ops);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(server);
      }),
      { numRuns: 12 },
    );
  }, 30_000);
});
