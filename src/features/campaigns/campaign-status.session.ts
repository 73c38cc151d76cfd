import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  campaignStatusMachine,
  type CampaignCommandInput,
  type CampaignStatusRecord,
} from '../../../machines/campaign-status/campaign-status.machine.ts';
import { entityPageFor } from '../../session/entity/entity-page.ts';
import type { AppServices } from '../../session/services.ts';
import { campaignsApi, campaignsEntity } from './campaigns.entity.ts';

export type CampaignStatusActor = ActorRefFrom<typeof campaignStatusMachine>;

/**
 * The campaign-status actor of one campaign acted on in this session (cancel, restart, the dialog's editability),
 * owned by the session scope under `campaign-status:<id>`: made on the first command or dialog, fed the campaign's
 * frames, stopped with the scope. Cancel and restart answer 204 with no frame (the reference emits none), so a
 * success patches the campaigns list itself.
 */
export function campaignStatusFor(
  services: AppServices,
  campaign: CampaignStatusRecord,
): CampaignStatusActor {
  const scope = services.scope();
  if (scope === null) throw new Error('campaign status asked with nobody signed in');
  return scope.own(`campaign-status:${campaign.id}`, () => {
    const patchList = (id: number, status: 'CANCELADA' | 'EM_ANDAMENTO') =>
      entityPageFor(services, campaignsEntity).send({ type: 'server.patched', id, patch: { status } });
    const machine = campaignStatusMachine.provide({
      actors: {
        cancel: fromPromise<void, CampaignCommandInput>(async ({ input }) => {
          await campaignsApi(services).cancel(input.campaignId);
          patchList(input.campaignId, 'CANCELADA');
        }),
        restart: fromPromise<void, CampaignCommandInput>(async ({ input }) => {
          await campaignsApi(services).restart(input.campaignId);
          patchList(input.campaignId, 'EM_ANDAMENTO');
        }),
      },
    });
    const actor = createActor(machine, { input: { campaign }, inspect: services.effects.inspect });
    actor.start();
    const off = services.realtime.on('server.campaign.updated', (event) => {
      if (event.record.id === campaign.id)
        actor.send({ type: 'server.campaign.updated', record: event.record });
    });
    return Object.assign(actor, {
      stop: () => {
        off();
        actor.stop();
        return actor;
      },
    });
  });
}
