import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WhatsappSchema } from '../../src/api/schemas/index.ts';
import {
  compareWithTable,
  deriveTransitions,
  guardCoverage,
  unsampledEvents,
  type DeriveOptions,
  type Sample,
} from '../testing/conformance.ts';
import { connectionsMachine } from './connections.machine.ts';
import { connectionsTable } from './connections.table.ts';

const wa = (id: number, status: string) =>
  v.parse(WhatsappSchema, { id, name: `wa${id}`, status, updatedAt: '2026-01-01T00:00:00.000Z' });

const samples: Sample[] = [
  {
    when: 'a problem status',
    event: { type: 'connections.changed', connections: [wa(1, 'CONNECTED'), wa(2, 'qrcode')] },
  },
  { when: 'no problem status', event: { type: 'connections.changed', connections: [wa(1, 'CONNECTED')] } },
  { when: 'no problem status', event: { type: 'connections.changed', connections: [] } },
];
const options: DeriveOptions = { inputs: [undefined], samples, includeBusy: true };

describe('connections conformance with S1 §2.4 and the one list mechanism', () => {
  it('every event the machine listens to has a sample, but those forwarded to the list (they never change the state)', () => {
    expect(unsampledEvents(connectionsMachine, samples)).toEqual([
      'connection.restored',
      'server.whatsapp.deleted',
      'server.whatsapp.updated',
      'server.whatsappSession.updated',
    ]);
  });

  it('the machine does exactly what the table says', () => {
    const derived = deriveTransitions(connectionsMachine, options);
    expect(compareWithTable(derived, connectionsTable)).toEqual({ missingInMachine: [], missingInTable: [] });
  });

  it('every guarded transition is exercised with its guard true and false', () => {
    expect(guardCoverage(connectionsMachine, options)).toEqual([]);
  });
});
