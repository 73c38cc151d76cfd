import { CAMPAIGN_EVENT_TYPES, type CampaignEventDraft } from './campaign-events.ts';
import { CONTACT_LIST_EVENT_TYPES, type ContactListEventDraft } from './contact-list-events.ts';
import { QUEUE_EVENT_TYPES, type QueueEventDraft } from './queue-events.ts';
import { SETTINGS_EVENT_TYPES, type SettingsEventDraft } from './settings-events.ts';
import { BILLING_EVENT_TYPES, type BillingEventDraft } from './billing-events.ts';
import { ADMIN_EVENT_TYPES, type AdminEventDraft } from './admin-events.ts';
import { HELP_EVENT_TYPES, type HelpEventDraft } from './help-events.ts';
import { USER_EVENT_TYPES, type UserEventDraft } from './user-events.ts';
import type {
  AnnouncementRow,
  ChatMessageRow,
  ChatRow,
  ChatUserRow,
  CompanyRow,
  ContactRow,
  Entity,
  ExtraInfoRow,
  Iso,
  MessageRow,
  NoteRow,
  QuickMessageRow,
  Rows,
  ScheduleRow,
  SettingRow,
  TagRow,
  TicketRow,
  TicketStatusValue,
  UserRow,
  WhatsappRow,
} from './rows.ts';

/**
 * One fact of the append-only log. `seq` orders the log, `at` is the sandbox clock (ms) when it was appended,
 * `companyId` scopes it (null for platform records such as plans).
 */
export interface EventBase {
  seq: number;
  at: number;
  companyId: number | null;
}

/**
 * The seed is history, not actions: it imports rows as they are. Nothing after the seed uses this event, so the
 * log of a running sandbox reads as what happened (ticket.accepted, message.created ...), never as row diffs.
 */
export type RowImported = { [K in Entity]: { type: 'row.imported'; entity: K; row: Rows[K] } }[Entity];

/**
 * Many rows of one table at once: the bulk controls (mocks/bulk.ts) seed thousands of tickets or messages for the
 * bench. One event, so the projection copies the table once instead of once per row; no socket frame.
 */
export type RowsImported = { [K in Entity]: { type: 'rows.imported'; entity: K; rows: Rows[K][] } }[Entity];

/**
 * How a ticket's status, owner or queue moved. The name says which S1 command it was; the reducer treats them
 * alike (the new values are in the event), framesOf too.
 */
export type TicketMoveType =
  | 'ticket.accepted'
  | 'ticket.returned'
  | 'ticket.closed'
  | 'ticket.reopened'
  | 'ticket.transferred'
  | 'ticket.updated';

/**
 * Where a ticket change came from, because the reference backend emits differently: `update` (PUT /tickets, and
 * a closed ticket reopened by an incoming message) sends 'delete' to the old rooms then 'update'; `create`
 * (POST /tickets) sends one 'update' to a room named after the status, which nobody joins (CONTRACT: known
 * gap); `incoming` (a new ticket for a contact who wrote in) sends nothing itself, the message frames carry it.
 */
export type TicketSource = 'update' | 'create' | 'incoming';

export interface TicketMove {
  type: TicketMoveType;
  ticketId: number;
  status: TicketStatusValue;
  userId: number | null;
  queueId: number | null;
  whatsappId: number | null;
  /** Set when the move clears the unread count (a reopened ticket starts at 0). */
  unreadMessages?: number;
  updatedAt: Iso;
  source: TicketSource;
}

export type ContactChanges = Pick<ContactRow, 'name' | 'number' | 'email' | 'updatedAt'> & {
  extraInfo?: ExtraInfoRow[];
};

/** What PUT /tags/:id changed (fields left out of the body stay; updatedAt moves only when something changed). */
export type TagChanges = Partial<Pick<TagRow, 'name' | 'color' | 'kanban' | 'updatedAt'>>;

export type ScheduleChanges = Pick<ScheduleRow, 'body' | 'sendAt' | 'contactId' | 'updatedAt'> & {
  ticketId?: number | null;
  /** PUT /schedules/:id writes sentAt and userId when the body carries them (UpdateService). */
  sentAt?: string | null;
  userId?: number | null;
};

/** What PUT /quick-messages/:id writes: shortcode, message and the caller as owner (UpdateService). */
export type QuickMessageChanges = Pick<QuickMessageRow, 'shortcode' | 'message' | 'userId' | 'updatedAt'>;

/** What an announcement's write changed. */
export type AnnouncementChanges = Partial<
  Pick<AnnouncementRow, 'title' | 'text' | 'priority' | 'status' | 'mediaPath' | 'mediaName' | 'updatedAt'>
>;

/** What a command hands to the store; the store stamps seq, at and companyId. */
export type EventDraft =
  | CampaignEventDraft
  | ContactListEventDraft
  | QueueEventDraft
  | SettingsEventDraft
  | BillingEventDraft
  | AdminEventDraft
  | HelpEventDraft
  | UserEventDraft
  | RowImported
  | RowsImported
  | { type: 'company.signedUp'; company: CompanyRow; settings: SettingRow[] }
  | { type: 'user.created'; user: UserRow }
  /** A login (or the control API's signInElsewhere): the user's other browsers hear of it. */
  | { type: 'user.signedIn'; userId: number }
  | { type: 'user.signedOut'; userId: number }
  /** The client's `userStatus` heartbeat. */
  | { type: 'user.cameOnline'; userId: number }
  | { type: 'contact.created'; contact: ContactRow }
  | { type: 'contact.updated'; contactId: number; changes: ContactChanges }
  /** DELETE /contacts/:id: Tickets reference Contacts ON DELETE CASCADE, so the contact's tickets go with it. */
  | { type: 'contact.deleted'; contactId: number }
  /**
   * POST /contacts/import: the default connection's phone book read in (ImportContactsService): numbers not known are
   * created, known ones renamed. The backend emits no frame for either (CreateContactService and save() are silent).
   */
  | { type: 'contacts.imported'; created: ContactRow[]; renamed: { contactId: number; name: string }[] }
  | { type: 'ticket.created'; ticket: TicketRow; source: TicketSource }
  | TicketMove
  /** The ticket, its messages and its tags go. */
  | { type: 'ticket.deleted'; ticketId: number }
  /** Someone read the ticket: its messages are read, its unread count 0, updatedAt unchanged. */
  | { type: 'ticket.unreadReset'; ticketId: number }
  /** A message on a ticket: the ticket's lastMessage and updatedAt follow it, unread grows if it came in. */
  | { type: 'message.created'; message: MessageRow }
  | { type: 'message.deleted'; messageId: string; updatedAt: Iso }
  /** The contact deleted their message on WhatsApp ("apagar para todos"): it stays, marked deleted. */
  | { type: 'message.revoked'; messageId: string; updatedAt: Iso }
  /** WhatsApp reported a delivery step of an own message (ack 1 sent, 2 delivered, 3 read, 4–5 played). */
  | { type: 'message.acked'; messageId: string; ack: number; updatedAt: Iso }
  /**
   * POST /tags: the tag found or created (the reference's findOrCreate on name, colour and kanban announces a
   * 'create' even when it found one; then the row is the one it found).
   */
  | { type: 'tag.created'; tag: TagRow }
  /** PUT /tags/:id (or the control API's updateTag): the frame is sent even when nothing changed. */
  | { type: 'tag.updated'; tagId: number; changes: TagChanges }
  /** DELETE /tags/:id: the tag goes, and leaves every ticket (TicketTags cascade). */
  | { type: 'tag.deleted'; tagId: number }
  | { type: 'tags.synced'; ticketId: number; tagIds: number[] }
  /** POST /chats: the chat and its members (the owner first, then each user sent, as CreateService adds them). */
  | { type: 'chat.created'; chat: ChatRow; users: ChatUserRow[] }
  /**
   * PUT /chats/:id: the title (undefined when the body has none: Sequelize leaves it), and, when `users` was an
   * array, the new member rows (the old ones go, unread counts with them, as UpdateService destroys and recreates).
   */
  | { type: 'chat.updated'; chatId: number; title?: string; users: ChatUserRow[] | null; updatedAt: Iso }
  /** DELETE /chats/:id: the chat, its members and its messages go (ON DELETE CASCADE). */
  | { type: 'chat.deleted'; chatId: number }
  /**
   * POST /chats/:id/messages (or the control API's colleagueChatMessage): the message; the chat's lastMessage is
   * '{sender}: {message}'; the sender's unreads go to 0 and every other member's up by one.
   */
  | { type: 'chatMessage.created'; message: ChatMessageRow; lastMessage: string }
  /** POST /chats/:id/read: that member's unreads go to 0. */
  | { type: 'chat.read'; chatId: number; userId: number; updatedAt: Iso }
  /** POST /announcements (or the control API's publishAnnouncement). */
  | { type: 'announcement.created'; announcement: AnnouncementRow }
  /**
   * PUT /announcements/:id, POST and DELETE /announcements/:id/media-upload: the fields written (Sequelize's
   * update with the body; the media routes write mediaPath and mediaName).
   */
  | { type: 'announcement.updated'; announcementId: number; changes: AnnouncementChanges }
  /** DELETE /announcements/:id; `byCompanyId` is the deleter's company, whose channel alone hears it. */
  | { type: 'announcement.deleted'; announcementId: number; byCompanyId: number }
  | { type: 'note.added'; note: NoteRow }
  | { type: 'note.deleted'; noteId: number }
  | { type: 'schedule.created'; schedule: ScheduleRow }
  | { type: 'schedule.updated'; scheduleId: number; changes: ScheduleChanges }
  /** DELETE /schedules/:id (or the control API's deleteSchedule). */
  | { type: 'schedule.deleted'; scheduleId: number }
  /**
   * The backend's send job moved a schedule (PENDENTE → AGENDADA → ENVIADA, or ERRO when the send failed: the
   * control API's failSchedule / sendSchedule). The reference's queue emits no frame for it.
   */
  | {
      type: 'schedule.statusChanged';
      scheduleId: number;
      status: string;
      sentAt: string | null;
      updatedAt: Iso;
    }
  | { type: 'quickMessage.created'; quickMessage: QuickMessageRow }
  | { type: 'quickMessage.updated'; quickMessageId: number; changes: QuickMessageChanges }
  | { type: 'quickMessage.deleted'; quickMessageId: number }
  | {
      type: 'whatsapp.statusChanged';
      whatsappId: number;
      status: string;
      qrcode: string | null;
      retries: number;
      updatedAt: Iso;
      /** The paired session: set on a connect, '' on a disconnect or a new QR; absent: unchanged. */
      session?: string;
      /**
       * Which session event the reference sends for this step: 'global' (the unprefixed `whatsappSession`:
       * StartWhatsAppSession's OPENING, the codes' time-out), 'company' (`company-{cid}-whatsappSession`: a code,
       * connected, a logout). Absent (the control API's setConnectionStatus): both, and the `whatsapp` update.
       */
      via?: 'global' | 'company';
    }
  /** POST /whatsapp: the new connection, and the old default it replaced (isDefault false), if any. */
  | { type: 'whatsapp.created'; whatsapp: WhatsappRow; oldDefaultId: number | null }
  /** PUT /whatsapp/:id: the fields given; the old default it replaced, if any. */
  | { type: 'whatsapp.updated'; whatsappId: number; changes: WhatsappChanges; oldDefaultId: number | null }
  | { type: 'whatsapp.deleted'; whatsappId: number };

/** What PUT /whatsapp/:id may change. */
export type WhatsappChanges = Partial<
  Pick<
    WhatsappRow,
    | 'name'
    | 'isDefault'
    | 'greetingMessage'
    | 'complationMessage'
    | 'outOfHoursMessage'
    | 'ratingMessage'
    | 'token'
    | 'provider'
    | 'queueIds'
    | 'updatedAt'
  >
>;

export type SandboxEvent = EventDraft & EventBase;
export type SandboxEventType = SandboxEvent['type'];

export const EVENT_TYPES: readonly SandboxEventType[] = [
  ...CAMPAIGN_EVENT_TYPES,
  ...CONTACT_LIST_EVENT_TYPES,
  ...QUEUE_EVENT_TYPES,
  ...SETTINGS_EVENT_TYPES,
  ...BILLING_EVENT_TYPES,
  ...ADMIN_EVENT_TYPES,
  ...HELP_EVENT_TYPES,
  ...USER_EVENT_TYPES,
  'row.imported',
  'rows.imported',
  'company.signedUp',
  'user.created',
  'user.signedIn',
  'user.signedOut',
  'user.cameOnline',
  'contact.created',
  'contact.updated',
  'contact.deleted',
  'contacts.imported',
  'ticket.created',
  'ticket.accepted',
  'ticket.returned',
  'ticket.closed',
  'ticket.reopened',
  'ticket.transferred',
  'ticket.updated',
  'ticket.deleted',
  'ticket.unreadReset',
  'message.created',
  'message.deleted',
  'message.revoked',
  'message.acked',
  'tag.created',
  'tag.updated',
  'tag.deleted',
  'tags.synced',
  'chat.created',
  'chat.updated',
  'chat.deleted',
  'chatMessage.created',
  'chat.read',
  'announcement.created',
  'announcement.updated',
  'announcement.deleted',
  'note.added',
  'note.deleted',
  'schedule.created',
  'schedule.updated',
  'schedule.deleted',
  'schedule.statusChanged',
  'quickMessage.created',
  'quickMessage.updated',
  'quickMessage.deleted',
  'whatsapp.statusChanged',
  'whatsapp.created',
  'whatsapp.updated',
  'whatsapp.deleted',
];

/** Which command moved a ticket from `old` to `next` (S1 §4.2 vocabulary). */
export function ticketMoveType(
  old: Pick<TicketRow, 'status' | 'userId' | 'queueId'>,
  next: Pick<TicketRow, 'status' | 'userId' | 'queueId'>,
): TicketMoveType {
  if (next.status === 'closed' && old.status !== 'closed') return 'ticket.closed';
  if (old.status === 'closed' && next.status !== 'closed') return 'ticket.reopened';
  const ownerChanged = old.userId !== null && next.userId !== null && old.userId !== next.userId;
  if (old.queueId !== next.queueId || ownerChanged) return 'ticket.transferred';
  if (old.status === 'pending' && next.status === 'open') return 'ticket.accepted';
  if (old.status === 'open' && next.status === 'pending') return 'ticket.returned';
  return 'ticket.updated';
}

/**
 * Events read back from storage: the envelope and the type are checked; the payload was written by this module
 * (the storage is versioned and a seq gap discards the lot), so it is not re-validated field by field.
 */
export function isSandboxEvent(value: unknown): value is SandboxEvent {
  if (typeof value !== 'object' || value === null) return false;
  if (!('seq' in value) || typeof value.seq !== 'number') return false;
  if (!('at' in value) || typeof value.at !== 'number') return false;
  if (!('companyId' in value) || (value.companyId !== null && typeof value.companyId !== 'number'))
    return false;
  if (!('type' in value) || typeof value.type !== 'string') return false;
  const type = value.type;
  return EVENT_TYPES.some((t) => t === type);
}
