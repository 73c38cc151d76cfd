import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { call, login, startHarness, type Harness } from '../test-utils.ts';
import { messagesOf, replay, type State } from './projection.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

/** What the index replaces: every message of the sandbox, filtered by ticket. */
function scanned(state: State, ticketId: number) {
  return [...state.tables.messages.values()].filter((m) => m.ticketId === ticketId);
}

describe("the sandbox's per-ticket message index", () => {
  it('lists exactly the messages a full scan finds, in the order they were added, through writes, reads and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('write' as const),
              at: fc.nat(),
              body: fc.string({ minLength: 1 }),
            }),
            fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
            fc.record({ kind: fc.constant('read' as const), at: fc.nat() }),
          ),
          { minLength: 1, maxLength: 15 },
        ),
        async (steps) => {
          const harness = startHarness();
          h = harness;
          try {
            const { token } = await login('admin@admin.com');
            for (const step of steps) {
              const tickets = [...harness.core.state.tables.tickets.values()].filter(
                (t) => t.companyId === 1,
              );
              const t = tickets[step.at % tickets.length];
              if (!t) continue;
              if (step.kind === 'write')
                harness.sandbox.control.incomingMessage({ ticketId: t.id, body: step.body });
              else if (step.kind === 'read') await call('GET', `/messages/${t.id}`, { token });
              else await call('DELETE', `/tickets/${t.id}`, { token });
            }
            const state = harness.core.state;
            for (const id of new Set([...state.tables.messages.values()].map((m) => m.ticketId)))
              expect(messagesOf(state, id)).toEqual(scanned(state, id));
            // A deleted ticket leaves nothing behind in the index.
            for (const [ticketId, ids] of state.messagesByTicket)
              if (!state.tables.tickets.has(ticketId)) expect(ids.size).toBe(0);
            // The index is part of the projection: replaying the log rebuilds it.
            expect(replay(harness.core.store.events())).toEqual(state);
          } finally {
            harness.close();
            h = undefined;
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);

  it('GET /messages pages a seeded 5,000-message conversation oldest to newest, from the index', async () => {
    h = startHarness();
    const { token } = await login('admin@admin.com');
    const c = h.sandbox.control.seedConversation({ messages: 5000, userId: 1 });
    const first = (await call('GET', `/messages/${c.ticketId}?pageNumber=1`, { token })).body as {
      count: number;
      messages: { id: string }[];
      hasMore: boolean;
    };
    expect(first.count).toBe(5000);
    expect(first.messages.at(-1)?.id).toBe(c.lastMessageId);
    expect(first.hasMore).toBe(true);
    const last = (await call('GET', `/messages/${c.ticketId}?pageNumber=250`, { token })).body as {
      messages: { id: string }[];
      hasMore: boolean;
    };
    expect(last.messages[0]?.id).toBe(c.firstMessageId);
    expect(last.hasMore).toBe(false);
  });
});
