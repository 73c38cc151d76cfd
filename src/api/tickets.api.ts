import type { ApiClient } from './http.ts';
import {
  TicketSchema,
  TicketsPageSchema,
  type Ticket,
  type TicketStatus,
  type TicketsPage,
} from './schemas/index.ts';
import { IgnoredAnswerSchema } from './void.ts';
import { ticketListQuery, type TicketListParams } from './ticket-list-query.ts';

export type { TicketListParams };

export interface TicketCreate {
  contactId: number;
  status: TicketStatus;
  userId: number | null;
  queueId: number | null;
  whatsappId?: number | null;
}

/** accept `{status:'open',userId}`, close `{status:'closed',userId}`, return `{status:'pending',userId:null}`, transfer `{queueId,userId,status}`. */
export interface TicketUpdate {
  status?: TicketStatus;
  userId?: number | null;
  queueId?: number | null;
  whatsappId?: number | null;
}

export function createTicketsApi(client: ApiClient) {
  return {
    list(params: TicketListParams): Promise<TicketsPage> {
      return client.request({
        method: 'GET',
        path: '/tickets',
        schema: TicketsPageSchema,
        query: ticketListQuery(params),
      });
    },
    get(ticketId: number): Promise<Ticket> {
      return client.request({ method: 'GET', path: `/tickets/${ticketId}`, schema: TicketSchema });
    },
    getByUuid(uuid: string): Promise<Ticket> {
      return client.request({
        method: 'GET',
        path: `/tickets/u/${encodeURIComponent(uuid)}`,
        schema: TicketSchema,
      });
    },
    create(input: TicketCreate): Promise<Ticket> {
      return client.request({ method: 'POST', path: '/tickets', schema: TicketSchema, body: input });
    },
    update(ticketId: number, patch: TicketUpdate): Promise<Ticket> {
      return client.request({
        method: 'PUT',
        path: `/tickets/${ticketId}`,
        schema: TicketSchema,
        body: patch,
      });
    },
    async remove(ticketId: number): Promise<void> {
      await client.request({ method: 'DELETE', path: `/tickets/${ticketId}`, schema: IgnoredAnswerSchema });
    },
  };
}
export type TicketsApi = ReturnType<typeof createTicketsApi>;
