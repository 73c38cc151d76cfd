import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  compareWithTable,
  deriveTransitions,
  guardCoverage,
  topState,
  unsampledEvents,
  type DeriveOptions,
  type Sample,
} from '../testing/conformance.ts';
import { campaignStatusMachine, type CampaignStatusRecord } from './campaign-status.machine.ts';
import { campaignStatusTable, SERVER_CASES } from './campaign-status.table.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW + ms).toISOString();
const now = () => NOW;

/** PROGRAMADA is named with its substate; busy substates settle to their status. */
function stateOf(snapshot: AnyMachineSnapshot): string {
  const top = topState(snapshot);
  if (top !== 'PROGRAMADA') return top;
  const value: unknown = snapshot.value;
  if (typeof value === 'object' && value !== null && 'PROGRAMADA' in value) {
    const sub: unknown = value.PROGRAMADA;
    if (typeof sub === 'string') return `PROGRAMADA.${sub}`;
  }
  return top;
}

const records: Record<string, CampaignStatusRecord> = {
  'status INATIVA': { id: 1, status: 'INATIVA', scheduledAt: null },
  'status PROGRAMADA, more than an hour ahead': { id: 1, status: 'PROGRAMADA', scheduledAt: at(2 * HOUR) },
  'status PROGRAMADA, within the hour': { id: 1, status: 'PROGRAMADA', scheduledAt: at(30 * 60 * 1000) },
  'status EM_ANDAMENTO': { id: 1, status: 'EM_ANDAMENTO', scheduledAt: at(-HOUR) },
  'status CANCELADA': { id: 1, status: 'CANCELADA', scheduledAt: at(-HOUR) },
  'status FINALIZADA': { id: 1, status: 'FINALIZADA', scheduledAt: at(-HOUR) },
};

const samples: Sample[] = [
  { event: { type: 'campaign.cancel' } },
  { event: { type: 'campaign.restart' } },
  { event: { type: 'campaign.edit' } },
  { event: { type: 'campaign.saveMessages' } },
  { event: { type: 'xstate.done.actor.cancel' } },
  { event: { type: 'xstate.done.actor.restart' } },
  { event: { type: 'xstate.error.actor.cancel', error: 'ERR' } },
  { event: { type: 'xstate.error.actor.restart', error: 'ERR' } },
  ...SERVER_CASES.map((c) => ({
    when: c.when,
    event: { type: 'server.campaign.updated', record: records[c.when] },
  })),
  {
    when: 'another campaign',
    event: { type: 'server.campaign.updated', record: { id: 2, status: 'FINALIZADA', scheduledAt: null } },
  },
];

function complete(snapshot: AnyMachineSnapshot): AnyEventObject | undefined {
  if (snapshot.matches({ EM_ANDAMENTO: 'cancelling' })) return { type: 'xstate.done.actor.cancel' };
  if (snapshot.matches({ CANCELADA: 'restarting' })) return { type: 'xstate.done.actor.restart' };
  return undefined;
}

const options: DeriveOptions = {
  inputs: [
    { campaign: records['status INATIVA'], now },
    // A lock further away than one timer can wait: the timer is armed again (isLockFar true).
    { campaign: { id: 1, status: 'PROGRAMADA', scheduledAt: at(40 * 24 * HOUR) }, now },
  ],
  samples,
  complete,
  stateOf,
};

describe('campaign status conformance with S2 §4', () => {
  it('every event the machine listens to has a sample', () => {
    expect(unsampledEvents(campaignStatusMachine, samples)).toEqual([]);
  });

  it('the machine does exactly what the table says', () => {
    const derived = deriveTransitions(campaignStatusMachine, options);
    expect(compareWithTable(derived, campaignStatusTable)).toEqual({
      missingInMachine: [],
      missingInTable: [],
    });
  });

  it('every guarded transition is exercised with its guard true and false', () => {
    expect(guardCoverage(campaignStatusMachine, options)).toEqual([]);
  });
});
