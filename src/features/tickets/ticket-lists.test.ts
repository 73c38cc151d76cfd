import { describe, expect, it } from 'vitest';
import type { Ticket } from '../../api/schemas/index.ts';
import { acceptsTicket, byUpdatedAtDesc, type TicketListFilters } from './ticket-lists.ts';

const ticket = (over: Partial<Ticket>): Ticket => ({
  id: 1,
  uuid: 'u',
  status: 'pending',
  unreadMessages: 0,
  lastMessage: '',
  isGroup: false,
  userId: null,
  contactId: 1,
  whatsappId: 1,
  queueId: 1,
  chatbot: false,
  companyId: 1,
  updatedAt: '2026-11-21T10:00:00.000Z',
  contact: { id: 1, name: 'A', number: '', email: '', profilePicUrl: '', isGroup: false },
  queue: null,
  user: null,
  whatsapp: null,
  tags: [],
  ...over,
});
const userPending: TicketListFilters = {
  status: 'pending',
  queueIds: [1, 2],
  showAll: false,
  mineOnly: false,
  userId: 3,
  includeNoQueue: false,
  tags: [],
  users: [],
};

describe('which live ticket belongs to a list (S1 §4.3, §6)', () => {
  it("a ticket moved to a queue outside the user's queues leaves the list", () => {
    expect(acceptsTicket(ticket({ queueId: 2 }), userPending)).toBe(true);
    expect(acceptsTicket(ticket({ queueId: 3 }), userPending)).toBe(false);
  });
  it('a ticket whose status left the tab leaves the list', () => {
    expect(acceptsTicket(ticket({ status: 'open' }), userPending)).toBe(false);
  });
  it('tickets without a queue are shown to admins only', () => {
    expect(acceptsTicket(ticket({ queueId: null }), userPending)).toBe(false);
    expect(acceptsTicket(ticket({ queueId: null }), { ...userPending, includeNoQueue: true })).toBe(true);
  });
  it("the assigned list holds the user's own tickets unless show-all is on", () => {
    const assigned: TicketListFilters = { ...userPending, status: 'open', mineOnly: true };
    expect(acceptsTicket(ticket({ status: 'open', userId: 9 }), assigned)).toBe(false);
    expect(acceptsTicket(ticket({ status: 'open', userId: 3 }), assigned)).toBe(true);
    expect(acceptsTicket(ticket({ status: 'open', userId: 9 }), { ...assigned, showAll: true })).toBe(true);
  });
  it('users see closed tickets of any queue (S1 §6: except in the closed tab)', () => {
    expect(
      acceptsTicket(ticket({ status: 'closed', queueId: 3 }), { ...userPending, status: 'closed' }),
    ).toBe(true);
  });
  it('the search filters keep only tickets with every chosen tag and of one of the chosen users', () => {
    const search: TicketListFilters = { ...userPending, status: null, tags: [7], users: [3] };
    const vip = { id: 7, name: 'VIP', color: '#f00' };
    expect(acceptsTicket(ticket({ tags: [vip], userId: 3 }), search)).toBe(true);
    expect(acceptsTicket(ticket({ tags: [], userId: 3 }), search)).toBe(false);
    expect(acceptsTicket(ticket({ tags: [vip], userId: 9 }), search)).toBe(false);
    expect(acceptsTicket(ticket({ tags: [vip], userId: null }), search)).toBe(false);
    const urgent = { id: 8, name: 'Urgente', color: '#fa0' };
    expect(acceptsTicket(ticket({ tags: [vip], userId: 3 }), { ...search, tags: [7, 8] })).toBe(false);
    expect(acceptsTicket(ticket({ tags: [urgent, vip], userId: 3 }), { ...search, tags: [7, 8] })).toBe(true);
  });

  it('orders newest activity first', () => {
    const a = ticket({ id: 1, updatedAt: '2026-11-21T10:00:00.000Z' });
    const b = ticket({ id: 2, updatedAt: '2026-11-21T11:00:00.000Z' });
    expect([a, b].sort(byUpdatedAtDesc).map((t) => t.id)).toEqual([2, 1]);
  });
});
