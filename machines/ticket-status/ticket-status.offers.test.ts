import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TicketSchema, type Ticket, type TicketStatus } from '../../src/api/schemas/index.ts';
import {
  ticketStatusMachine,
  type CurrentUser,
  type DeleteTicketInput,
  type UpdateTicketInput,
} from './ticket-status.machine.ts';
import { ROW_COMMANDS, shownCommands, ticketOffers, type ButtonCommand } from './ticket-status.offers.ts';

function makeTicket(status: TicketStatus, userId: number | null): Ticket {
  return v.parse(TicketSchema, {
    id: 7,
    uuid: 'uuid-7',
    status,
    userId,
    lastMessage: 'oi',
    contactId: 3,
    companyId: 1,
    updatedAt: '2026-01-01T10:00:00.000Z',
    contact: { id: 3, name: 'Maria' },
  });
}

const admin: CurrentUser = { id: 1, profile: 'admin' };
const agent: CurrentUser = { id: 2, profile: 'user' };
const statuses: TicketStatus[] = ['pending', 'open', 'closed'];
const owners = [null, admin.id, agent.id, 99];

describe('ticketOffers: the row commands of a ticket at rest, read from the ticket-status machine', () => {
  it('says what a started ticket-status actor accepts, for every status, owner and profile', () => {
    for (const status of statuses)
      for (const userId of owners)
        for (const user of [admin, agent]) {
          const ticket = makeTicket(status, userId);
          const actor = createActor(ticketStatusMachine, { input: { ticket, currentUser: user } }).start();
          const snapshot = actor.getSnapshot();
          const expected = {
            commands: ROW_COMMANDS.filter((c) => snapshot.can({ type: `ticket.${c}` })),
            selectable: snapshot.can({ type: 'ticket.select' }),
          };
          actor.stop();
          expect(ticketOffers(ticket, user), `${status}, owner ${userId}, ${user.profile}`).toEqual(expected);
        }
  });

  it('follows S1 §4.2: pending offers accept and close, opens once accepted; open: close for admins, with a user', () => {
    expect(ticketOffers(makeTicket('pending', null), agent)).toEqual({
      commands: ['accept', 'close'],
      selectable: false,
    });
    expect(ticketOffers(makeTicket('open', agent.id), admin)).toEqual({
      commands: ['close'],
      selectable: true,
    });
    expect(ticketOffers(makeTicket('open', null), admin).commands).toEqual([]);
    expect(ticketOffers(makeTicket('open', agent.id), agent).commands).toEqual([]);
    expect(ticketOffers(makeTicket('closed', agent.id), agent).commands).toEqual(['reopen']);
  });

  it('answers a ticket record and user it has seen with the same object (memoised rows stay as they are)', () => {
    const ticket = makeTicket('pending', null);
    const first = ticketOffers(ticket, agent);
    expect(ticketOffers(ticket, { ...agent })).toBe(first);
    // Another user asking about the same record gets their own answer, and the first user's is not reused for them.
    expect(ticketOffers(ticket, { id: 2, profile: 'admin' })).not.toBe(first);
    expect(ticketOffers(makeTicket('open', agent.id), admin).commands).toEqual(['close']);
    // A new record of the ticket (a live update) is asked afresh.
    const updated = { ...ticket, status: 'open' as const, userId: agent.id };
    expect(ticketOffers(updated, agent)).toEqual({ commands: [], selectable: true });
    // Another record of the same kind (status, owned or not) shares the answer: nothing for a memoised row to redo.
    const sameKind = { ...ticket, id: 8, uuid: 'uuid-8', queueId: 4, unreadMessages: 3 };
    expect(ticketOffers(sameKind, agent)).toBe(first);
  });
});

describe('shownCommands: the buttons of a live ticket-status actor', () => {
  const ALL: ButtonCommand[] = ['accept', 'return', 'resolve', 'close', 'reopen', 'delete'];
  // The server never answers: every command stays in flight.
  const held = ticketStatusMachine.provide({
    actors: {
      updateTicket: fromPromise<Ticket, UpdateTicketInput>(() => new Promise<Ticket>(() => undefined)),
      deleteTicket: fromPromise<void, DeleteTicketInput>(() => new Promise<void>(() => undefined)),
    },
  });

  it('while a command waits for the server, still shows what the ticket offered at rest (the wait is shown on them)', () => {
    for (const status of statuses)
      for (const userId of owners)
        for (const user of [admin, agent]) {
          const ticket = makeTicket(status, userId);
          const atRest = createActor(held, { input: { ticket, currentUser: user } }).start();
          const offered = shownCommands(atRest.getSnapshot(), ALL);
          atRest.stop();
          for (const command of offered) {
            const actor = createActor(held, { input: { ticket, currentUser: user } }).start();
            actor.send({ type: `ticket.${command}` });
            const snapshot = actor.getSnapshot();
            const label = `${status}, owner ${userId}, ${user.profile}, ${command}`;
            expect(snapshot.hasTag('busy'), label).toBe(true);
            // The machine itself takes no second command meanwhile.
            expect(
              ALL.filter((c) => snapshot.can({ type: `ticket.${c}` })),
              label,
            ).toEqual([]);
            expect(shownCommands(snapshot, ALL), label).toEqual(offered);
            actor.stop();
          }
        }
  });

  it('at rest, says what the machine accepts (S1 §4.2)', () => {
    const open = createActor(held, { input: { ticket: makeTicket('open', admin.id), currentUser: admin } });
    expect(shownCommands(open.start().getSnapshot(), ALL)).toEqual(['return', 'resolve', 'close', 'delete']);
    const closed = createActor(held, {
      input: { ticket: makeTicket('closed', agent.id), currentUser: agent },
    });
    expect(shownCommands(closed.start().getSnapshot(), ALL)).toEqual(['reopen']);
  });
});
