import type { ApiClient } from './http.ts';
import { ScheduleSchema, type Schedule } from './schemas/index.ts';

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
