import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';
import { count, flag, records } from './tolerant.ts';
import { TicketSchema } from './ticket.schema.ts';

/**
 * Any WhatsApp type may arrive (`conversation`, `extendedTextMessage`, `image`, `audio`, `video`, `document`,
 * `application`, `vcard`, `locationMessage`, `call_log`, ...): mediaType stays an open string so an unknown
 * type renders as a generic bubble instead of failing the page.
 */
export const QuotedMessageSchema = v.object({
  id: v.optional(v.string()),
  body: TextSchema,
  mediaType: v.optional(v.nullable(v.string(), 'conversation'), 'conversation'),
  mediaUrl: v.optional(v.nullable(v.string()), null),
  fromMe: flag(),
  contact: v.optional(v.nullable(v.object({ name: TextSchema })), null),
});

export const MessageSchema = v.object({
  id: v.string(),
  body: TextSchema,
  mediaType: v.optional(v.nullable(v.string(), 'conversation'), 'conversation'),
  mediaUrl: v.optional(v.nullable(v.string()), null),
  fromMe: flag(),
  isDeleted: flag(),
  isEdited: flag(),
  ack: count(),
  read: flag(),
  createdAt: DateStringSchema,
  updatedAt: v.optional(DateStringSchema),
  ticketId: IdSchema,
  contactId: v.optional(v.nullable(IdSchema), null),
  quotedMsg: v.optional(v.nullable(QuotedMessageSchema), null),
  contact: v.optional(v.nullable(v.object({ id: v.optional(IdSchema), name: TextSchema })), null),
});
export type Message = v.InferOutput<typeof MessageSchema>;

export const MessagesPageSchema = v.object({
  count: v.number(),
  messages: records(MessageSchema, 'message'),
  ticket: TicketSchema,
  hasMore: v.boolean(),
});
export type MessagesPage = v.InferOutput<typeof MessagesPageSchema>;
