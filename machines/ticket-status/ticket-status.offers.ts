/**
 * What a ticket at rest offers a user (S1 §4.2): the commands of its row and whether a click may open it, as the
 * ticket-status machine decides them. Read from the machine's initial snapshot for that ticket (which routes to the
 * ticket's status) with `can(...)`: no actor is created or started and nothing is invoked, so a row, or a
 * notification, may ask on every render. The machine stays the one source of these rules.
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

export function ticketOffers(ticket: Ticket, currentUser: CurrentUser): TicketOffers {
  const snapshot = getInitialSnapshot(ticketStatusMachine, { ticket, currentUser });
  return {
    commands: ROW_COMMANDS.filter((command) => snapshot.can({ type: `ticket.${command}` })),
    selectable: snapshot.can({ type: 'ticket.select' }),
  };
}
