/** S1 §4.2 (ticket status) and §4.3 (server events) as data. `conformance.ts` compares it with the machine. */
import type { TicketStatus } from '../../src/api/schemas/index.ts';
import type { TableRow } from '../testing/conformance.ts';

export type TicketState = TicketStatus | 'deleted';

const STATUSES: readonly TicketStatus[] = ['pending', 'open', 'closed'];

export const ticketStatusTable: readonly TableRow<TicketState>[] = [
  {
    from: 'pending',
    event: 'ticket.accept',
    to: 'open',
    ref: 'S1 §4.2 pending --accept--> open, userId = current user',
  },
  { from: 'open', event: 'ticket.return', to: 'pending', ref: 'S1 §4.2 open --return--> pending, no user' },
  { from: 'open', event: 'ticket.resolve', to: 'closed', ref: 'S1 §4.2 open --resolve / close--> closed' },
  {
    from: 'open',
    event: 'ticket.close',
    to: 'closed',
    ref: 'S1 §4.2 bullet: close on open tickets only for admins, when a user is assigned (guard)',
  },
  {
    from: 'pending',
    event: 'ticket.close',
    to: 'closed',
    ref: 'S1 §4.2 bullet: close is offered on pending tickets',
  },
  {
    from: 'closed',
    event: 'ticket.reopen',
    to: 'open',
    ref: 'S1 §4.2 closed --reopen--> open, assigned to current user',
  },
  {
    from: 'open',
    event: 'ticket.transfer',
    when: 'to a queue, no user',
    to: 'pending',
    ref: 'S1 §4.2 transfer with a queue and no user: pending, user null',
  },
  {
    from: 'open',
    event: 'ticket.delete',
    to: 'deleted',
    ref: 'S1 §2.6 ticket options (open tickets): delete after confirmation, DELETE /tickets/{id} (§7); only with ticket-options:deleteTicket (§6, guard); then §4.3 "Ticket deleted sucessfully." and /tickets',
  },
  // Transfer to a user: "updated" — the status stays what the server returns (it keeps it), so open stays open
  // and pending stays pending: no row between two different statuses.
  // §4.3: a server update moves the ticket to the status it carries, from any status.
  ...STATUSES.flatMap((from) =>
    STATUSES.filter((to) => to !== from).map((to): TableRow<TicketState> => ({
      from,
      event: 'server.ticket.updated',
      when: `status ${to}`,
      to,
      ref: 'S1 §4.3 update: upserts the ticket',
    })),
  ),
  ...STATUSES.map((from): TableRow<TicketState> => ({
    from,
    event: 'server.ticket.deleted',
    to: 'deleted',
    ref: 'S1 §4.3 delete: "Ticket deleted sucessfully." and /tickets',
  })),
];
