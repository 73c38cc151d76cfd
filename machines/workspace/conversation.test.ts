import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { MessageSchema, TicketSchema, type Message, type Ticket } from '../../src/api/schemas/index.ts';
import { ticketStatusMachine, type UpdateTicketInput } from '../ticket-status/ticket-status.machine.ts';
import type { PageResult } from '../paged-list/paged-list.machine.ts';
import { conversationMachine, messageListMachine, type ConversationInput } from './conversation.machine.ts';

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

const emptyPage: PageResult<Message> = { items: [], hasMore: false, count: 0 };

function start(input: ConversationInput) {
  const machine = conversationMachine.provide({
    actors: {
      ticketEvents: fromCallback(() => () => undefined),
      fetchTicket: fromPromise(() => Promise.resolve(input.ticket)),
      messageList: messageListMachine.provide({
        actors: {
          fetchPage: fromPromise(() => Promise.resolve(emptyPage)),
        },
      }),
      // The server echoes the patch.
      ticketStatus: ticketStatusMachine.provide({
        actors: {
          updateTicket: fromPromise(({ input: cmd }: { input: UpdateTicketInput }) =>
            Promise.resolve({
              ...input.ticket,
              ...(cmd.patch.status ? { status: cmd.patch.status } : {}),
              userId: cmd.patch.userId,
              updatedAt: '2026-01-01T11:00:00.000Z',
            }),
          ),
        },
      }),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return actor;
}

const user = { id: 1, profile: 'admin' as const };

describe('conversation: composer and recording (S1 §2.7, §4.2)', () => {
  it('the open conversation has both, addressed by systemId; the read-only peek has neither', () => {
    const open = start({ ticket: makeTicket({ status: 'open', userId: 1 }), currentUser: user });
    expect(open.system.get('conversation.composer')).toBe(open.getSnapshot().context.composer);
    expect(open.system.get('conversation.recording')).toBe(open.getSnapshot().context.recording);
    expect(open.getSnapshot().context.composer?.getSnapshot().value).toBe('enabled');
    const peek = start({ ticket: makeTicket({ status: 'open' }), currentUser: user, readOnly: true });
    expect(peek.getSnapshot().context.composer).toBeNull();
    expect(peek.getSnapshot().context.recording).toBeNull();
  });

  it('a pending ticket cannot take messages or recordings until it is accepted; closing it stops both again', async () => {
    const actor = start({ ticket: makeTicket(), currentUser: user });
    const { composer, recording, status } = actor.getSnapshot().context;
    expect(composer?.getSnapshot().value).toBe('disabled');
    expect(recording?.getSnapshot().context.canRecord).toBe(false);
    status.send({ type: 'ticket.accept' });
    await waitFor(status, (s) => s.matches({ open: 'idle' }));
    expect(composer?.getSnapshot().value).toBe('enabled');
    expect(recording?.getSnapshot().context.canRecord).toBe(true);
    status.send({ type: 'ticket.resolve' });
    await waitFor(status, (s) => s.matches({ closed: 'idle' }));
    expect(composer?.getSnapshot().value).toBe('disabled');
    expect(recording?.getSnapshot().context.canRecord).toBe(false);
  });

  it("'Responder' on a message makes it the composer's reply target", () => {
    const actor = start({ ticket: makeTicket({ status: 'open', userId: 1 }), currentUser: user });
    const message = v.parse(MessageSchema, {
      id: 'M1',
      body: 'oi',
      mediaType: 'conversation',
      fromMe: false,
      ticketId: 7,
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    actor.send({ type: 'conversation.reply', message });
    expect(actor.getSnapshot().context.composer?.getSnapshot().context.replyTo).toBe(message);
  });
});
