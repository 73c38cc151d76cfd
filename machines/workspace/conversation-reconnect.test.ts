import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { TicketSchema, type Ticket } from '../../src/api/schemas/index.ts';
import { conversationMachine } from './conversation.machine.ts';

function ticket(overrides: Partial<Record<keyof Ticket, unknown>> = {}): Ticket {
  return v.parse(TicketSchema, {
    id: 7,
    uuid: 'uuid-7',
    status: 'open',
    userId: 1,
    lastMessage: 'oi',
    contactId: 3,
    companyId: 1,
    updatedAt: '2026-01-01T10:00:00.000Z',
    contact: { id: 3, name: 'Maria' },
    ...overrides,
  });
}

/** S1 §4.3 / CONTRACT "after every reconnect the screens that are shown refetch": the open ticket catches up. */
describe('conversation: catching up after a reconnect', () => {
  it.each([false, true])(
    'the refetched ticket replaces the shown one (read-only peek: %s)',
    async (readOnly) => {
      const later = ticket({ lastMessage: 'escrita na queda', updatedAt: '2026-01-01T10:05:00.000Z' });
      const actor = createActor(
        conversationMachine.provide({
          actors: {
            ticketEvents: fromCallback(() => () => undefined),
            fetchTicket: fromPromise(() => Promise.resolve(later)),
          },
        }),
        { input: { ticket: ticket(), currentUser: { id: 1, profile: 'admin' }, readOnly } },
      );
      actor.start();
      actor.send({ type: 'connection.restored' });
      expect(actor.getSnapshot().value).toBe('catchingUp');
      await waitFor(actor, (s) => s.value === 'live' || s.status !== 'active');
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().context.status.getSnapshot().context.ticket.lastMessage).toBe(
        'escrita na queda',
      );
      actor.stop();
    },
  );
});
