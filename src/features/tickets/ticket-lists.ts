import type { Ticket, TicketStatus, User } from '../../api/schemas/index.ts';

/** Filters of one ticket list of the tickets manager (S1 §2.6, §6). */
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

/** Newest activity first, as GET /tickets orders them. */
export function byUpdatedAtDesc(a: Ticket, b: Ticket): number {
  return Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id;
}

export function isNotOlder(incoming: Ticket, existing: Ticket): boolean {
  return Date.parse(incoming.updatedAt) >= Date.parse(existing.updatedAt);
}

/**
 * Whether a ticket (from a live event) belongs to a list: S1 §4.3 "a ticket moved to a queue outside the user's
 * selected queues is removed from the list", and a ticket whose status left the tab leaves the list.
 */
export function acceptsTicket(ticket: Ticket, f: TicketListFilters): boolean {
  if (f.status !== null && ticket.status !== f.status) return false;
  if (f.mineOnly && !f.showAll && ticket.userId !== f.userId) return false;
  // As the reference backend: a ticket must carry every chosen tag.
  if (!f.tags.every((id) => ticket.tags.some((tag) => tag.id === id))) return false;
  if (f.users.length > 0 && (ticket.userId === null || !f.users.includes(ticket.userId))) return false;
  if (ticket.queueId === null) return f.includeNoQueue;
  // S1 §6: users see only their queues' tickets except in the closed tab.
  if (f.status === 'closed') return true;
  return f.queueIds.includes(ticket.queueId);
}

export function baseFilters(
  user: User,
  queueIds: readonly number[],
  showAll: boolean,
): Omit<TicketListFilters, 'status' | 'mineOnly'> {
  return {
    queueIds,
    showAll,
    userId: user.id,
    includeNoQueue: user.profile === 'admin',
    tags: [],
    users: [],
  };
}
