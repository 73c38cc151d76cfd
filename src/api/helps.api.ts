import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import { HelpListSchema, HelpSchema, HelpsPageSchema, type Help } from './schemas/s2.ts';

export type HelpsPage = v.InferOutput<typeof HelpsPageSchema>;

/** S3 §2.7: what the super user's help form sends (HelpController's StoreData; `link` is not in the form). */
export interface HelpInput {
  title: string;
  description?: string;
  video: string;
}

/**
 * S3 §7 helps (HelpController, helpRoutes of the reference): the reads are for every signed-in user; POST, PUT and
 * DELETE pass the isSuper middleware (a non-super user is answered 401 'Acesso não permitido').
 */
export function createHelpsApi(client: ApiClient) {
  return {
    /** GET /helps: 20 a page by title, `searchParam` on the title; `{records, count, hasMore}` (the Ajuda tab). */
    list(params: { pageNumber?: number; searchParam?: string } = {}): Promise<HelpsPage> {
      return client.request({ method: 'GET', path: '/helps', schema: HelpsPageSchema, query: { ...params } });
    },
    /** GET /helps/list: every help video by title, a plain array (the /helps screen). */
    listAll(): Promise<Help[]> {
      return client.request({ method: 'GET', path: '/helps/list', schema: HelpListSchema });
    },
    /** POST /helps, PUT and DELETE /helps/{id} (super user); the delete answers `{message:'Help deleted'}`. */
    ...recordCalls<HelpInput, typeof HelpSchema>(client, '/helps', HelpSchema),
  };
}
export type HelpsApi = ReturnType<typeof createHelpsApi>;
