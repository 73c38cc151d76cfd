import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';
import { QueueSummarySchema } from './queue.schema.ts';
import { count, flag, nestedRecords, records } from './tolerant.ts';

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
  name: TextSchema,
  status: v.optional(v.nullable(v.string(), 'DISCONNECTED'), 'DISCONNECTED'),
  qrcode: v.optional(v.nullable(v.string()), null),
  retries: count(),
  isDefault: flag(),
  updatedAt: DateStringSchema,
  greetingMessage: TextSchema,
  complationMessage: TextSchema,
  outOfHoursMessage: TextSchema,
  ratingMessage: TextSchema,
  token: TextSchema,
  provider: v.optional(v.nullable(v.string(), 'beta'), 'beta'),
  phoneIdCloudApi: v.optional(v.nullable(v.string()), null),
  queues: nestedRecords(QueueSummarySchema, 'whatsapp.queues'),
});
export type Whatsapp = v.InferOutput<typeof WhatsappSchema>;
export const WhatsappListSchema = records(WhatsappSchema, 'whatsapp');

/** A live session frame updates only these fields (CONTRACT: whatsappSession). */
export const WhatsappSessionSchema = v.object({
  id: IdSchema,
  status: v.string(),
  updatedAt: v.optional(DateStringSchema),
  qrcode: v.optional(v.nullable(v.string())),
  retries: v.optional(v.nullable(v.number(), 0)),
});
export type WhatsappSession = v.InferOutput<typeof WhatsappSessionSchema>;
