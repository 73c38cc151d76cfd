import * as v from 'valibot';
import {
  ContactSchema,
  IdSchema,
  MessageSchema,
  TicketSchema,
  WhatsappSchema,
  WhatsappSessionSchema,
  describeIssue,
  type DropIssue,
} from '../api/schemas/index.ts';
import type { DomainEvent } from './types.ts';

/** Ids in frames are numbers; a numeric string is accepted too (some emitters stringify room ids). */
const FrameIdSchema = v.union([IdSchema, v.pipe(v.string(), v.digits(), v.transform(Number))]);

export const TicketFrameSchema = v.variant('action', [
  v.object({ action: v.literal('update'), ticket: TicketSchema }),
  v.object({ action: v.literal('delete'), ticketId: FrameIdSchema }),
  v.object({ action: v.literal('updateUnread'), ticketId: FrameIdSchema }),
]);

export const AppMessageFrameSchema = v.variant('action', [
  v.object({
    action: v.literal('create'),
    message: MessageSchema,
    ticket: TicketSchema,
    contact: ContactSchema,
  }),
  v.object({ action: v.literal('update'), message: MessageSchema }),
]);

export const ContactFrameSchema = v.variant('action', [
  v.object({ action: v.picklist(['create', 'update']), contact: ContactSchema }),
  v.object({ action: v.literal('delete'), contactId: FrameIdSchema }),
]);

export const WhatsappFrameSchema = v.variant('action', [
  v.object({ action: v.literal('update'), whatsapp: WhatsappSchema }),
  v.object({ action: v.literal('delete'), whatsappId: FrameIdSchema }),
]);

export const WhatsappSessionFrameSchema = v.object({
  action: v.literal('update'),
  session: WhatsappSessionSchema,
});

export const AuthFrameSchema = v.object({
  action: v.literal('update'),
  user: v.looseObject({ id: IdSchema }),
});

/** Why a frame was dropped, without any of its values (the api's per-record reader says it the same way). */
export type FrameIssue = DropIssue;
export { describeIssue };

type ParseResult = { ok: true; event: DomainEvent } | ({ ok: false } & FrameIssue);

export interface FrameFamily {
  /** The socket event name. */
  event: string;
  parse(payload: unknown): ParseResult;
}

function family<TSchema extends v.GenericSchema>(
  event: string,
  schema: TSchema,
  toEvent: (frame: v.InferOutput<TSchema>) => DomainEvent,
): FrameFamily {
  return {
    event,
    parse(payload) {
      const result = v.safeParse(schema, payload);
      return result.success
        ? { ok: true, event: toEvent(result.output) }
        : { ok: false, ...describeIssue(result.issues) };
    },
  };
}

/**
 * Every event family of CONTRACT.md's socket table that S1 reads. The others (`-queue`, `-user`, `-settings`,
 * `-chat`, `tag`, ...) are added here as one entry each, with a DomainEvent variant in types.ts.
 */
export function frameFamilies(companyId: number): FrameFamily[] {
  const prefix = `company-${companyId}-`;
  const session = (frame: v.InferOutput<typeof WhatsappSessionFrameSchema>): DomainEvent => ({
    type: 'server.whatsappSession.updated',
    session: frame.session,
  });
  return [
    family(`${prefix}ticket`, TicketFrameSchema, (frame): DomainEvent => {
      switch (frame.action) {
        case 'update':
          return { type: 'server.ticket.updated', ticket: frame.ticket };
        case 'delete':
          return { type: 'server.ticket.deleted', ticketId: frame.ticketId };
        case 'updateUnread':
          return { type: 'server.ticket.unreadReset', ticketId: frame.ticketId };
      }
    }),
    family(`${prefix}appMessage`, AppMessageFrameSchema, (frame): DomainEvent => {
      switch (frame.action) {
        case 'create':
          return {
            type: 'server.message.created',
            message: frame.message,
            ticket: frame.ticket,
            contact: frame.contact,
          };
        case 'update':
          return { type: 'server.message.updated', message: frame.message };
      }
    }),
    family(`${prefix}contact`, ContactFrameSchema, (frame): DomainEvent =>
      frame.action === 'delete'
        ? { type: 'server.contact.deleted', contactId: frame.contactId }
        : { type: 'server.contact.updated', contact: frame.contact },
    ),
    family(`${prefix}whatsapp`, WhatsappFrameSchema, (frame): DomainEvent =>
      frame.action === 'delete'
        ? { type: 'server.whatsapp.deleted', whatsappId: frame.whatsappId }
        : { type: 'server.whatsapp.updated', whatsapp: frame.whatsapp },
    ),
    family(`${prefix}whatsappSession`, WhatsappSessionFrameSchema, session),
    family('whatsappSession', WhatsappSessionFrameSchema, session),
    family(`${prefix}auth`, AuthFrameSchema, (frame): DomainEvent => ({
      type: 'server.auth.updated',
      userId: frame.user.id,
    })),
  ];
}
