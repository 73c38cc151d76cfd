import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';
import { ContactSchema } from './contact.schema.ts';
import { QueueSummarySchema } from './queue.schema.ts';
import { TagSchema } from './tag.schema.ts';

export const TICKET_STATUSES = ['pending', 'open', 'closed'] as const;
export const TicketStatusSchema = v.picklist(TICKET_STATUSES);
export type TicketStatus = v.InferOutput<typeof TicketStatusSchema>;

export const TicketSchema = v.object({
  id: IdSchema,
  uuid: v.string(),
  status: TicketStatusSchema,
  unreadMessages: v.optional(v.nullable(v.number(), 0), 0),
  lastMessage: TextSchema,
  isGroup: v.optional(v.boolean(), false),
  userId: v.optional(v.nullable(IdSchema), null),
  contactId: IdSchema,
  whatsappId: v.optional(v.nullable(IdSchema), null),
  queueId: v.optional(v.nullable(IdSchema), null),
  chatbot: v.optional(v.boolean(), false),
  companyId: IdSchema,
  createdAt: v.optional(DateStringSchema),
  updatedAt: DateStringSchema,
  contact: ContactSchema,
  queue: v.optional(v.nullable(QueueSummarySchema), null),
  user: v.optional(v.nullable(v.object({ id: IdSchema, name: v.string() })), null),
  whatsapp: v.optional(v.nullable(v.object({ name: v.string() })), null),
  tags: v.optional(v.array(TagSchema), []),
  code: v.optional(v.nullable(v.string())),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

export const TicketsPageSchema = v.object({
  tickets: v.array(TicketSchema),
  count: v.number(),
  hasMore: v.boolean(),
});
export type TicketsPage = v.InferOutput<typeof TicketsPageSchema>;
