import type { SandboxEvent } from '../db/events.ts';
import type { Frame } from './frame.ts';
import { contactListFramesOf } from './contact-list-frames.ts';
import { queueFramesOf } from './queue-frames.ts';
import { settingsFramesOf } from './settings-frames.ts';
import { helpFramesOf } from './help-frames.ts';
import { billingFramesOf } from './billing-frames.ts';
import { userFramesOf } from './user-frames.ts';
import { chatFramesOf } from './chat-frames.ts';
import type { State } from '../db/projection.ts';
import type { ContactRow, TicketRow, WhatsappRow } from '../db/rows.ts';
import {
  announcementView,
  contactView,
  messageView,
  scheduleView,
  quickMessageView,
  scheduleRowView,
  sessionView,
  tagView,
  ticketView,
  whatsappView,
  type JsonObject,
} from '../db/views.ts';

import { campaignFramesOf } from './campaign-frames.ts';

export type { Frame } from './frame.ts';

function ticketRooms(t: TicketRow): string[] {
  const cid = t.companyId;
  const rooms = [`company-${cid}-${t.status}`, `company-${cid}-notification`, String(t.id)];
  if (t.queueId !== null) rooms.push(`queue-${t.queueId}-${t.status}`, `queue-${t.queueId}-notification`);
  if (t.userId !== null) rooms.push(`user-${t.userId}`);
  return rooms;
}

/** CONTRACT: a status or owner change sends `delete` (to the old rooms) then `update`. */
function ticketFrames(after: State, t: TicketRow, old: TicketRow | undefined): Frame[] {
  const event = `company-${t.companyId}-ticket`;
  const rooms = ticketRooms(t);
  const frames: Frame[] = [];
  if (old && (old.status !== t.status || old.userId !== t.userId)) {
    const oldRooms = [`company-${old.companyId}-${old.status}`, String(old.id)];
    if (old.queueId !== null)
      oldRooms.push(`queue-${old.queueId}-${old.status}`, `queue-${old.queueId}-notification`);
    if (old.userId !== null) oldRooms.push(`user-${old.userId}`);
    frames.push({ rooms: oldRooms, event, payload: { action: 'delete', ticketId: t.id } });
    if (old.userId !== null) rooms.push(`user-${old.userId}`);
  }
  frames.push({ rooms, event, payload: { action: 'update', ticket: ticketView(after, t) } });
  return frames;
}

/** POST /tickets emits to a room named after the status, which nobody joins (CONTRACT: known gap). */
function createdTicketFrame(after: State, t: TicketRow): Frame[] {
  return [
    {
      rooms: [t.status],
      event: `company-${t.companyId}-ticket`,
      payload: { action: 'update', ticket: ticketView(after, t) },
    },
  ];
}

function contactFrame(action: 'create' | 'update', c: ContactRow): Frame {
  return {
    rooms: [`company-${c.companyId}-mainchannel`],
    event: `company-${c.companyId}-contact`,
    payload: { action, contact: contactView(c) },
  };
}

function whatsappFrames(after: State, w: WhatsappRow): Frame[] {
  const rooms = [`company-${w.companyId}-mainchannel`];
  const session = { action: 'update', session: sessionView(w) };
  return [
    {
      rooms,
      event: `company-${w.companyId}-whatsapp`,
      payload: { action: 'update', whatsapp: whatsappView(after, w) },
    },
    { rooms, event: `company-${w.companyId}-whatsappSession`, payload: session },
    { rooms, event: 'whatsappSession', payload: session },
  ];
}

function mainchannel(companyId: number, event: string, payload: JsonObject): Frame[] {
  return [{ rooms: [`company-${companyId}-mainchannel`], event, payload }];
}

/**
 * The socket frames the reference backend sends for one event, from the read models just before and just after
 * it. Pure: the socket server broadcasts exactly this, so replaying the log reproduces every frame.
 */
export function framesOf(event: SandboxEvent, before: State, after: State): Frame[] {
  switch (event.type) {
    case 'contactList.created':
    case 'contactList.updated':
    case 'contactList.deleted':
    case 'contactListItem.created':
    case 'contactListItem.updated':
    case 'contactListItem.deleted':
    case 'contactListItems.imported':
    case 'contactListItems.validated':
      return contactListFramesOf(event, before, after);
    case 'queue.created':
    case 'queue.updated':
    case 'queue.deleted':
    case 'queueOption.created':
    case 'queueOption.updated':
    case 'queueOption.deleted':
      return queueFramesOf(event, before, after);
    case 'setting.written':
    case 'company.schedulesSaved':
      return settingsFramesOf(event);
    case 'invoice.paid':
      return billingFramesOf(event, after);
    case 'help.created':
    case 'help.updated':
    case 'help.deleted':
      return helpFramesOf(event, after);
    case 'user.added':
    case 'user.updated':
    case 'user.deleted':
      return userFramesOf(event, before, after);
    case 'row.imported':
    case 'rows.imported':
    case 'company.signedUp':
    case 'company.updated': // the reference's company and plan writes emit nothing (CompanyController, PlanController)
    case 'company.deleted':
    case 'plan.created':
    case 'plan.updated':
    case 'plan.deleted':
    case 'user.created':
    case 'user.signedOut':
    case 'user.cameOnline':
    case 'note.added':
    case 'note.deleted':
    case 'tags.synced': // the reference's POST /tags/sync emits nothing (TagController.syncTags)
      return [];
    case 'user.signedIn': {
      const u = after.tables.users.get(event.userId);
      return u
        ? mainchannel(u.companyId, `company-${u.companyId}-auth`, { action: 'update', user: { id: u.id } })
        : [];
    }
    case 'contact.created':
    case 'contact.updated': {
      const id = event.type === 'contact.created' ? event.contact.id : event.contactId;
      const c = after.tables.contacts.get(id);
      return c ? [contactFrame(event.type === 'contact.created' ? 'create' : 'update', c)] : [];
    }
    case 'contact.deleted': {
      // ContactController.remove: the id as the route gave it (a string).
      const c = before.tables.contacts.get(event.contactId);
      return c
        ? mainchannel(c.companyId, `company-${c.companyId}-contact`, {
            action: 'delete',
            contactId: String(c.id),
          })
        : [];
    }
    case 'contacts.imported':
      return [];
    case 'ticket.created': {
      const t = after.tables.tickets.get(event.ticket.id);
      return t && event.source === 'create' ? createdTicketFrame(after, t) : [];
    }
    case 'ticket.accepted':
    case 'ticket.returned':
    case 'ticket.closed':
    case 'ticket.reopened':
    case 'ticket.transferred':
    case 'ticket.updated': {
      const t = after.tables.tickets.get(event.ticketId);
      if (!t) return [];
      return event.source === 'create'
        ? createdTicketFrame(after, t)
        : ticketFrames(after, t, before.tables.tickets.get(event.ticketId));
    }
    case 'ticket.deleted': {
      const t = before.tables.tickets.get(event.ticketId);
      return t
        ? [
            {
              rooms: ticketRooms(t),
              event: `company-${t.companyId}-ticket`,
              payload: { action: 'delete', ticketId: t.id },
            },
          ]
        : [];
    }
    case 'ticket.unreadReset': {
      const t = after.tables.tickets.get(event.ticketId);
      return t
        ? [
            {
              rooms: ticketRooms(t),
              event: `company-${t.companyId}-ticket`,
              payload: { action: 'updateUnread', ticketId: t.id },
            },
          ]
        : [];
    }
    case 'message.created': {
      const m = after.tables.messages.get(event.message.id);
      const t = m && after.tables.tickets.get(m.ticketId);
      if (!m || !t) return [];
      const c = after.tables.contacts.get(t.contactId);
      const created: Frame = {
        rooms: ticketRooms(t),
        event: `company-${t.companyId}-appMessage`,
        payload: {
          action: 'create',
          message: messageView(after, m),
          ticket: ticketView(after, t),
          contact: c ? contactView(c) : { id: t.contactId, name: '' },
        },
      };
      return [created, ...ticketFrames(after, t, before.tables.tickets.get(t.id))];
    }
    // The reference backend announces a deletion (own or the contact's) and an ack change alike: the message
    // as it now is, to the ticket's rooms.
    case 'message.deleted':
    case 'message.revoked':
    case 'message.acked': {
      const m = after.tables.messages.get(event.messageId);
      const t = m && after.tables.tickets.get(m.ticketId);
      if (!m || !t) return [];
      return [
        {
          rooms: ticketRooms(t),
          event: `company-${t.companyId}-appMessage`,
          payload: { action: 'update', message: messageView(after, m) },
        },
      ];
    }
    // TagController: `tag` (unprefixed) to the company's mainchannel, the tag as the model serialises it; a delete
    // carries the route's id, a string.
    case 'tag.created':
    case 'tag.updated': {
      const id = event.type === 'tag.created' ? event.tag.id : event.tagId;
      const tag = after.tables.tags.get(id);
      if (!tag) return [];
      return mainchannel(tag.companyId, 'tag', {
        action: event.type === 'tag.created' ? 'create' : 'update',
        tag: tagView(tag),
      });
    }
    case 'tag.deleted': {
      const tag = before.tables.tags.get(event.tagId);
      return tag ? mainchannel(tag.companyId, 'tag', { action: 'delete', tagId: String(tag.id) }) : [];
    }
    case 'chat.created':
    case 'chat.updated':
    case 'chat.deleted':
    case 'chatMessage.created':
    case 'chat.read':
      return chatFramesOf(event, before, after);
    // ScheduleController: `schedule` (unprefixed) to the mainchannel. A create carries the bare row (CreateService
    // reloads it without includes), an update the row with contact and user (ShowService's includes survive its
    // reload); a delete the route's id, a string. The send job's status moves emit nothing.
    case 'schedule.created':
    case 'schedule.updated': {
      const id = event.type === 'schedule.created' ? event.schedule.id : event.scheduleId;
      const s = after.tables.schedules.get(id);
      if (!s) return [];
      return mainchannel(s.companyId, 'schedule', {
        action: event.type === 'schedule.created' ? 'create' : 'update',
        schedule: event.type === 'schedule.created' ? scheduleRowView(s) : scheduleView(after, s),
      });
    }
    case 'schedule.deleted': {
      const s = before.tables.schedules.get(event.scheduleId);
      return s ? mainchannel(s.companyId, 'schedule', { action: 'delete', scheduleId: String(s.id) }) : [];
    }
    case 'schedule.statusChanged':
      return [];
    // QuickMessageController: `company-{cid}-quickmessage` to the mainchannel, `record` as the model serialises
    // it; a delete carries the route's id, a string.
    case 'quickMessage.created':
    case 'quickMessage.updated': {
      const id = event.type === 'quickMessage.created' ? event.quickMessage.id : event.quickMessageId;
      const q = after.tables.quickMessages.get(id);
      if (!q) return [];
      return mainchannel(q.companyId, `company-${q.companyId}-quickmessage`, {
        action: event.type === 'quickMessage.created' ? 'create' : 'update',
        record: quickMessageView(q),
      });
    }
    case 'quickMessage.deleted': {
      const q = before.tables.quickMessages.get(event.quickMessageId);
      return q
        ? mainchannel(q.companyId, `company-${q.companyId}-quickmessage`, {
            action: 'delete',
            id: String(q.id),
          })
        : [];
    }
    // AnnouncementController: create and update (the media routes too) go to every socket of every tenant
    // (io.emit, no room): here every company's mainchannel, which each socket joins. The delete goes to the
    // deleter's company only, as `company-{cid}-announcement` with the route's id (a string).
    case 'announcement.created':
    case 'announcement.updated': {
      const id = event.type === 'announcement.created' ? event.announcement.id : event.announcementId;
      const a = after.tables.announcements.get(id);
      if (!a) return [];
      return [
        {
          rooms: [...after.tables.companies.values()].map((c) => `company-${c.id}-mainchannel`),
          event: 'company-announcement',
          payload: {
            action: event.type === 'announcement.created' ? 'create' : 'update',
            record: announcementView(a),
          },
        },
      ];
    }
    case 'announcement.deleted': {
      const a = before.tables.announcements.get(event.announcementId);
      return a
        ? mainchannel(event.byCompanyId, `company-${event.byCompanyId}-announcement`, {
            action: 'delete',
            id: String(a.id),
          })
        : [];
    }
    case 'campaign.created':
    case 'campaign.updated':
    case 'campaign.mediaChanged':
    case 'campaign.cancelled':
    case 'campaign.restarted':
    case 'campaign.started':
    case 'campaign.finished':
    case 'campaign.deleted':
    case 'campaignShipping.delivered':
    case 'campaignShipping.confirmed':
    case 'campaignShipping.failed':
    case 'campaignSettings.saved':
      return campaignFramesOf(event, before, after);
    case 'whatsapp.statusChanged': {
      const w = after.tables.whatsapps.get(event.whatsappId);
      if (!w) return [];
      if (event.via === undefined) return whatsappFrames(after, w);
      return [
        {
          rooms: [`company-${w.companyId}-mainchannel`],
          event: event.via === 'global' ? 'whatsappSession' : `company-${w.companyId}-whatsappSession`,
          payload: { action: 'update', session: sessionView(w) },
        },
      ];
    }
    case 'whatsapp.created':
    case 'whatsapp.updated': {
      // WhatsAppController store / update: the connection, then the old default it replaced.
      const id = event.type === 'whatsapp.created' ? event.whatsapp.id : event.whatsappId;
      return [id, event.oldDefaultId].flatMap((wid) => {
        const w = wid === null ? undefined : after.tables.whatsapps.get(wid);
        return w
          ? [
              {
                rooms: [`company-${w.companyId}-mainchannel`],
                event: `company-${w.companyId}-whatsapp`,
                payload: { action: 'update', whatsapp: whatsappView(after, w) },
              },
            ]
          : [];
      });
    }
    case 'whatsapp.deleted': {
      const w = before.tables.whatsapps.get(event.whatsappId);
      return w
        ? [
            {
              rooms: [`company-${w.companyId}-mainchannel`],
              event: `company-${w.companyId}-whatsapp`,
              payload: { action: 'delete', whatsappId: w.id },
            },
          ]
        : [];
    }
  }
}
