/**
 * The drawer's connection warning (S1 §2.4) as data. `conformance.ts` compares it with the machine. The list itself
 * is the paged-list child (its own table: machines/paged-list/paged-list.table.ts); the socket's connection events
 * (S1 §4.3) change the child's items, never this machine's state, except through the `connections.changed` its
 * subscription reports: unit tests cover them.
 */
import type { TableRow } from '../testing/conformance.ts';

export type ConnectionsState = 'clear' | 'pending' | 'raised';

export const connectionsTable: readonly TableRow<ConnectionsState>[] = [
  {
    from: 'clear',
    event: 'connections.changed',
    when: 'a problem status',
    to: 'pending',
    ref: 'S1 §2.4 a connection in qrcode, PAIRING, DISCONNECTED, TIMEOUT or OPENING starts the 2 s delay',
  },
  {
    from: 'pending',
    event: 'connections.changed',
    when: 'no problem status',
    to: 'clear',
    ref: 'S1 §2.4 shown only after 2 s: a problem gone before then shows nothing',
  },
  {
    from: 'pending',
    event: 'after.warningDelay',
    to: 'raised',
    ref: 'S1 §2.4 the red ! appears after the 2 s delay',
  },
  {
    from: 'raised',
    event: 'connections.changed',
    when: 'no problem status',
    to: 'clear',
    ref: 'S1 §2.4 the ! shows while a connection is in a problem status: none left, it goes at once',
  },
];
