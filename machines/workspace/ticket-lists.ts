/**
 * The ticket lists of the tickets manager (S1 §2.6, §6) and which live ticket belongs to which list (S1 §4.3).
 * The rules mirror what GET /tickets answers (the reference ListTicketsService, played by the sandbox), so a list
 * fed live events ends as a fresh GET would show it (tests/integration/replay-reducer.test.ts).
 */
import type { Contact, Ticket, TicketStatus } from '../../src/api/schemas/index.ts';
import type { TicketListParams } from '../../src/api/ticket-list-query.ts';

export type TicketListKey = 'assigned' | 'pending' | 'closed' | 'search';

/** Filters of one ticket list. */
export interface TicketListFilters {
  status: TicketStatus | null;
  queueIds: readonly number[];
  showAll: boolean;
  /** Only the current user's tickets (the open tab's assigned list without showAll). */
  mineOnly: boolean;
  userId: number;
  /** S1 §6: tickets without a queue are shown to admins. */
  includeNoQueue: boolean;
  /** The search tab's filters (S1 §2.6): all of these tags, any of these users. Empty: no filter. */
  tags: readonly number[];
  users: readonly number[];
}

export interface ListUser {
  id: number;
  profile: 'admin' | 'user';
}

/** Newest activity first, as GET /tickets orders them. Invalid dates never throw: they sort last. */
export function byUpdatedAtDesc(a: Ticket, b: Ticket): number {
  return timeOf(b.updatedAt) - timeOf(a.updatedAt) || b.id - a.id;
}

export function isNotOlder(incoming: Ticket, existing: Ticket): boolean {
  return timeOf(incoming.updatedAt) >= timeOf(existing.updatedAt);
}

function timeOf(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
}

/** What the search text is matched against in a live ticket: contact name and number, last message (lower case). */
export function matchesSearch(ticket: Ticket, search: string): boolean {
  if (search === '') return true;
  return [ticket.contact.name, ticket.contact.number ?? '', ticket.lastMessage ?? ''].some((h) =>
    h.toLowerCase().includes(search),
  );
}

/**
 * Whether a live ticket belongs to a list:
 * - its status is the list's (a ticket whose status left the tab leaves the list);
 * - without 'show all' only the user's own tickets and pending ones (the server's rule, for admins too);
 * - the queue is among the selected ones (S1 §4.3 "moved to a queue outside the user's selected queues is
 *   removed"); no queue only for admins (S1 §6);
 * - the search tab's tags (all) and users (any);
 * - search text: a ticket JOINS the search results only when its contact or last message matches; one already
 *   there stays (the server matched it on an older message, which a live frame does not carry).
 */
export function acceptsTicket(
  ticket: Ticket,
  f: TicketListFilters,
  live: { search?: string; existing?: Ticket | undefined } = {},
): boolean {
  const search = live.search ?? '';
  if (f.status !== null && ticket.status !== f.status) return false;
  if (!f.showAll && ticket.status !== 'pending' && ticket.userId !== f.userId) return false;
  if (f.mineOnly && !f.showAll && ticket.userId !== f.userId) return false;
  if (!f.tags.every((id) => ticket.tags.some((tag) => tag.id === id))) return false;
  if (f.users.length > 0 && (ticket.userId === null || !f.users.includes(ticket.userId))) return false;
  if (ticket.queueId === null) {
    if (!f.includeNoQueue) return false;
  } else if (!f.queueIds.includes(ticket.queueId)) return false;
  if (live.existing === undefined && !matchesSearch(ticket, search)) return false;
  return true;
}

export interface ListOptions {
  queueIds: readonly number[];
  showAll: boolean;
  searchTags: readonly number[];
  searchUsers: readonly number[];
}

/** The filters of each list of the manager. */
export function filtersFor(key: TicketListKey, user: ListUser, o: ListOptions): TicketListFilters {
  const base = {
    queueIds: o.queueIds,
    showAll: o.showAll,
    userId: user.id,
    includeNoQueue: user.profile === 'admin',
    tags: [],
    users: [],
  };
  switch (key) {
    case 'assigned':
      return { ...base, status: 'open', mineOnly: true };
    case 'pending':
      return { ...base, status: 'pending', mineOnly: false };
    case 'closed':
      return { ...base, status: 'closed', mineOnly: false };
    case 'search':
      return { ...base, status: null, mineOnly: false, tags: o.searchTags, users: o.searchUsers };
  }
}

/** GET /tickets's parameters for one page of a list (the workspace's `fetchPage`). */
export function listParams(filters: TicketListFilters, page: number, search: string): TicketListParams {
  return {
    pageNumber: page,
    queueIds: filters.queueIds,
    showAll: filters.showAll,
    ...(filters.status ? { status: filters.status } : {}),
    ...(search ? { searchParam: search } : {}),
    ...(filters.tags.length > 0 ? { tags: filters.tags } : {}),
    ...(filters.users.length > 0 ? { users: filters.users } : {}),
  };
}

/** The open tab's lists, the only ones asked at sign-in: both load, since both badges show the server's count. */
export const OPEN_TAB_LISTS: readonly TicketListKey[] = ['assigned', 'pending'];

/**
 * The queue ids the lists start with: a user's own (from the login answer); an admin's as this browser last read
 * them, or null while GET /queue has not answered.
 */
export function startingQueues(
  user: ListUser & { queueIds: readonly number[] },
  rememberedQueueIds: readonly number[] | undefined,
): readonly number[] | null {
  return user.profile === 'admin' ? (rememberedQueueIds ?? null) : user.queueIds;
}

/**
 * The workspace's first requests: page 1 of the open tab's lists with the starting filters (no 'show all', no
 * search), as the workspace machine asks them when it starts; null while an admin's queues are unknown. A reload of
 * /tickets asks them ahead of the workspace's code (src/app/lists-ahead.ts); tests/integration/lists-ahead.test.ts
 * checks that the workspace asks the same.
 */
export function firstListParams(input: {
  user: ListUser & { queueIds: readonly number[] };
  rememberedQueueIds?: readonly number[];
}): TicketListParams[] | null {
  const queueIds = startingQueues(input.user, input.rememberedQueueIds);
  if (queueIds === null) return null;
  const options = { queueIds, showAll: false, searchTags: [], searchUsers: [] };
  return OPEN_TAB_LISTS.map((key) => listParams(filtersFor(key, input.user, options), 1, ''));
}

/** S1 §4.3 / §9: new tickets are appended for these companies, prepended for every other. */
export const APPEND_NEW_TICKETS_COMPANIES: readonly number[] = [46, 49];

export function insertFor(companyId: number): 'prepend' | 'append' {
  return APPEND_NEW_TICKETS_COMPANIES.includes(companyId) ? 'append' : 'prepend';
}

/**
 * A contact's update (company-{id}-contact, e.g. renamed in the drawer) as the patches of the rows that show that
 * contact: each row keeps what the frame does not carry. The reference's lists apply it to their rows too.
 */
export function contactPatches(
  tickets: readonly Ticket[],
  contact: Contact,
): { type: 'server.patched'; id: number; patch: Partial<Ticket> }[] {
  return tickets
    .filter((ticket) => ticket.contact.id === contact.id)
    .map((ticket) => ({
      type: 'server.patched' as const,
      id: ticket.id,
      patch: { contact: { ...ticket.contact, ...contact } },
    }));
}
