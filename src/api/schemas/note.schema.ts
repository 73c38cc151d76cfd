import * as v from 'valibot';
import { DateStringSchema, IdSchema } from './common.schema.ts';

export const TicketNoteSchema = v.object({
  id: IdSchema,
  note: v.string(),
  ticketId: v.optional(v.nullable(IdSchema)),
  contactId: v.optional(v.nullable(IdSchema)),
  createdAt: DateStringSchema,
  user: v.optional(v.nullable(v.object({ name: v.string() })), null),
});
export type TicketNote = v.InferOutput<typeof TicketNoteSchema>;
export const TicketNoteListSchema = v.array(TicketNoteSchema);
