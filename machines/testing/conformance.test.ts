import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import {
  compareWithTable,
  deriveTransitions,
  eventLabel,
  unsampledEvents,
  type TableRow,
} from './conformance.ts';

const toggle = setup({ delays: { idleTimeout: 1000 } }).createMachine({
  initial: 'off',
  states: {
    off: { on: { 'toggle.on': 'on' } },
    on: { on: { 'toggle.off': 'off' }, after: { idleTimeout: 'off' } },
  },
});

const table: TableRow[] = [
  { from: 'off', event: 'toggle.on', to: 'on', ref: 'test' },
  { from: 'on', event: 'toggle.off', to: 'off', ref: 'test' },
  { from: 'on', event: 'after.idleTimeout', to: 'off', ref: 'test' },
];

describe('conformance helper', () => {
  const samples = [{ event: { type: 'toggle.on' } }, { event: { type: 'toggle.off' } }];

  it('derives the transitions, delayed ones included, and matches a complete table', () => {
    const derived = deriveTransitions(toggle, { inputs: [undefined], samples });
    expect(compareWithTable(derived, table)).toEqual({ missingInMachine: [], missingInTable: [] });
  });

  it('reports differences in both directions', () => {
    const derived = deriveTransitions(toggle, { inputs: [undefined], samples });
    const wrong: TableRow[] = [
      ...table.slice(1),
      { from: 'off', event: 'toggle.off', to: 'on', ref: 'test' },
    ];
    expect(compareWithTable(derived, wrong)).toEqual({
      missingInMachine: ['off --toggle.off--> on'],
      missingInTable: ['off --toggle.on--> on'],
    });
  });

  it('lists events without a sample, and labels XState events', () => {
    expect(unsampledEvents(toggle, samples.slice(1))).toEqual(['toggle.on']);
    expect(eventLabel('xstate.done.actor.login')).toBe('done.login');
    expect(eventLabel('xstate.error.actor.login')).toBe('error.login');
  });
});
