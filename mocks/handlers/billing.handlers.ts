import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import type { SandboxCore } from '../core.ts';
import { fail } from '../core.ts';
import type { InvoiceRow } from '../db/rows.ts';
import { body, json, type Router } from './route.ts';

const SubscriptionBody = v.looseObject({
  price: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  users: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  connections: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  invoiceId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
});

const present = (x: string | number | null | undefined) => x !== undefined && x !== null && String(x) !== '';

/** The invoice as the Invoices model serialises it. */
export function invoiceView(i: InvoiceRow) {
  return { ...i };
}

/** The Pix copy-and-paste code of an invoice's charge (sandbox-made, stable per invoice and amount). */
export function pixCodeOf(invoiceId: number, amount: number): string {
  return `00020101021226850014br.gov.bcb.pix2563sandbox.pix/fatura-${invoiceId}5204000053039865406${amount.toFixed(2)}5802BR6304SBOX`;
}

/**
 * The provider confirms the Pix of an invoice (the `pay` QA control; SubscriptionController.webhook and
 * renewCompanyAfterPayment): the invoice is paid and the company's due date moves one month past the later of
 * its current due date and now. Emits `company-{cid}-payment {action:'CONCLUIDA', company}`.
 */
export function payInvoice(core: SandboxCore, invoiceId: number): { invoiceId: number; dueDate: string } {
  const invoice = core.state.tables.invoices.get(invoiceId);
  if (!invoice) throw new Error(`pay: no invoice ${invoiceId}`);
  const company = core.state.tables.companies.get(invoice.companyId);
  if (!company) throw new Error(`pay: no company ${invoice.companyId}`);
  const from = new Date(Math.max(Date.parse(company.dueDate), core.now()));
  from.setUTCMonth(from.getUTCMonth() + 1);
  const dueDate = from.toISOString();
  core.commit(invoice.companyId, [
    {
      type: 'invoice.paid',
      invoiceId,
      companyRowId: invoice.companyId,
      dueDate,
      updatedAt: core.store.iso(),
    },
  ]);
  return { invoiceId, dueDate };
}

/**
 * Invoices and checkout (S3 §2.10, §2.11, §4.4).
 * - GET /invoices/all (InvoicesController.list): the company's invoices, a plain array (CONTRACT), id ascending;
 *   searchParam and pageNumber are not read by the reference (every invoice in one answer).
 * - POST /subscription (SubscriptionController.createSubscription): price, users and connections required
 *   (400 'Validation fails'); the invoice must be the company's (404 'Fatura não encontrada.'); answers the Pix
 *   charge `{calendario, txid, valor{original}, chave, qrcode{qrcode, imagemQrcode}}`. The payment itself comes
 *   later from the provider: the `pay` QA control.
 */
export function billingHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/invoices/all', ({ core, session }) =>
      json(
        [...core.state.tables.invoices.values()]
          .filter((i) => i.companyId === session.companyId)
          .sort((a, b) => a.id - b.id)
          .map(invoiceView),
      ),
    ),
    r.post('/subscription', async (ctx) => {
      const { core, session } = ctx;
      const b = await body(ctx.request, SubscriptionBody);
      if (!present(b.price) || !present(b.users) || !present(b.connections)) fail(400, 'Validation fails');
      const invoice = core.state.tables.invoices.get(Number(b.invoiceId));
      if (!invoice || invoice.companyId !== session.companyId) fail(404, 'Fatura não encontrada.');
      const amount = Number(b.price);
      const original = amount.toFixed(2);
      return json({
        calendario: { criacao: core.store.iso(), expiracao: 3600 },
        txid: `sandbox${invoice.id}${core.now()}`,
        status: 'ATIVA',
        valor: { original },
        chave: 'sandbox@pix',
        solicitacaoPagador: `#Fatura:${invoice.id}`,
        qrcode: { qrcode: pixCodeOf(invoice.id, amount), imagemQrcode: '' },
      });
    }),
  ];
}
