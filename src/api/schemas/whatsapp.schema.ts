import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';
import { QueueSummarySchema } from './queue.schema.ts';

/** S3 §4.1. Kept open (string) so that an unknown status from a newer backend never breaks the screen. */
export const CONNECTION_STATUSES = [
  'qrcode',
  'DISCONNECTED',
  'CONNECTED',
  'PAIRING',
  'TIMEOUT',
  'OPENING',
] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const WhatsappSchema = v.object({
  id: IdSchema,
  name: v.string(),
  status: v.string(),
  qrcode: v.optional(v.nullable(v.string()), null),
  retries: v.optional(v.number(), 0),
  isDefault: v.optional(v.boolean(), false),
  updatedAt: DateStringSchema,
  greetingMessage: TextSchema,
  complationMessage: TextSchema,
  outOfHoursMessage: TextSchema,
  ratingMessage: TextSchema,
  token: TextSchema,
  provider: v.optional(v.nullable(v.string(), 'beta'), 'beta'),
  phoneIdCloudApi: v.optional(v.nullable(v.string()), null),
  queues: v.optional(v.array(QueueSummarySchema), []),
});
export type Whatsapp = v.InferOutput<typeof WhatsappSchema>;
export const WhatsappListSchema = v.array(WhatsappSchema);

/** A live session frame updates only these fields (CONTRACT: whatsappSession). */
export const WhatsappSessionSchema = v.object({
  id: IdSchema,
  status: v.string(),
  updatedAt: v.optional(DateStringSchema),
  qrcode: v.optional(v.nullable(v.string())),
  retries: v.optional(v.number()),
});
export type WhatsappSession = v.InferOutput<typeof WhatsappSessionSchema>;
