import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { applySession } from '../../../machines/connections/connections.machine.ts';
import type { Contact, Setting, Whatsapp } from '../../api/schemas/index.ts';
import type { ContactList } from '../../api/schemas/s2.ts';
import type { ConnectionSignal, DomainEvent } from '../../realtime/index.ts';
import { queryKeys } from './keys.ts';

/** What the binding needs of the RealtimeHub: its listeners survive socket restarts, so one binding per session. */
export interface RealtimeSource {
  onEvent(listener: (event: DomainEvent) => void): () => void;
  onConnection(listener: (signal: ConnectionSignal) => void): () => void;
}

/**
 * Keeps the cache true to the server: each event patches exactly the entries it touches, and only entries that are
 * already cached (an event never creates an entry a screen did not ask for). After a reconnect every entry is
 * marked stale and the shown ones refetch: the backend has no event cursor, so events lost while the socket was
 * down can only be caught up by asking again. Returns the unbind function.
 */
export function bindRealtimeToCache(queryClient: QueryClient, source: RealtimeSource): () => void {
  const offEvent = source.onEvent((event) => patchCache(queryClient, event));
  const offConnection = source.onConnection((signal) => {
    if (signal === 'connection.restored') void queryClient.invalidateQueries();
  });
  return () => {
    offEvent();
    offConnection();
  };
}

function patchCache(queryClient: QueryClient, event: DomainEvent): void {
  switch (event.type) {
    // Tickets are not cache entries: the workspace tree holds the tickets it shows and follows their frames.
    case 'server.message.created':
      // The frame carries the contact as it is after the message.
      putContact(queryClient, event.contact);
      return;
    case 'server.contact.updated':
      putContact(queryClient, event.contact);
      return;
    case 'server.contact.deleted':
      void queryClient.invalidateQueries({
        queryKey: queryKeys.contact(event.contactId),
        exact: true,
        refetchType: 'none',
      });
      return;
    case 'server.whatsapp.updated':
      patchWhatsapps(queryClient, (list) =>
        list.some((w) => w.id === event.whatsapp.id)
          ? list.map((w) => (w.id === event.whatsapp.id ? event.whatsapp : w))
          : [event.whatsapp, ...list],
      );
      return;
    case 'server.whatsapp.deleted':
      patchWhatsapps(queryClient, (list) => list.filter((w) => w.id !== event.whatsappId));
      return;
    case 'server.whatsappSession.updated':
      // S1 §4.3: a session frame changes only status, updatedAt, qrcode and retries.
      patchWhatsapps(queryClient, (list) =>
        list.map((w) => (w.id === event.session.id ? applySession(w, event.session) : w)),
      );
      return;
    // A user written anywhere: the company's user list (transfer, filters) and that user's read are stale.
    case 'server.user.created':
    case 'server.user.updated':
      void queryClient.invalidateQueries({ queryKey: queryKeys.users, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user(event.record.id), exact: true });
      return;
    case 'server.user.deleted':
      void queryClient.invalidateQueries({ queryKey: queryKeys.users, exact: true });
      queryClient.removeQueries({ queryKey: queryKeys.user(event.id), exact: true });
      return;
    // A queue written anywhere (S3 §7 company-{cid}-queue): every queue select and filter reads the list again.
    case 'server.queue.created':
    case 'server.queue.updated':
    case 'server.queue.deleted':
      void queryClient.invalidateQueries({ queryKey: queryKeys.queues, exact: true });
      return;
    // A contact list renamed anywhere: its items page's title (the frame carries the bare list, without counts).
    case 'server.contactList.updated':
      patchEntry<ContactList>(queryClient, queryKeys.contactList(event.record.id), (list) => ({
        ...list,
        name: event.record.name,
      }));
      return;
    // A quick message written anywhere (company-{cid}-quickmessage): the composer's quick replies read again (each
    // browser holds only its own user's entry).
    case 'server.quickMessage.created':
    case 'server.quickMessage.updated':
    case 'server.quickMessage.deleted':
      void queryClient.invalidateQueries({ queryKey: queryKeys.quickMessages });
      return;
    // A setting written anywhere (company-{cid}-settings): its value in the company's cached settings.
    case 'server.setting.updated':
      patchEntry<Setting[]>(queryClient, queryKeys.settings, (list) => withSetting(list, event.record));
      return;
    case 'server.ticket.updated':
    case 'server.ticket.deleted':
    case 'server.ticket.unreadReset':
    case 'server.message.updated':
    case 'server.auth.updated':
      return;
    // The S2/S3 entity events (tags, queues, users, settings, lists, chats...): not patched into the cache yet.
    default:
      return;
  }
}

function putContact(queryClient: QueryClient, contact: Contact): void {
  patchEntry<Contact>(queryClient, queryKeys.contact(contact.id), () => contact);
}

function patchWhatsapps(queryClient: QueryClient, patch: (list: Whatsapp[]) => Whatsapp[]): void {
  patchEntry(queryClient, queryKeys.whatsapps, patch);
}

/** The list with the setting's key given its value (added when the company had no row of it). */
export function withSetting(list: Setting[], setting: Setting): Setting[] {
  if (!list.some((s) => s.key === setting.key)) return [...list, { key: setting.key, value: setting.value }];
  if (list.every((s) => s.key !== setting.key || s.value === setting.value)) return list;
  return list.map((s) => (s.key === setting.key ? { ...s, value: setting.value } : s));
}

/**
 * Writes only an entry that exists and only when the patch changed it: setQueryData also marks an entry fresh
 * (and undoes an invalidation), which an event that changed nothing must not do.
 */
function patchEntry<T>(queryClient: QueryClient, key: QueryKey, patch: (cached: T) => T): void {
  const cached = queryClient.getQueryData<T>(key);
  if (cached === undefined) return;
  const next = patch(cached);
  if (next !== cached) queryClient.setQueryData<T>(key, next);
}
