import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '../common/emitted.ts';
import {
  compareWithTable,
  deriveTransitions,
  eventLabel,
  guardCoverage,
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

const counter = setup({
  types: { context: typeOf<{ n: number }>(), events: typeOf<{ type: 'inc' } | { type: 'save' }>() },
  guards: { belowTwo: ({ context }) => context.n < 2 },
  actors: { save: fromPromise(() => Promise.resolve()) },
}).createMachine({
  context: { n: 0 },
  initial: 'counting',
  states: {
    counting: {
      on: {
        inc: { guard: 'belowTwo', actions: assign({ n: ({ context }) => context.n + 1 }) },
        save: 'saving',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: { src: 'save', onDone: 'counting', onError: 'failed' },
      on: { inc: 'failed' },
    },
    failed: {},
  },
});

describe('conformance helper: guards and busy states', () => {
  const inc = { event: { type: 'inc' } };
  const save = { event: { type: 'save' } };
  const done = { event: { type: 'xstate.done.actor.0.(machine).saving' } };

  it('reports a guard never seen false, and nothing once a sample reaches its other branch', () => {
    // Without the counter reaching 2 (no `inc` sample), the guard is seen neither true nor false.
    expect(guardCoverage(counter, { inputs: [undefined], samples: [save] })).toEqual([
      { transition: '(machine).counting --inc--> [belowTwo]', missing: 'false' },
      { transition: '(machine).counting --inc--> [belowTwo]', missing: 'true' },
    ]);
    expect(guardCoverage(counter, { inputs: [undefined], samples: [inc, save] })).toEqual([]);
  });

  it('keeps the exits of busy states as rows with includeBusy, and skips them by default', () => {
    const busyRows = deriveTransitions(counter, {
      inputs: [undefined],
      samples: [inc, save, done],
      includeBusy: true,
    });
    expect(busyRows.map((r) => `${r.from} ${r.event} ${r.to}`).sort()).toEqual([
      'counting save saving',
      'saving done.0.(machine).saving counting',
      'saving inc failed',
    ]);
    const settled = deriveTransitions(counter, { inputs: [undefined], samples: [inc, save, done] });
    expect(settled.map((r) => `${r.from} ${r.event} ${r.to}`)).toEqual(['counting save saving']);
  });
});
