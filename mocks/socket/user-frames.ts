import type { State } from '../db/projection.ts';
import type { UserEventDraft } from '../db/user-events.ts';
import { companyView, userQueues, type JsonObject } from '../db/views.ts';
import type { Frame } from './frame.ts';

/**
 * `company-{cid}-user` as UserController emits it, to the company's main channel: a create carries SerializeUser's
 * user (with `super` and `allTicket`), an update UpdateUserService's (no `super`), both with the whole company; a
 * delete the route's id, a string.
 */
export function userFramesOf(event: UserEventDraft, before: State, after: State): Frame[] {
  const frame = (companyId: number, payload: JsonObject): Frame[] => [
    { rooms: [`company-${companyId}-mainchannel`], event: `company-${companyId}-user`, payload },
  ];
  switch (event.type) {
    case 'user.added': {
      const u = after.tables.users.get(event.user.id);
      if (!u) return [];
      return frame(u.companyId, {
        action: 'create',
        user: {
          id: u.id,
          name: u.name,
          email: u.email,
          profile: u.profile,
          companyId: u.companyId,
          company: companyView(after, u.companyId, true),
          super: u.super,
          queues: userQueues(after, u),
          allTicket: u.allTicket,
        },
      });
    }
    case 'user.updated': {
      const u = after.tables.users.get(event.userId);
      if (!u) return [];
      return frame(u.companyId, {
        action: 'update',
        user: {
          id: u.id,
          name: u.name,
          email: u.email,
          profile: u.profile,
          companyId: u.companyId,
          company: companyView(after, u.companyId, true),
          queues: userQueues(after, u),
        },
      });
    }
    case 'user.deleted': {
      const u = before.tables.users.get(event.userId);
      return u ? frame(u.companyId, { action: 'delete', userId: String(u.id) }) : [];
    }
  }
}
