import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { campaignOffers } from '../../../machines/campaign-status/campaign-status.offers.ts';
import { createContactListsApi } from '../../api/contact-lists.api.ts';
import type { Campaign } from '../../api/schemas/s2.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { queryClientFor } from '../../session/queries/client.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { useWhatsapps } from '../../session/queries/hooks.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { campaignStatusFor, type CampaignStatusActor } from './campaign-status.session.ts';
import { CAMPAIGN_SETTINGS_KEY, campaignsApi, campaignsEntity } from './campaigns.entity.ts';
import { CampaignDialog } from './components/CampaignDialog.tsx';
import { EntityPage } from '../../ui/entity/EntityPage.tsx';

/** What a new campaign offers: it is INATIVA, everything editable, no command. */
const NEW_OFFERS = { edit: true, saveMessages: true, cancel: false, restart: false } as const;

/** The snapshot of a campaign-status actor (null: none), kept current. */
function useStatusSnapshot(actor: CampaignStatusActor | null) {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (actor === null) return () => undefined;
      const sub = actor.subscribe(notify);
      return () => sub.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);
}

/** The variable keys of the company's campaign settings (value: JSON text of [{key, value}]). */
function variableKeys(settings: readonly { key: string; value: string }[]): string[] {
  const raw = settings.find((s) => s.key === 'variables')?.value;
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((v: unknown) =>
      typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string'
        ? [(v as { key: string }).key]
        : [],
    );
  } catch {
    return [];
  }
}

/** /campaigns: the campaigns entity page, the campaign-status actors of its commands and the dialog. */
export default function CampaignsScreen() {
  const services = useServices();
  const companyId = useSession().user?.companyId ?? 0;
  const page = useEntityPage(campaignsEntity);
  const [, navigate] = useLocation();
  // The row whose command runs; cleared when its actor leaves its busy state.
  const [commandActor, setCommandActor] = useState<{ id: number; actor: CampaignStatusActor } | null>(null);
  const commandSnapshot = useStatusSnapshot(commandActor?.actor ?? null);
  const busyId = commandActor !== null && commandSnapshot?.hasTag('busy') ? commandActor.id : null;

  const command = (campaign: Campaign, type: 'campaign.cancel' | 'campaign.restart') => {
    const actor = campaignStatusFor(services, campaign);
    actor.send({ type });
    setCommandActor({ id: campaign.id, actor });
  };

  const editing = page.dialog.open ? page.dialog.editing : null;
  const editingActor = useMemo(
    () => (editing === null ? null : campaignStatusFor(services, editing)),
    // One actor per campaign id (the scope keeps it); a new record of the same id reaches it by its frames.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [services, editing?.id],
  );
  const editingSnapshot = useStatusSnapshot(editingActor);
  const dialogOffers =
    editingSnapshot === null
      ? NEW_OFFERS
      : {
          edit: editingSnapshot.can({ type: 'campaign.edit' }),
          saveMessages: editingSnapshot.can({ type: 'campaign.saveMessages' }),
          cancel: editingSnapshot.can({ type: 'campaign.cancel' }),
          restart: editingSnapshot.can({ type: 'campaign.restart' }),
        };

  const client = queryClientFor(services);
  const lists = useQuery(
    {
      queryKey: ['campaigns', 'contact-lists', companyId],
      queryFn: () => createContactListsApi(services.client).lists.all(companyId),
      enabled: page.dialog.open,
    },
    client,
  );
  const connections = useWhatsapps({ enabled: page.dialog.open });
  const listsLoad = useReadState(lists);
  const connectionsLoad = useReadState(connections);
  const settings = useQuery(
    {
      queryKey: CAMPAIGN_SETTINGS_KEY,
      queryFn: () => campaignsApi(services).settings(),
      enabled: page.dialog.open,
    },
    client,
  );

  return (
    <EntityPage
      view={campaignsEntity.view}
      list={page.list}
      search={page.searchText}
      dialog={page.dialog}
      confirm={page.confirm}
      intents={page.intents}
      extra={{
        onReport: (campaign) => navigate(`/campaign/${campaign.id}/report`),
        offersOf: (campaign) => campaignOffers(campaign),
        onCancel: (campaign) => command(campaign, 'campaign.cancel'),
        onRestart: (campaign) => command(campaign, 'campaign.restart'),
        busyId,
        formatDate: formatDateTime,
      }}
      formDialog={
        <CampaignDialog
          open={page.dialog.open}
          editing={page.dialog.editing}
          values={page.dialog.values}
          busy={page.dialog.busy}
          changedElsewhere={page.dialog.changedElsewhere}
          offers={dialogOffers}
          commandBusy={editingSnapshot?.hasTag('busy') ?? false}
          contactLists={(lists.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          contactListsLoad={listsLoad}
          connectionsLoad={connectionsLoad}
          connections={(connections.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          variables={variableKeys(settings.data ?? [])}
          onSubmit={page.submit}
          onClose={page.close}
          onCancelCampaign={() => editingActor?.send({ type: 'campaign.cancel' })}
          onRestartCampaign={() => editingActor?.send({ type: 'campaign.restart' })}
        />
      }
    />
  );
}
