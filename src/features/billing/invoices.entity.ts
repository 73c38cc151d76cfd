import type { Invoice } from '../../api/schemas/invoice.schema.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import { liveList } from '../../session/live-list.ts';
import { invoicesView, type InvoicesExtra } from './invoices.view.tsx';

/**
 * Invoices, declared once (S3 §2.10, §7): GET /invoices/all answers every invoice of the company in one array (the
 * reference reads neither searchParam nor pageNumber), so page 1 holds them all and there is no page 2. They are
 * read-only here: nothing saves or deletes one. A CONCLUIDA payment frame (company-{cid}-payment) reloads the list,
 * so the invoice paid shows PAGO.
 */
export const invoicesEntity: DeclaredEntity<Invoice, never, InvoicesExtra> = {
  key: 'invoices',
  // Never shown: nothing is saved or deleted here.
  messages: {
    saved: 'common:entity.deletedElsewhere',
    deleted: 'common:entity.deletedElsewhere',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }, { page }) => {
    if (page > 1) return { items: [], hasMore: false };
    return { items: await api.billing.invoices({ pageNumber: page }), hasMore: false };
  },
  save: () => Promise.reject(new Error('invoices are read-only')),
  remove: () => Promise.reject(new Error('invoices are read-only')),
  live: liveList('invoice'),
  sort: (a, b) => a.id - b.id,
  view: invoicesView,
};
