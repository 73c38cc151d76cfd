import type { ApiClient } from './http.ts';
import {
  InvoiceListSchema,
  PixChargeSchema,
  type Invoice,
  type PixChargeAnswer,
} from './schemas/invoice.schema.ts';

/** The checkout payload (the reference frontend's): billing fields, the chosen plan, price, users, connections. */
export interface SubscriptionInput {
  firstName: string;
  address2: string;
  city: string;
  zipcode: string;
  country: string;
  email: string;
  plan: { id: number; name: string; users: number; connections: number; queues: number; value: number };
  invoiceId: number | null;
}

export function createBillingApi(client: ApiClient) {
  return {
    /** GET /invoices/all: every invoice of the company in one answer (the reference does not page it). */
    invoices(params: { searchParam?: string; pageNumber?: number } = {}): Promise<Invoice[]> {
      return client.request({
        method: 'GET',
        path: '/invoices/all',
        schema: InvoiceListSchema,
        query: { ...params },
      });
    },
    /** POST /subscription: answers the Pix charge to pay. */
    subscribe(input: SubscriptionInput): Promise<PixChargeAnswer> {
      const { plan, ...fields } = input;
      return client.request({
        method: 'POST',
        path: '/subscription',
        schema: PixChargeSchema,
        body: {
          ...fields,
          plan: JSON.stringify(plan),
          price: plan.value,
          users: plan.users,
          connections: plan.connections,
        },
      });
    },
  };
}
export type BillingApi = ReturnType<typeof createBillingApi>;
