import { describe, expect, it } from 'vitest';
import type { Message } from '../../../api/schemas/index.ts';
import { dividersBefore } from './MessageList.tsx';

/** A message at a local wall-clock time (the separator follows the reader's own days). */
const at = (id: number, local: Date, ticketId = 7): Message => ({
  id: `m${id}`,
  body: `Mensagem ${id}`,
  mediaType: 'conversation',
  mediaUrl: null,
  fromMe: false,
  isDeleted: false,
  isEdited: false,
  ack: 0,
  read: true,
  createdAt: local.toISOString(),
  ticketId,
  contactId: 1,
  quotedMsg: null,
  contact: null,
});

describe('dividersBefore (S1 §2.6)', () => {
  it('puts the day over the first message', () => {
    expect(dividersBefore(at(1, new Date(2026, 10, 21, 9, 0)), undefined)).toEqual({
      day: '21/11/2026',
      ticketChange: null,
    });
  });

  it('changes the day at local midnight, not a second before', () => {
    const last = at(1, new Date(2026, 10, 20, 23, 59, 59, 999));
    const midnight = at(2, new Date(2026, 10, 21, 0, 0, 0, 0));
    expect(dividersBefore(last, at(0, new Date(2026, 10, 20, 0, 0, 0, 0))).day).toBeNull();
    expect(dividersBefore(midnight, last).day).toBe('21/11/2026');
    expect(dividersBefore(at(3, new Date(2026, 10, 21, 23, 59, 59, 999)), midnight).day).toBeNull();
  });

  it('marks a change of ticket with the previous message as closed and this one as started', () => {
    const previous = at(1, new Date(2026, 10, 19, 10, 2, 41), 6);
    const next = at(2, new Date(2026, 10, 19, 10, 5, 0), 7);
    expect(dividersBefore(next, previous)).toEqual({
      day: null,
      ticketChange: { closedAt: previous.createdAt, startedAt: next.createdAt },
    });
    expect(dividersBefore(at(3, new Date(2026, 10, 19, 10, 6), 7), next).ticketChange).toBeNull();
  });
});
