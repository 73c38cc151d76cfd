import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import {
  QuickMessageListSchema,
  QuickMessageSchema,
  QuickMessagesPageSchema,
  type QuickMessage,
} from './schemas/index.ts';

export type QuickMessagesPage = v.InferOutput<typeof QuickMessagesPageSchema>;

export interface QuickMessageListParams {
  companyId: number;
  userId: number;
}

/** GET /quick-messages: the user's own (the backend filters on userId and fails without it), 20 a page. */
export interface QuickMessagePageParams {
  userId: number;
  pageNumber?: number;
  searchParam?: string;
}

export interface QuickMessageInput {
  shortcode: string;
  message: string;
  /** S2 §3: added on save from the current user (the backend takes the caller anyway). */
  userId?: number;
}

export function createQuickMessagesApi(client: ApiClient) {
  return {
    /** GET /quick-messages/list: every quick reply of the user (the composer's). */
    list(params: QuickMessageListParams): Promise<QuickMessage[]> {
      return client.request({
        method: 'GET',
        path: '/quick-messages/list',
        schema: QuickMessageListSchema,
        query: { ...params },
      });
    },
    /** GET /quick-messages: one page of the /quick-messages screen. */
    page(params: QuickMessagePageParams): Promise<QuickMessagesPage> {
      return client.request({
        method: 'GET',
        path: '/quick-messages',
        schema: QuickMessagesPageSchema,
        query: { ...params },
      });
    },
    ...recordCalls<QuickMessageInput, typeof QuickMessageSchema>(
      client,
      '/quick-messages',
      QuickMessageSchema,
    ),
  };
}
export type QuickMessagesApi = ReturnType<typeof createQuickMessagesApi>;
