import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MachineEmitted } from '../common/emitted.ts';
import {
  MAX_TIMER_MS,
  campaignStatusMachine,
  type CampaignCommandInput,
  type CampaignStatusRecord,
} from './campaign-status.machine.ts';
import { campaignOffers } from './campaign-status.offers.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const MIN = 60 * 1000;
const at = (ms: number) => new Date(NOW + ms).toISOString();
const campaign = (
  status: CampaignStatusRecord['status'],
  aheadMs: number | null = null,
): CampaignStatusRecord => ({
  id: 9,
  status,
  scheduledAt: aheadMs === null ? null : at(aheadMs),
});

function start(
  record: CampaignStatusRecord,
  calls: {
    cancel?: (input: CampaignCommandInput) => Promise<void>;
    restart?: (input: CampaignCommandInput) => Promise<void>;
  } = {},
  now: () => number = () => NOW,
) {
  const sent: string[] = [];
  const machine = campaignStatusMachine.provide({
    actors: {
      cancel: fromPromise<void, CampaignCommandInput>(({ input }) => {
        sent.push(`cancel ${input.campaignId}`);
        return calls.cancel?.(input) ?? Promise.resolve();
      }),
      restart: fromPromise<void, CampaignCommandInput>(({ input }) => {
        sent.push(`restart ${input.campaignId}`);
        return calls.restart?.(input) ?? Promise.resolve();
      }),
    },
  });
  const actor = createActor(machine, { input: { campaign: record, now } });
  const emitted: MachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, sent, emitted };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('campaign status (S2 §4)', () => {
  it('starts in the status of the campaign it is given', () => {
    expect(start(campaign('INATIVA')).actor.getSnapshot().value).toBe('INATIVA');
    expect(start(campaign('PROGRAMADA', 3 * 60 * MIN)).actor.getSnapshot().value).toEqual({
      PROGRAMADA: 'editable',
    });
    expect(start(campaign('PROGRAMADA', 30 * MIN)).actor.getSnapshot().value).toEqual({
      PROGRAMADA: 'locked',
    });
    expect(start(campaign('EM_ANDAMENTO')).actor.getSnapshot().value).toEqual({ EM_ANDAMENTO: 'idle' });
    expect(start(campaign('CANCELADA')).actor.getSnapshot().value).toEqual({ CANCELADA: 'idle' });
    expect(start(campaign('FINALIZADA')).actor.getSnapshot().value).toBe('FINALIZADA');
  });

  it('cancel: POST for this campaign, then CANCELADA with the success toast', async () => {
    const { actor, sent, emitted } = start(campaign('EM_ANDAMENTO'));
    actor.send({ type: 'campaign.cancel' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('CANCELADA'));
    expect(sent).toEqual(['cancel 9']);
    expect(emitted).toContainEqual({ type: 'notify', level: 'success', key: 'campaigns:toasts.cancel' });
  });

  it("a failed cancel stays EM_ANDAMENTO and hands the server's message to the toast", async () => {
    const failure = new Error('Não foi possível cancelar');
    const { actor, emitted } = start(campaign('EM_ANDAMENTO'), { cancel: () => Promise.reject(failure) });
    actor.send({ type: 'campaign.cancel' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toEqual({ EM_ANDAMENTO: 'idle' });
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
  });

  it('restart: CANCELADA to EM_ANDAMENTO; a failure stays CANCELADA with the error', async () => {
    const ok = start(campaign('CANCELADA'));
    ok.actor.send({ type: 'campaign.restart' });
    await waitFor(ok.actor, (s) => s.matches('EM_ANDAMENTO'));
    expect(ok.sent).toEqual(['restart 9']);
    expect(ok.emitted).toContainEqual({ type: 'notify', level: 'success', key: 'campaigns:toasts.restart' });

    const failing = start(campaign('CANCELADA'), { restart: () => Promise.reject(new Error('x')) });
    failing.actor.send({ type: 'campaign.restart' });
    await waitFor(failing.actor, (s) => !s.hasTag('busy'));
    expect(failing.actor.getSnapshot().matches('CANCELADA')).toBe(true);
    expect(failing.emitted[0]).toMatchObject({ level: 'error' });
  });

  it('commands are refused in the other statuses (no call is made)', () => {
    for (const status of ['INATIVA', 'PROGRAMADA', 'CANCELADA', 'FINALIZADA'] as const) {
      const { actor, sent } = start(campaign(status, 3 * 60 * MIN));
      actor.send({ type: 'campaign.cancel' });
      expect(sent).toEqual([]);
    }
    for (const status of ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'FINALIZADA'] as const) {
      const { actor, sent } = start(campaign(status, 3 * 60 * MIN));
      actor.send({ type: 'campaign.restart' });
      expect(sent).toEqual([]);
    }
  });

  it('a frame while cancelling does not abort the call; the result lands after it', async () => {
    let finish: () => void = () => undefined;
    const { actor } = start(campaign('EM_ANDAMENTO'), {
      cancel: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    actor.send({ type: 'campaign.cancel' });
    actor.send({ type: 'server.campaign.updated', record: campaign('EM_ANDAMENTO') });
    expect(actor.getSnapshot().value).toEqual({ EM_ANDAMENTO: 'cancelling' });
    finish();
    await waitFor(actor, (s) => s.matches('CANCELADA'));
  });

  it('server updates move it: PROGRAMADA → EM_ANDAMENTO → FINALIZADA; another campaign is ignored', () => {
    const { actor } = start(campaign('PROGRAMADA', 3 * 60 * MIN));
    actor.send({ type: 'server.campaign.updated', record: { ...campaign('FINALIZADA'), id: 10 } });
    expect(actor.getSnapshot().matches('PROGRAMADA')).toBe(true);
    actor.send({ type: 'server.campaign.updated', record: campaign('EM_ANDAMENTO') });
    expect(actor.getSnapshot().matches('EM_ANDAMENTO')).toBe(true);
    actor.send({ type: 'server.campaign.updated', record: campaign('FINALIZADA') });
    expect(actor.getSnapshot().value).toBe('FINALIZADA');
  });

  it('a PROGRAMADA campaign locks by itself when its last hour begins, and a new schedule re-arms it', () => {
    vi.useFakeTimers({ now: NOW });
    const { actor } = start(campaign('PROGRAMADA', 60 * MIN + 5000), {}, () => Date.now());
    expect(actor.getSnapshot().can({ type: 'campaign.edit' })).toBe(true);
    // Rescheduled two hours later: the first timer must not lock it.
    actor.send({
      type: 'server.campaign.updated',
      record: { ...campaign('PROGRAMADA'), scheduledAt: at(3 * 60 * MIN) },
    });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toEqual({ PROGRAMADA: 'editable' });
    vi.advanceTimersByTime(2 * 60 * MIN);
    expect(actor.getSnapshot().value).toEqual({ PROGRAMADA: 'locked' });
    expect(actor.getSnapshot().can({ type: 'campaign.edit' })).toBe(false);
  });
});

describe('a lock further away than one timer can wait (setTimeout holds 2^31−1 ms, about 24.8 days)', () => {
  it('40 days ahead: the timer is armed again when it fires, and the lock comes when the last hour begins', () => {
    vi.useFakeTimers({ now: NOW });
    const DAY = 24 * 60 * MIN;
    const lockAt = 40 * DAY - 60 * MIN;
    const { actor } = start(campaign('PROGRAMADA', 40 * DAY), {}, () => Date.now());
    const value = () => actor.getSnapshot().value;
    let fired = 0;
    actor.subscribe(() => (fired += 1));
    // A delay past the limit is cut to 1 ms by timers: nothing may fire yet (neither a lock nor a re-arm).
    vi.advanceTimersByTime(1);
    expect(fired).toBe(0);
    expect(value()).toEqual({ PROGRAMADA: 'editable' });
    // The first timer (the longest one allowed) fires and is armed again for what is left.
    vi.advanceTimersByTime(MAX_TIMER_MS);
    expect(fired).toBe(1);
    expect(value()).toEqual({ PROGRAMADA: 'editable' });
    expect(actor.getSnapshot().can({ type: 'campaign.edit' })).toBe(true);
    vi.advanceTimersByTime(lockAt - MAX_TIMER_MS - 2);
    expect(value()).toEqual({ PROGRAMADA: 'editable' });
    vi.advanceTimersByTime(1);
    expect(Date.now()).toBe(NOW + lockAt);
    expect(value()).toEqual({ PROGRAMADA: 'locked' });
    expect(actor.getSnapshot().can({ type: 'campaign.edit' })).toBe(false);
  });
});

describe('campaign offers (S2 §2 row actions, §4 editability)', () => {
  const now = () => NOW;
  it.each([
    ['INATIVA', null, { cancel: false, restart: false, edit: true, saveMessages: true }],
    ['PROGRAMADA', 61 * MIN, { cancel: false, restart: false, edit: true, saveMessages: true }],
    ['PROGRAMADA', 60 * MIN, { cancel: false, restart: false, edit: false, saveMessages: false }],
    ['PROGRAMADA', -MIN, { cancel: false, restart: false, edit: false, saveMessages: false }],
    ['EM_ANDAMENTO', -MIN, { cancel: true, restart: false, edit: false, saveMessages: false }],
    ['CANCELADA', -MIN, { cancel: false, restart: true, edit: false, saveMessages: true }],
    ['FINALIZADA', -MIN, { cancel: false, restart: false, edit: false, saveMessages: false }],
  ] as const)('%s scheduled %s ms ahead', (status, ahead, offers) => {
    expect(campaignOffers(campaign(status, ahead), now)).toEqual(offers);
  });

  it('a PROGRAMADA campaign without a valid date is read-only', () => {
    expect(campaignOffers({ id: 1, status: 'PROGRAMADA', scheduledAt: 'x' }, now).edit).toBe(false);
  });
});
