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
import { connectionPairingMachine, PAIRING_STATUSES } from './connection-pairing.machine.ts';
import { pairingQrTable, pairingStatusTable } from './connection-pairing.table.ts';

/** The state of one region, named with its substate (`DISCONNECTED.restarting`, `open.waiting`). */
function regionState(region: 'status' | 'qr') {
  return (snapshot: AnyMachineSnapshot): string => {
    const value: unknown = snapshot.value;
    if (typeof value !== 'object' || value === null || !(region in value))
      throw new Error(`no ${region} region in ${JSON.stringify(value)}`);
    const part: unknown = (value as Record<string, unknown>)[region];
    if (typeof part === 'string') return part;
    if (typeof part === 'object' && part !== null) {
      const [[top, sub]] = Object.entries(part) as [[string, unknown]];
      return typeof sub === 'string' ? `${top}.${sub}` : top;
    }
    throw new Error(`unexpected ${region} value ${JSON.stringify(part)}`);
  };
}

const session = (status: string, qrcode: string) => ({
  type: 'server.session',
  session: { id: 1, status, qrcode, retries: 0, updatedAt: '2026-01-01T00:00:00.000Z' },
});

const samples: Sample[] = [
  { event: { type: 'pairing.showQr' } },
  { event: { type: 'pairing.closeQr' } },
  { event: { type: 'pairing.restart' } },
  { event: { type: 'pairing.newQr' } },
  { event: { type: 'pairing.disconnect' } },
  { event: { type: 'pairing.confirm' } },
  { event: { type: 'pairing.cancel' } },
  { when: 'status qrcode', event: session('qrcode', 'CODE-1') },
  { when: 'status qrcode', event: session('qrcode', 'CODE-2') },
  ...PAIRING_STATUSES.filter((s) => s !== 'qrcode').map((s) => ({
    when: `status ${s}`,
    event: session(s, ''),
  })),
  { when: 'status unknown', event: session('PENDING', '') },
  { event: { type: 'xstate.done.actor.restart', output: undefined } },
  { event: { type: 'xstate.error.actor.restart', error: 'down' } },
  { event: { type: 'xstate.done.actor.newQr', output: undefined } },
  { event: { type: 'xstate.error.actor.newQr', error: 'down' } },
  { event: { type: 'xstate.done.actor.disconnect', output: undefined } },
  { event: { type: 'xstate.error.actor.disconnect', error: 'down' } },
];

// Every status as the list may hand it over (a qrcode row with and without its code yet).
const inputs = [
  ...PAIRING_STATUSES.map((status) => ({ id: 1, status, qrcode: status === 'qrcode' ? 'CODE-0' : '' })),
  { id: 1, status: 'qrcode', qrcode: null },
  { id: 1, status: 'PENDING', qrcode: null },
];

const base = { inputs, samples, includeBusy: true, limit: 100_000 };
const statusOptions: DeriveOptions = { ...base, stateOf: regionState('status') };
const qrOptions: DeriveOptions = { ...base, stateOf: regionState('qr') };

describe('connection pairing conformance with S3 §2.2, §4.1, §7, §8', () => {
  it('every event the machine listens to has a sample, but the two it raises itself', () => {
    expect(unsampledEvents(connectionPairingMachine, samples)).toEqual(['qr.await', 'qr.cancel']);
  });

  it('the status region does exactly what its table says, busy states included', () => {
    const derived = deriveTransitions(connectionPairingMachine, statusOptions);
    expect(compareWithTable(derived, pairingStatusTable)).toEqual({
      missingInMachine: [],
      missingInTable: [],
    });
  });

  it('the QR dialog region does exactly what its table says', () => {
    const derived = deriveTransitions(connectionPairingMachine, qrOptions);
    expect(compareWithTable(derived, pairingQrTable)).toEqual({ missingInMachine: [], missingInTable: [] });
  });

  it('every guarded transition is exercised with its guard true and false', () => {
    expect(guardCoverage(connectionPairingMachine, statusOptions)).toEqual([]);
  });
});
