import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import {
  AnnouncementSchema,
  AnnouncementsPageSchema,
  type Announcement,
  type AnnouncementPriority,
} from './schemas/s2.ts';
import { IgnoredAnswerSchema } from './void.ts';

export type AnnouncementsPage = v.InferOutput<typeof AnnouncementsPageSchema>;

export interface AnnouncementListParams {
  pageNumber?: number;
  searchParam?: string;
}

export interface AnnouncementInput {
  title: string;
  text: string;
  priority: AnnouncementPriority;
  status: boolean;
}

/**
 * S2 §7 announcements: GET /announcements (the active ones, 20 a page), GET/POST/PUT/DELETE /announcements/{id},
 * and the attachment: POST /announcements/{id}/media-upload (multipart, field `file`), DELETE the same path.
 */
export function createAnnouncementsApi(client: ApiClient) {
  return {
    list(params: AnnouncementListParams = {}): Promise<AnnouncementsPage> {
      return client.request({
        method: 'GET',
        path: '/announcements',
        schema: AnnouncementsPageSchema,
        query: { ...params },
      });
    },
    show(id: number): Promise<Announcement> {
      return client.request({ method: 'GET', path: `/announcements/${id}`, schema: AnnouncementSchema });
    },
    ...recordCalls<AnnouncementInput, typeof AnnouncementSchema>(
      client,
      '/announcements',
      AnnouncementSchema,
    ),
    async uploadMedia(id: number, file: File): Promise<void> {
      const form = new FormData();
      form.append('file', file);
      await client.request({
        method: 'POST',
        path: `/announcements/${id}/media-upload`,
        schema: IgnoredAnswerSchema,
        body: form,
      });
    },
    async removeMedia(id: number): Promise<void> {
      await client.request({
        method: 'DELETE',
        path: `/announcements/${id}/media-upload`,
        schema: IgnoredAnswerSchema,
      });
    },
  };
}
export type AnnouncementsApi = ReturnType<typeof createAnnouncementsApi>;
