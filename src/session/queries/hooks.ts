import { queryOptions, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Api } from '../../api/index.ts';
import type {
  Contact,
  Plan,
  Queue,
  Setting,
  Tag,
  Ticket,
  User,
  UserListItem,
  Whatsapp,
} from '../../api/schemas/index.ts';
import { useServices } from '../context.tsx';
import { queryClientFor } from './client.ts';
import { queryKeys } from './keys.ts';

/** Per call site: a read a screen does not need yet (e.g. users for a non-admin) stays off. */
export interface ReadOptions {
  enabled?: boolean;
}

/** The reads as option objects: the hooks below, tests and prefetches share one definition of each. */
export const queries = {
  queues: (api: Api) => queryOptions({ queryKey: queryKeys.queues, queryFn: () => api.queues.list() }),
  users: (api: Api) => queryOptions({ queryKey: queryKeys.users, queryFn: () => api.users.listAll() }),
  tags: (api: Api) => queryOptions({ queryKey: queryKeys.tags, queryFn: () => api.tags.listAll() }),
  settings: (api: Api) => queryOptions({ queryKey: queryKeys.settings, queryFn: () => api.settings.list() }),
  whatsapps: (api: Api) =>
    queryOptions({ queryKey: queryKeys.whatsapps, queryFn: () => api.whatsapp.list() }),
  plans: (api: Api) =>
    queryOptions({
      queryKey: queryKeys.plans,
      queryFn: () => api.plans.listPublic(),
      // The sign-up forms show the plans in a select, not in a ResourceState.
      meta: { toastOnError: true },
    }),
  // The route's read of a ticket the workspace tree does not hold. Not kept once the route stops reading it, and not
  // patched live: once open, the conversation holds the ticket and follows its frames.
  ticketByUuid: (api: Api, uuid: string) =>
    queryOptions({
      queryKey: queryKeys.ticketByUuid(uuid),
      queryFn: () => api.tickets.getByUuid(uuid),
      gcTime: 0,
    }),
  contact: (api: Api, contactId: number) =>
    queryOptions({
      queryKey: queryKeys.contact(contactId),
      queryFn: () => api.contacts.get(contactId),
    }),
  user: (api: Api, userId: number) =>
    queryOptions({ queryKey: queryKeys.user(userId), queryFn: () => api.users.get(userId) }),
};

/** The session's cache, from the services: it works on public screens too, where no provider is mounted. */
export function useAppQueryClient(): QueryClient {
  return queryClientFor(useServices());
}

function useCache(): { api: Api; client: QueryClient } {
  const services = useServices();
  return { api: services.api, client: queryClientFor(services) };
}

const enabledOf = (read: ReadOptions) => (read.enabled === undefined ? {} : { enabled: read.enabled });

export function useQueues(read: ReadOptions = {}): UseQueryResult<Queue[]> {
  const { api, client } = useCache();
  return useQuery({ ...queries.queues(api), ...enabledOf(read) }, client);
}

/** GET /users/list: every user of the company, id and name. */
export function useUsers(read: ReadOptions = {}): UseQueryResult<UserListItem[]> {
  const { api, client } = useCache();
  return useQuery({ ...queries.users(api), ...enabledOf(read) }, client);
}

/** GET /tags/list. */
export function useTags(read: ReadOptions = {}): UseQueryResult<Tag[]> {
  const { api, client } = useCache();
  return useQuery({ ...queries.tags(api), ...enabledOf(read) }, client);
}

export function useSettings(read: ReadOptions = {}): UseQueryResult<Setting[]> {
  const { api, client } = useCache();
  return useQuery({ ...queries.settings(api), ...enabledOf(read) }, client);
}

/** The connection list, patched live by connection and session events. */
export function useWhatsapps(read: ReadOptions = {}): UseQueryResult<Whatsapp[]> {
  const { api, client } = useCache();
  return useQuery({ ...queries.whatsapps(api), ...enabledOf(read) }, client);
}

/** The public plan list (sign-up, company creation): no token needed. */
export function usePlans(read: ReadOptions = {}): UseQueryResult<Plan[]> {
  const { api, client } = useCache();
  return useQuery({ ...queries.plans(api), ...enabledOf(read) }, client);
}

/** GET /tickets/u/:uuid (a ticket the workspace tree does not hold); a uuid that does not exist fails at once with `isNotFound(error)`. */
export function useTicketByUuid(uuid: string, read: ReadOptions = {}): UseQueryResult<Ticket> {
  const { api, client } = useCache();
  return useQuery({ ...queries.ticketByUuid(api, uuid), ...enabledOf(read) }, client);
}

export function useContact(contactId: number, read: ReadOptions = {}): UseQueryResult<Contact> {
  const { api, client } = useCache();
  return useQuery({ ...queries.contact(api, contactId), ...enabledOf(read) }, client);
}

/** GET /users/:id: the user with queues and whatsappId (the users screen's edit). */
export function useUser(userId: number, read: ReadOptions = {}): UseQueryResult<User> {
  const { api, client } = useCache();
  return useQuery({ ...queries.user(api, userId), ...enabledOf(read) }, client);
}
