import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  compareWithTable,
  deriveTransitions,
  guardCoverage,
  topState,
  unsampledEvents,
  type DeriveOptions,
  type Sample,
} from '../testing/conformance.ts';
import { createEntityPageMachine } from './entity-page.machine.ts';
import { entityPageTable } from './entity-page.table.ts';

interface Tag {
  id: number;
  name: string;
}
const machine = createEntityPageMachine<Tag, { name: string }>();

/** `editing` and `confirming` are named with their substate. */
function stateOf(snapshot: AnyMachineSnapshot): string {
  const top = topState(snapshot);
  const value: unknown = snapshot.value;
  if (typeof value !== 'object' || value === null) return top;
  const sub: unknown = Object.values(value)[0];
  return typeof sub === 'string' ? `${top}.${sub}` : top;
}

const record: Tag = { id: 1, name: 'VIP' };
const confirmed: Tag = { id: 3, name: 'Old' };
const samples: Sample[] = [
  { event: { type: 'entity.add' } },
  { event: { type: 'entity.edit', record } },
  { event: { type: 'entity.submit', values: { name: 'VIP 2' } } },
  { event: { type: 'entity.close' } },
  { event: { type: 'entity.delete', record: confirmed } },
  { event: { type: 'entity.confirm' } },
  { event: { type: 'entity.cancel' } },
  { when: 'the record in the dialog', event: { type: 'server.upserted', item: { id: 1, name: 'Renamed' } } },
  { event: { type: 'server.upserted', item: { id: 2, name: 'Other' } } },
  { when: 'the record in the dialog', event: { type: 'server.removed', id: 1 } },
  { when: 'the record being confirmed', event: { type: 'server.removed', id: 3 } },
  { event: { type: 'server.removed', id: 2 } },
  { event: { type: 'server.reloaded' } },
  { when: 'the record in the dialog', event: { type: 'server.patched', id: 1, patch: { name: 'Patched' } } },
  { event: { type: 'server.patched', id: 2, patch: { name: 'Patched' } } },
  { event: { type: 'xstate.done.actor.save', output: record } },
  { event: { type: 'xstate.error.actor.save', error: 'down' } },
  { event: { type: 'xstate.done.actor.remove', output: undefined } },
  { event: { type: 'xstate.error.actor.remove', error: 'down' } },
];
const input = {
  list: { filters: null },
  messages: { saved: 'tags:saved', deleted: 'tags:deleted', deletedElsewhere: 'common:deletedElsewhere' },
};
const options: DeriveOptions = { inputs: [input], samples, stateOf, includeBusy: true };

describe('entity page conformance with S2 §2, §4, §8 and its handling of bad input and faults', () => {
  it('every event the machine listens to has a sample', () => {
    expect(unsampledEvents(machine, samples)).toEqual([]);
  });

  it('the machine does exactly what the table says, busy states included', () => {
    const derived = deriveTransitions(machine, options);
    expect(compareWithTable(derived, entityPageTable)).toEqual({ missingInMachine: [], missingInTable: [] });
  });

  it('every guarded transition is exercised with its guard true and false', () => {
    expect(guardCoverage(machine, options)).toEqual([]);
  });
});
