import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  ContactsPageSchema,
  MessagesPageSchema,
  PlanListSchema,
  QueueListSchema,
  QuickMessagesPageSchema,
  SchedulesPageSchema,
  SettingListSchema,
  TagListSchema,
  TicketNoteListSchema,
  TicketSchema,
  TicketsPageSchema,
  UserListSchema,
  UsersPageSchema,
  WhatsappListSchema,
} from './index.ts';

const samplesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/contract/samples',
);
function sample(file: string): unknown {
  return JSON.parse(readFileSync(path.join(samplesDir, file), 'utf8'));
}
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function clone<T>(value: T): T {
  return structuredClone(value);
}
/** A page of `size` tickets made of the one-ticket sample (the captured list pages hold 0 or 1 ticket). */
function ticketsPage(size: number): Record<string, unknown> {
  const one = sample('GET_tickets_1.json');
  if (!isRecord(one)) throw new Error('sample shape');
  const tickets = Array.from({ length: size }, (_, i) => ({
    ...clone(one),
    id: 1000 + i,
    uuid: `uuid-${i}`,
  }));
  return { tickets, count: size + 10, hasMore: true };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('a reopened ticket (chatbot: null, CONTRACT.md)', () => {
  it('reads with chatbot false, alone and inside a page', () => {
    const reopened = sample('GET_tickets_49201_reopened_chatbot_null.json');
    const ticket = v.parse(TicketSchema, reopened);
    expect(ticket.chatbot).toBe(false);
    const page = ticketsPage(3);
    if (!Array.isArray(page['tickets'])) throw new Error('sample shape');
    page['tickets'].splice(1, 0, reopened);
    const parsed = v.parse(TicketsPageSchema, page);
    expect(parsed.tickets.map((t) => t.id)).toContain(49201);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('one record that cannot be shown is dropped, never the page', () => {
  it('a ticket with no contact and one with an unknown status leave; the others stay in order and each drop is logged without values', () => {
    const page = ticketsPage(4);
    if (!Array.isArray(page['tickets'])) throw new Error('sample shape');
    const tickets: unknown[] = page['tickets'];
    const ids = tickets.map((t) => (isRecord(t) ? t['id'] : null));
    const broken = clone(tickets);
    const first = broken[0];
    const third = broken[2];
    if (!isRecord(first) || !isRecord(third)) throw new Error('sample shape');
    first['contact'] = null;
    third['status'] = 'SECRET-VALUE-archived';
    const parsed = v.parse(TicketsPageSchema, { ...page, tickets: broken });
    expect(parsed.tickets.map((t) => t.id)).toEqual(ids.filter((_, i) => i !== 0 && i !== 2));
    expect(parsed.count).toBe(page['count']);
    expect(warn).toHaveBeenCalledTimes(2);
    const [firstLog] = warn.mock.calls[0] ?? [];
    expect(firstLog).toMatch(/dropped a ticket record \(#0\).*contact/);
    expect(String(warn.mock.calls[1]?.[0])).toMatch(/#2\).*status/);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('SECRET-VALUE');
  });

  it('a wrong envelope still fails the answer (no tickets array)', () => {
    expect(v.safeParse(TicketsPageSchema, { tickets: null, count: 0, hasMore: false }).success).toBe(false);
    expect(v.safeParse(TicketsPageSchema, { tickets: [], count: 0 }).success).toBe(false);
  });

  it('an odd tag inside a ticket is dropped from the ticket, which stays', () => {
    const ticket = sample('GET_tickets_1.json');
    if (!isRecord(ticket)) throw new Error('sample shape');
    ticket['tags'] = [{ id: 'x', name: 'a', color: '#fff' }, { id: 3, name: 'VIP', color: '#f00' }, null];
    const parsed = v.parse(TicketSchema, ticket);
    expect(parsed.tags.map((t) => t.id)).toEqual([3]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('ticket.tags');
  });
});

/**
 * Every list the app reads, with the sample that shows its records: each field of a record set to null in turn
 * (what older and reopened records hold: the backend's columns are nullable unless marked otherwise) never fails
 * the page. It is repaired, or the record alone leaves, logged.
 */
const lists: [file: string, schema: v.GenericSchema, key: string | null][] = [
  ['GET_tickets_1.json (as a page)', TicketsPageSchema, 'tickets'],
  ['GET_messages_1.json', MessagesPageSchema, 'messages'],
  ['GET_contacts.json', ContactsPageSchema, 'contacts'],
  ['GET_users.json', UsersPageSchema, 'users'],
  ['GET_users_list.json', UserListSchema, null],
  ['GET_tags_list.json', TagListSchema, null],
  ['GET_queue.json', QueueListSchema, null],
  ['GET_whatsapp_.json', WhatsappListSchema, null],
  ['GET_settings.json', SettingListSchema, null],
  ['GET_plans_list.json', PlanListSchema, null],
  ['GET_schedules.json', SchedulesPageSchema, 'schedules'],
  ['GET_quick_messages_userId_1.json', QuickMessagesPageSchema, 'records'],
  ['GET_ticket_notes_list_contactId_1_ticketId_1.json', TicketNoteListSchema, null],
];

function recordsOf(answer: unknown, key: string | null): unknown[] {
  const list = key === null ? answer : isRecord(answer) ? answer[key] : undefined;
  if (!Array.isArray(list)) throw new Error('sample shape');
  return list;
}

/** What may only be dropped, never repaired: a record without them cannot be shown or addressed. */
const essential = new Set([
  'id',
  'uuid',
  'status',
  'contactId',
  'companyId',
  'ticketId',
  'createdAt',
  'updatedAt',
  'contact',
  'key',
  'sendAt',
]);

describe.each(lists)('%s: a null in any field of a record', (file, schema, key) => {
  it('is repaired (every non-essential field) or drops only that record', () => {
    const answer = file.startsWith('GET_tickets_1.json') ? ticketsPage(2) : sample(file);
    const originals = recordsOf(answer, key);
    const first = originals[0];
    if (!isRecord(first)) return expect(originals).toEqual([]);
    for (const field of Object.keys(first)) {
      const copy = clone(answer);
      const list = recordsOf(copy, key);
      const record = list[0];
      if (!isRecord(record)) throw new Error('sample shape');
      record[field] = null;
      const result = v.safeParse(schema, copy);
      expect(result.success, `${file}: ${field} null failed the whole answer`).toBe(true);
      if (!result.success) continue;
      const kept = recordsOf(result.output, key).length;
      if (essential.has(field)) expect([originals.length, originals.length - 1]).toContain(kept);
      else
        expect(kept, `${file}: a record with ${field} null was dropped instead of repaired`).toBe(
          originals.length,
        );
    }
  });
});
