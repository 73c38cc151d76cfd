/**
 * The outbox entry (beyond S1: failed sends stay with a retry, never sent twice) as data.
 * `conformance.ts` compares it with the machine both ways.
 */
import type { TableRow } from '../testing/conformance.ts';

export type OutboxEntryState = 'pending' | 'sent' | 'failed' | 'discarded';

export const outboxEntryTable: readonly TableRow<OutboxEntryState>[] = [
  {
    from: 'pending',
    event: 'done.deliver',
    to: 'sent',
    ref: 'S1 §7 POST /messages/{ticketId} answered 200 (no body; the message arrives by socket, CONTRACT.md)',
  },
  {
    from: 'pending',
    event: 'error.deliver',
    to: 'failed',
    ref: 'S1 §8 the failure goes to the error handler; beyond S1: it stays, marked failed, with a retry',
  },
  {
    from: 'failed',
    event: 'outbox.retry',
    to: 'pending',
    ref: 'beyond S1: retry sends it again, once (a retry while in flight is refused)',
  },
  {
    from: 'failed',
    event: 'outbox.discard',
    to: 'discarded',
    ref: 'beyond S1: the user may give a failed message up',
  },
];
