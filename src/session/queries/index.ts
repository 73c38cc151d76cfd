export { queryKeys } from './keys.ts';
export {
  createQueryClient,
  isNotFound,
  isTransient,
  MAX_RETRIES,
  queryClientFor,
  STALE_TIME_MS,
} from './client.ts';
export { bindRealtimeToCache, type RealtimeSource } from './realtime.ts';
export {
  queries,
  useAppQueryClient,
  useContact,
  usePlans,
  useQueues,
  useSettings,
  useTags,
  useTicketByUuid,
  useUsers,
  useWhatsapps,
  type ReadOptions,
} from './hooks.ts';
export { Resource, useReadState, type NotFoundWayBack, type ResourceProps } from './Resource.tsx';
