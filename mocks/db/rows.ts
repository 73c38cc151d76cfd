/**
 * The rows of the sandbox's read models. They are internal: the wire shapes are produced by `views.ts`.
 * Every row belongs to one company (except plans), so isolation is a filter on `companyId`.
 */
export type Iso = string;

export interface PlanRow {
  id: number;
  name: string;
  users: number;
  connections: number;
  queues: number;
  value: number;
  useSchedules: boolean;
  useCampaigns: boolean;
  useInternalChat: boolean;
  useExternalApi: boolean;
  useKanban: boolean;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface CompanyRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  status: boolean;
  dueDate: Iso;
  recurrence: string;
  planId: number;
  token: string;
  /** The company's working hours (S3 §2.9, the settings' Horarios tab); absent until first saved: []. */
  schedules?: QueueScheduleEntry[];
  createdAt: Iso;
  updatedAt: Iso;
}

/** An invoice of a company (S3 §2.10; the Invoices model): status 'open' until paid. */
export interface InvoiceRow {
  id: number;
  companyId: number;
  detail: string;
  status: 'open' | 'paid';
  value: number;
  dueDate: Iso;
  createdAt: Iso;
  updatedAt: Iso;
}

/** A help video (S3 §2.7; the Helps model): platform-wide, no companyId; nullable columns but the title. */
export interface HelpRow {
  id: number;
  title: string;
  description: string | null;
  video: string | null;
  link: string | null;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface SettingRow {
  id: number;
  companyId: number;
  key: string;
  value: string;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface UserRow {
  id: number;
  companyId: number;
  name: string;
  email: string;
  password: string;
  profile: 'admin' | 'user';
  super: boolean;
  queueIds: number[];
  whatsappId: number | null;
  allTicket: string;
  online: boolean;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface QueueRow {
  id: number;
  companyId: number;
  name: string;
  color: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  /** The JSONB schedules (S3 §2.9); absent on rows seeded before they existed: []. */
  schedules?: QueueScheduleEntry[];
  /** S3 §3's typebotId, which the reference 4.8.5 does not store (docs/decisions.md, 'Queues'); absent: ''. */
  typebotId?: string;
  createdAt: Iso;
  updatedAt: Iso;
}

/** One weekday of a queue's schedules, as the reference stores the JSON it was sent. */
export interface QueueScheduleEntry {
  weekday: string;
  weekdayEn: string;
  startTime: string;
  endTime: string;
}

/** A queue option (S3 §3, §4.5): `option` is a TEXT column; parentId null for a root. */
export interface QueueOptionRow {
  id: number;
  companyId: number;
  queueId: number;
  parentId: number | null;
  title: string;
  message: string;
  option: string;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface WhatsappRow {
  id: number;
  companyId: number;
  name: string;
  status: string;
  qrcode: string | null;
  retries: number;
  isDefault: boolean;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  token: string;
  provider: string;
  queueIds: number[];
  createdAt: Iso;
  updatedAt: Iso;
  /** The paired WhatsApp session (never on the wire with session=0); absent on seeded rows: see mocks/pairing.ts. */
  session?: string;
  /** Set for a connection of the official cloud API (S3 §2.2); absent or null: session-based. */
  phoneIdCloudApi?: string | null;
}

export interface ExtraInfoRow {
  id: number;
  name: string;
  value: string;
}

export interface ContactRow {
  id: number;
  companyId: number;
  name: string;
  number: string;
  email: string;
  profilePicUrl: string;
  isGroup: boolean;
  extraInfo: ExtraInfoRow[];
  createdAt: Iso;
  updatedAt: Iso;
}

export type TicketStatusValue = 'pending' | 'open' | 'closed';

export interface TicketRow {
  id: number;
  uuid: string;
  companyId: number;
  status: TicketStatusValue;
  unreadMessages: number;
  lastMessage: string;
  isGroup: boolean;
  userId: number | null;
  contactId: number;
  whatsappId: number | null;
  queueId: number | null;
  /** Null after a reopen by PUT and after a rating close, as the reference backend writes it (CONTRACT.md). */
  chatbot: boolean | null;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface MessageRow {
  id: string;
  companyId: number;
  ticketId: number;
  contactId: number | null;
  body: string;
  mediaType: string;
  mediaUrl: string | null;
  fromMe: boolean;
  isDeleted: boolean;
  isEdited: boolean;
  ack: number;
  read: boolean;
  quotedMsgId: string | null;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface TagRow {
  id: number;
  companyId: number;
  name: string;
  color: string;
  /** The kanban column flag (0 or 1) the reference keeps on every tag. */
  kanban: number;
  createdAt: Iso;
  updatedAt: Iso;
}

/** The tags of one ticket; keyed by the ticket id. */
export interface TicketTagsRow {
  id: number;
  companyId: number;
  tagIds: number[];
}

export interface NoteRow {
  id: number;
  companyId: number;
  note: string;
  ticketId: number | null;
  contactId: number | null;
  userId: number;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface QuickMessageRow {
  id: number;
  companyId: number;
  shortcode: string;
  message: string;
  userId: number | null;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface ScheduleRow {
  id: number;
  companyId: number;
  body: string;
  sendAt: Iso;
  sentAt: Iso | null;
  status: string;
  contactId: number;
  ticketId: number | null;
  userId: number | null;
  createdAt: Iso;
  updatedAt: Iso;
}

/**
 * An announcement (S2 §3). The reference's table has a companyId (the author's) but every company lists every
 * active one: announcements are platform-wide.
 */
export interface AnnouncementRow {
  id: number;
  companyId: number;
  title: string;
  text: string;
  /** 1 high, 2 medium, 3 low; null when the body had none (the column has no default). */
  priority: number | null;
  /** Null when the body had none: such a row is never listed (GET /announcements lists status true). */
  status: boolean | null;
  /** The stored file name under /public, as multer named it; null without an attachment. */
  mediaPath: string | null;
  mediaName: string | null;
  createdAt: Iso;
  updatedAt: Iso;
}
/** S2 internal chat (Chats): the owner is a member too (CreateService adds them first). */
export interface ChatRow {
  id: number;
  uuid: string;
  companyId: number;
  title: string;
  ownerId: number;
  /** '{sender name}: {message}' of the newest message (CreateMessageService), '' before any. */
  lastMessage: string;
  createdAt: Iso;
  updatedAt: Iso;
}

/** A member of a chat with their unread count (ChatUsers). */
export interface ChatUserRow {
  id: number;
  companyId: number;
  chatId: number;
  userId: number;
  unreads: number;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface ChatMessageRow {
  id: number;
  companyId: number;
  chatId: number;
  senderId: number;
  message: string;
  createdAt: Iso;
  updatedAt: Iso;
}

/**
 * A contact list (S2 ContactList): the campaigns' audience. Added with the campaigns for their seed and runner; the
 * contact-lists screens use the same rows.
 */
export interface ContactListRow {
  id: number;
  companyId: number;
  name: string;
  createdAt: Iso;
  updatedAt: Iso;
}

/** A contact of a list (S2 ContactListItem); isWhatsappValid null while the number is being checked. */
export interface ContactListItemRow {
  id: number;
  companyId: number;
  contactListId: number;
  name: string;
  number: string;
  email: string;
  isWhatsappValid: boolean | null;
  createdAt: Iso;
  updatedAt: Iso;
}

export type CampaignStatusValue = 'INATIVA' | 'PROGRAMADA' | 'EM_ANDAMENTO' | 'CANCELADA' | 'FINALIZADA';

/** S2 Campaign, as the reference's model holds it (message fields default to '', a null sent stays null). */
export interface CampaignRow {
  id: number;
  companyId: number;
  name: string;
  message1: string | null;
  message2: string | null;
  message3: string | null;
  message4: string | null;
  message5: string | null;
  confirmationMessage1: string | null;
  confirmationMessage2: string | null;
  confirmationMessage3: string | null;
  confirmationMessage4: string | null;
  confirmationMessage5: string | null;
  status: CampaignStatusValue;
  confirmation: boolean | null;
  mediaPath: string | null;
  mediaName: string | null;
  scheduledAt: Iso | null;
  completedAt: Iso | null;
  contactListId: number | null;
  whatsappId: number | null;
  createdAt: Iso;
  updatedAt: Iso;
}

/** One message of a running campaign to one list contact (CampaignShipping). */
export interface CampaignShippingRow {
  id: number;
  companyId: number;
  campaignId: number;
  contactId: number;
  number: string;
  message: string;
  confirmationMessage: string | null;
  confirmation: boolean | null;
  confirmationRequestedAt: Iso | null;
  confirmedAt: Iso | null;
  deliveredAt: Iso | null;
  /** Sandbox only (never on the wire): the QA control made this delivery fail; a restart tries it again. */
  failed: boolean;
  createdAt: Iso;
  updatedAt: Iso;
}

/** One campaign setting (key, JSON-encoded text value) of a company. */
export interface CampaignSettingRow {
  id: number;
  companyId: number;
  key: string;
  value: string;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface Rows {
  plans: PlanRow;
  companies: CompanyRow;
  settings: SettingRow;
  users: UserRow;
  queues: QueueRow;
  queueOptions: QueueOptionRow;
  whatsapps: WhatsappRow;
  contacts: ContactRow;
  tickets: TicketRow;
  messages: MessageRow;
  tags: TagRow;
  ticketTags: TicketTagsRow;
  notes: NoteRow;
  quickMessages: QuickMessageRow;
  schedules: ScheduleRow;
  chats: ChatRow;
  chatUsers: ChatUserRow;
  chatMessages: ChatMessageRow;
  announcements: AnnouncementRow;
  contactLists: ContactListRow;
  contactListItems: ContactListItemRow;
  campaigns: CampaignRow;
  campaignShipping: CampaignShippingRow;
  campaignSettings: CampaignSettingRow;
  invoices: InvoiceRow;
  helps: HelpRow;
}
export type Entity = keyof Rows;
export const ENTITIES: readonly Entity[] = [
  'plans',
  'companies',
  'settings',
  'users',
  'queues',
  'queueOptions',
  'whatsapps',
  'contacts',
  'tickets',
  'messages',
  'tags',
  'ticketTags',
  'notes',
  'quickMessages',
  'schedules',
  'chats',
  'chatUsers',
  'chatMessages',
  'announcements',
  'contactLists',
  'contactListItems',
  'campaigns',
  'campaignShipping',
  'campaignSettings',
  'invoices',
  'helps',
];
export type RowId<E extends Entity> = Rows[E]['id'];
