import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';
import { records } from './tolerant.ts';

/** An invoice of the company (S3 §2.10; GET /invoices/all, a plain array). Status 'paid' once paid, else 'open'. */
export const InvoiceSchema = v.object({
  id: IdSchema,
  detail: TextSchema,
  status: TextSchema,
  // Decimal amount in BRL; some databases send it as a string.
  value: v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()]), 0), 0),
    v.transform(Number),
    v.check((value) => Number.isFinite(value), 'Invalid value'),
  ),
  dueDate: DateStringSchema,
  companyId: v.optional(IdSchema),
  createdAt: v.optional(DateStringSchema),
  updatedAt: v.optional(DateStringSchema),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;
export const InvoiceListSchema = records(InvoiceSchema, 'invoice');

/** POST /subscription: the Pix charge (CONTRACT: `qrcode{qrcode, imagemQrcode}`, `valor.original`). */
export const PixChargeSchema = v.pipe(
  v.looseObject({
    valor: v.looseObject({ original: v.union([v.string(), v.number()]) }),
    qrcode: v.looseObject({ qrcode: v.string(), imagemQrcode: v.optional(v.nullable(v.string())) }),
  }),
  v.transform((c) => ({ code: c.qrcode.qrcode, amount: Number(c.valor.original) })),
);
export type PixChargeAnswer = v.InferOutput<typeof PixChargeSchema>;
