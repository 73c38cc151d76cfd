import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import { ScheduleSchema, SchedulesPageSchema, type Schedule } from './schemas/index.ts';

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
    ...recordCalls<ScheduleInput, typeof ScheduleSchema>(client, '/schedules', ScheduleSchema),
    get(scheduleId: number): Promise<Schedule> {
      return client.request({ method: 'GET', path: `/schedules/${scheduleId}`, schema: ScheduleSchema });
    },
  };
}
export type SchedulesApi = ReturnType<typeof createSchedulesApi>;
