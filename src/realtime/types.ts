import type { Observable } from 'rxjs';
import type {
  Contact,
  Message,
  Ticket,
  TicketStatus,
  Whatsapp,
  WhatsappSession,
} from '../api/schemas/index.ts';

export type RoomJoin =
  | { kind: 'tickets'; status: TicketStatus }
  | { kind: 'chatBox'; ticketId: number }
  | { kind: 'notification' };

export type DomainEvent =
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
  reportStatus(): void;
  reconnect(): void;
  stats(): RealtimeStats;
  close(): void;
}
