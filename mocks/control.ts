import { createBulkControl, type BulkControl } from './bulk.ts';
import { payInvoice } from './handlers/billing.handlers.ts';
import { campaignRunnerOf } from './campaigns/runner.ts';
import { createPairingControl, type PairingControl } from './pairing.ts';
import type { SandboxCore } from './core.ts';
import { invalidateListItem } from './handlers/contact-lists.handlers.ts';
import type { SandboxEvent } from './db/events.ts';
import { messagesOf, replay, type State } from './db/projection.ts';
import type {
  Entity,
  MessageRow,
  QueueRow,
  QueueScheduleEntry,
  QuickMessageRow,
  Rows,
  ScheduleRow,
} from './db/rows.ts';
import { createQuickMessage, updateQuickMessage } from './handlers/quick-messages.handlers.ts';
import {
  createUserElsewhere,
  deleteUserElsewhere,
  updateUserElsewhere,
  type UserControlInput,
  type UserRecord,
} from './handlers/users.handlers.ts';
import { createQueue, deleteQueue, updateQueue } from './handlers/queues.handlers.ts';
import { createSchedule, moveSchedule, updateSchedule } from './handlers/schedules.handlers.ts';
import {
  publishAnnouncement,
  type AnnouncementRecord,
  type PublishAnnouncementInput,
} from './handlers/announcements.handlers.ts';
import { clearHelps } from './handlers/helps.handlers.ts';

import {
  colleagueChatMessage,
  seedChat,
  type ColleagueChatMessageInput,
  type SeedChatInput,
  type SeedChatResult,
} from './chat-control.ts';

export type { SandboxEvent } from './db/events.ts';
export type { Entity, Rows } from './db/rows.ts';
export type { UserControlInput, UserRecord } from './handlers/users.handlers.ts';
export type { AnnouncementRecord, PublishAnnouncementInput } from './handlers/announcements.handlers.ts';

/** Every table of the read models as plain arrays (ordered by id as inserted). */
export type Snapshot = { [E in Entity]: Rows[E][] };

/** One answered request, as `requests()` lists it. `path` is relative to the baseUrl, without the query. */
export interface SandboxRequest {
  method: string;
  path: string;
  search: string;
  status: number;
  at: number;
}

export interface IncomingMessageInput {
  /** Digits of the contact's number; a new contact (and ticket) is created when none matches. */
  contactNumber?: string;
  /** Or an existing ticket to write into. */
  ticketId?: number;
  /** The company of `contactNumber` (default 1; 46 is the company whose new tickets are appended). */
  companyId?: number;
  body: string;
  /**
   * WhatsApp type of the message; default `conversation`. Any type goes: those with a sample (image, audio, video,
   * application/document, vcard, locationMessage, call_log) carry its served file, and an empty `body` takes the
   * sample's (a vCard's and a location's body is always the sample's); others go as they are (the generic bubble).
   */
  mediaType?: string;
}

/** Which message a QA control acts on: one by id, or the newest fitting one of a ticket. */
export type MessagePick = { messageId: string } | { ticketId: number };

export interface AdvanceAckInput {
  messageId?: string;
  /** Or the ticket whose newest own message not yet read (ack under 3) advances. */
  ticketId?: number;
  /** The ack to set (1 sent, 2 delivered, 3 read, 4–5 played); default one step further. Never goes back. */
  ack?: number;
}

export interface TransferTicketInput {
  ticketId: number;
  /** The user the ticket now belongs to. */
  userId: number;
  /** The queue it moves to; default the queue it is in. */
  queueId?: number | null;
}

export interface SetTicketStatusInput {
  ticketId: number;
  status: 'pending' | 'open' | 'closed';
  userId?: number | null;
}

/** What a tag changed elsewhere becomes: the fields given change, the others stay (PUT /tags/:id's rule). */
export interface TagPatch {
  name?: string;
  color?: string;
  kanban?: number;
}

/** A tag as the reference's model serialises it (POST, PUT and GET /tags/:id, the `tag` frames). */
export interface TagRecord {
  id: number;
  name: string;
  color: string;
  companyId: number;
  kanban: number;
  createdAt: string;
  updatedAt: string;
}

/** A quick message written elsewhere (the control API's createQuickMessage). */
export interface QuickMessageInput {
  shortcode: string;
  message: string;
  /** The owner: each user lists only their own. */
  userId: number;
  /** Default 1. */
  companyId?: number;
}
export type QuickMessageRecord = QuickMessageRow;

/** A schedule written elsewhere (the control API's createSchedule). */
export interface ScheduleInput {
  body: string;
  /** ISO 8601. */
  sendAt: string;
  contactId: number;
  userId?: number | null;
  /** Default 1. */
  companyId?: number;
}
export type ScheduleRecord = ScheduleRow;

export interface FailNextInput {
  /** HTTP method, case-insensitive. */
  method: string;
  /** The path relative to the baseUrl, either concrete (`/tickets/5`) or as routed (`/tickets/:ticketId`). */
  path: string;
  status: number;
  /** Only requests whose query string contains this (e.g. 'status=open'). */
  query?: string;
  /** Sent as `{ error }`, or with `bare` as the JSON string alone (`"Limite de etiquetas do plano atingido"`). */
  error: string;
  bare?: boolean;
}

/** The sandbox's control API (also `window.__sandbox` in demo builds). */
export interface SandboxControl extends BulkControl, PairingControl {
  /**
   * Campaigns: the sending queue's speed (its intervals are divided by `factor`, default 1); one look of
   * the queue now (`runCampaigns`: what is due happens; on a fixed test clock nothing runs by itself); a campaign
   * taken by the queue now, as at its scheduledAt (`startCampaign`: EM_ANDAMENTO, one entry per valid contact);
   * the next delivery of a campaign fails (`failCampaignDelivery`: the entry stays undelivered and the campaign
   * never finishes until it is restarted, as in the reference).
   */
  campaignSpeed(factor: number): void;
  runCampaigns(): void;
  startCampaign(campaignId: number): void;
  failCampaignDelivery(campaignId: number): void;
  /**
   * Bench: the next undelivered entry of a running campaign is delivered now, whatever its intervals (the sending
   * queue's delivery frame goes out); `{ delivered, total }` after it, or null when none is left.
   */
  deliverCampaign(campaignId: number): { delivered: number; total: number } | null;
  /**
   * A campaign changed elsewhere, as PUT /campaigns/:id by another client (or a command of another client whose
   * result a frame carries): the fields given change; emits `company-{cid}-campaign {action:'update', record}` (the
   * save's shape: no shipping, the list without contacts). `scheduledAt` is ISO or null.
   */
  updateCampaign(
    campaignId: number,
    patch: {
      status?: 'INATIVA' | 'PROGRAMADA' | 'EM_ANDAMENTO' | 'CANCELADA' | 'FINALIZADA';
      scheduledAt?: string | null;
      name?: string;
    },
  ): void;
  /**
   * A contact writes in. With `contactNumber`, finds or creates the contact (in `companyId`, default 1) and its ticket on the
   * default connection (a new or closed one becomes pending with no user); with `ticketId`, writes into that ticket.
   * Raises unreadMessages, moves updatedAt, and emits `appMessage` create plus the ticket update.
   */
  incomingMessage(input: IncomingMessageInput): { ticketId: number; messageId: string };
  /**
   * A contact deletes a message on WhatsApp: by id, or the newest of the ticket's contact messages not yet
   * deleted. It becomes `isDeleted` and `appMessage` update carries it (as the reference backend sends it).
   */
  contactDeletesMessage(pick: MessagePick): { messageId: string };
  /**
   * A delivery step of an own message (ack 1 sent → 2 delivered → 3 read → 4–5 played): `appMessage` update with
   * the message as it now is.
   */
  advanceAck(input: AdvanceAckInput): { messageId: string; ack: number };
  /**
   * Someone else transfers a ticket to `userId`: status open, owned by that user, optionally in another queue.
   * Emits what PUT /tickets/:id {queueId, userId, status} does: `delete` to the old rooms, then `update`.
   */
  transferTicket(input: TransferTicketInput): { ticketId: number };
  /**
   * Someone else moves a ticket's status, as PUT /tickets/:id {status, userId} from another client (accept, return,
   * resolve, reopen there): `userId` defaults to none for pending and to the ticket's user otherwise. The frames are
   * that update's.
   */
  setTicketStatus(input: SetTicketStatusInput): { ticketId: number };
  /** Someone else deletes a ticket, as DELETE /tickets/:id from another client: the `delete` frame goes out. */
  deleteTicket(ticketId: number): void;
  /**
   * Someone else edits a tag (as PUT /tags/:id): the fields given change; emits `tag {action:'update', tag}` to
   * the tag's company mainchannel, even when nothing changed. Returns the tag as it now is.
   */
  updateTag(id: number, patch: TagPatch): TagRecord;
  /**
   * Someone else deletes a tag (as DELETE /tags/:id): it leaves every ticket; emits `tag {action:'delete',
   * tagId}` (a string, as the route's id) to the tag's company mainchannel.
   */
  deleteTag(id: number): void;
  /**
   * A queue added elsewhere, as POST /queue (company 1 unless given; no checks): emits
   * `company-{cid}-queue {action:'update', queue}` as the reference does for a create. Returns the queue.
   */
  createQueue(input: QueueControlInput): QueueRecord;
  /** A queue changed elsewhere, as PUT /queue/:id: the fields given change; emits the `update` frame. */
  updateQueue(id: number, patch: Partial<Omit<QueueControlInput, 'companyId'>>): QueueRecord;
  /** A queue deleted elsewhere, as DELETE /queue/:id: emits `{action:'delete', queueId}` (a number). */
  deleteQueue(id: number): void;
  /**
   * A list validation marks a number invalid (QA): the list item's isWhatsappValid becomes false; emits
   * `company-{cid}-ContactListItem {action:'update', record}`. Returns the item as it now is.
   */
  invalidateListItem(itemId: number): { id: number; contactListId: number; isWhatsappValid: boolean | null };
  /**
   * Someone else edits a contact (as PUT /contacts/:id): name, number, email change as given; emits
   * `company-{cid}-contact {action:'update', contact}` to the company's mainchannel.
   */
  updateContact(id: number, patch: { name?: string; number?: string; email?: string }): void;
  /**
   * Users (S3 §2.3) changed by another admin: createUser as POST /users (company 1 unless given; no checks; password
   * 123456) emits `company-{cid}-user {action:'create', user}`; updateUser as PUT /users/:id (the fields given)
   * emits `update`; deleteUser as DELETE /users/:id sends the user's open tickets back to pending, then
   * `{action:'delete', userId}` (a string).
   */
  createUser(input: UserControlInput): UserRecord;
  updateUser(id: number, patch: Partial<Omit<UserControlInput, 'companyId'>>): UserRecord;
  deleteUser(id: number): void;
  /** Someone else deletes a contact (as DELETE /contacts/:id): `{action:'delete', contactId: '<id>'}`. */
  deleteContact(id: number): void;
  /**
   * Someone else publishes an announcement (as POST /announcements by a super user of `companyId`, default 1, then
   * POST /:id/media-upload when `image` is given: a seeded picture of that colour): `company-announcement
   * {action:'create'}` (and `'update'` for the picture) reaches every company. Defaults: priority 3, status true.
   */
  publishAnnouncement(input: PublishAnnouncementInput): AnnouncementRecord;
  /** Someone else deletes an announcement: `company-{cid}-announcement {action:'delete', id}` to the deleter's company only. */
  deleteAnnouncement(id: number, byCompanyId?: number): void;
  /**
   * Someone else adds a quick message (as POST /quick-messages, owner `userId`): emits `company-{cid}-quickmessage
   * {action:'create', record}` to the company's mainchannel. Returns the row.
   */
  createQuickMessage(input: QuickMessageInput): QuickMessageRecord;
  /** Someone else edits a quick message (as PUT): the fields given change; emits the `update` frame. */
  updateQuickMessage(id: number, patch: Partial<QuickMessageInput>): QuickMessageRecord;
  /** Someone else deletes a quick message: emits `{action:'delete', id}` (a string, as the route's id). */
  deleteQuickMessage(id: number): void;
  /** Someone else schedules a message (as POST /schedules): emits `schedule {action:'create', schedule}`. */
  createSchedule(input: ScheduleInput): ScheduleRecord;
  /** Someone else edits a schedule (as PUT /schedules/:id): emits `schedule {action:'update', schedule}`. */
  updateSchedule(id: number, patch: Partial<Omit<ScheduleInput, 'companyId'>>): ScheduleRecord;
  /** Someone else deletes a schedule: emits `schedule {action:'delete', scheduleId}` (a string). */
  deleteSchedule(id: number): void;
  /**
   * The backend's send job failed to send a schedule: status 'ERRO', sentAt stays empty. The reference's queue
   * emits no frame: the list shows it at its next read.
   */
  failSchedule(id: number): ScheduleRecord;
  /** The backend's send job sent a schedule: status 'ENVIADA', sentAt now. No frame either. */
  sendSchedule(id: number): ScheduleRecord;
  /**
   * Every help video deleted, as DELETE /helps/:id by a super user of `companyId` (default 1): `company-{cid}-help
   * {action:'delete', id}` to that company. Leaves /helps and the Ajuda tab empty; returns how many went.
   */
  clearHelps(companyId?: number): number;
  /**
   * A colleague sends a message in an internal chat (as POST /chats/:id/messages by `fromUserId`, default the first
   * member who is not the chat's owner): the new-message frames to `-chat-{chatId}` and `-chat`, the other members'
   * unreads up by one. Returns the message's id.
   */
  colleagueChatMessage(input: ColleagueChatMessageInput): { messageId: number; chatId: number };
  /** Bulk (bench): a chat of `userId` and a colleague with `messages` messages of history, no frames. */
  seedChat(input: SeedChatInput): SeedChatResult;
  /** Sets a connection's status (and QR code); emits `company-{cid}-whatsapp` and both whatsappSession events. */
  setConnectionStatus(id: number, status: string, qrcode?: string): void;
  /**
   * The provider confirms the Pix of an invoice: the invoice is paid, the company's due date moves one month on,
   * and `company-{cid}-payment {action:'CONCLUIDA', company}` goes out (S3 §4.4). Returns the new due date.
   */
  pay(invoiceId: number): { invoiceId: number; dueDate: string };
  /**
   * Sends one raw `42[event, payload]` frame to every connected socket, whatever its rooms. Any name goes out
   * as is, socket.io's reserved ones included (`connect`, `disconnect`, `connect_error`...): a real server
   * refuses to emit them, a hostile or broken one does not, and the app must survive it.
   */
  emit(event: string, payload?: unknown): void;
  /** Closes every socket as a lost transport (clients reconnect) and refuses connects for `ms`; events meanwhile are lost. */
  dropSocket(ms: number): void;
  /** Every access token issued so far answers 403 from now on (a refresh issues a working one). */
  expireTokens(): void;
  /**
   * Fault switches of the event stream: `duplicate` sends every event frame twice; `reorder` delivers them in
   * swapped pairs (out of order). Both off by default; `reset()` turns them off.
   */
  setEventFaults(faults: { duplicate?: boolean; reorder?: boolean }): void;
  /** Delays every HTTP answer by `ms` (0 turns it off). */
  setLatency(ms: number): void;
  /**
   * Delays every write of the log to its storage by `ms`, as a slow disk would (0 turns it off; `reset()` too).
   * Nothing is answered or emitted before it is stored, so answers and frames come that much later.
   */
  setStorageLatency(ms: number): void;
  /**
   * Resolves when every event appended so far is durably stored (IndexedDB in the demo), with the seq of the newest
   * of them: a QA script awaits it before reloading the page after changes that it made through this API. Without
   * persistence (tests) it resolves at once.
   */
  persisted(): Promise<{ seq: number }>;
  /** The next request matching method and path fails with `status` and `{ error }`, or the bare `error` (once). */
  failNext(input: FailNextInput): void;
  /** Emits `company-{cid}-auth {action:'update', user:{id}}` as if the user signed in on another computer. */
  signInElsewhere(userId: number): void;
  /** Every HTTP request the sandbox answered, oldest first. */
  requests(): SandboxRequest[];
  /**
   * The append-only log of domain events (ticket.accepted, message.created ...), oldest first. The seed comes
   * first as `row.imported` events.
   */
  events(): readonly SandboxEvent[];
  /**
   * The current rows of one table, of every company (the sandbox serves several at once and has no single
   * signed-in user); pass `companyId` to keep one company's rows (plans have none and are always all).
   */
  rows<E extends Entity>(entity: E, companyId?: number): Rows[E][];
  /** The read models as they were after the first `n` events of the log (0: empty; past the end: now). */
  replay(n: number): Snapshot;
  /**
   * Restores the seed: clears the log, persisted state, sessions, faults and the request log. The sandbox is
   * reset at once; the promise resolves when the stored log is cleared too (await it before reloading the page).
   */
  reset(): Promise<void>;
}

export function createControl(core: SandboxCore): SandboxControl {
  return {
    campaignSpeed(factor) {
      campaignRunnerOf(core).speed = factor > 0 ? factor : 1;
    },
    runCampaigns() {
      campaignRunnerOf(core).tick();
    },
    startCampaign(campaignId) {
      const c = core.state.tables.campaigns.get(campaignId);
      if (!c) throw new Error(`startCampaign: no campaign ${campaignId}`);
      if (!campaignRunnerOf(core).begin(c))
        throw new Error(`startCampaign: campaign ${campaignId} has no valid contact`);
    },
    failCampaignDelivery(campaignId) {
      campaignRunnerOf(core).failNextDelivery(campaignId);
    },
    deliverCampaign(campaignId) {
      return campaignRunnerOf(core).deliverNext(campaignId);
    },
    updateCampaign(campaignId, patch) {
      const c = core.state.tables.campaigns.get(campaignId);
      if (!c) throw new Error(`updateCampaign: no campaign ${campaignId}`);
      core.commit(c.companyId, [
        { type: 'campaign.updated', campaignId, changes: { ...patch, updatedAt: core.store.iso() } },
      ]);
    },
    ...createBulkControl(core),
    ...createPairingControl(core),
    incomingMessage(input) {
      const { ticket, message } = core.incomingMessage(input);
      return { ticketId: ticket.id, messageId: message.id };
    },
    contactDeletesMessage(pick) {
      const id =
        'messageId' in pick
          ? pick.messageId
          : newestOf(core, pick.ticketId, (m) => !m.fromMe && !m.isDeleted, 'contactDeletesMessage');
      return { messageId: core.revokeMessage(id).id };
    },
    advanceAck(input) {
      const id =
        input.messageId ??
        (input.ticketId === undefined
          ? undefined
          : newestOf(core, input.ticketId, (m) => m.fromMe && !m.isDeleted && m.ack < 3, 'advanceAck'));
      if (id === undefined) throw new Error('advanceAck: messageId or ticketId is required');
      const m = core.advanceAck(id, input.ack);
      return { messageId: m.id, ack: m.ack };
    },
    transferTicket(input) {
      return { ticketId: core.transferTicket(input.ticketId, input.userId, input.queueId).id };
    },
    setTicketStatus({ ticketId, status, userId }) {
      const t = core.ticket(ticketId);
      if (!t) throw new Error(`setTicketStatus: no ticket ${ticketId}`);
      const owner = userId !== undefined ? userId : status === 'pending' ? null : t.userId;
      return { ticketId: core.moveTicket(t, { status, userId: owner }).id };
    },
    deleteTicket(ticketId) {
      const t = core.ticket(ticketId);
      if (!t) throw new Error(`deleteTicket: no ticket ${ticketId}`);
      core.commit(t.companyId, [{ type: 'ticket.deleted', ticketId }]);
    },
    updateTag(id, patch) {
      const t = core.state.tables.tags.get(id);
      if (!t) throw new Error(`updateTag: no tag ${id}`);
      const { name, color, kanban, companyId, createdAt, updatedAt } = core.updateTag(t, patch);
      return { id, name, color, companyId, kanban, createdAt, updatedAt };
    },
    createQueue(input) {
      const { companyId = 1, ...fields } = input;
      return queueRecord(createQueue(core, companyId, fields));
    },
    updateQueue(id, patch) {
      const q = core.state.tables.queues.get(id);
      if (!q) throw new Error(`updateQueue: no queue ${id}`);
      return queueRecord(updateQueue(core, q, patch));
    },
    deleteQueue(id) {
      const q = core.state.tables.queues.get(id);
      if (!q) throw new Error(`deleteQueue: no queue ${id}`);
      deleteQueue(core, q);
    },
    deleteTag(id) {
      const t = core.state.tables.tags.get(id);
      if (!t) throw new Error(`deleteTag: no tag ${id}`);
      core.deleteTag(t);
    },
    invalidateListItem(itemId) {
      const { id, contactListId, isWhatsappValid } = invalidateListItem(core, itemId);
      return { id, contactListId, isWhatsappValid };
    },
    updateContact(id, patch) {
      const c = core.state.tables.contacts.get(id);
      if (!c) throw new Error(`updateContact: no contact ${id}`);
      core.commit(c.companyId, [
        {
          type: 'contact.updated',
          contactId: id,
          changes: {
            name: patch.name ?? c.name,
            number: patch.number ?? c.number,
            email: patch.email ?? c.email,
            updatedAt: core.store.iso(),
          },
        },
      ]);
    },
    deleteContact(id) {
      const c = core.state.tables.contacts.get(id);
      if (!c) throw new Error(`deleteContact: no contact ${id}`);
      core.commit(c.companyId, [{ type: 'contact.deleted', contactId: id }]);
    },
    createUser(input) {
      return createUserElsewhere(core, input);
    },
    updateUser(id, patch) {
      return updateUserElsewhere(core, id, patch);
    },
    deleteUser(id) {
      deleteUserElsewhere(core, id);
    },
    publishAnnouncement(input) {
      return publishAnnouncement(core, input);
    },
    deleteAnnouncement(id, byCompanyId) {
      const a = core.state.tables.announcements.get(id);
      if (!a) throw new Error(`deleteAnnouncement: no announcement ${id}`);
      core.commit(byCompanyId ?? a.companyId, [
        { type: 'announcement.deleted', announcementId: id, byCompanyId: byCompanyId ?? a.companyId },
      ]);
    },
    clearHelps(companyId) {
      return clearHelps(core, companyId);
    },
    createQuickMessage(input) {
      return createQuickMessage(core, {
        companyId: input.companyId ?? 1,
        shortcode: input.shortcode,
        message: input.message,
        userId: input.userId,
      });
    },
    updateQuickMessage(id, patch) {
      const q = core.state.tables.quickMessages.get(id);
      if (!q) throw new Error(`updateQuickMessage: no quick message ${id}`);
      return updateQuickMessage(core, q, patch);
    },
    deleteQuickMessage(id) {
      const q = core.state.tables.quickMessages.get(id);
      if (!q) throw new Error(`deleteQuickMessage: no quick message ${id}`);
      core.commit(q.companyId, [{ type: 'quickMessage.deleted', quickMessageId: id }]);
    },
    createSchedule(input) {
      return createSchedule(core, {
        companyId: input.companyId ?? 1,
        body: input.body,
        sendAt: new Date(input.sendAt).toISOString(),
        contactId: input.contactId,
        userId: input.userId ?? null,
      });
    },
    updateSchedule(id, patch) {
      const s = core.state.tables.schedules.get(id);
      if (!s) throw new Error(`updateSchedule: no schedule ${id}`);
      return updateSchedule(core, s, {
        ...(patch.body !== undefined ? { body: patch.body } : {}),
        ...(patch.sendAt !== undefined ? { sendAt: new Date(patch.sendAt).toISOString() } : {}),
        ...(patch.contactId !== undefined ? { contactId: patch.contactId } : {}),
        ...(patch.userId !== undefined ? { userId: patch.userId } : {}),
      });
    },
    deleteSchedule(id) {
      const s = core.state.tables.schedules.get(id);
      if (!s) throw new Error(`deleteSchedule: no schedule ${id}`);
      core.commit(s.companyId, [{ type: 'schedule.deleted', scheduleId: id }]);
    },
    failSchedule(id) {
      const s = core.state.tables.schedules.get(id);
      if (!s) throw new Error(`failSchedule: no schedule ${id}`);
      return moveSchedule(core, s, 'ERRO', null);
    },
    sendSchedule(id) {
      const s = core.state.tables.schedules.get(id);
      if (!s) throw new Error(`sendSchedule: no schedule ${id}`);
      return moveSchedule(core, s, 'ENVIADA', core.store.iso());
    },
    colleagueChatMessage(input) {
      return colleagueChatMessage(core, input);
    },
    seedChat(input) {
      return seedChat(core, input);
    },
    setConnectionStatus(id, status, qrcode) {
      core.setConnectionStatus(id, status, qrcode);
    },
    pay(invoiceId) {
      return payInvoice(core, invoiceId);
    },
    emit(event, payload) {
      core.afterEmitted(() => core.sockets.emitRaw(event, payload));
    },
    dropSocket(ms) {
      core.afterEmitted(() => core.sockets.drop(ms));
    },
    expireTokens() {
      core.expireTokens();
    },
    setEventFaults(faults) {
      core.afterEmitted(() => {
        if (faults.duplicate !== undefined) core.sockets.faults.duplicate = faults.duplicate;
        if (faults.reorder !== undefined) core.sockets.faults.reorder = faults.reorder;
      });
    },
    setLatency(ms) {
      core.latencyMs = Math.max(0, ms);
    },
    setStorageLatency(ms) {
      core.storageLatencyMs = Math.max(0, ms);
    },
    async persisted() {
      const seq = core.store.events().at(-1)?.seq ?? 0;
      await core.persisted();
      return { seq };
    },
    failNext(input) {
      core.failures.push({ ...input });
    },
    signInElsewhere(userId) {
      const u = core.user(userId);
      if (!u) throw new Error(`signInElsewhere: no user ${userId}`);
      core.signedIn(u);
    },
    requests() {
      return core.requestLog.map((r) => ({ ...r }));
    },
    events() {
      return core.store.events();
    },
    rows(entity, companyId) {
      const all = [...core.state.tables[entity].values()];
      if (companyId === undefined) return all;
      return all.filter((row) => !('companyId' in row) || row.companyId === companyId);
    },
    replay(n) {
      return snapshotOf(replay(core.store.events().slice(0, Math.max(0, n))));
    },
    reset() {
      return core.reset();
    },
  };
}

/** The id of a ticket's newest message that `fits` (by createdAt, then id). */
function newestOf(
  core: SandboxCore,
  ticketId: number,
  fits: (m: MessageRow) => boolean,
  what: string,
): string {
  let newest: MessageRow | undefined;
  for (const m of messagesOf(core.state, ticketId)) {
    if (!fits(m)) continue;
    if (!newest || m.createdAt > newest.createdAt || (m.createdAt === newest.createdAt && m.id > newest.id))
      newest = m;
  }
  if (!newest) throw new Error(`${what}: no fitting message on ticket ${ticketId}`);
  return newest.id;
}

/** What the queue controls take: the queue's fields (S3 §3). */
export interface QueueControlInput {
  name: string;
  color: string;
  greetingMessage?: string;
  outOfHoursMessage?: string;
  typebotId?: string;
  schedules?: QueueScheduleEntry[];
  companyId?: number;
}
export type QueueRecord = QueueRow;

function queueRecord(q: QueueRow): QueueRecord {
  return { ...q, schedules: (q.schedules ?? []).map((e) => ({ ...e })) };
}

export function snapshotOf(state: State): Snapshot {
  const table = <E extends Entity>(entity: E): Rows[E][] => [...state.tables[entity].values()];
  return {
    plans: table('plans'),
    companies: table('companies'),
    settings: table('settings'),
    users: table('users'),
    queues: table('queues'),
    queueOptions: table('queueOptions'),
    whatsapps: table('whatsapps'),
    contacts: table('contacts'),
    tickets: table('tickets'),
    messages: table('messages'),
    tags: table('tags'),
    ticketTags: table('ticketTags'),
    notes: table('notes'),
    quickMessages: table('quickMessages'),
    schedules: table('schedules'),
    chats: table('chats'),
    chatUsers: table('chatUsers'),
    chatMessages: table('chatMessages'),
    announcements: table('announcements'),
    contactLists: table('contactLists'),
    contactListItems: table('contactListItems'),
    campaigns: table('campaigns'),
    campaignShipping: table('campaignShipping'),
    campaignSettings: table('campaignSettings'),
    invoices: table('invoices'),
    helps: table('helps'),
  };
}
