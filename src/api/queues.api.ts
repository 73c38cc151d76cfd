import type { ApiClient } from './http.ts';
import {
  QueueListSchema,
  QueueOptionListSchema,
  QueueOptionSchema,
  QueueSchema,
  type Queue,
  type QueueOption,
  type ScheduleEntry,
} from './schemas/index.ts';
import { IgnoredAnswerSchema } from './void.ts';

/** S3 §7 POST /queue, PUT /queue/{id}: the queue's fields plus its schedules. */
export interface QueueInput {
  name: string;
  color: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  typebotId: string;
  schedules: ScheduleEntry[];
}

/** S3 §7 POST /queue-options, PUT /queue-options/{id}: parentId null for a root. */
export interface QueueOptionInput {
  queueId: number;
  parentId: number | null;
  title: string;
  message: string;
  option: number;
}

export function createQueuesApi(client: ApiClient) {
  return {
    list(): Promise<Queue[]> {
      return client.request({ method: 'GET', path: '/queue', schema: QueueListSchema });
    },
    get(queueId: number): Promise<Queue> {
      return client.request({ method: 'GET', path: `/queue/${queueId}`, schema: QueueSchema });
    },
    create(input: QueueInput): Promise<Queue> {
      return client.request({ method: 'POST', path: '/queue', schema: QueueSchema, body: { ...input } });
    },
    update(queueId: number, input: QueueInput): Promise<Queue> {
      return client.request({
        method: 'PUT',
        path: `/queue/${queueId}`,
        schema: QueueSchema,
        body: { ...input },
      });
    },
    async remove(queueId: number): Promise<void> {
      await client.request({ method: 'DELETE', path: `/queue/${queueId}`, schema: IgnoredAnswerSchema });
    },
    /** GET /queue-options: every option of the queue, or one level (`parentId` -1 for the roots). */
    options(params: { queueId: number; parentId?: number }): Promise<QueueOption[]> {
      return client.request({
        method: 'GET',
        path: '/queue-options',
        schema: QueueOptionListSchema,
        query: { ...params },
      });
    },
    createOption(input: QueueOptionInput): Promise<QueueOption> {
      return client.request({
        method: 'POST',
        path: '/queue-options',
        schema: QueueOptionSchema,
        body: { ...input },
      });
    },
    updateOption(optionId: number, input: QueueOptionInput): Promise<QueueOption> {
      return client.request({
        method: 'PUT',
        path: `/queue-options/${optionId}`,
        schema: QueueOptionSchema,
        body: { ...input },
      });
    },
    async removeOption(optionId: number): Promise<void> {
      await client.request({
        method: 'DELETE',
        path: `/queue-options/${optionId}`,
        schema: IgnoredAnswerSchema,
      });
    },
  };
}
export type QueuesApi = ReturnType<typeof createQueuesApi>;
