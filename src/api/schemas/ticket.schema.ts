import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';
import { count, flag, nestedRecords, records } from './tolerant.ts';
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
  unreadMessages: count(),
  lastMessage: TextSchema,
  isGroup: flag(),
  userId: v.optional(v.nullable(IdSchema), null),
  contactId: IdSchema,
  whatsappId: v.optional(v.nullable(IdSchema), null),
  queueId: v.optional(v.nullable(IdSchema), null),
  // The backend nulls it on every reopen and on a rating close (CONTRACT.md, GET_tickets_49201_reopened_chatbot_null).
  chatbot: flag(),
  companyId: IdSchema,
  createdAt: v.optional(DateStringSchema),
  updatedAt: DateStringSchema,
  contact: ContactSchema,
  queue: v.optional(v.nullable(QueueSummarySchema), null),
  user: v.optional(v.nullable(v.object({ id: IdSchema, name: v.string() })), null),
  whatsapp: v.optional(v.nullable(v.object({ name: v.string() })), null),
  tags: nestedRecords(TagSchema, 'ticket.tags'),
  code: v.optional(v.nullable(v.string())),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

export const TicketsPageSchema = v.object({
  tickets: records(TicketSchema, 'ticket'),
  count: v.number(),
  hasMore: v.boolean(),
});
export type TicketsPage = v.InferOutput<typeof TicketsPageSchema>;
