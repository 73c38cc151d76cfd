import type { ApiClient } from './http.ts';
import { DashboardSchema, type Dashboard } from './schemas/dashboard.schema.ts';

/** S2 §7: `days`, or `date_from` and/or `date_to` (YYYY-MM-DD). */
export interface DashboardParams {
  days?: number;
  date_from?: string;
  date_to?: string;
}

export function createDashboardApi(client: ApiClient) {
  return {
    get(params: DashboardParams): Promise<Dashboard> {
      return client.request({
        method: 'GET',
        path: '/dashboard',
        schema: DashboardSchema,
        query: { days: params.days, date_from: params.date_from, date_to: params.date_to },
      });
    },
  };
}
export type DashboardApi = ReturnType<typeof createDashboardApi>;
