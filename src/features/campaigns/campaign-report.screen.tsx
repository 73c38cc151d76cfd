import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { useServices } from '../../session/context.tsx';
import { entityPageFor } from '../../session/entity/entity-page.ts';
import { isNotFound, queryClientFor } from '../../session/queries/client.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { campaignsApi, campaignsEntity } from './campaigns.entity.ts';
import { REPORT_RELOAD_MS, toReportCampaign } from './components/campaign-report.ts';
import { CampaignReport } from './components/CampaignReport.tsx';

/**
 * /campaign/{campaignId}/report (S2 §2, §4). The campaign is the one the campaigns' holder keeps (the entity page's
 * list: its rows, its status actors and this report read the same record), live by the campaign's frames through the
 * live-list table. A frame of the sending queue carries the shipping and the list's contacts, read as counts
 * (`progress`): the record it replaces moves the report. A record without counts (not read here yet, or replaced by
 * a save's frame, which carries neither) is read again with GET /campaigns/:id, as counts, into the holder; so is one
 * showing FINALIZADA, 5 s later (S2 §4, §9, as the reference does), and one deleted (it then reads not found). The
 * resource cache keeps only that read's state (loading, failed with a retry, not found), never the campaign.
 */
export default function CampaignReportScreen() {
  const services = useServices();
  const [, navigate] = useLocation();
  const params = useParams<{ campaignId: string }>();
  const id = Number(params.campaignId);
  const validId = Number.isInteger(id) && id > 0;
  const holder = entityPageFor(services, campaignsEntity);
  const list = useSelector(holder, (s) => s.children.list);
  const held = useSelector(list, (s) => s?.context.items.find((c) => c.id === id) ?? null);
  const read = useQuery(
    {
      queryKey: ['campaigns', 'read', id],
      queryFn: async () => {
        const campaign = toReportCampaign(await campaignsApi(services).get(id));
        holder.send({ type: 'server.upserted', item: campaign });
        return campaign.id;
      },
      enabled: false,
      retry: false,
    },
    queryClientFor(services),
  );
  const readState = useReadState(read);
  const refetch = read.refetch;
  const counted = held?.progress !== undefined;
  const updatedAt = held?.updatedAt;
  useEffect(() => {
    if (validId && !counted) void refetch();
  }, [validId, counted, updatedAt, refetch]);
  const finished = held?.status === 'FINALIZADA';
  useEffect(() => {
    if (!finished) return;
    const reload = setTimeout(() => void refetch(), REPORT_RELOAD_MS);
    return () => clearTimeout(reload);
  }, [finished, updatedAt, refetch]);

  const campaign = held !== null && held.progress !== undefined ? { ...held, progress: held.progress } : null;
  const notFound = !validId || (read.status === 'error' && isNotFound(read.error));
  return (
    <CampaignReport
      campaign={campaign}
      read={validId ? readState : { ...readState, status: 'error' }}
      notFound={notFound}
      formatDate={formatDateTime}
      onBack={() => navigate('/campaigns')}
    />
  );
}
