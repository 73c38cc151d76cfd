import { afterEach, describe, expect, it } from 'vitest';
import type { BroadcastFrame } from './socket/server.ts';
import { startHarness, type Harness } from './test-utils.ts';

/**
 * The QA controls (docs/sandbox.md 'Control API'): each one is a domain event in the log, and its socket frames are
 * the ones the reference backend sends for the same fact (S1 §4.3, CONTRACT.md).
 */
describe('sandbox QA controls', () => {
  let h: Harness | undefined;
  afterEach(() => {
    h?.close();
    h = undefined;
  });

  function harness(): { h: Harness; frames: BroadcastFrame[] } {
    h = startHarness();
    const frames: BroadcastFrame[] = [];
    h.core.sockets.tap((f) => frames.push(f));
    return { h, frames };
  }

  const lastEvent = (x: Harness) => x.core.store.events().at(-1);
  const payloadOf = (f: BroadcastFrame | undefined) =>
    typeof f?.payload === 'object' && f.payload !== null ? f.payload : {};

  describe('incomingMessage with a media type', () => {
    const messageOf = (x: Harness, id: string) => x.sandbox.control.rows('messages').find((m) => m.id === id);
    const created = (frames: BroadcastFrame[]) =>
      frames.map((f) => payloadOf(f)).find((p) => 'action' in p && p.action === 'create');

    it.each(['image', 'audio', 'video', 'application'])(
      '%s: carries a served file, and the appMessage create frame an absolute url',
      (mediaType) => {
        const { h: x, frames } = harness();
        const ticket = x.sandbox.control.rows('tickets', 1)[0];
        if (!ticket) throw new Error('seed: no ticket');
        const { messageId } = x.sandbox.control.incomingMessage({ ticketId: ticket.id, body: '', mediaType });
        const row = messageOf(x, messageId);
        expect(row?.mediaType).toBe(mediaType);
        expect(row?.mediaUrl).toBeTruthy();
        expect(row?.body).not.toBe('');
        expect(created(frames)).toMatchObject({
          message: { id: messageId, mediaType, mediaUrl: expect.stringMatching(/^(https?|data):/) },
        });
      },
    );

    it('a caption stays; a vCard and a location always carry their content, with no file', () => {
      const { h: x } = harness();
      const ticket = x.sandbox.control.rows('tickets', 1)[0];
      if (!ticket) throw new Error('seed: no ticket');
      const c = x.sandbox.control;
      const image = c.incomingMessage({ ticketId: ticket.id, body: 'Meu comprovante', mediaType: 'image' });
      expect(messageOf(x, image.messageId)?.body).toBe('Meu comprovante');
      const card = c.incomingMessage({ ticketId: ticket.id, body: 'ignored', mediaType: 'vcard' });
      expect(messageOf(x, card.messageId)).toMatchObject({
        mediaUrl: null,
        body: expect.stringMatching(/^BEGIN:VCARD/),
      });
      const place = c.incomingMessage({ ticketId: ticket.id, body: '', mediaType: 'locationMessage' });
      expect(messageOf(x, place.messageId)?.body.split('|')).toHaveLength(3);
    });

    it('an unknown type goes as it is: its own body, no file (the app shows the generic bubble)', () => {
      const { h: x } = harness();
      const ticket = x.sandbox.control.rows('tickets', 1)[0];
      if (!ticket) throw new Error('seed: no ticket');
      const { messageId } = x.sandbox.control.incomingMessage({
        ticketId: ticket.id,
        body: 'figurinha',
        mediaType: 'stickerMessage',
      });
      expect(messageOf(x, messageId)).toMatchObject({
        mediaType: 'stickerMessage',
        mediaUrl: null,
        body: 'figurinha',
      });
    });
  });

  describe('contactDeletesMessage', () => {
    it('marks the message deleted and sends one appMessage update with it, to the ticket rooms', () => {
      const { h: x, frames } = harness();
      const ticket = x.sandbox.control.rows('tickets', 1).find((t) => t.status === 'pending');
      if (!ticket) throw new Error('seed: no pending ticket');
      const { messageId } = x.sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'Apaga isto' });
      frames.length = 0;

      expect(x.sandbox.control.contactDeletesMessage({ messageId })).toEqual({ messageId });

      expect(lastEvent(x)).toMatchObject({ type: 'message.revoked', messageId });
      expect(x.sandbox.control.rows('messages').find((m) => m.id === messageId)?.isDeleted).toBe(true);
      expect(frames).toHaveLength(1);
      expect(frames[0]?.event).toBe('company-1-appMessage');
      expect(frames[0]?.rooms).toEqual(expect.arrayContaining([String(ticket.id), 'company-1-pending']));
      expect(payloadOf(frames[0])).toMatchObject({
        action: 'update',
        message: { id: messageId, isDeleted: true, fromMe: false, ticketId: ticket.id },
      });
    });

    it("with a ticket, takes the newest of the contact's messages not yet deleted", () => {
      const { h: x } = harness();
      const ticket = x.sandbox.control.rows('tickets', 1).find((t) => t.status === 'open');
      if (!ticket) throw new Error('seed: no open ticket');
      const older = x.sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'primeira' }).messageId;
      const newer = x.sandbox.control.incomingMessage({ ticketId: ticket.id, body: 'segunda' }).messageId;
      expect(x.sandbox.control.contactDeletesMessage({ ticketId: ticket.id }).messageId).toBe(newer);
      expect(x.sandbox.control.contactDeletesMessage({ ticketId: ticket.id }).messageId).toBe(older);
    });

    it('refuses an own message, and a second delete sends nothing', () => {
      const { h: x, frames } = harness();
      const own = x.sandbox.control.rows('messages', 1).find((m) => m.fromMe);
      if (!own) throw new Error('seed: no own message');
      expect(() => x.sandbox.control.contactDeletesMessage({ messageId: own.id })).toThrow(/not the contact/);
      const theirs = x.sandbox.control.rows('messages', 1).find((m) => !m.fromMe && !m.isDeleted);
      if (!theirs) throw new Error('seed: no contact message');
      x.sandbox.control.contactDeletesMessage({ messageId: theirs.id });
      const count = frames.length;
      x.sandbox.control.contactDeletesMessage({ messageId: theirs.id });
      expect(frames).toHaveLength(count);
    });
  });

  describe('advanceAck', () => {
    it('moves an own message 1 → 2 → 3, each step one appMessage update carrying the new ack', () => {
      const { h: x, frames } = harness();
      const own = x.sandbox.control.rows('messages', 1).find((m) => m.fromMe && m.ack === 1);
      if (!own) throw new Error('seed: no own message at ack 1');
      frames.length = 0;

      expect(x.sandbox.control.advanceAck({ messageId: own.id })).toEqual({ messageId: own.id, ack: 2 });
      expect(x.sandbox.control.advanceAck({ messageId: own.id })).toEqual({ messageId: own.id, ack: 3 });

      expect(frames.map((f) => f.event)).toEqual(['company-1-appMessage', 'company-1-appMessage']);
      expect(frames.map((f) => payloadOf(f))).toEqual([
        { action: 'update', message: expect.objectContaining({ id: own.id, ack: 2 }) },
        { action: 'update', message: expect.objectContaining({ id: own.id, ack: 3 }) },
      ]);
      expect(lastEvent(x)).toMatchObject({ type: 'message.acked', messageId: own.id, ack: 3 });
    });

    it('stops at 5, never goes back, and refuses a contact message', () => {
      const { h: x, frames } = harness();
      const own = x.sandbox.control.rows('messages', 1).find((m) => m.fromMe);
      if (!own) throw new Error('seed: no own message');
      expect(x.sandbox.control.advanceAck({ messageId: own.id, ack: 5 }).ack).toBe(5);
      const count = frames.length;
      expect(x.sandbox.control.advanceAck({ messageId: own.id }).ack).toBe(5);
      expect(x.sandbox.control.advanceAck({ messageId: own.id, ack: 2 }).ack).toBe(5);
      expect(frames).toHaveLength(count);
      const theirs = x.sandbox.control.rows('messages', 1).find((m) => !m.fromMe);
      if (!theirs) throw new Error('seed: no contact message');
      expect(() => x.sandbox.control.advanceAck({ messageId: theirs.id })).toThrow(/not an own message/);
    });

    it("with a ticket, takes the ticket's newest own message not yet read", () => {
      const { h: x } = harness();
      const own = x.sandbox.control.rows('messages', 1).find((m) => m.fromMe && m.ack < 3);
      if (!own) throw new Error('seed: no own unread message');
      const mine = x.sandbox.control
        .rows('messages', 1)
        .filter((m) => m.ticketId === own.ticketId && m.fromMe && m.ack < 3)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      expect(x.sandbox.control.advanceAck({ ticketId: own.ticketId }).messageId).toBe(mine[0]?.id);
    });
  });

  describe('transferTicket', () => {
    it("a pending ticket becomes open and the user's: delete to the old rooms, then update, as a transfer", () => {
      const { h: x, frames } = harness();
      const ticket = x.sandbox.control
        .rows('tickets', 1)
        .find((t) => t.status === 'pending' && t.queueId !== null);
      if (!ticket) throw new Error('seed: no pending ticket with a queue');
      frames.length = 0;

      expect(x.sandbox.control.transferTicket({ ticketId: ticket.id, userId: 3 })).toEqual({
        ticketId: ticket.id,
      });

      expect(lastEvent(x)).toMatchObject({
        type: 'ticket.transferred',
        ticketId: ticket.id,
        status: 'open',
        userId: 3,
        queueId: ticket.queueId,
      });
      expect(frames.map((f) => [f.event, payloadOf(f)])).toEqual([
        ['company-1-ticket', { action: 'delete', ticketId: ticket.id }],
        [
          'company-1-ticket',
          { action: 'update', ticket: expect.objectContaining({ id: ticket.id, status: 'open', userId: 3 }) },
        ],
      ]);
      expect(frames[0]?.rooms).toContain('company-1-pending');
      // The new owner hears it in their own room, whatever rooms they joined.
      expect(frames[1]?.rooms).toEqual(expect.arrayContaining(['user-3', 'company-1-open']));
    });

    it('moves the ticket to another queue when one is given; an unknown user is refused', () => {
      const { h: x } = harness();
      const ticket = x.sandbox.control.rows('tickets', 1).find((t) => t.status === 'open');
      if (!ticket) throw new Error('seed: no open ticket');
      x.sandbox.control.transferTicket({ ticketId: ticket.id, userId: 3, queueId: null });
      expect(x.sandbox.control.rows('tickets').find((t) => t.id === ticket.id)).toMatchObject({
        status: 'open',
        userId: 3,
        queueId: null,
      });
      expect(() => x.sandbox.control.transferTicket({ ticketId: ticket.id, userId: 999 })).toThrow(/no user/);
    });
  });
});
