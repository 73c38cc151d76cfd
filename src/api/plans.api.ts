import type { ApiClient } from './http.ts';
import { PlanListSchema, type Plan } from './schemas/index.ts';

export function createPlansApi(client: ApiClient) {
  return {
    /** The public plan list of the sign-up page (no token needed). */
    listPublic(): Promise<Plan[]> {
      return client.request({ method: 'GET', path: '/plans/list', schema: PlanListSchema });
    },
  };
}
export type PlansApi = ReturnType<typeof createPlansApi>;
