import * as v from 'valibot';
import {
  ContactSchema,
  IdSchema,
  MessageSchema,
  QueueSchema,
  QuickMessageSchema,
  ScheduleSchema,
  SettingSchema,
  TagSchema,
  TicketSchema,
  UserSchema,
  WhatsappSchema,
  WhatsappSessionSchema,
  describeIssue,
  records,
  type DropIssue,
  type Queue,
  type QuickMessage,
  type Schedule,
  type Tag,
  type User,
} from '../api/schemas/index.ts';
import {
  AnnouncementSchema,
  CampaignFrameRecordSchema,
  CampaignSettingSchema,
  ChatMessageSchema,
  ChatSchema,
  ContactListItemSchema,
  ContactListSchema,
  HelpSchema,
  type Announcement,
  type CampaignFrameRecord,
  type ContactList,
  type Help,
} from '../api/schemas/s2.ts';
import type { DomainEvent, ScopedChannel } from './types.ts';

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

/**
 * The create / update / delete frames of one entity, under the keys its emitter uses. Delete ids come from the
 * route's params (strings on the wire), read as numbers.
 */
function recordFrameSchema<TRecord extends v.GenericSchema>(record: TRecord) {
  return v.variant('action', [
    v.object({ action: v.picklist(['create', 'update']), record }),
    v.object({ action: v.literal('delete'), id: FrameIdSchema }),
  ]);
}

export const TagFrameSchema = v.variant('action', [
  v.object({ action: v.picklist(['create', 'update']), tag: TagSchema }),
  v.object({ action: v.literal('delete'), tagId: FrameIdSchema }),
]);
export const ScheduleFrameSchema = v.variant('action', [
  v.object({ action: v.picklist(['create', 'update']), schedule: ScheduleSchema }),
  v.object({ action: v.literal('delete'), scheduleId: FrameIdSchema }),
]);
/** The backend sends 'update' for a new queue too. */
export const QueueFrameSchema = v.variant('action', [
  v.object({ action: v.picklist(['create', 'update']), queue: QueueSchema }),
  v.object({ action: v.literal('delete'), queueId: FrameIdSchema }),
]);
export const UserFrameSchema = v.variant('action', [
  v.object({ action: v.picklist(['create', 'update']), user: UserSchema }),
  v.object({ action: v.literal('delete'), userId: FrameIdSchema }),
]);
export const QuickMessageFrameSchema = recordFrameSchema(QuickMessageSchema);
export const HelpFrameSchema = recordFrameSchema(HelpSchema);
/** The campaign's frames read its contacts and shipping as the report's counts (CampaignFrameRecordSchema). */
export const CampaignFrameSchema = recordFrameSchema(CampaignFrameRecordSchema);
export const ContactListFrameSchema = recordFrameSchema(ContactListSchema);
export const AnnouncementFrameSchema = recordFrameSchema(AnnouncementSchema);

/** `-ContactListItem` and `-ContactListItem-{listId}`: the record frames, and 'reload' with the imported items. */
export const ContactListItemFrameSchema = v.variant('action', [
  ...recordFrameSchema(ContactListItemSchema).options,
  v.object({
    action: v.literal('reload'),
    records: records(ContactListItemSchema, 'contact list item'),
  }),
]);

/**
 * `-chat`, `-chat-{chatId}` and `-chat-user-{uid}`. A chat comes as `record` (create / update of its members, to
 * each member's user channel) or as `chat` (a read, to the company): both are read.
 */
export const ChatFrameSchema = v.variant('action', [
  v.object({
    action: v.literal('new-message'),
    newMessage: ChatMessageSchema,
    chat: v.optional(v.nullable(ChatSchema), null),
  }),
  v.object({ action: v.picklist(['create', 'update']), record: ChatSchema }),
  v.object({ action: v.picklist(['create', 'update']), chat: ChatSchema }),
  v.object({ action: v.literal('delete'), id: FrameIdSchema }),
]);

/** SubscriptionController.webhook: `{action, company}`, the company renewed. */
export const PaymentFrameSchema = v.looseObject({
  action: v.string(),
  company: v.optional(v.nullable(v.looseObject({ dueDate: v.optional(v.nullable(v.string())) }))),
});

export const SettingFrameSchema = v.object({ action: v.literal('update'), setting: SettingSchema });

export const CampaignSettingFrameSchema = v.object({
  action: v.picklist(['create', 'update']),
  record: records(CampaignSettingSchema, 'campaign setting'),
});

/** Why a frame was dropped, without any of its values (the api's per-record reader says it the same way). */
export type FrameIssue = DropIssue;
export { describeIssue };

type ParseResult = { ok: true; event: DomainEvent } | ({ ok: false } & FrameIssue);

export interface FrameFamily {
  /** The socket event name. */
  event: string;
  /**
   * The name its frames are de-duplicated under: a per-id channel's, the general channel's, because the backend
   * sends the same payload to both (`-chat-{chatId}` then `-chat`), and one fact must make one event.
   */
  dedupeAs: string;
  parse(payload: unknown): ParseResult;
}

/**
 * The schema that reads a payload: for a variant whose options each name their discriminator by values of their own
 * (a literal or a picklist: every frame family's but the chat's), the option the payload's discriminator names, else
 * the schema itself (a payload with no known discriminator then fails as the variant says). The same answers as the
 * variant's, without its probe of each option's discriminator in turn: valibot builds a set, a closure and the failed
 * options' issues for every payload, ~0.1 ms of a ticket status change's three frames in the reference backend's
 * bench profile.
 */
export function schemaFor(schema: v.GenericSchema): (payload: unknown) => v.GenericSchema {
  if (!isVariant(schema)) return () => schema;
  const byTag = new Map<unknown, v.GenericSchema>();
  for (const option of schema.options) {
    const values = option.type === 'object' ? tagValues(option.entries[schema.key]) : null;
    if (values === null || values.some((value) => byTag.has(value))) return () => schema;
    for (const value of values) byTag.set(value, option);
  }
  return (payload) =>
    (typeof payload === 'object' && payload !== null
      ? byTag.get((payload as Record<string, unknown>)[schema.key])
      : undefined) ?? schema;
}

type AnyVariant = v.VariantSchema<
  string,
  v.VariantOptions<string>,
  v.ErrorMessage<v.VariantIssue> | undefined
>;
const isVariant = (schema: v.GenericSchema): schema is AnyVariant & v.GenericSchema =>
  schema.type === 'variant';
/** The values a discriminator schema takes (a literal's, a picklist's), null for any other schema. */
function tagValues(schema: unknown): readonly unknown[] | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const tag = schema as { type?: unknown; literal?: unknown; options?: unknown };
  if (tag.type === 'literal') return [tag.literal];
  if (tag.type === 'picklist' && Array.isArray(tag.options)) return tag.options as unknown[];
  return null;
}

function family<TSchema extends v.GenericSchema>(
  event: string,
  schema: TSchema,
  toEvent: (frame: v.InferOutput<TSchema>) => DomainEvent,
  dedupeAs: string = event,
): FrameFamily {
  const reader = schemaFor(schema);
  return {
    event,
    dedupeAs,
    parse(payload) {
      const result = v.safeParse(reader(payload) as TSchema, payload);
      return result.success
        ? { ok: true, event: toEvent(result.output) }
        : { ok: false, ...describeIssue(result.issues) };
    },
  };
}

type RecordFrame<R> = { action: 'create' | 'update'; record: R } | { action: 'delete'; id: number };

/**
 * One entity's frames as its DomainEvents (`server.<entity>.created | updated | deleted`). The builders are written
 * per entity: a template literal over a generic entity name does not narrow to one DomainEvent member.
 */
function recordEvents<R>(build: {
  created: (record: R) => DomainEvent;
  updated: (record: R) => DomainEvent;
  deleted: (id: number) => DomainEvent;
}) {
  return (frame: RecordFrame<R>): DomainEvent => {
    switch (frame.action) {
      case 'create':
        return build.created(frame.record);
      case 'update':
        return build.updated(frame.record);
      case 'delete':
        return build.deleted(frame.id);
    }
  };
}

const tagEvents = recordEvents<Tag>({
  created: (record) => ({ type: 'server.tag.created', record }),
  updated: (record) => ({ type: 'server.tag.updated', record }),
  deleted: (id) => ({ type: 'server.tag.deleted', id }),
});
const scheduleEvents = recordEvents<Schedule>({
  created: (record) => ({ type: 'server.schedule.created', record }),
  updated: (record) => ({ type: 'server.schedule.updated', record }),
  deleted: (id) => ({ type: 'server.schedule.deleted', id }),
});
const queueEvents = recordEvents<Queue>({
  created: (record) => ({ type: 'server.queue.created', record }),
  updated: (record) => ({ type: 'server.queue.updated', record }),
  deleted: (id) => ({ type: 'server.queue.deleted', id }),
});
const userEvents = recordEvents<User>({
  created: (record) => ({ type: 'server.user.created', record }),
  updated: (record) => ({ type: 'server.user.updated', record }),
  deleted: (id) => ({ type: 'server.user.deleted', id }),
});
const quickMessageEvents = recordEvents<QuickMessage>({
  created: (record) => ({ type: 'server.quickMessage.created', record }),
  updated: (record) => ({ type: 'server.quickMessage.updated', record }),
  deleted: (id) => ({ type: 'server.quickMessage.deleted', id }),
});
const helpEvents = recordEvents<Help>({
  created: (record) => ({ type: 'server.help.created', record }),
  updated: (record) => ({ type: 'server.help.updated', record }),
  deleted: (id) => ({ type: 'server.help.deleted', id }),
});
const campaignEvents = recordEvents<CampaignFrameRecord>({
  created: (record) => ({ type: 'server.campaign.created', record }),
  updated: (record) => ({ type: 'server.campaign.updated', record }),
  deleted: (id) => ({ type: 'server.campaign.deleted', id }),
});
const contactListEvents = recordEvents<ContactList>({
  created: (record) => ({ type: 'server.contactList.created', record }),
  updated: (record) => ({ type: 'server.contactList.updated', record }),
  deleted: (id) => ({ type: 'server.contactList.deleted', id }),
});
const announcementEvents = recordEvents<Announcement>({
  created: (record) => ({ type: 'server.announcement.created', record }),
  updated: (record) => ({ type: 'server.announcement.updated', record }),
  deleted: (id) => ({ type: 'server.announcement.deleted', id }),
});

function chatEvent(frame: v.InferOutput<typeof ChatFrameSchema>): DomainEvent {
  switch (frame.action) {
    case 'new-message':
      return { type: 'server.chatMessage.created', record: frame.newMessage, chat: frame.chat };
    case 'delete':
      return { type: 'server.chat.deleted', id: frame.id };
    case 'create':
    case 'update': {
      const record = 'record' in frame ? frame.record : frame.chat;
      return frame.action === 'create'
        ? { type: 'server.chat.created', record }
        : { type: 'server.chat.updated', record };
    }
  }
}

function contactListItemEvent(listId: number | null) {
  return (frame: v.InferOutput<typeof ContactListItemFrameSchema>): DomainEvent => {
    switch (frame.action) {
      case 'reload':
        return { type: 'server.contactListItem.reloaded', listId, records: frame.records };
      case 'delete':
        return { type: 'server.contactListItem.deleted', id: frame.id };
      case 'create':
        return { type: 'server.contactListItem.created', record: frame.record };
      case 'update':
        return { type: 'server.contactListItem.updated', record: frame.record };
    }
  };
}

/**
 * The family of a per-id channel, registered while someone listens to it (Realtime.listen). Its events are the
 * general channel's, with what the event name says (the list of a 'reload').
 */
export function scopedFamily(companyId: number, channel: ScopedChannel): FrameFamily {
  const prefix = `company-${companyId}-`;
  switch (channel.kind) {
    case 'contactListItems':
      return family(
        `${prefix}ContactListItem-${channel.listId}`,
        ContactListItemFrameSchema,
        contactListItemEvent(channel.listId),
      );
    case 'chat':
      return family(`${prefix}chat-${channel.chatId}`, ChatFrameSchema, chatEvent, `${prefix}chat`);
  }
}

/**
 * Every event family of CONTRACT.md's socket table that the app reads, under the names the reference backend's
 * emitters really use (`tag`, `schedule` and `company-announcement` unprefixed; `-quickmessage`,
 * `-campaignSettings`, `-ContactList`). The per-id channels are `scopedFamily`. Not read:
 * `-queueIntegration`, `prompt`, `company{cid}-file` (screens of other issues).
 */
export function frameFamilies(companyId: number, userId?: number): FrameFamily[] {
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
    // S2/S3 entities: one record per frame, `server.<entity>.created | updated | deleted`.
    family('tag', TagFrameSchema, (frame) =>
      tagEvents(
        frame.action === 'delete'
          ? { action: 'delete', id: frame.tagId }
          : { action: frame.action, record: frame.tag },
      ),
    ),
    family('schedule', ScheduleFrameSchema, (frame) =>
      scheduleEvents(
        frame.action === 'delete'
          ? { action: 'delete', id: frame.scheduleId }
          : { action: frame.action, record: frame.schedule },
      ),
    ),
    family(`${prefix}queue`, QueueFrameSchema, (frame) =>
      queueEvents(
        frame.action === 'delete'
          ? { action: 'delete', id: frame.queueId }
          : { action: frame.action, record: frame.queue },
      ),
    ),
    family(`${prefix}user`, UserFrameSchema, (frame) =>
      userEvents(
        frame.action === 'delete'
          ? { action: 'delete', id: frame.userId }
          : { action: frame.action, record: frame.user },
      ),
    ),
    family(`${prefix}quickmessage`, QuickMessageFrameSchema, quickMessageEvents),
    family(`${prefix}help`, HelpFrameSchema, helpEvents),
    family(`${prefix}campaign`, CampaignFrameSchema, campaignEvents),
    family(`${prefix}ContactList`, ContactListFrameSchema, contactListEvents),
    family(`${prefix}ContactListItem`, ContactListItemFrameSchema, contactListItemEvent(null)),
    // Create and update go to every tenant (io.emit), the delete to the company's own channel.
    family('company-announcement', AnnouncementFrameSchema, announcementEvents),
    family(`${prefix}announcement`, AnnouncementFrameSchema, announcementEvents),
    family(`${prefix}chat`, ChatFrameSchema, chatEvent),
    // The chats the user was added to or that changed, to that user's channel only.
    ...(userId === undefined ? [] : [family(`${prefix}chat-user-${userId}`, ChatFrameSchema, chatEvent)]),
    family(`${prefix}payment`, PaymentFrameSchema, (frame): DomainEvent => ({
      type: 'server.payment',
      action: frame.action,
      dueDate: frame.company?.dueDate ?? null,
    })),
    family(`${prefix}settings`, SettingFrameSchema, (frame): DomainEvent => ({
      type: 'server.setting.updated',
      record: frame.setting,
    })),
    family(`${prefix}campaignSettings`, CampaignSettingFrameSchema, (frame): DomainEvent => ({
      type: 'server.campaignSetting.updated',
      records: frame.record,
    })),
  ];
}
