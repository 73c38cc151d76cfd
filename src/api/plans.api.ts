import type { ApiClient } from './http.ts';
import { PlanListSchema, PlanSchema, type Plan } from './schemas/index.ts';
import { IgnoredAnswerSchema } from './void.ts';

/** S3 §2.6: what the super user's plan form sends; `value` is the decimal price (comma already a dot, S3 §5). */
export interface PlanInput {
  name: string;
  users: number;
  connections: number;
  queues: number;
  value: number;
}

export function createPlansApi(client: ApiClient) {
  return {
    /** The public plan list of the sign-up page (no token needed). */
    listPublic(): Promise<Plan[]> {
      return client.request({ method: 'GET', path: '/plans/list', schema: PlanListSchema });
    },
    /** S3 §7 GET /plans/all: every plan (the super user's Planos tab and the company form's plan choice). */
    listAll(): Promise<Plan[]> {
      return client.request({ method: 'GET', path: '/plans/all', schema: PlanListSchema });
    },
    /** S3 §7 POST /plans (super user). */
    create(input: PlanInput): Promise<Plan> {
      return client.request({ method: 'POST', path: '/plans', schema: PlanSchema, body: input });
    },
    /** S3 §7 PUT /plans/{id} (super user). */
    update(planId: number, input: PlanInput): Promise<Plan> {
      return client.request({
        method: 'PUT',
        path: `/plans/${planId}`,
        schema: PlanSchema,
        body: { id: planId, ...input },
      });
    },
    /** S3 §7 DELETE /plans/{id} (super user). */
    async remove(planId: number): Promise<void> {
      await client.request({ method: 'DELETE', path: `/plans/${planId}`, schema: IgnoredAnswerSchema });
    },
  };
}
export type PlansApi = ReturnType<typeof createPlansApi>;
