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
 * records as the campaigns' holder (the entity page's list) gets them, stopped with the scope. Cancel and restart
 * answer 204 with no frame (the reference emits none), so a success patches the holder itself.
 */
export function campaignStatusFor(
  services: AppServices,
  campaign: CampaignStatusRecord,
): CampaignStatusActor {
  const scope = services.scope();
  if (scope === null) throw new Error('campaign status asked with nobody signed in');
  return scope.own(`campaign-status:${campaign.id}`, () => {
    const holder = entityPageFor(services, campaignsEntity);
    const patchList = (id: number, status: 'CANCELADA' | 'EM_ANDAMENTO') =>
      holder.send({ type: 'server.patched', id, patch: { status } });
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
    // The campaign is the holder's (the campaigns' list, live by its frames): each new record of it moves the status.
    const list = holder.getSnapshot().children.list;
    let last = list?.getSnapshot().context.items.find((c) => c.id === campaign.id);
    const subscription = list?.subscribe((snapshot) => {
      const record = snapshot.context.items.find((c) => c.id === campaign.id);
      if (record === undefined || record === last) return;
      last = record;
      actor.send({ type: 'server.campaign.updated', record });
    });
    return Object.assign(actor, {
      stop: () => {
        subscription?.unsubscribe();
        actor.stop();
        return actor;
      },
    });
  });
}
