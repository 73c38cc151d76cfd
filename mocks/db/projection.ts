import {
  ENTITIES,
  type ChatUserRow,
  type Entity,
  type MessageRow,
  type RowId,
  type Rows,
  type TicketRow,
} from './rows.ts';
import type { SandboxEvent } from './events.ts';
import { PersistentMap } from './persistent-map.ts';

/**
 * One table per entity. Persistent maps: a change gives a new version in O(1) and the version before stays readable
 * (framesOf compares the two), where a copy of the table per event cost the bench's stream ~1.3 ms an event.
 */
export type Tables = { readonly [E in Entity]: PersistentMap<RowId<E>, Rows[E]> };

/** The read models: one table per entity, plus the next sequential id of each. */
export interface State {
  readonly tables: Tables;
  readonly nextId: Readonly<Record<Entity, number>>;
  /** Message ids are strings made from this counter. */
  readonly messageSeq: number;
  /**
   * Derived index: each ticket's messages, in the order they were added (ticket → id → row, kept in step with the
   * messages table). A page of a 50,000-message conversation reads its ticket's rows instead of filtering every
   * message of the sandbox.
   */
  readonly messagesByTicket: PersistentMap<number, PersistentMap<string, MessageRow>>;
}

export function emptyState(): State {
  const nextId = Object.fromEntries(ENTITIES.map((e) => [e, 1])) as Record<Entity, number>;
  const tables = Object.fromEntries(ENTITIES.map((e) => [e, new PersistentMap()])) as unknown as Tables;
  return { tables, nextId, messageSeq: 0, messagesByTicket: new PersistentMap() };
}

/** The index with the message rows added (a row already indexed stays where it is). */
function indexed(index: State['messagesByTicket'], rows: readonly MessageRow[]): State['messagesByTicket'] {
  const byTicket = new Map<number, MessageRow[]>();
  for (const m of rows) {
    const list = byTicket.get(m.ticketId);
    if (list) list.push(m);
    else byTicket.set(m.ticketId, [m]);
  }
  let next = index;
  for (const [ticketId, added] of byTicket) {
    const rows = next.get(ticketId) ?? new PersistentMap<string, MessageRow>();
    next = next.set(
      ticketId,
      added.length === 1 && added[0] !== undefined
        ? rows.set(added[0].id, added[0])
        : rows.setMany(added.map((m) => [m.id, m] as const)),
    );
  }
  return next;
}

/** The index without these message rows. */
function unindexed(index: State['messagesByTicket'], rows: readonly MessageRow[]): State['messagesByTicket'] {
  let next = index;
  for (const m of rows) {
    const ids = next.get(m.ticketId);
    if (ids) next = next.set(m.ticketId, ids.delete(m.id));
  }
  return next;
}

function withTable<E extends Entity>(
  state: State,
  entity: E,
  table: PersistentMap<RowId<E>, Rows[E]>,
): Tables {
  return { ...state.tables, [entity]: table };
}

function putRow<E extends Entity>(state: State, entity: E, row: Rows[E]): State {
  const isNew = !state.tables[entity].has(row.id);
  const table = state.tables[entity].set(row.id, row);
  const id = row.id;
  const nextId =
    typeof id === 'number'
      ? { ...state.nextId, [entity]: Math.max(state.nextId[entity], id + 1) }
      : state.nextId;
  const messageSeq = entity === 'messages' && isNew ? state.messageSeq + 1 : state.messageSeq;
  const messagesByTicket =
    entity === 'messages' ? indexed(state.messagesByTicket, [row as MessageRow]) : state.messagesByTicket;
  return { tables: withTable(state, entity, table), nextId, messageSeq, messagesByTicket };
}

/** putRow for many rows: one copy of the table. */
function putRows<E extends Entity>(state: State, entity: E, rows: readonly Rows[E][]): State {
  const old = state.tables[entity];
  let nextId = state.nextId[entity];
  let added = 0;
  for (const row of rows) {
    if (!old.has(row.id)) added += 1;
    if (typeof row.id === 'number') nextId = Math.max(nextId, row.id + 1);
  }
  const table = old.setMany(rows.map((row) => [row.id, row] as const));
  return {
    tables: withTable(state, entity, table),
    nextId: { ...state.nextId, [entity]: nextId },
    messageSeq: entity === 'messages' ? state.messageSeq + added : state.messageSeq,
    messagesByTicket:
      entity === 'messages'
        ? indexed(state.messagesByTicket, rows as readonly MessageRow[])
        : state.messagesByTicket,
  };
}

function patchRow<E extends Entity>(state: State, entity: E, id: RowId<E>, patch: Partial<Rows[E]>): State {
  const old = state.tables[entity].get(id);
  if (!old) return state;
  const row = { ...old, ...patch };
  const table = state.tables[entity].set(id, row);
  return {
    ...state,
    tables: withTable(state, entity, table),
    messagesByTicket:
      entity === 'messages' ? indexed(state.messagesByTicket, [row as MessageRow]) : state.messagesByTicket,
  };
}

function dropRows<E extends Entity>(state: State, entity: E, ids: readonly RowId<E>[]): State {
  const present = ids.filter((id) => state.tables[entity].has(id));
  if (present.length === 0) return state;
  const gone = entity === 'messages' ? present.map((id) => state.tables[entity].get(id) as MessageRow) : [];
  let table: PersistentMap<RowId<E>, Rows[E]> = state.tables[entity];
  for (const id of present) table = table.delete(id);
  return {
    ...state,
    tables: withTable(state, entity, table),
    messagesByTicket: gone.length > 0 ? unindexed(state.messagesByTicket, gone) : state.messagesByTicket,
  };
}

function withMessage(state: State, m: MessageRow): State {
  const next = putRow(state, 'messages', m);
  const t = next.tables.tickets.get(m.ticketId);
  if (!t) return next;
  return patchRow(next, 'tickets', t.id, {
    lastMessage: m.body || (m.mediaType === 'conversation' ? '' : m.mediaType),
    updatedAt: m.createdAt,
    unreadMessages: m.fromMe ? t.unreadMessages : t.unreadMessages + 1,
  });
}

/** A ticket's messages, in the order they were added (creation order: the sandbox's clock only moves forward). */
export function messagesOf(state: State, ticketId: number): MessageRow[] {
  return [...(state.messagesByTicket.get(ticketId)?.values() ?? [])];
}

/** A chat's member rows, by id (the order they were added in). */
export function chatUsersOf(state: State, chatId: number): ChatUserRow[] {
  return [...state.tables.chatUsers.values()].filter((u) => u.chatId === chatId).sort((a, b) => a.id - b.id);
}

/** An option and every option under it (parentId ON DELETE CASCADE). */
export function queueOptionSubtree(state: State, optionId: number): number[] {
  const all = [...state.tables.queueOptions.values()];
  const out: number[] = [];
  const walk = (id: number) => {
    out.push(id);
    for (const o of all) if (o.parentId === id) walk(o.id);
  };
  if (state.tables.queueOptions.has(optionId)) walk(optionId);
  return out;
}

/** The projection: one pure reducer, so replaying the log always gives the same read models. */
export function apply(state: State, event: SandboxEvent): State {
  switch (event.type) {
    // Invoices and their payment (mocks/db/billing-events.ts).
    case 'invoice.paid':
      return patchRow(
        patchRow(state, 'invoices', event.invoiceId, { status: 'paid', updatedAt: event.updatedAt }),
        'companies',
        event.companyRowId,
        { dueDate: event.dueDate, updatedAt: event.updatedAt },
      );
    // Help videos (mocks/db/help-events.ts).
    case 'help.created':
      return putRow(state, 'helps', event.help);
    case 'help.updated':
      return patchRow(state, 'helps', event.helpId, event.changes);
    case 'help.deleted':
      return dropRows(state, 'helps', [event.helpId]);
    // The super user's Empresas and Planos tabs (mocks/db/admin-events.ts).
    case 'company.updated':
      return patchRow(state, 'companies', event.companyRowId, event.changes);
    case 'company.deleted': {
      const users = [...state.tables.users.values()].filter((u) => u.companyId === event.companyRowId);
      const settings = [...state.tables.settings.values()].filter((s) => s.companyId === event.companyRowId);
      return dropRows(
        dropRows(
          dropRows(state, 'companies', [event.companyRowId]),
          'users',
          users.map((u) => u.id),
        ),
        'settings',
        settings.map((s) => s.id),
      );
    }
    case 'plan.created':
      return putRow(state, 'plans', event.plan);
    case 'plan.updated':
      return patchRow(state, 'plans', event.planId, event.changes);
    case 'plan.deleted':
      return dropRows(state, 'plans', [event.planId]);
    // The Settings screen (mocks/db/settings-events.ts).
    case 'setting.written':
      return putRow(state, 'settings', event.setting);
    case 'company.schedulesSaved':
      return patchRow(state, 'companies', event.companyRowId, {
        schedules: event.schedules,
        updatedAt: event.updatedAt,
      });
    // Queues and their options (mocks/db/queue-events.ts).
    case 'queue.created':
      return putRow(state, 'queues', event.queue);
    case 'queue.updated':
      return patchRow(state, 'queues', event.queueId, event.changes);
    case 'queue.deleted': {
      const q = state.tables.queues.get(event.queueId);
      if (!q) return state;
      const options = [...state.tables.queueOptions.values()]
        .filter((o) => o.queueId === q.id)
        .map((o) => o.id);
      const users = [...state.tables.users.values()]
        .filter((u) => u.queueIds.includes(q.id))
        .map((u) => ({ ...u, queueIds: u.queueIds.filter((id) => id !== q.id) }));
      const whatsapps = [...state.tables.whatsapps.values()]
        .filter((w) => w.queueIds.includes(q.id))
        .map((w) => ({ ...w, queueIds: w.queueIds.filter((id) => id !== q.id) }));
      const tickets = [...state.tables.tickets.values()]
        .filter((t) => t.queueId === q.id)
        .map((t) => ({ ...t, queueId: null }));
      let next = dropRows(state, 'queueOptions', options);
      if (users.length > 0) next = putRows(next, 'users', users);
      if (whatsapps.length > 0) next = putRows(next, 'whatsapps', whatsapps);
      if (tickets.length > 0) next = putRows(next, 'tickets', tickets);
      return dropRows(next, 'queues', [q.id]);
    }
    case 'queueOption.created':
      return putRow(state, 'queueOptions', event.option);
    case 'queueOption.updated':
      return patchRow(state, 'queueOptions', event.optionId, event.changes);
    case 'queueOption.deleted':
      return dropRows(state, 'queueOptions', queueOptionSubtree(state, event.optionId));
    // Contact lists and their items (mocks/db/contact-list-events.ts).
    case 'contactList.created':
      return putRow(state, 'contactLists', event.list);
    case 'contactList.updated':
      return patchRow(state, 'contactLists', event.contactListId, {
        name: event.name,
        updatedAt: event.updatedAt,
      });
    case 'contactList.deleted': {
      const items = [...state.tables.contactListItems.values()]
        .filter((i) => i.contactListId === event.contactListId)
        .map((i) => i.id);
      return dropRows(dropRows(state, 'contactListItems', items), 'contactLists', [event.contactListId]);
    }
    case 'contactListItem.created':
      return putRow(state, 'contactListItems', event.item);
    case 'contactListItem.updated':
      return patchRow(state, 'contactListItems', event.itemId, event.changes);
    case 'contactListItem.deleted':
      return dropRows(state, 'contactListItems', [event.itemId]);
    case 'contactListItems.imported':
      return putRows(state, 'contactListItems', event.items);
    case 'contactListItems.validated': {
      const rows = event.results.flatMap((r) => {
        const i = state.tables.contactListItems.get(r.itemId);
        return i
          ? [{ ...i, isWhatsappValid: r.isWhatsappValid, number: r.number, updatedAt: event.updatedAt }]
          : [];
      });
      return rows.length === 0 ? state : putRows(state, 'contactListItems', rows);
    }
    case 'row.imported':
      return putRow<Entity>(state, event.entity, event.row);
    case 'rows.imported':
      return putRows<Entity>(state, event.entity, event.rows);
    case 'company.signedUp':
      return event.settings.reduce(
        (s, setting) => putRow(s, 'settings', setting),
        putRow(state, 'companies', event.company),
      );
    case 'user.created':
      return putRow(state, 'users', event.user);
    case 'user.signedIn':
      return state;
    case 'user.signedOut':
      return patchRow(state, 'users', event.userId, { online: false });
    case 'user.cameOnline':
      return patchRow(state, 'users', event.userId, { online: true });
    // The Users screen (mocks/db/user-events.ts).
    case 'user.added':
      return putRow(state, 'users', event.user);
    case 'user.updated':
      return patchRow(state, 'users', event.userId, event.changes);
    case 'user.deleted': {
      const tickets = [...state.tables.tickets.values()]
        .filter((t) => t.userId === event.userId)
        .map((t) => ({ ...t, userId: null }));
      const quick = [...state.tables.quickMessages.values()]
        .filter((q) => q.userId === event.userId)
        .map((q) => q.id);
      let next = dropRows(state, 'quickMessages', quick);
      if (tickets.length > 0) next = putRows(next, 'tickets', tickets);
      return dropRows(next, 'users', [event.userId]);
    }
    case 'contact.created':
      return putRow(state, 'contacts', event.contact);
    case 'contact.updated':
      return patchRow(state, 'contacts', event.contactId, event.changes);
    case 'contact.deleted': {
      // Tickets reference Contacts ON DELETE CASCADE (and their messages and tags go with each ticket).
      const tickets = [...state.tables.tickets.values()].filter((t) => t.contactId === event.contactId);
      const messages = tickets.flatMap((t) => messagesOf(state, t.id).map((m) => m.id));
      const ticketIds = tickets.map((t) => t.id);
      const withoutTickets = dropRows(
        dropRows(dropRows(state, 'messages', messages), 'ticketTags', ticketIds),
        'tickets',
        ticketIds,
      );
      return dropRows(withoutTickets, 'contacts', [event.contactId]);
    }
    case 'contacts.imported':
      return event.renamed.reduce(
        (s, x) => patchRow(s, 'contacts', x.contactId, { name: x.name }),
        putRows(state, 'contacts', event.created),
      );
    case 'ticket.created':
      return putRow(state, 'tickets', event.ticket);
    case 'ticket.accepted':
    case 'ticket.returned':
    case 'ticket.closed':
    case 'ticket.reopened':
    case 'ticket.transferred':
    case 'ticket.updated': {
      const patch: Partial<TicketRow> = {
        status: event.status,
        userId: event.userId,
        queueId: event.queueId,
        whatsappId: event.whatsappId,
        updatedAt: event.updatedAt,
      };
      if (event.unreadMessages !== undefined) patch.unreadMessages = event.unreadMessages;
      // The backend's UpdateTicketService nulls the flag when a PUT takes a ticket out of 'closed' (a reopen by
      // an incoming message or by POST /tickets leaves it as it was).
      if (event.type === 'ticket.reopened' && event.source === 'update') patch.chatbot = null;
      return patchRow(state, 'tickets', event.ticketId, patch);
    }
    case 'ticket.deleted': {
      const ids = messagesOf(state, event.ticketId).map((m) => m.id);
      const withoutMessages = dropRows(state, 'messages', ids);
      return dropRows(dropRows(withoutMessages, 'ticketTags', [event.ticketId]), 'tickets', [event.ticketId]);
    }
    case 'ticket.unreadReset': {
      const unread = messagesOf(state, event.ticketId).filter((m) => !m.read);
      const read = unread.reduce((s, m) => patchRow(s, 'messages', m.id, { read: true }), state);
      return patchRow(read, 'tickets', event.ticketId, { unreadMessages: 0 });
    }
    case 'message.created':
      return withMessage(state, event.message);
    case 'message.deleted':
    case 'message.revoked':
      return patchRow(state, 'messages', event.messageId, { isDeleted: true, updatedAt: event.updatedAt });
    case 'message.acked':
      return patchRow(state, 'messages', event.messageId, { ack: event.ack, updatedAt: event.updatedAt });
    case 'tag.created':
      return putRow(state, 'tags', event.tag);
    case 'tag.updated':
      return patchRow(state, 'tags', event.tagId, event.changes);
    case 'tag.deleted': {
      const tag = state.tables.tags.get(event.tagId);
      if (!tag) return state;
      // TicketTags references Tags ON DELETE CASCADE: the tag leaves every ticket carrying it.
      const carrying = [...state.tables.ticketTags.values()].filter(
        (x) => x.companyId === tag.companyId && x.tagIds.includes(tag.id),
      );
      const untagged = putRows(
        state,
        'ticketTags',
        carrying.map((x) => ({ ...x, tagIds: x.tagIds.filter((id) => id !== tag.id) })),
      );
      return dropRows(untagged, 'tags', [tag.id]);
    }
    case 'announcement.created':
      return putRow(state, 'announcements', event.announcement);
    case 'announcement.updated':
      return patchRow(state, 'announcements', event.announcementId, event.changes);
    case 'announcement.deleted':
      return dropRows(state, 'announcements', [event.announcementId]);
    case 'tags.synced': {
      const t = state.tables.tickets.get(event.ticketId);
      if (!t) return state;
      return putRow(state, 'ticketTags', { id: t.id, companyId: t.companyId, tagIds: event.tagIds });
    }
    case 'chat.created':
      return putRows(putRow(state, 'chats', event.chat), 'chatUsers', event.users);
    case 'chat.updated': {
      const titled = patchRow(state, 'chats', event.chatId, {
        ...(event.title === undefined ? {} : { title: event.title }),
        updatedAt: event.updatedAt,
      });
      if (event.users === null) return titled;
      const old = chatUsersOf(titled, event.chatId).map((u) => u.id);
      return putRows(dropRows(titled, 'chatUsers', old), 'chatUsers', event.users);
    }
    case 'chat.deleted': {
      const members = chatUsersOf(state, event.chatId).map((u) => u.id);
      const messages = [...state.tables.chatMessages.values()]
        .filter((m) => m.chatId === event.chatId)
        .map((m) => m.id);
      return dropRows(dropRows(dropRows(state, 'chatMessages', messages), 'chatUsers', members), 'chats', [
        event.chatId,
      ]);
    }
    case 'chatMessage.created': {
      const m = event.message;
      const next = patchRow(putRow(state, 'chatMessages', m), 'chats', m.chatId, {
        lastMessage: event.lastMessage,
        updatedAt: m.createdAt,
      });
      return putRows(
        next,
        'chatUsers',
        chatUsersOf(next, m.chatId).map((u) => ({
          ...u,
          unreads: u.userId === m.senderId ? 0 : u.unreads + 1,
          updatedAt: m.createdAt,
        })),
      );
    }
    case 'chat.read': {
      // ChatUser.findOne: the first member row of that user (an owner who also picked themselves has two).
      const row = chatUsersOf(state, event.chatId).find((u) => u.userId === event.userId);
      return row ? patchRow(state, 'chatUsers', row.id, { unreads: 0, updatedAt: event.updatedAt }) : state;
    }
    case 'note.added':
      return putRow(state, 'notes', event.note);
    case 'note.deleted':
      return dropRows(state, 'notes', [event.noteId]);
    case 'schedule.created':
      return putRow(state, 'schedules', event.schedule);
    case 'schedule.updated':
      return patchRow(state, 'schedules', event.scheduleId, event.changes);
    case 'schedule.deleted':
      return dropRows(state, 'schedules', [event.scheduleId]);
    case 'schedule.statusChanged':
      return patchRow(state, 'schedules', event.scheduleId, {
        status: event.status,
        sentAt: event.sentAt,
        updatedAt: event.updatedAt,
      });
    case 'quickMessage.created':
      return putRow(state, 'quickMessages', event.quickMessage);
    case 'quickMessage.updated':
      return patchRow(state, 'quickMessages', event.quickMessageId, event.changes);
    case 'quickMessage.deleted':
      return dropRows(state, 'quickMessages', [event.quickMessageId]);
    // Campaigns (mocks/db/campaign-events.ts).
    case 'campaign.created':
      return putRow(state, 'campaigns', event.campaign);
    case 'campaign.updated':
    case 'campaign.mediaChanged':
    case 'campaign.cancelled':
    case 'campaign.finished':
      return patchRow(state, 'campaigns', event.campaignId, event.changes);
    case 'campaign.restarted': {
      const failed = [...state.tables.campaignShipping.values()].filter(
        (x) => x.campaignId === event.campaignId && x.failed,
      );
      return patchRow(
        putRows(
          state,
          'campaignShipping',
          failed.map((x) => ({ ...x, failed: false })),
        ),
        'campaigns',
        event.campaignId,
        event.changes,
      );
    }
    case 'campaign.started':
      return patchRow(
        putRows(state, 'campaignShipping', event.shipping),
        'campaigns',
        event.campaignId,
        event.changes,
      );
    case 'campaign.deleted': {
      const shipping = [...state.tables.campaignShipping.values()]
        .filter((x) => x.campaignId === event.campaignId)
        .map((x) => x.id);
      return dropRows(dropRows(state, 'campaignShipping', shipping), 'campaigns', [event.campaignId]);
    }
    case 'campaignShipping.delivered':
      return patchRow(state, 'campaignShipping', event.shippingId, {
        deliveredAt: event.deliveredAt,
        confirmationRequestedAt: event.confirmationRequestedAt,
        updatedAt: event.deliveredAt,
      });
    case 'campaignShipping.confirmed':
      return patchRow(state, 'campaignShipping', event.shippingId, {
        confirmedAt: event.confirmedAt,
        confirmation: true,
        updatedAt: event.confirmedAt,
      });
    case 'campaignShipping.failed':
      return patchRow(state, 'campaignShipping', event.shippingId, {
        failed: true,
        updatedAt: event.updatedAt,
      });
    case 'campaignSettings.saved':
      return putRows(state, 'campaignSettings', event.settings);
    case 'whatsapp.statusChanged':
      return patchRow(state, 'whatsapps', event.whatsappId, {
        status: event.status,
        qrcode: event.qrcode,
        retries: event.retries,
        updatedAt: event.updatedAt,
        ...(event.session === undefined ? {} : { session: event.session }),
      });
    case 'whatsapp.created': {
      const unset =
        event.oldDefaultId === null
          ? state
          : patchRow(state, 'whatsapps', event.oldDefaultId, { isDefault: false });
      return putRow(unset, 'whatsapps', event.whatsapp);
    }
    case 'whatsapp.updated': {
      const unset =
        event.oldDefaultId === null
          ? state
          : patchRow(state, 'whatsapps', event.oldDefaultId, { isDefault: false });
      return patchRow(unset, 'whatsapps', event.whatsappId, event.changes);
    }
    case 'whatsapp.deleted':
      return dropRows(state, 'whatsapps', [event.whatsappId]);
  }
}

export function replay(events: readonly SandboxEvent[], from: State = emptyState()): State {
  return events.reduce(apply, from);
}
