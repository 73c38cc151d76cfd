/**
 * An entity page's dialog and delete flow (S2 §2, §4 'Other states', §8; every management screen built the one way)
 * as data. `conformance.ts` compares it with the machine in both directions. The list is the paged-list child (its
 * own table: machines/paged-list/paged-list.table.ts); live frames go to it and change this machine's state only when
 * they are about the record open in the dialog or the confirmation.
 */
import type { TableRow } from '../testing/conformance.ts';

export type EntityPageState =
  | 'idle'
  | 'editing.ready'
  | 'editing.waiting'
  | 'editing.saving'
  | 'confirming.ready'
  | 'confirming.deleting';

export const entityPageTable: readonly TableRow<EntityPageState>[] = [
  { from: 'idle', event: 'entity.add', to: 'editing.ready', ref: 'S2 §2 an add button opens the dialog' },
  { from: 'idle', event: 'entity.edit', to: 'editing.ready', ref: 'S2 §2 per-row edit opens the dialog' },
  {
    from: 'idle',
    event: 'entity.delete',
    to: 'confirming.ready',
    ref: "S2 §2 delete asks for confirmation ('Excluir Registro')",
  },
  {
    from: 'editing.ready',
    event: 'entity.submit',
    to: 'editing.waiting',
    ref: 'S2 §4, §9 forms submit after a 400 ms delay',
  },
  {
    from: 'editing.ready',
    event: 'entity.close',
    to: 'idle',
    ref: 'S2 §4 dialogs reset their values on close',
  },
  {
    from: 'editing.ready',
    event: 'server.removed',
    when: 'the record in the dialog',
    to: 'idle',
    ref: 'beyond S2: a live delete of the open record closes its dialog with a note',
  },
  {
    from: 'editing.waiting',
    event: 'server.removed',
    when: 'the record in the dialog',
    to: 'idle',
    ref: 'beyond S2: a live delete of the open record closes its dialog with a note',
  },
  {
    from: 'editing.saving',
    event: 'server.removed',
    when: 'the record in the dialog',
    to: 'idle',
    ref: 'beyond S2: a live delete of the open record closes its dialog with a note',
  },
  {
    from: 'editing.waiting',
    event: 'after.submitDelay',
    to: 'editing.saving',
    ref: 'S2 §9 form submit delay 400 ms',
  },
  {
    from: 'editing.saving',
    event: 'done.save',
    to: 'idle',
    ref: 'S2 §4 forms close on completion; S2 §8 translated success toast',
  },
  {
    from: 'editing.saving',
    event: 'error.save',
    to: 'editing.ready',
    ref: 'S2 §8 shared error handler; beyond S2: a failed save keeps the dialog open with what was typed',
  },
  {
    from: 'confirming.ready',
    event: 'entity.confirm',
    to: 'confirming.deleting',
    ref: 'S2 §2 delete after confirmation',
  },
  {
    from: 'confirming.ready',
    event: 'entity.cancel',
    to: 'idle',
    ref: 'S2 §2 the confirmation can be cancelled',
  },
  {
    from: 'confirming.ready',
    event: 'server.removed',
    when: 'the record being confirmed',
    to: 'idle',
    ref: 'beyond S2: deleted elsewhere, there is nothing left to confirm',
  },
  {
    from: 'confirming.deleting',
    event: 'done.remove',
    to: 'idle',
    ref: 'S2 §4 after a delete the list resets and reloads from page 1; S2 §8 success toast',
  },
  {
    from: 'confirming.deleting',
    event: 'error.remove',
    to: 'idle',
    ref: 'S2 §8 shared error handler; beyond S2: a failed delete puts the row back',
  },
];
