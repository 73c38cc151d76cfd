/**
 * What a ticket at rest offers a user (S1 §4.2): the commands of its row and whether a click may open it, as the
 * ticket-status machine decides them. Read from the machine's initial snapshot for that ticket (which routes to the
 * ticket's status) with `can(...)`: no actor is created or started and nothing is invoked. The machine stays the one
 * source of these rules.
 *
 * An answer is kept per ticket record and user: a list re-renders on every live event, and building the machine's
 * initial snapshot for each of its rows each time was most of the script an event cost (in the bench: 786 ms of
 * 7.5 s). The same answer object also lets a memoised row see that nothing it shows has changed.
 *
 * Behind that, one answer per kind of ticket at rest: the machine's guards read only the ticket's status, whether it
 * has a user, and the user's profile (ticket-status.machine.ts `guards`), so a live event's new record of a ticket
 * is answered without building a snapshot (in the bench: 0.47 ms of script per event). The exhaustive test against
 * started actors, over every status, owner and profile, fails if a guard comes to read anything else.
 */
import { getInitialSnapshot, type SnapshotFrom } from 'xstate';
import type { Ticket } from '../../src/api/schemas/index.ts';
import { ticketStatusMachine, type CurrentUser, type TicketStatusEvent } from './ticket-status.machine.ts';

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
const byKind = new Map<string, TicketOffers>();

export function ticketOffers(ticket: Ticket, currentUser: CurrentUser): TicketOffers {
  const user = `${currentUser.id}:${currentUser.profile}`;
  const kept = answered.get(ticket);
  if (kept?.user === user) return kept.offers;
  const kind = `${user}:${ticket.status}:${ticket.userId === null ? 'unowned' : 'owned'}`;
  let offers = byKind.get(kind);
  if (offers === undefined) {
    offers = offersOf(ticket, currentUser);
    byKind.set(kind, offers);
  }
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

/** The commands a screen's buttons stand for, each an event the machine takes without a payload. */
export type ButtonCommand = 'accept' | 'return' | 'resolve' | 'close' | 'reopen' | 'delete';

const eventOf = (command: ButtonCommand): TicketStatusEvent => ({ type: `ticket.${command}` });

/**
 * Which of `commands` a live ticket-status actor's buttons show now. At rest, what the machine accepts. While a
 * command waits for the server (tag `busy`) the machine accepts none, yet the wait is a state the screen must show:
 * on the button that was pressed, the others disabled. So a busy snapshot answers what its ticket offered at rest,
 * and the ticket it holds is still the one the command started from (the server's answer replaces it only after).
 */
export function shownCommands<C extends ButtonCommand>(
  snapshot: SnapshotFrom<typeof ticketStatusMachine>,
  commands: readonly C[],
): C[] {
  const at = snapshot.hasTag('busy')
    ? getInitialSnapshot(ticketStatusMachine, {
        ticket: snapshot.context.ticket,
        currentUser: snapshot.context.currentUser,
      })
    : snapshot;
  return commands.filter((command) => at.can(eventOf(command)));
}
