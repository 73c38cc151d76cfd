import type { Observable } from 'rxjs';
import type {
  Contact,
  Message,
  Queue,
  QuickMessage,
  Schedule,
  Setting,
  Tag,
  Ticket,
  TicketStatus,
  User,
  Whatsapp,
  WhatsappSession,
} from '../api/schemas/index.ts';
import type {
  Announcement,
  CampaignFrameRecord,
  CampaignSetting,
  Chat,
  ChatMessage,
  ContactList,
  ContactListItem,
  Help,
} from '../api/schemas/s2.ts';

export type RoomJoin =
  | { kind: 'tickets'; status: TicketStatus }
  | { kind: 'chatBox'; ticketId: number }
  | { kind: 'notification' };

/**
 * Frames of one channel that the server sends only under a per-id event name (`company-{cid}-ContactListItem-{listId}`,
 * `company-{cid}-chat-{chatId}`): a subscriber asks for the channel while it shows that list or chat
 * (Realtime.listen). Nothing is sent to the server: every socket of the company is in its mainchannel room already.
 */
export type ScopedChannel = { kind: 'contactListItems'; listId: number } | { kind: 'chat'; chatId: number };

/**
 * The S2/S3 entities whose frames are create / update / delete of one record, by the name their events carry
 * (`server.<name>.created` ...). The existing S1 families (ticket, message, contact, whatsapp) keep their own
 * shapes below.
 */
export interface EntityRecords {
  announcement: Announcement;
  /** Its list and shipping as the report's counts (`progress`), not their entries. */
  campaign: CampaignFrameRecord;
  chat: Chat;
  contactList: ContactList;
  contactListItem: ContactListItem;
  help: Help;
  queue: Queue;
  quickMessage: QuickMessage;
  schedule: Schedule;
  tag: Tag;
  user: User;
}
export type EntityName = keyof EntityRecords;

export type EntityEventOf<E extends EntityName> =
  | { type: `server.${E}.created`; record: EntityRecords[E] }
  | { type: `server.${E}.updated`; record: EntityRecords[E] }
  | { type: `server.${E}.deleted`; id: number };

/** Every create / update / delete event of every entity of EntityRecords. */
export type EntityEvent = { [E in EntityName]: EntityEventOf<E> }[EntityName];

export type DomainEvent =
  | EntityEvent
  /** A spreadsheet import into a list (`-ContactListItem-{listId}` 'reload'): the items it created. listId is null
   * when the frame came on the channel of every list, which does not name it. */
  | { type: 'server.contactListItem.reloaded'; listId: number | null; records: ContactListItem[] }
  /** An internal chat message, with the chat as it is after it (last message, unreads); chat null if gone. */
  | { type: 'server.chatMessage.created'; record: ChatMessage; chat: Chat | null }
  | { type: 'server.setting.updated'; record: Setting }
  /** `company-{cid}-payment`: a payment's outcome (S3 §4.4: CONCLUIDA renews the company until its dueDate). */
  | { type: 'server.payment'; action: string; dueDate: string | null }
  /** POST /campaign-settings: every key saved, as one frame. */
  | { type: 'server.campaignSetting.updated'; records: CampaignSetting[] }
  | { type: 'server.ticket.updated'; ticket: Ticket }
  | { type: 'server.ticket.deleted'; ticketId: number }
  | { type: 'server.ticket.unreadReset'; ticketId: number }
  | { type: 'server.message.created'; message: Message; ticket: Ticket; contact: Contact }
  | { type: 'server.message.updated'; message: Message }
  | { type: 'server.contact.updated'; contact: Contact }
  | { type: 'server.contact.deleted'; contactId: number }
  | { type: 'server.whatsapp.updated'; whatsapp: Whatsapp }
  | { type: 'server.whatsapp.deleted'; whatsappId: number }
  | { type: 'server.whatsappSession.updated'; session: WhatsappSession }
  | { type: 'server.auth.updated'; userId: number };

export type ConnectionSignal = 'connection.lost' | 'connection.restored';

/**
 * What the socket is doing, for a banner: 'connecting' until the first `ready`, 'live' from each `ready`,
 * 'down' from the first disconnect or failed handshake until `ready` again. The hub adds 'idle' (no socket).
 */
export type RealtimeState = 'idle' | 'connecting' | 'live' | 'down';

export interface RealtimeStatus {
  state: RealtimeState;
  /** When the current 'down' began (ms since the epoch); null unless down. */
  downSince: number | null;
  /** The last moment the socket was known live: its latest `ready`, or when it then went down; null if never. */
  lastLiveAt: number | null;
}

export interface RealtimeStats {
  /** Frames that did not parse (wrong shape, non-object, unknown action). */
  dropped: number;
  /** Every frame of a subscribed event, good or bad. */
  received: number;
  /** Identical consecutive frames skipped. */
  duplicates: number;
  /** Ticket updates older than the last seen for that ticket, skipped. */
  stale: number;
}

export interface Realtime {
  events$: Observable<DomainEvent>;
  connection$: Observable<ConnectionSignal>;
  /** The current status first, then every change. */
  status$: Observable<RealtimeStatus>;
  join(room: RoomJoin): () => void;
  /** Hears a per-id channel until the returned function is called (counted: each call needs its release). */
  listen(channel: ScopedChannel): () => void;
  reportStatus(): void;
  reconnect(): void;
  stats(): RealtimeStats;
  close(): void;
}
