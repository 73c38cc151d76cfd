/**
 * GET /dashboard computed from the sandbox's tickets, as the reference's DashbardDataService computes it from its
 * TicketTraking table (one row per cycle of a ticket: queued, started, finished). The sandbox keeps no such table:
 * the cycles are folded from the event log here, on each read, so every figure follows from the tickets' history.
 */
import type { SandboxEvent } from './events.ts';
import type { State } from './projection.ts';
import type { Iso, TicketRow, TicketStatusValue } from './rows.ts';

/** One cycle of a ticket (the reference's TicketTraking row): from its queueing to its close. */
export interface Tracking {
  ticketId: number;
  contactId: number;
  userId: number | null;
  queuedAt: number | null;
  startedAt: number | null;
  finishedAt: number | null;
}

/** The query of GET /dashboard: `days`, or `date_from` and/or `date_to` (YYYY-MM-DD, the server's local days). */
export interface DashboardQuery {
  days?: number;
  dateFrom?: string;
  dateTo?: string;
}

export interface DashboardAnswer {
  counters: {
    avgSupportTime: number | null;
    avgWaitTime: number;
    supportHappening: number;
    supportPending: number;
    supportFinished: number;
    leads: number;
    totalCompanies: number;
    totalWhatsappSessions: number;
  };
  attendants: {
    id: number;
    name: string;
    avgSupportTime: number;
    tickets: number;
    rating: number;
    online: boolean;
  }[];
}

const ms = (iso: Iso) => Date.parse(iso);

interface ImportedMessages {
  first: number;
  firstReply: number | null;
  last: number;
}

/** The messages imported with the seed, per ticket: when the contact first wrote, the first reply, the last one. */
function importedMessages(events: readonly SandboxEvent[], companyId: number): Map<number, ImportedMessages> {
  const out = new Map<number, ImportedMessages>();
  for (const event of events) {
    if (event.companyId !== companyId) continue;
    if (event.type !== 'row.imported' && event.type !== 'rows.imported') continue;
    if (event.entity !== 'messages') continue;
    for (const m of event.type === 'row.imported' ? [event.row] : event.rows) {
      const at = ms(m.createdAt);
      const seen = out.get(m.ticketId);
      if (!seen) out.set(m.ticketId, { first: at, firstReply: m.fromMe ? at : null, last: at });
      else {
        seen.first = Math.min(seen.first, at);
        seen.last = Math.max(seen.last, at);
        if (m.fromMe) seen.firstReply = seen.firstReply === null ? at : Math.min(seen.firstReply, at);
      }
    }
  }
  return out;
}

/**
 * A ticket of the seed (history imported as rows, no commands in the log) read from its messages: queued when the
 * contact first wrote, started at the first reply, finished at its last message when it is closed.
 */
function importedCycle(row: TicketRow, messages: ImportedMessages | undefined): Tracking {
  const queuedAt = messages ? messages.first : ms(row.createdAt);
  return {
    ticketId: row.id,
    contactId: row.contactId,
    userId: row.userId,
    queuedAt,
    startedAt: row.status === 'pending' ? null : (messages?.firstReply ?? queuedAt),
    finishedAt: row.status === 'closed' ? (messages ? messages.last : ms(row.updatedAt)) : null,
  };
}

/**
 * Every cycle of the company's tickets, from the log, as the reference's UpdateTicketService writes TicketTraking:
 * a change of a ticket whose cycle is finished opens a new one; pending re-queues it (no start, no owner); open
 * starts it by its owner; closed finishes it; a new queue re-queues it. A ticket created is queued at once (the
 * sandbox has no chatbot choosing a queue later). Cycles of deleted tickets go with them.
 */
export function trackingsOf(state: State, events: readonly SandboxEvent[], companyId: number): Tracking[] {
  const cycles = new Map<number, Tracking[]>();
  const status = new Map<number, TicketStatusValue>();
  const queue = new Map<number, number | null>();
  const seeded = importedMessages(events, companyId);
  const open = (ticketId: number): Tracking | undefined => {
    const list = cycles.get(ticketId);
    const last = list?.[list.length - 1];
    return last && last.finishedAt === null ? last : undefined;
  };
  for (const event of events) {
    if (event.companyId !== companyId) continue;
    switch (event.type) {
      case 'row.imported':
      case 'rows.imported': {
        if (event.entity !== 'tickets') break;
        const rows = event.type === 'row.imported' ? [event.row] : event.rows;
        for (const row of rows) {
          cycles.set(row.id, [importedCycle(row, seeded.get(row.id))]);
          status.set(row.id, row.status);
          queue.set(row.id, row.queueId);
        }
        break;
      }
      case 'ticket.created': {
        const t = event.ticket;
        const at = ms(t.createdAt);
        status.set(t.id, t.status);
        queue.set(t.id, t.queueId);
        cycles.set(t.id, [
          {
            ticketId: t.id,
            contactId: t.contactId,
            userId: t.userId,
            queuedAt: at,
            startedAt: t.status === 'open' ? at : null,
            finishedAt: t.status === 'closed' ? at : null,
          },
        ]);
        break;
      }
      case 'ticket.accepted':
      case 'ticket.returned':
      case 'ticket.closed':
      case 'ticket.reopened':
      case 'ticket.transferred':
      case 'ticket.updated': {
        const at = ms(event.updatedAt);
        const before = status.get(event.ticketId);
        const row = state.tables.tickets.get(event.ticketId);
        let cycle = open(event.ticketId);
        if (!cycle) {
          cycle = {
            ticketId: event.ticketId,
            contactId: row?.contactId ?? 0,
            userId: event.userId,
            queuedAt: null,
            startedAt: null,
            finishedAt: null,
          };
          cycles.set(event.ticketId, [...(cycles.get(event.ticketId) ?? []), cycle]);
        }
        const queueChanged = event.queueId !== null && event.queueId !== queue.get(event.ticketId);
        if (queueChanged) cycle.queuedAt = at;
        if (event.status === 'pending' && before !== 'pending') {
          cycle.queuedAt = at;
          cycle.startedAt = null;
          cycle.userId = null;
        }
        if (event.status === 'open' && (before !== 'open' || event.type === 'ticket.transferred')) {
          cycle.startedAt = at;
          cycle.userId = event.userId;
        }
        if (event.status === 'closed' && before !== 'closed') {
          cycle.finishedAt = at;
          cycle.userId = event.userId;
        }
        status.set(event.ticketId, event.status);
        queue.set(event.ticketId, event.queueId);
        break;
      }
      default:
        break;
    }
  }
  const out: Tracking[] = [];
  for (const [ticketId, list] of cycles) {
    if (state.tables.tickets.get(ticketId)) out.push(...list);
  }
  return out;
}

/** Whole minutes from `from` to `to`, as the reference's day*24*60 + hour*60 + minute of age(); null if either is. */
function minutesBetween(from: number | null, to: number | null): number | null {
  if (from === null || to === null) return null;
  return Math.trunc((to - from) / 60_000);
}

const average = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

/** A YYYY-MM-DD day at a local time of the server (the sandbox's: the browser's). */
export function localDayAt(day: string, h: number, m: number, s: number): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), h, m, s, 0);
  return date.getTime();
}

/** The reference's `where` of the traking CTE: queuedAt from the period or date_from, finishedAt up to date_to. */
export function inPeriod(t: Tracking, q: DashboardQuery, now: number): boolean {
  if (q.days !== undefined && !(t.queuedAt !== null && t.queuedAt >= now - q.days * 86_400_000)) return false;
  if (q.dateFrom !== undefined && !(t.queuedAt !== null && t.queuedAt >= localDayAt(q.dateFrom, 0, 0, 0)))
    return false;
  // A cycle not finished has a null finishedAt: SQL's comparison with null leaves it out.
  if (q.dateTo !== undefined && !(t.finishedAt !== null && t.finishedAt <= localDayAt(q.dateTo, 23, 59, 59)))
    return false;
  return true;
}

export function dashboardOf(
  state: State,
  events: readonly SandboxEvent[],
  companyId: number,
  q: DashboardQuery,
  now: number,
): DashboardAnswer {
  const traking = trackingsOf(state, events, companyId).filter((t) => inPeriod(t, q, now));
  const supportTimes = traking.map((t) => minutesBetween(t.startedAt, t.finishedAt) ?? 0);
  const waitTimes = traking
    .map((t) => minutesBetween(t.queuedAt, t.startedAt))
    .filter((x): x is number => x !== null);
  const tickets = [...state.tables.tickets.values()].filter((t) => t.companyId === companyId);
  const perContact = new Map<number, number>();
  for (const t of traking) perContact.set(t.contactId, (perContact.get(t.contactId) ?? 0) + 1);
  const users = [...state.tables.users.values()].filter((u) => u.companyId === companyId);
  return {
    counters: {
      avgSupportTime: average(supportTimes.filter((x) => x > 0)),
      avgWaitTime: average(waitTimes) ?? 0,
      supportHappening: tickets.filter((t) => t.status === 'open').length,
      supportPending: tickets.filter((t) => t.status === 'pending').length,
      supportFinished: traking.filter((t) => t.finishedAt !== null).length,
      // A lead is a contact with exactly one cycle in the period.
      leads: [...perContact.values()].filter((n) => n === 1).length,
      totalCompanies: [...state.tables.companies.values()].length,
      totalWhatsappSessions: [...state.tables.whatsapps.values()].filter(
        (w) => typeof w.session === 'string' && w.session !== '',
      ).length,
    },
    attendants: users
      .map((u) => {
        const own = traking.filter((t) => t.userId === u.id);
        return {
          id: u.id,
          name: u.name,
          avgSupportTime: average(own.map((t) => minutesBetween(t.startedAt, t.finishedAt) ?? 0)) ?? 0,
          tickets: own.length,
          // The sandbox keeps no customer ratings (UserRatings): the reference's coalesce gives 0.
          rating: 0,
          online: u.online,
        };
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)),
  };
}
