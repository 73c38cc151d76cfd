/**
 * The quick replies of the signed-in user (S1 §2.7, §5: suggested when the input starts with '/'), through the
 * resource cache: every conversation reads the one entry, fetched once per session and fresh for 5 minutes.
 */
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Api } from '../../api/index.ts';
import type { QuickMessage } from '../../api/schemas/index.ts';
import { useServices } from '../context.tsx';
import { queryClientFor } from './client.ts';
import { queryKeys } from './keys.ts';

export const quickMessagesKey = (companyId: number, userId: number) =>
  [...queryKeys.quickMessages, companyId, userId] as const;

export const quickMessagesQuery = (api: Api, companyId: number, userId: number) =>
  queryOptions({
    queryKey: quickMessagesKey(companyId, userId),
    // GET /quick-messages/list with companyId and userId (S1 §7).
    queryFn: () => api.quickMessages.list({ companyId, userId }),
  });

export function useQuickMessages(companyId: number, userId: number): UseQueryResult<QuickMessage[]> {
  const services = useServices();
  return useQuery(quickMessagesQuery(services.api, companyId, userId), queryClientFor(services));
}
