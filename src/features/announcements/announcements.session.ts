/**
 * The top bar's announcements (S2 §2 viewer side, §4): one paged list per signed-in session, owned by the session
 * scope like the notifications (src/session/session-scope.ts), so the bell keeps its list on every screen and stops with
 * the session. GET /announcements page by page (the reference's popover reads the same route), live by the
 * `company-announcement` frames (every tenant's), refetched after a reconnect. Beside it, what "unread" means
 * (announcements.unread.ts): the stamp of the last opening, per user in local storage, and whether a live create or
 * update arrived since.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { createPagedListMachine } from '../../../machines/paged-list/paged-list.machine.ts';
import type { Announcement } from '../../api/schemas/s2.ts';
import { afterFirstContent } from '../../session/first-content.ts';
import { feedList } from '../../session/live-list.ts';
import { relay } from '../../session/relay.ts';
import type { AppServices } from '../../session/services.ts';
import { signedInScope } from '../../session/session-scope.ts';
import { newestStamp, readSeen, seenKey } from './announcements.unread.ts';

const bellListMachine = createPagedListMachine<Announcement, null>();
export type AnnouncementsBellList = ActorRefFrom<typeof bellListMachine>;

/** Newest first, as GET /announcements orders them (createdAt DESC). */
export function newestFirst(a: Announcement, b: Announcement): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return Number(b.id) - Number(a.id);
}

export interface BellReadState {
  /** The stamp read up to at the last opening (null: never opened). */
  seen: number | null;
  /** A live create or update arrived since the last opening. */
  liveSinceOpened: boolean;
}

export interface AnnouncementsBell {
  list: AnnouncementsBellList;
  read: () => BellReadState;
  subscribe: (listener: () => void) => () => void;
  /** The popover opened: everything listed is read. */
  opened: () => void;
  stop: () => void;
}

export function announcementsBellFor(services: AppServices, userId: number): AnnouncementsBell {
  return signedInScope(services).own('announcements-bell', (): AnnouncementsBell => {
    const { api, realtime, storage } = services;
    const list = createActor(
      bellListMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }) => {
            // The screen's own list goes first at sign-in (first-content.ts).
            await afterFirstContent();
            const answer = await api.announcements.list({
              pageNumber: input.page,
              searchParam: input.search,
            });
            return { items: answer.records, hasMore: answer.hasMore };
          }),
        },
      }),
      {
        input: {
          filters: null,
          sort: newestFirst,
          // GET /announcements lists the active ones only: an announcement made inactive leaves the bell.
          accepts: (item) => item.status,
        },
        inspect: services.effects.inspect,
      },
    );
    list.start();

    let state: BellReadState = { seen: readSeen(storage, userId), liveSinceOpened: false };
    const listeners = new Set<() => void>();
    const set = (next: BellReadState) => {
      state = next;
      listeners.forEach((l) => l());
    };
    // S2 §4: create or update also marks it unread (an inactive one is not shown, so it lights nothing).
    const shown = ({ record }: { record: Announcement }) => (record.status ? record : null);
    const offs = [
      feedList(realtime, 'announcement', (event) => list.send(event)),
      relay(
        realtime,
        { frames: { 'server.announcement.created': shown, 'server.announcement.updated': shown } },
        () => set({ ...state, liveSinceOpened: true }),
      ),
    ];
    return {
      list,
      read: () => state,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      opened: () => {
        const seen = newestStamp(list.getSnapshot().context.items, state.seen);
        if (seen !== null) storage.setItem(seenKey(userId), String(seen));
        set({ seen, liveSinceOpened: false });
      },
      stop: () => {
        offs.forEach((off) => off());
        list.stop();
      },
    };
  });
}
