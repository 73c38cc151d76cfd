import type { ApiClient } from './http.ts';
import { WhatsappListSchema, type Whatsapp } from './schemas/index.ts';

export interface WhatsappListParams {
  /** S1 §7: `GET /whatsapp/?session=0`. */
  session?: number;
  companyId?: number;
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
  };
}
export type WhatsappApi = ReturnType<typeof createWhatsappApi>;
