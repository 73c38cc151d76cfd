/**
 * The status of one campaign (S2 §4 'Campaign status'). Top-level states are the spec's values (`INATIVA`,
 * `PROGRAMADA`, `EM_ANDAMENTO`, `CANCELADA`, `FINALIZADA`); the transitions and their spec references are in
 * `campaign-status.table.ts`.
 *
 * - The campaign in context is the source of truth: each resting substate routes to the status of the campaign it
 *   holds (`always`), so a server update (S2 §4: 'INATIVA / PROGRAMADA to EM_ANDAMENTO, EM_ANDAMENTO to FINALIZADA
 *   happen on the server and arrive by real-time events') moves the machine, and a command lands in the status the
 *   server made.
 * - The two commands of the table: `campaign.cancel` (EM_ANDAMENTO → CANCELADA, POST /campaigns/{id}/cancel) and
 *   `campaign.restart` (CANCELADA → EM_ANDAMENTO, POST /campaigns/{id}/restart). While one runs the machine is busy
 *   (tag `busy`) and a frame only updates the campaign held; a failure stays where it was and emits the server's
 *   message for the toast (S2 §8).
 * - Editability (S2 §4): `campaign.edit` is accepted when INATIVA, or PROGRAMADA with scheduledAt more than one hour
 *   ahead (`PROGRAMADA.editable`); the hour passing moves it to `PROGRAMADA.locked` by itself. `campaign.saveMessages`
 *   (the message fields and save) is accepted where edit is, and also when CANCELADA. The form asks `can(...)`.
 */
import { assertEvent, assign, emit, fromPromise, not, setup, type DoneActorEvent } from 'xstate';
import type { CampaignStatus } from '../../src/api/schemas/s2.ts';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';

/** S2 §4, §9: editable when scheduled more than 1 hour ahead. */
export const EDITABLE_AHEAD_MS = 60 * 60 * 1000;
/** setTimeout's longest delay: a lock further away than this is re-armed when it fires. */
export const MAX_TIMER_MS = 2_147_483_647;

/** What the machine needs of a campaign (the list row, the dialog's record or a frame's record). */
export interface CampaignStatusRecord {
  id: number;
  status: CampaignStatus;
  /** ISO text or null (no schedule). */
  scheduledAt: string | null;
}

export interface CampaignStatusInput {
  campaign: CampaignStatusRecord;
  /** The clock (ms); tests give a fixed one. */
  now?: () => number;
}

export interface CampaignStatusContext {
  campaign: CampaignStatusRecord;
  now: () => number;
  /**
   * How far the lock was when its timer was armed (ms). Whether that timer ends at the lock or only at the longest
   * delay a timer can wait is known from it, not from the clock when it fires: by then a lock 40 days ahead is 15 days
   * ahead, which one timer can wait, so the clock would take the end of the first timer for the lock.
   */
  lockWait: number;
}

export interface CampaignCommandInput {
  campaignId: number;
}

export type CampaignStatusEvent =
  | { type: 'campaign.cancel' }
  | { type: 'campaign.restart' }
  /** Not a command: `can({ type: 'campaign.edit' })` says whether every field of the form may change. */
  | { type: 'campaign.edit' }
  /** Not a command: `can(...)` says whether the message fields and save are usable (also when CANCELADA). */
  | { type: 'campaign.saveMessages' }
  | { type: 'server.campaign.updated'; record: CampaignStatusRecord }
  | DoneActorEvent<void, 'cancel'>
  | DoneActorEvent<void, 'restart'>;

function timeOf(iso: string | null): number | null {
  if (iso === null || iso === '') return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}

/** How long until a PROGRAMADA campaign stops being editable (0 when it is not, or has no valid schedule). */
export function msUntilLocked(campaign: CampaignStatusRecord, now: number): number {
  const at = timeOf(campaign.scheduledAt);
  if (at === null) return 0;
  return Math.max(0, at - EDITABLE_AHEAD_MS - now);
}

/** S2 §4: INATIVA, or PROGRAMADA with scheduledAt more than one hour ahead. */
export function isEditableCampaign(campaign: CampaignStatusRecord, now: number): boolean {
  if (campaign.status === 'INATIVA') return true;
  return campaign.status === 'PROGRAMADA' && msUntilLocked(campaign, now) > 0;
}

function statusIs(status: CampaignStatus) {
  return ({ context }: { context: CampaignStatusContext }) => context.campaign.status === status;
}

/** The routes of a resting substate to the status of the campaign held, except its own. */
function routesExcept(own: CampaignStatus) {
  const all = [
    { guard: 'isInativa', target: '#campaignStatus.INATIVA' },
    { guard: 'isProgramada', target: '#campaignStatus.PROGRAMADA' },
    { guard: 'isEmAndamento', target: '#campaignStatus.EM_ANDAMENTO' },
    { guard: 'isCancelada', target: '#campaignStatus.CANCELADA' },
    { guard: 'isFinalizada', target: '#campaignStatus.FINALIZADA' },
  ] as const;
  return all.filter((route) => !route.target.endsWith(`.${own}`));
}

export const campaignStatusMachine = setup({
  types: {
    input: typeOf<CampaignStatusInput>(),
    context: typeOf<CampaignStatusContext>(),
    events: typeOf<CampaignStatusEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  actors: {
    cancel: fromPromise<void, CampaignCommandInput>(() => notProvided('cancel')),
    restart: fromPromise<void, CampaignCommandInput>(() => notProvided('restart')),
  },
  delays: {
    lockDelay: ({ context }) => Math.min(MAX_TIMER_MS, context.lockWait),
  },
  guards: {
    isInativa: statusIs('INATIVA'),
    isProgramada: statusIs('PROGRAMADA'),
    isEmAndamento: statusIs('EM_ANDAMENTO'),
    isCancelada: statusIs('CANCELADA'),
    isFinalizada: statusIs('FINALIZADA'),
    isEditableNow: ({ context }) => isEditableCampaign(context.campaign, context.now()),
    /** The timer that fired was armed for a lock further away than one timer can wait: wait again. */
    isLockFar: ({ context }) => context.lockWait > MAX_TIMER_MS,
    isThisCampaign: ({ context, event }) => {
      assertEvent(event, 'server.campaign.updated');
      return event.record.id === context.campaign.id;
    },
  },
  actions: {
    assignServerCampaign: assign(({ context, event }) => {
      assertEvent(event, 'server.campaign.updated');
      return {
        campaign: { ...context.campaign, status: event.record.status, scheduledAt: event.record.scheduledAt },
      };
    }),
    assignCancelled: assign(({ context }) => ({
      campaign: { ...context.campaign, status: 'CANCELADA' as const },
    })),
    assignRestarted: assign(({ context }) => ({
      campaign: { ...context.campaign, status: 'EM_ANDAMENTO' as const },
    })),
    notifyCancelled: emit({ type: 'notify', level: 'success', key: 'campaigns:toasts.cancel' } as const),
    notifyRestarted: emit({ type: 'notify', level: 'success', key: 'campaigns:toasts.restart' } as const),
    /** S2 §8: cancel and restart failures show the server's error message (through the catalogue's toast). */
    notifyFailure: emit(({ event }): MachineEmitted => ({
      type: 'notify',
      level: 'error',
      key: 'errors:generic',
      error: 'error' in event ? event.error : undefined,
    })),
    /** Entering `editable`, before its timer is armed (the timer reads it). */
    assignLockWait: assign(({ context }) => ({ lockWait: msUntilLocked(context.campaign, context.now()) })),
    /** `can()` counts a transition only when it does something: the rule's answer, nothing else. */
    allow: () => undefined,
  },
}).createMachine({
  id: 'campaignStatus',
  context: ({ input }) => ({ campaign: input.campaign, now: input.now ?? (() => Date.now()), lockWait: 0 }),
  // The initial status comes from the campaign: INATIVA routes on at once when the campaign is not INATIVA.
  initial: 'INATIVA',
  on: {
    'server.campaign.updated': { guard: 'isThisCampaign', actions: 'assignServerCampaign' },
  },
  states: {
    INATIVA: {
      always: routesExcept('INATIVA'),
      on: {
        'campaign.edit': { actions: 'allow' },
        'campaign.saveMessages': { actions: 'allow' },
      },
    },
    PROGRAMADA: {
      initial: 'editable',
      // A new record starts PROGRAMADA again: its schedule decides editable or locked, and re-arms the lock's timer.
      on: {
        'server.campaign.updated': {
          guard: 'isThisCampaign',
          target: '#campaignStatus.PROGRAMADA',
          reenter: true,
          actions: 'assignServerCampaign',
        },
      },
      states: {
        editable: {
          entry: 'assignLockWait',
          always: [...routesExcept('PROGRAMADA'), { guard: not('isEditableNow'), target: 'locked' }],
          after: {
            lockDelay: [{ guard: 'isLockFar', target: 'editable', reenter: true }, { target: 'locked' }],
          },
          on: {
            'campaign.edit': { actions: 'allow' },
            'campaign.saveMessages': { actions: 'allow' },
          },
        },
        locked: {
          // Only a new record (above) makes it editable again: the hour that passed does not come back.
          always: routesExcept('PROGRAMADA'),
        },
      },
    },
    EM_ANDAMENTO: {
      initial: 'idle',
      states: {
        idle: {
          always: routesExcept('EM_ANDAMENTO'),
          on: { 'campaign.cancel': { target: 'cancelling' } },
        },
        cancelling: {
          tags: ['busy'],
          invoke: {
            id: 'cancel',
            src: 'cancel',
            input: ({ context }) => ({ campaignId: context.campaign.id }),
            onDone: { target: 'idle', actions: ['assignCancelled', 'notifyCancelled'] },
            onError: { target: 'idle', actions: 'notifyFailure' },
          },
        },
      },
    },
    CANCELADA: {
      initial: 'idle',
      states: {
        idle: {
          always: routesExcept('CANCELADA'),
          on: {
            'campaign.restart': { target: 'restarting' },
            // S2 §4: a CANCELADA campaign keeps its message fields and save button usable.
            'campaign.saveMessages': { actions: 'allow' },
          },
        },
        restarting: {
          tags: ['busy'],
          invoke: {
            id: 'restart',
            src: 'restart',
            input: ({ context }) => ({ campaignId: context.campaign.id }),
            onDone: { target: 'idle', actions: ['assignRestarted', 'notifyRestarted'] },
            onError: { target: 'idle', actions: 'notifyFailure' },
          },
        },
      },
    },
    FINALIZADA: {
      always: routesExcept('FINALIZADA'),
    },
  },
});
