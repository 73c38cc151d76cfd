/**
 * The composer's states (S1 §2.7 "input is disabled unless the ticket is open") as data; what it does inside
 * `enabled` (drafts, replies, the sign option, the outbox) is covered by the path tests, and each outbox entry has
 * its own table (outbox-entry.table.ts). `conformance.ts` compares it with the machine both ways.
 */
import type { TableRow } from '../testing/conformance.ts';

export type ComposerState = 'enabled' | 'disabled';

export const composerTable: readonly TableRow<ComposerState>[] = [
  {
    from: 'disabled',
    event: 'ticket.changed',
    when: 'open',
    to: 'enabled',
    ref: 'S1 §2.7 input disabled unless the ticket is open; §4.2 accept / reopen open it',
  },
  {
    from: 'enabled',
    event: 'ticket.changed',
    when: 'not open',
    to: 'disabled',
    ref: 'S1 §2.7 a closed (or pending) ticket is read-only; §4.2 return / resolve / transfer',
  },
];
