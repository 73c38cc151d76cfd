/**
 * The dashboard's reads (S2 §2 Dashboard, §7) through the resource cache: GET /dashboard per filter, the company
 * (its due date), and today's tickets for the hourly chart. None is a live list: they are read when the screen asks
 * and refetched after a reconnect like every shown entry (bindRealtimeToCache). Keys live outside ['tickets'], whose
 * entries the realtime patcher reads as single tickets.
 */
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Api } from '../../api/index.ts';
import type { DashboardParams } from '../../api/dashboard.api.ts';
import type { Dashboard } from '../../api/schemas/dashboard.schema.ts';
import type { Company } from '../../api/schemas/index.ts';
import { useServices } from '../context.tsx';
import { queryClientFor } from './client.ts';
import type { ReadOptions } from './hooks.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: (params: DashboardParams) =>
    ['dashboard', 'figures', params.days ?? null, params.date_from ?? null, params.date_to ?? null] as const,
  company: (companyId: number) => ['dashboard', 'company', companyId] as const,
  ticketsOfDay: (day: string) => ['dashboard', 'ticketsOfDay', day] as const,
};

/** The tickets made on one day: the server's count and each one's createdAt (for the hourly buckets). */
export interface TicketsOfDay {
  count: number;
  createdAts: string[];
}

/** Pages of GET /tickets asked at once after the first (the backend gives 40 a page). */
const PAGE_PARALLELISM = 4;

/**
 * Every page of GET /tickets?date=day: the first tells the count, the rest are asked a few at a time and merged by
 * id (offset paging: a ticket made meanwhile may shift one into the next page; it is counted once).
 */
export async function readTicketsOfDay(api: Api, day: string): Promise<TicketsOfDay> {
  const ask = (pageNumber: number) => api.tickets.list({ pageNumber, date: day, queueIds: [] });
  const first = await ask(1);
  // A ticket without createdAt (tolerated by the schema) is counted by the server but has no hour.
  const byId = new Map<number, string | undefined>();
  for (const t of first.tickets) byId.set(t.id, t.createdAt);
  const pageSize = Math.max(1, first.tickets.length);
  const pages = first.hasMore ? Math.ceil(first.count / pageSize) : 1;
  for (let next = 2; next <= pages; next += PAGE_PARALLELISM) {
    const batch = Array.from({ length: Math.min(PAGE_PARALLELISM, pages - next + 1) }, (_, i) =>
      ask(next + i),
    );
    for (const page of await Promise.all(batch)) for (const t of page.tickets) byId.set(t.id, t.createdAt);
  }
  const createdAts = [...byId.values()].filter((at): at is string => at !== undefined);
  return { count: first.count, createdAts };
}

export const dashboardQueries = {
  figures: (api: Api, params: DashboardParams) =>
    queryOptions({ queryKey: dashboardKeys.figures(params), queryFn: () => api.dashboard.get(params) }),
  company: (api: Api, companyId: number) =>
    queryOptions({
      queryKey: dashboardKeys.company(companyId),
      queryFn: () => api.companies.get(companyId),
      // S2 §8: the due date's failure is only logged; a retry would not change a 4xx.
      retry: false,
    }),
  ticketsOfDay: (api: Api, day: string) =>
    queryOptions({
      queryKey: dashboardKeys.ticketsOfDay(day),
      queryFn: () => readTicketsOfDay(api, day),
      // Tickets come in all day: the chart is read again on each visit rather than kept for five minutes.
      staleTime: 0,
    }),
};

function useCache() {
  const services = useServices();
  return { api: services.api, client: queryClientFor(services) };
}

const enabledOf = (read: ReadOptions) => (read.enabled === undefined ? {} : { enabled: read.enabled });

/** GET /dashboard for one filter; `enabled` holds the first read back (S2 §4: after 1 second). */
export function useDashboardFigures(
  params: DashboardParams,
  read: ReadOptions = {},
): UseQueryResult<Dashboard> {
  const { api, client } = useCache();
  return useQuery({ ...dashboardQueries.figures(api, params), ...enabledOf(read) }, client);
}

export function useCompany(companyId: number, read: ReadOptions = {}): UseQueryResult<Company> {
  const { api, client } = useCache();
  return useQuery({ ...dashboardQueries.company(api, companyId), ...enabledOf(read) }, client);
}

export function useTicketsOfDay(day: string, read: ReadOptions = {}): UseQueryResult<TicketsOfDay> {
  const { api, client } = useCache();
  return useQuery({ ...dashboardQueries.ticketsOfDay(api, day), ...enabledOf(read) }, client);
}
