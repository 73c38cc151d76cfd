/**
 * S2 §4 'Campaign status' as data. `conformance.ts` compares it with the machine in both directions.
 *
 * PROGRAMADA is named with its substate: `PROGRAMADA.editable` (scheduledAt more than one hour ahead, the form is
 * editable) and `PROGRAMADA.locked` (within the hour or past: read-only). A server update moves the campaign to the
 * status (and schedule) its record carries, from any status: the spec names INATIVA / PROGRAMADA → EM_ANDAMENTO and
 * EM_ANDAMENTO → FINALIZADA; the others come from a save elsewhere (INATIVA with a schedule becomes PROGRAMADA,
 * UpdateService) or a command of another client (cancel, restart), which the list shows as its live update (S2 §4
 * 'Live updates: create or update … replaces by id').
 */
import type { TableRow } from '../testing/conformance.ts';

export type CampaignState =
  'INATIVA' | 'PROGRAMADA.editable' | 'PROGRAMADA.locked' | 'EM_ANDAMENTO' | 'CANCELADA' | 'FINALIZADA';

const STATES: readonly CampaignState[] = [
  'INATIVA',
  'PROGRAMADA.editable',
  'PROGRAMADA.locked',
  'EM_ANDAMENTO',
  'CANCELADA',
  'FINALIZADA',
];

/** The record a server update carries, named as the conformance samples name it. */
export const SERVER_CASES: readonly { when: string; to: CampaignState }[] = [
  { when: 'status INATIVA', to: 'INATIVA' },
  { when: 'status PROGRAMADA, more than an hour ahead', to: 'PROGRAMADA.editable' },
  { when: 'status PROGRAMADA, within the hour', to: 'PROGRAMADA.locked' },
  { when: 'status EM_ANDAMENTO', to: 'EM_ANDAMENTO' },
  { when: 'status CANCELADA', to: 'CANCELADA' },
  { when: 'status FINALIZADA', to: 'FINALIZADA' },
];

function serverRef(from: CampaignState, to: CampaignState): string {
  const fromStatus = from.split('.')[0];
  if ((fromStatus === 'INATIVA' || fromStatus === 'PROGRAMADA') && to === 'EM_ANDAMENTO')
    return 'S2 §4 INATIVA / PROGRAMADA to EM_ANDAMENTO happens on the server and arrives by a real-time event';
  if (fromStatus === 'EM_ANDAMENTO' && to === 'FINALIZADA')
    return 'S2 §4 EM_ANDAMENTO to FINALIZADA happens on the server and arrives by a real-time event';
  if (fromStatus === 'PROGRAMADA' && to.startsWith('PROGRAMADA'))
    return 'S2 §4 editable when scheduled more than one hour ahead: a new scheduledAt from the server';
  return 'S2 §4 Live updates: an update replaces the campaign by id (a save or a command elsewhere)';
}

export const campaignStatusTable: readonly TableRow<CampaignState>[] = [
  {
    from: 'EM_ANDAMENTO',
    event: 'campaign.cancel',
    to: 'CANCELADA',
    ref: 'S2 §4 EM_ANDAMENTO --cancel--> CANCELADA',
  },
  {
    from: 'CANCELADA',
    event: 'campaign.restart',
    to: 'EM_ANDAMENTO',
    ref: 'S2 §4 CANCELADA --restart--> EM_ANDAMENTO',
  },
  {
    from: 'PROGRAMADA.editable',
    event: 'after.lockDelay',
    to: 'PROGRAMADA.locked',
    ref: 'S2 §4, §9 editable when scheduled more than 1 hour ahead: the hour passing makes it read-only',
  },
  ...STATES.flatMap((from) =>
    SERVER_CASES.filter((c) => c.to !== from).map((c): TableRow<CampaignState> => ({
      from,
      event: 'server.campaign.updated',
      when: c.when,
      to: c.to,
      ref: serverRef(from, c.to),
    })),
  ),
];
