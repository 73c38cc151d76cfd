import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  compareWithTable,
  deriveTransitions,
  guardCoverage,
  unsampledEvents,
  type DeriveOptions,
  type Sample,
} from '../testing/conformance.ts';
import { checkoutMachine, EMPTY_BILLING } from './checkout.machine.ts';
import { checkoutTable } from './checkout.table.ts';

/** The state, with its substate (`revisar.paying`, `pix.copied`). */
function stateOf(snapshot: AnyMachineSnapshot): string {
  const value: unknown = snapshot.value;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const [[top, sub]] = Object.entries(value) as [[string, unknown]];
    return typeof sub === 'string' ? `${top}.${sub}` : top;
  }
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}

const valid = {
  firstName: 'Ana',
  address2: 'Rua A, 1',
  city: 'Recife',
  zipcode: '50000-000',
  country: 'BR',
  email: '',
};
const plan = { id: 1, name: 'Plano 1', users: 10, connections: 10, queues: 10, value: 30 };

const samples: Sample[] = [
  { when: 'valid', event: { type: 'checkout.next', values: valid } },
  { when: 'invalid', event: { type: 'checkout.next', values: EMPTY_BILLING } },
  { event: { type: 'checkout.choosePlan', plan } },
  { event: { type: 'checkout.back' } },
  { event: { type: 'checkout.pay' } },
  { event: { type: 'checkout.copy' } },
  {
    when: 'CONCLUIDA',
    event: { type: 'server.payment', payment: { action: 'CONCLUIDA', company: { dueDate: '2027-01-10' } } },
  },
  { when: 'other action', event: { type: 'server.payment', payment: { action: 'ATIVA' } } },
  { event: { type: 'xstate.done.actor.subscribe', output: { code: '000201PIX', amount: 30 } } },
  { event: { type: 'xstate.error.actor.subscribe', error: 'down' } },
];

const options: DeriveOptions = {
  inputs: [{ invoiceId: 7 }, { invoiceId: null }],
  samples,
  includeBusy: true,
  stateOf,
};

describe('checkout conformance with S3 §2.11, §4.4, §5', () => {
  it('every event the machine listens to has a sample', () => {
    expect(unsampledEvents(checkoutMachine, samples)).toEqual([]);
  });

  it('the machine does exactly what its table says, busy states included', () => {
    const derived = deriveTransitions(checkoutMachine, options);
    expect(compareWithTable(derived, checkoutTable)).toEqual({ missingInMachine: [], missingInTable: [] });
  });

  it('every guarded transition is exercised with its guard true and false', () => {
    expect(guardCoverage(checkoutMachine, options)).toEqual([]);
  });
});
