/**
 * What a ticket at rest offers a user (S1 §4.2): the commands of its row and whether a click may open it, as the
 * ticket-status machine decides them. Read from the machine's initial snapshot for that ticket (which routes to the
 * ticket's status) with `can(...)`: no actor is created or started and nothing is invoked. The machine stays the one
 * source of these rules.
 *
 * An answer is kept per ticket record and user: a list re-renders on every live event, and building the machine's
 * initial snapshot for each of its rows each time was most of the script an event cost (issue 17 bench: 786 ms of
 * 7.5 s). The same answer object also lets a memoised row see that nothing it shows has changed.
 */
import { getInitialSnapshot } from 'xstate';
import type { Ticket } from '../../src/api/schemas/index.ts';
import { ticketStatusMachine, type CurrentUser } from './ticket-status.machine.ts';

/** The commands a row of the ticket list or of the notifications offers. */
export const ROW_COMMANDS = ['accept', 'close', 'reopen'] as const;
export type RowCommand = (typeof ROW_COMMANDS)[number];

export interface TicketOffers {
  /** The row commands the machine accepts now, in ROW_COMMANDS order. */
  commands: RowCommand[];
  /** Whether a click may open the ticket (`ticket.select`): a pending ticket must be accepted first. */
  selectable: boolean;
}

const answered = new WeakMap<Ticket, { user: string; offers: TicketOffers }>();

export function ticketOffers(ticket: Ticket, currentUser: CurrentUser): TicketOffers {
  const user = `${currentUser.id}:${currentUser.profile}`;
  const kept = answered.get(ticket);
  if (kept?.user === user) return kept.offers;
  const offers = offersOf(ticket, currentUser);
  answered.set(ticket, { user, offers });
  return offers;
}

function offersOf(ticket: Ticket, currentUser: CurrentUser): TicketOffers {
  const snapshot = getInitialSnapshot(ticketStatusMachine, { ticket, currentUser });
  return {
    commands: ROW_COMMANDS.filter((command) => snapshot.can({ type: `ticket.${command}` })),
    selectable: snapshot.can({ type: 'ticket.select' }),
  };
}
