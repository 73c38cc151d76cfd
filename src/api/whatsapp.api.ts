import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import { WhatsappListSchema, WhatsappSchema, type Whatsapp } from './schemas/index.ts';
import { IgnoredAnswerSchema } from './void.ts';

export interface WhatsappListParams {
  /** S1 §7: `GET /whatsapp/?session=0`. */
  session?: number;
  companyId?: number;
}

/** S3 §2.2, §7: the connection dialog's fields, queues sent as queueIds. */
export interface WhatsappInput {
  name: string;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  isDefault: boolean;
  token: string;
  provider: string;
  queueIds: number[];
}

export function createWhatsappApi(client: ApiClient) {
  return {
    list(params: WhatsappListParams = { session: 0 }): Promise<Whatsapp[]> {
      return client.request({
        method: 'GET',
        path: '/whatsapp/',
        schema: WhatsappListSchema,
        query: { ...params },
      });
    },
    /** S3 §7 `GET /whatsapp/{id}?session=0`. */
    show(whatsappId: number): Promise<Whatsapp> {
      return client.request({
        method: 'GET',
        path: `/whatsapp/${whatsappId}`,
        schema: WhatsappSchema,
        query: { session: 0 },
      });
    },
    ...recordCalls<WhatsappInput, typeof WhatsappSchema>(client, '/whatsapp', WhatsappSchema),
    /** S3 §7 POST /whatsappsession/{id}: restart ('try again'); the answer is not read. */
    async restartSession(whatsappId: number): Promise<void> {
      await client.request({
        method: 'POST',
        path: `/whatsappsession/${whatsappId}`,
        schema: IgnoredAnswerSchema,
      });
    },
    /** S3 §7 PUT /whatsappsession/{id}: a new QR code. */
    async requestQr(whatsappId: number): Promise<void> {
      await client.request({
        method: 'PUT',
        path: `/whatsappsession/${whatsappId}`,
        schema: IgnoredAnswerSchema,
      });
    },
    /** S3 §7 DELETE /whatsappsession/{id}: disconnect. */
    async disconnect(whatsappId: number): Promise<void> {
      await client.request({
        method: 'DELETE',
        path: `/whatsappsession/${whatsappId}`,
        schema: IgnoredAnswerSchema,
      });
    },
  };
}
export type WhatsappApi = ReturnType<typeof createWhatsappApi>;
