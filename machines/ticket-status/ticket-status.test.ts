import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { TicketSchema, type Ticket } from '../../src/api/schemas/index.ts';
import type { MachineEmitted } from '../common/emitted.ts';
import {
  compareWithTable,
  deriveTransitions,
  guardCoverage,
  unsampledEvents,
  type Sample,
} from '../testing/conformance.ts';
import {
  ticketStatusMachine,
  type CurrentUser,
  type DeleteTicketInput,
  type TicketStatusContext,
  type UpdateTicketInput,
} from './ticket-status.machine.ts';
import { ticketStatusTable } from './ticket-status.table.ts';

function makeTicket(overrides: Partial<Record<keyof Ticket, unknown>> = {}): Ticket {
  return v.parse(TicketSchema, {
    id: 7,
    uuid: 'uuid-7',
    status: 'pending',
    lastMessage: 'oi',
    contactId: 3,
    companyId: 1,
    updatedAt: '2026-01-01T10:00:00.000Z',
    contact: { id: 3, name: 'Maria' },
    ...overrides,
  });
}

const admin: CurrentUser = { id: 1, profile: 'admin' };
const agent: CurrentUser = { id: 2, profile: 'user' };

/** The server echo of a PUT: the patch applied; a transfer to a user keeps the status. */
function echo(ticket: Ticket, input: UpdateTicketInput): Ticket {
  return {
    ...ticket,
    ...(input.patch.status === undefined ? {} : { status: input.patch.status }),
    userId: input.patch.userId,
    ...(input.patch.queueId === undefined ? {} : { queueId: input.patch.queueId }),
    updatedAt: '2026-01-01T11:00:00.000Z',
  };
}

function start(
  ticket: Ticket,
  currentUser: CurrentUser,
  update?: (input: UpdateTicketInput) => Promise<Ticket>,
  remove?: (input: DeleteTicketInput) => Promise<void>,
) {
  const calls: UpdateTicketInput[] = [];
  const deletes: DeleteTicketInput[] = [];
  const machine = ticketStatusMachine.provide({
    actors: {
      updateTicket: fromPromise<Ticket, UpdateTicketInput>(({ input }) => {
        calls.push(input);
        return update ? update(input) : Promise.resolve(echo(ticket, input));
      }),
      deleteTicket: fromPromise<void, DeleteTicketInput>(({ input }) => {
        deletes.push(input);
        return remove ? remove(input) : Promise.resolve();
      }),
    },
  });
  const actor = createActor(machine, { input: { ticket, currentUser } });
  const emitted: MachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, calls, deletes, emitted, settled };
}

describe('ticketStatusMachine conformance with S1 §4.2 / §4.3', () => {
  const serverTicket = (status: Ticket['status']) =>
    makeTicket({ status, userId: 1, updatedAt: '2026-01-02T00:00:00.000Z' });
  const samples: Sample[] = [
    { event: { type: 'ticket.accept' } },
    { event: { type: 'ticket.return' } },
    { event: { type: 'ticket.resolve' } },
    { event: { type: 'ticket.close' } },
    { event: { type: 'ticket.reopen' } },
    { when: 'to a queue, no user', event: { type: 'ticket.transfer', queueId: 2, userId: null } },
    { when: 'to a user', event: { type: 'ticket.transfer', queueId: 2, userId: 5 } },
    { event: { type: 'ticket.select' } },
    { event: { type: 'ticket.delete' } },
    { when: 'status pending', event: { type: 'server.ticket.updated', ticket: serverTicket('pending') } },
    { when: 'status open', event: { type: 'server.ticket.updated', ticket: serverTicket('open') } },
    { when: 'status closed', event: { type: 'server.ticket.updated', ticket: serverTicket('closed') } },
    { event: { type: 'server.ticket.deleted', ticketId: 7 } },
    // Completion events are sent by `complete`; listed so the coverage check knows they are exercised.
    { event: { type: 'xstate.done.actor.updateTicket', output: makeTicket(), actorId: 'updateTicket' } },
    { event: { type: 'xstate.error.actor.updateTicket', error: new Error('x'), actorId: 'updateTicket' } },
    { event: { type: 'xstate.done.actor.deleteTicket', output: undefined, actorId: 'deleteTicket' } },
    { event: { type: 'xstate.error.actor.deleteTicket', error: new Error('x'), actorId: 'deleteTicket' } },
  ];
  const complete = (snapshot: AnyMachineSnapshot): AnyEventObject => {
    if (snapshot.matches({ open: 'deleting' }))
      return { type: 'xstate.done.actor.deleteTicket', actorId: 'deleteTicket', output: undefined };
    // The `busy` snapshot is this machine's; its context is TicketStatusContext.
    const context = snapshot.context as TicketStatusContext;
    return {
      type: 'xstate.done.actor.updateTicket',
      actorId: 'updateTicket',
      output: echo(context.ticket, { ticketId: context.ticket.id, patch: context.patch ?? { userId: null } }),
    };
  };
  const inputs = (['pending', 'open', 'closed'] as const).flatMap((status) =>
    [admin, agent].map((currentUser) => ({
      ticket: makeTicket({ status, userId: status === 'pending' ? null : 1 }),
      currentUser,
    })),
  );

  it('has a sample for every event the machine listens to', () => {
    expect(unsampledEvents(ticketStatusMachine, samples)).toEqual([]);
  });

  it('does every table row, and nothing between statuses that the table lacks', () => {
    // Completion samples are not commands: they are only fed through `complete`.
    const commandSamples = samples.filter((s) => !s.event.type.startsWith('xstate.'));
    const derived = deriveTransitions(ticketStatusMachine, { inputs, samples: commandSamples, complete });
    expect(compareWithTable(derived, ticketStatusTable)).toEqual({
      missingInMachine: [],
      missingInTable: [],
    });
  });

  it('exercises every guarded transition both ways (admin and agent, with and without a user, fresh and stale)', () => {
    const stale = { ...serverTicket('open'), updatedAt: '2025-01-01T00:00:00.000Z' };
    const other = { ...serverTicket('open'), id: 999 };
    const guardSamples: Sample[] = [
      ...samples,
      { when: 'stale', event: { type: 'server.ticket.updated', ticket: stale } },
      { when: 'another ticket', event: { type: 'server.ticket.updated', ticket: other } },
      { when: 'another ticket', event: { type: 'server.ticket.deleted', ticketId: 999 } },
    ];
    const guardInputs = [
      ...inputs,
      ...[admin, agent].map((currentUser) => ({
        ticket: makeTicket({ status: 'open', userId: null }),
        currentUser,
      })),
    ];
    expect(
      guardCoverage(ticketStatusMachine, { inputs: guardInputs, samples: guardSamples, complete }),
    ).toEqual([]);
  });
});

describe('ticketStatusMachine paths', () => {
  it('starts in the status of the given ticket', () => {
    expect(start(makeTicket({ status: 'closed' }), agent).actor.getSnapshot().value).toEqual({
      closed: 'idle',
    });
    expect(start(makeTicket({ status: 'open' }), agent).actor.getSnapshot().value).toEqual({ open: 'idle' });
  });

  it('accept → open → resolve → closed → reopen → open, with the spec patches and navigation', async () => {
    const { actor, calls, emitted, settled } = start(makeTicket(), agent);
    actor.send({ type: 'ticket.accept' });
    expect(actor.getSnapshot().matches({ pending: 'updating' })).toBe(true);
    await settled();
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(actor.getSnapshot().context.ticket.userId).toBe(2);
    expect(emitted).toContainEqual({ type: 'navigate', to: '/tickets/uuid-7' });

    actor.send({ type: 'ticket.resolve' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ closed: 'idle' });
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/tickets' });

    actor.send({ type: 'ticket.reopen' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(calls.map((c) => c.patch)).toEqual([
      { status: 'open', userId: 2 },
      { status: 'closed', userId: 2 },
      { status: 'open', userId: 2 },
    ]);
  });

  it('return puts the ticket back to pending with no user', async () => {
    const { actor, calls, settled } = start(makeTicket({ status: 'open', userId: 2 }), agent);
    actor.send({ type: 'ticket.return' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ pending: 'idle' });
    expect(calls[0]?.patch).toEqual({ status: 'pending', userId: null });
  });

  it('transfer to a queue without a user: pending, user null, then /tickets', async () => {
    const { actor, calls, emitted, settled } = start(makeTicket({ status: 'open', userId: 2 }), agent);
    actor.send({ type: 'ticket.transfer', queueId: 4, userId: null });
    await settled();
    expect(calls[0]?.patch).toEqual({ status: 'pending', userId: null, queueId: 4 });
    expect(actor.getSnapshot().value).toEqual({ pending: 'idle' });
    expect(actor.getSnapshot().context.ticket.userId).toBeNull();
    expect(emitted).toContainEqual({ type: 'navigate', to: '/tickets' });
  });

  it('transfer to a user: lands in the status the API returns, then /tickets', async () => {
    const ticket = makeTicket({ status: 'open', userId: 2 });
    const { actor, calls, emitted, settled } = start(ticket, agent, (input) =>
      Promise.resolve(echo(ticket, input)),
    );
    actor.send({ type: 'ticket.transfer', queueId: 4, userId: 9 });
    await settled();
    expect(calls[0]?.patch).toEqual({ userId: 9, queueId: 4 });
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(actor.getSnapshot().context.ticket.userId).toBe(9);
    expect(emitted).toContainEqual({ type: 'navigate', to: '/tickets' });
  });

  it('lands in the status of the RETURNED ticket, not the requested one', async () => {
    const ticket = makeTicket();
    const { actor, settled } = start(ticket, agent, () => Promise.resolve({ ...ticket, status: 'closed' }));
    actor.send({ type: 'ticket.accept' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ closed: 'idle' });
  });

  it('failure rolls back to the previous status and notifies the error', async () => {
    const failure = new Error('ERR_OTHER_OPEN_TICKET');
    const { actor, emitted, settled } = start(makeTicket(), agent, () => Promise.reject(failure));
    actor.send({ type: 'ticket.accept' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ pending: 'idle' });
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
  });

  it('close on open tickets: admins only, and only with an assigned user; always on pending', () => {
    expect(
      start(makeTicket({ status: 'open', userId: 2 }), admin)
        .actor.getSnapshot()
        .can({ type: 'ticket.close' }),
    ).toBe(true);
    expect(
      start(makeTicket({ status: 'open', userId: null }), admin)
        .actor.getSnapshot()
        .can({ type: 'ticket.close' }),
    ).toBe(false);
    expect(
      start(makeTicket({ status: 'open', userId: 2 }), agent)
        .actor.getSnapshot()
        .can({ type: 'ticket.close' }),
    ).toBe(false);
    expect(
      start(makeTicket({ status: 'pending' }), agent)
        .actor.getSnapshot()
        .can({ type: 'ticket.close' }),
    ).toBe(true);
  });

  it('pending tickets cannot be selected by click', () => {
    expect(start(makeTicket(), agent).actor.getSnapshot().can({ type: 'ticket.select' })).toBe(false);
    expect(
      start(makeTicket({ status: 'open' }), agent)
        .actor.getSnapshot()
        .can({ type: 'ticket.select' }),
    ).toBe(true);
    expect(
      start(makeTicket({ status: 'closed' }), agent)
        .actor.getSnapshot()
        .can({ type: 'ticket.select' }),
    ).toBe(true);
  });

  it('syncs status from server updates and ignores stale or foreign ones', () => {
    const { actor } = start(makeTicket(), agent);
    actor.send({
      type: 'server.ticket.updated',
      ticket: makeTicket({ status: 'open', updatedAt: '2025-12-31T00:00:00.000Z' }),
    });
    expect(actor.getSnapshot().value).toEqual({ pending: 'idle' });
    actor.send({
      type: 'server.ticket.updated',
      ticket: makeTicket({ id: 8, status: 'open', updatedAt: '2026-02-01T00:00:00.000Z' }),
    });
    expect(actor.getSnapshot().value).toEqual({ pending: 'idle' });
    actor.send({
      type: 'server.ticket.updated',
      ticket: makeTicket({ status: 'open', userId: 5, updatedAt: '2026-02-01T00:00:00.000Z' }),
    });
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(actor.getSnapshot().context.ticket.userId).toBe(5);
  });

  it('takes an update whose updatedAt equals the one held (only an older one is stale)', () => {
    const held = makeTicket();
    const { actor } = start(held, agent);
    // Same instant, other status and owner: the server changed it without a newer timestamp (and a row's ticket,
    // brought to an existing command actor before its command, carries the very timestamp the actor holds).
    actor.send({
      type: 'server.ticket.updated',
      ticket: makeTicket({ status: 'open', userId: 5, updatedAt: held.updatedAt }),
    });
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(actor.getSnapshot().context.ticket.userId).toBe(5);
    // One millisecond older is refused.
    actor.send({
      type: 'server.ticket.updated',
      ticket: makeTicket({ status: 'closed', updatedAt: '2026-01-01T09:59:59.999Z' }),
    });
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
  });

  it('delete (admins: ticket-options:deleteTicket) is busy, then DELETE, the deleted toast and /tickets', async () => {
    const { actor, deletes, emitted } = start(makeTicket({ status: 'open', userId: 1 }), admin);
    actor.send({ type: 'ticket.delete' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(deletes).toEqual([{ ticketId: 7 }]);
    expect(emitted).toEqual([
      { type: 'notify', level: 'success', key: 'tickets:deleted' },
      { type: 'navigate', to: '/tickets' },
    ]);
  });

  it('delete without the permission is refused: a user has no ticket-options:deleteTicket (S1 §6)', () => {
    const { actor, deletes } = start(makeTicket({ status: 'open', userId: 2 }), agent);
    expect(actor.getSnapshot().can({ type: 'ticket.delete' })).toBe(false);
    actor.send({ type: 'ticket.delete' });
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(deletes).toEqual([]);
  });

  it('delete is offered on open tickets only', () => {
    for (const status of ['pending', 'closed'] as const)
      expect(start(makeTicket({ status }), admin).actor.getSnapshot().can({ type: 'ticket.delete' })).toBe(
        false,
      );
  });

  it('a failed delete stays open and says why through the catalogue', async () => {
    const failure = new Error('ERR_NO_PERMISSION');
    const { actor, emitted, settled } = start(
      makeTicket({ status: 'open', userId: 1 }),
      admin,
      undefined,
      () => Promise.reject(failure),
    );
    actor.send({ type: 'ticket.delete' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
  });

  it('a delete event ends the machine with the deleted toast and /tickets', () => {
    const { actor, emitted } = start(makeTicket({ status: 'open' }), agent);
    actor.send({ type: 'server.ticket.deleted', ticketId: 99 });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'server.ticket.deleted', ticketId: 7 });
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([
      { type: 'notify', level: 'success', key: 'tickets:deleted' },
      { type: 'navigate', to: '/tickets' },
    ]);
  });
});
