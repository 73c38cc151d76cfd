import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import { TagListSchema, TagSchema, TagsPageSchema, type Tag } from './schemas/index.ts';
import { IgnoredAnswerSchema } from './void.ts';

export type TagsPage = v.InferOutput<typeof TagsPageSchema>;

export interface TagListParams {
  pageNumber?: number;
  searchParam?: string;
}

export interface TagInput {
  name: string;
  color?: string;
}

export function createTagsApi(client: ApiClient) {
  return {
    list(params: TagListParams = {}): Promise<TagsPage> {
      return client.request({ method: 'GET', path: '/tags', schema: TagsPageSchema, query: { ...params } });
    },
    listAll(): Promise<Tag[]> {
      return client.request({ method: 'GET', path: '/tags/list', schema: TagListSchema });
    },
    ...recordCalls<TagInput, typeof TagSchema>(client, '/tags', TagSchema),
    /** Replaces the tags of a ticket with these. */
    async sync(ticketId: number, tags: readonly Tag[]): Promise<void> {
      await client.request({
        method: 'POST',
        path: '/tags/sync',
        schema: IgnoredAnswerSchema,
        body: { ticketId, tags },
      });
    },
  };
}
export type TagsApi = ReturnType<typeof createTagsApi>;
