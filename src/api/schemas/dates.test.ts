import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../http.ts';
import { MessageSchema, TicketSchema, TicketsPageSchema } from './index.ts';

const contact = { id: 3, name: 'Cliente', number: '5511999990001', email: '', profilePicUrl: '' };
const ticket = (updatedAt: string) => ({
  id: 5,
  uuid: 'uuid-5',
  status: 'open',
  contactId: 3,
  companyId: 1,
  updatedAt,
  contact,
});

describe('dates at the boundary', () => {
  it('reads ISO timestamps and date-only strings, refuses what Date cannot read', () => {
    expect(v.safeParse(TicketSchema, ticket('2026-01-01T10:00:00.000Z')).success).toBe(true);
    expect(v.safeParse(TicketSchema, ticket('2026-01-01')).success).toBe(true);
    expect(v.safeParse(TicketSchema, ticket('not-a-date')).success).toBe(false);
    expect(v.safeParse(TicketSchema, ticket('')).success).toBe(false);
    expect(v.safeParse(TicketSchema, { ...ticket('2026-01-01'), createdAt: 'soon' }).success).toBe(false);
    const message = { id: 'M1', fromMe: false, ticketId: 5, createdAt: '2026-01-01T10:00:00Z' };
    expect(v.safeParse(MessageSchema, message).success).toBe(true);
    expect(v.safeParse(MessageSchema, { ...message, createdAt: 'x' }).success).toBe(false);
    expect(v.safeParse(MessageSchema, { ...message, updatedAt: 'x' }).success).toBe(false);
  });

  it('a record with a bad date leaves its page, logged by entity, index, field and issue; the page stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createApiClient({
      baseUrl: 'http://sandbox.test/api',
      storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
      fetch: () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              tickets: [ticket('2026-01-01'), ticket('not-a-date')],
              count: 2,
              hasMore: false,
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
        ),
    });
    const page = await client.request({ method: 'GET', path: '/tickets', schema: TicketsPageSchema });
    expect(page.tickets).toHaveLength(1);
    expect(page.tickets[0]?.updatedAt).toBe('2026-01-01');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/ticket record \(#1\)[\s\S]*updatedAt[\s\S]*Invalid date/);
    warn.mockRestore();
  });
});
