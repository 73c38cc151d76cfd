/**
 * /helps (S3 §2.1, §2.7): every signed-in user. GET /helps/list (every help video, by title) through the resource
 * cache; the `company-{cid}-help` frames refresh it, so a video a super user adds or changes shows here at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../session/context.tsx';
import { queryClientFor } from '../../session/queries/client.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { HelpsPage } from './components/HelpsPage.tsx';

const helpsKey = ['helps', 'list'] as const;

export default function HelpsScreen() {
  const services = useServices();
  const client = queryClientFor(services);
  const query = useQuery({ queryKey: helpsKey, queryFn: () => services.api.helps.listAll() }, client);
  const read = useReadState(query);
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: helpsKey });
    const offs = [
      services.realtime.on('server.help.created', refresh),
      services.realtime.on('server.help.updated', refresh),
      services.realtime.on('server.help.deleted', refresh),
    ];
    return () => offs.forEach((off) => off());
  }, [services, client]);
  return (
    <HelpsPage
      helps={query.data ?? null}
      read={read}
      // The sandbox must not reach the internet: its players are drawn in place (docs/decisions.md, Help videos).
      player={services.env.sandbox ? 'placeholder' : 'embed'}
    />
  );
}
