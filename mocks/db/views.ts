import { publicUrl } from '../media/public-url.ts';
import type { State } from './projection.ts';
import type {
  AnnouncementRow,
  ContactRow,
  MessageRow,
  QueueRow,
  QuickMessageRow,
  ScheduleRow,
  TagRow,
  TicketRow,
  UserRow,
  WhatsappRow,
} from './rows.ts';

/** Wire shapes (CONTRACT.md / samples). Plain JSON objects, built from the read models. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function queueSummary(q: QueueRow | undefined): JsonObject | null {
  return q ? { id: q.id, name: q.name, color: q.color } : null;
}

export function queueView(q: QueueRow): JsonObject {
  return {
    id: q.id,
    name: q.name,
    color: q.color,
    greetingMessage: q.greetingMessage,
    outOfHoursMessage: q.outOfHoursMessage,
    schedules: (q.schedules ?? []).map((e) => ({ ...e })),
    ...(q.typebotId === undefined ? {} : { typebotId: q.typebotId }),
    companyId: q.companyId,
    orderQueue: null,
    integrationId: null,
    promptId: null,
    mediaPath: '',
    mediaName: '',
    createdAt: q.createdAt,
    updatedAt: q.updatedAt,
  };
}

export function contactView(c: ContactRow, withExtraInfo = true): JsonObject {
  const base: JsonObject = {
    id: c.id,
    name: c.name,
    number: c.number,
    email: c.email,
    profilePicUrl: c.profilePicUrl,
    isGroup: c.isGroup,
    companyId: c.companyId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
  if (withExtraInfo) {
    base['extraInfo'] = c.extraInfo.map((x) => ({ id: x.id, name: x.name, value: x.value, contactId: c.id }));
  }
  return base;
}

/** A tag as the reference's model serialises it (POST, PUT, GET /tags/:id, /tags/list and the `tag` frames). */
export function tagView(t: TagRow): JsonObject {
  return {
    id: t.id,
    name: t.name,
    color: t.color,
    companyId: t.companyId,
    kanban: t.kanban,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

/**
 * An announcement as the reference's model serialises it (GET /announcements, GET, POST and PUT /:id, the
 * `company-announcement` frames): mediaPath is the bare stored name (the client prefixes `/public/`).
 */
export function announcementView(a: AnnouncementRow): JsonObject {
  return {
    id: a.id,
    priority: a.priority,
    title: a.title,
    text: a.text,
    mediaPath: a.mediaPath,
    mediaName: a.mediaName,
    companyId: a.companyId,
    status: a.status,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

export function ticketTags(state: State, ticketId: number): JsonObject[] {
  const row = state.tables.ticketTags.get(ticketId);
  if (!row) return [];
  return row.tagIds.flatMap((id) => {
    const tag = state.tables.tags.get(id);
    return tag ? [{ id: tag.id, name: tag.name, color: tag.color }] : [];
  });
}

export function ticketView(state: State, t: TicketRow): JsonObject {
  const contact = state.tables.contacts.get(t.contactId);
  const user = t.userId === null ? undefined : state.tables.users.get(t.userId);
  const whatsapp = t.whatsappId === null ? undefined : state.tables.whatsapps.get(t.whatsappId);
  return {
    id: t.id,
    uuid: t.uuid,
    status: t.status,
    unreadMessages: t.unreadMessages,
    lastMessage: t.lastMessage,
    isGroup: t.isGroup,
    userId: t.userId,
    contactId: t.contactId,
    whatsappId: t.whatsappId,
    queueId: t.queueId,
    chatbot: t.chatbot,
    queueOptionId: null,
    companyId: t.companyId,
    fromMe: false,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    contact: contact
      ? contactView(contact)
      : { id: t.contactId, name: '', number: '', email: '', profilePicUrl: '', extraInfo: [] },
    user: user ? { id: user.id, name: user.name } : null,
    queue: t.queueId === null ? null : queueSummary(state.tables.queues.get(t.queueId)),
    whatsapp: whatsapp ? { name: whatsapp.name } : null,
    tags: ticketTags(state, t.id),
  };
}

function quotedView(state: State, id: string | null): JsonObject | null {
  if (id === null) return null;
  const q = state.tables.messages.get(id);
  if (!q) return null;
  const contact = q.contactId === null ? undefined : state.tables.contacts.get(q.contactId);
  return {
    id: q.id,
    body: q.body,
    mediaType: q.mediaType,
    mediaUrl: publicUrl(q.mediaUrl),
    fromMe: q.fromMe,
    contact: contact ? { name: contact.name } : null,
  };
}

export function messageView(state: State, m: MessageRow): JsonObject {
  const contact = m.contactId === null ? undefined : state.tables.contacts.get(m.contactId);
  return {
    id: m.id,
    body: m.body,
    mediaType: m.mediaType,
    mediaUrl: publicUrl(m.mediaUrl),
    fromMe: m.fromMe,
    isDeleted: m.isDeleted,
    isEdited: m.isEdited,
    ack: m.ack,
    read: m.read,
    remoteJid: contact ? `${contact.number}@s.whatsapp.net` : null,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
    ticketId: m.ticketId,
    contactId: m.contactId,
    companyId: m.companyId,
    quotedMsgId: m.quotedMsgId,
    quotedMsg: quotedView(state, m.quotedMsgId),
    contact: contact ? contactView(contact, false) : null,
  };
}

export function companyView(state: State, companyId: number, full: boolean): JsonObject {
  const c = state.tables.companies.get(companyId);
  if (!c) return { id: companyId, name: '' };
  if (!full) return { id: c.id, name: c.name };
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    status: c.status,
    dueDate: c.dueDate,
    recurrence: c.recurrence,
    schedules: [],
    planId: c.planId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    settings: settingsOf(state, companyId),
  };
}

export function settingsOf(state: State, companyId: number): JsonObject[] {
  return [...state.tables.settings.values()]
    .filter((s) => s.companyId === companyId)
    .map((s) => ({
      id: s.id,
      key: s.key,
      value: s.value,
      companyId: s.companyId,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    }));
}

export function userQueues(state: State, u: UserRow): JsonObject[] {
  return u.queueIds.flatMap((id) => {
    const q = queueSummary(state.tables.queues.get(id));
    return q ? [q] : [];
  });
}

export function userView(state: State, u: UserRow, fullCompany: boolean): JsonObject {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    profile: u.profile,
    companyId: u.companyId,
    super: u.super,
    online: u.online,
    allTicket: u.allTicket,
    whatsappId: u.whatsappId,
    createdAt: u.createdAt,
    queues: userQueues(state, u),
    company: companyView(state, u.companyId, fullCompany),
  };
}

export function whatsappView(state: State, w: WhatsappRow): JsonObject {
  return {
    id: w.id,
    name: w.name,
    session: null,
    qrcode: w.qrcode,
    status: w.status,
    battery: null,
    plugged: null,
    retries: w.retries,
    greetingMessage: w.greetingMessage,
    farewellMessage: '',
    complationMessage: w.complationMessage,
    outOfHoursMessage: w.outOfHoursMessage,
    ratingMessage: w.ratingMessage,
    provider: w.provider,
    isDefault: w.isDefault,
    companyId: w.companyId,
    token: w.token,
    phoneIdCloudApi: w.phoneIdCloudApi ?? null,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    queues: w.queueIds.flatMap((id) => {
      const q = queueSummary(state.tables.queues.get(id));
      return q ? [q] : [];
    }),
  };
}

export function sessionView(w: WhatsappRow): JsonObject {
  return { id: w.id, status: w.status, updatedAt: w.updatedAt, qrcode: w.qrcode ?? '', retries: w.retries };
}

/** A schedule as the model serialises it without includes (POST /schedules, the create frame). */
export function scheduleRowView(s: ScheduleRow): JsonObject {
  return { ...s, mediaPath: null, mediaName: null };
}

/** A quick message as the model serialises it (mediaPath is a getter: null without a file). */
export function quickMessageView(q: QuickMessageRow): JsonObject {
  return { ...q, mediaPath: null, mediaName: null };
}

/** A schedule with its contact and user (GET /schedules, GET and PUT /schedules/:id, the update frame). */
export function scheduleView(state: State, s: ScheduleRow): JsonObject {
  const c = state.tables.contacts.get(s.contactId);
  const u = s.userId === null ? undefined : state.tables.users.get(s.userId);
  return {
    ...scheduleRowView(s),
    contact: c ? { id: c.id, name: c.name } : null,
    user: u ? { id: u.id, name: u.name } : null,
  };
}
