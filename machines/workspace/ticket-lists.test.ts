import { describe, expect, it } from 'vitest';
import type { Ticket } from '../../src/api/schemas/index.ts';
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
  it('the closed list keeps the queues it asked for, as GET /tickets does (queueIds always restricts)', () => {
    const closed: TicketListFilters = { ...userPending, status: 'closed' };
    expect(acceptsTicket(ticket({ status: 'closed', queueId: 2, userId: 3 }), closed)).toBe(true);
    expect(acceptsTicket(ticket({ status: 'closed', queueId: 3, userId: 3 }), closed)).toBe(false);
  });
  it("without show-all only the user's own tickets and pending ones arrive, for admins too", () => {
    const admin: TicketListFilters = { ...userPending, status: 'closed', includeNoQueue: true };
    expect(acceptsTicket(ticket({ status: 'closed', userId: 9 }), admin)).toBe(false);
    expect(acceptsTicket(ticket({ status: 'closed', userId: 3 }), admin)).toBe(true);
    expect(acceptsTicket(ticket({ status: 'closed', userId: 9 }), { ...admin, showAll: true })).toBe(true);
    const search: TicketListFilters = { ...admin, status: null };
    expect(acceptsTicket(ticket({ status: 'open', userId: 9 }), search)).toBe(false);
    expect(acceptsTicket(ticket({ status: 'pending', userId: null }), search)).toBe(true);
  });
  it('a search result is joined only by tickets whose contact or last message match; one already there stays', () => {
    const search: TicketListFilters = { ...userPending, status: null };
    const maria = ticket({ contact: { ...ticket({}).contact, name: 'Maria', number: '5511988887777' } });
    expect(acceptsTicket({ ...maria, lastMessage: 'oi' }, search, { search: 'mar' })).toBe(true);
    expect(acceptsTicket({ ...maria, lastMessage: 'oi' }, search, { search: '8888' })).toBe(true);
    expect(acceptsTicket({ ...maria, lastMessage: 'Boleto pago' }, search, { search: 'boleto' })).toBe(true);
    expect(acceptsTicket({ ...maria, lastMessage: 'oi' }, search, { search: 'boleto' })).toBe(false);
    expect(
      acceptsTicket({ ...maria, lastMessage: 'oi' }, search, { search: 'boleto', existing: maria }),
    ).toBe(true);
    expect(acceptsTicket({ ...maria, lastMessage: 'oi' }, search, { search: '' })).toBe(true);
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
