import type { ApiClient } from './http.ts';
import { QueueListSchema, type Queue } from './schemas/index.ts';

export function createQueuesApi(client: ApiClient) {
  return {
    list(): Promise<Queue[]> {
      return client.request({ method: 'GET', path: '/queue', schema: QueueListSchema });
    },
  };
}
export type QueuesApi = ReturnType<typeof createQueuesApi>;
