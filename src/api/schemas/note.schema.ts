import * as v from 'valibot';
import { DateStringSchema, IdSchema, TextSchema } from './common.schema.ts';
import { records } from './tolerant.ts';

export const TicketNoteSchema = v.object({
  id: IdSchema,
  note: TextSchema,
  ticketId: v.optional(v.nullable(IdSchema)),
  contactId: v.optional(v.nullable(IdSchema)),
  createdAt: DateStringSchema,
  user: v.optional(v.nullable(v.object({ name: TextSchema })), null),
});
export type TicketNote = v.InferOutput<typeof TicketNoteSchema>;
export const TicketNoteListSchema = records(TicketNoteSchema, 'ticket note');
