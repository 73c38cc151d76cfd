import type { ApiClient } from './http.ts';
import { QuickMessageListSchema, type QuickMessage } from './schemas/index.ts';

export interface QuickMessageListParams {
  companyId: number;
  userId: number;
}

export function createQuickMessagesApi(client: ApiClient) {
  return {
    list(params: QuickMessageListParams): Promise<QuickMessage[]> {
      return client.request({
        method: 'GET',
        path: '/quick-messages/list',
        schema: QuickMessageListSchema,
        query: { ...params },
      });
    },
  };
}
export type QuickMessagesApi = ReturnType<typeof createQuickMessagesApi>;
