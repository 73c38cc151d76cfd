import type { Iso } from './rows.ts';

/**
 * Invoices and their payment (S3 §2.10, §2.11, §4.4; SubscriptionController.webhook, renewCompanyAfterPayment).
 * Invoices are seeded as rows; the only fact is a payment confirmed by the provider.
 */
export type BillingEventDraft =
  /**
   * The provider confirmed the Pix of an invoice: the invoice is paid and the company's due date moves on.
   * Emits `company-{cid}-payment {action:'CONCLUIDA', company}` (mocks/socket/billing-frames.ts).
   */
  { type: 'invoice.paid'; invoiceId: number; companyRowId: number; dueDate: Iso; updatedAt: Iso };

export const BILLING_EVENT_TYPES = ['invoice.paid'] as const;
