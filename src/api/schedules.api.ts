import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { ScheduleSchema, SchedulesPageSchema, type Schedule } from './schemas/index.ts';
import { IgnoredAnswerSchema } from './void.ts';

export type SchedulesPage = v.InferOutput<typeof SchedulesPageSchema>;

/** GET /schedules: 20 a page, newest created first; the search matches the body or the contact's name. */
export interface ScheduleListParams {
  pageNumber?: number;
  searchParam?: string;
  contactId?: number;
}

export interface ScheduleInput {
  body: string;
  contactId: number;
  sendAt: string;
  sentAt?: string | null;
  status?: string;
  userId?: number | null;
  ticketId?: number | null;
}

export function createSchedulesApi(client: ApiClient) {
  return {
    list(params: ScheduleListParams = {}): Promise<SchedulesPage> {
      return client.request({
        method: 'GET',
        path: '/schedules',
        schema: SchedulesPageSchema,
        query: { ...params },
      });
    },
    async remove(scheduleId: number): Promise<void> {
      await client.request({
        method: 'DELETE',
        path: `/schedules/${scheduleId}`,
        schema: IgnoredAnswerSchema,
      });
    },
    get(scheduleId: number): Promise<Schedule> {
      return client.request({ method: 'GET', path: `/schedules/${scheduleId}`, schema: ScheduleSchema });
    },
    create(input: ScheduleInput): Promise<Schedule> {
      return client.request({ method: 'POST', path: '/schedules', schema: ScheduleSchema, body: input });
    },
    update(scheduleId: number, input: ScheduleInput): Promise<Schedule> {
      return client.request({
        method: 'PUT',
        path: `/schedules/${scheduleId}`,
        schema: ScheduleSchema,
        body: input,
      });
    },
  };
}
export type SchedulesApi = ReturnType<typeof createSchedulesApi>;
