import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { useServices } from '../../session/context.tsx';
import { isNotFound, queryClientFor } from '../../session/queries/client.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { campaignsApi } from './campaigns.entity.ts';
import {
  mergeReportFrame,
  REPORT_RELOAD_MS,
  toReportCampaign,
  type ReportCampaign,
} from './components/campaign-report.ts';
import { CampaignReport } from './components/CampaignReport.tsx';

/**
 * /campaign/{campaignId}/report (S2 §2, §4): GET /campaigns/:id through the resource cache, held as the report's
 * counts (ReportCampaign, not 5,000 contacts), live by the campaign's frames. A frame of the sending queue carries
 * the shipping and the list's contacts, read as counts: it replaces the campaign held, so progress moves with each
 * delivery (the frames of one painted frame are handed on together, one render). A frame that carries neither (a save elsewhere) reads the campaign again. A
 * frame showing FINALIZADA reads it again 5 s later (S2 §4, §9), as the reference does; a deletion reads it again too
 * (and finds it gone).
 */
export default function CampaignReportScreen() {
  const services = useServices();
  const [, navigate] = useLocation();
  const params = useParams<{ campaignId: string }>();
  const id = Number(params.campaignId);
  const validId = Number.isInteger(id) && id > 0;
  const client = queryClientFor(services);
  const query = useQuery(
    {
      queryKey: ['campaigns', 'report', id],
      queryFn: async () => toReportCampaign(await campaignsApi(services).get(id)),
      enabled: validId,
    },
    client,
  );
  const read = useReadState(query);

  useEffect(() => {
    const key = ['campaigns', 'report', id];
    let reload: ReturnType<typeof setTimeout> | undefined;
    const readAgain = () => void client.invalidateQueries({ queryKey: key });
    const offUpdated = services.realtime.on(
      'server.campaign.updated',
      (event) => {
        const held = client.getQueryData<ReportCampaign>(key);
        const merged = held === undefined ? null : mergeReportFrame(held, event.record);
        if (merged !== null) client.setQueryData(key, merged);
        else readAgain();
        if (event.record.status === 'FINALIZADA') {
          clearTimeout(reload);
          reload = setTimeout(readAgain, REPORT_RELOAD_MS);
        }
      },
      { id },
    );
    const offDeleted = services.realtime.on('server.campaign.deleted', readAgain, { id });
    return () => {
      offUpdated();
      offDeleted();
      clearTimeout(reload);
    };
  }, [client, services, id]);

  return (
    <CampaignReport
      campaign={query.data ?? null}
      read={validId ? read : { ...read, status: 'error' }}
      notFound={!validId || (query.status === 'error' && isNotFound(query.error))}
      formatDate={formatDateTime}
      onBack={() => navigate('/campaigns')}
    />
  );
}
