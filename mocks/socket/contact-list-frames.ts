import type { ContactListEventDraft } from '../db/contact-list-events.ts';
import { contactListItemView, contactListView } from '../db/contact-list-views.ts';
import type { SandboxEvent } from '../db/events.ts';
import type { State } from '../db/projection.ts';
import type { Frame } from './frame.ts';

type ContactListEvent = Extract<SandboxEvent, { type: ContactListEventDraft['type'] }>;

/**
 * ContactListController and ContactListItemController emit to `company-{cid}-mainchannel`:
 * `company-{cid}-ContactList` {action create|update, record} or {action delete, id} (the route's id, a string);
 * `company-{cid}-ContactListItem` the same for items; the upload `company-{cid}-ContactListItem-{listId}`
 * {action 'reload', records}. The check of numbers after a write is the sandbox's (see contact-lists.handlers.ts):
 * an item's comes as an 'update', an import's as a second 'reload' on the list's channel.
 */
export function contactListFramesOf(event: ContactListEvent, before: State, after: State): Frame[] {
  const to = (companyId: number, name: string, payload: Frame['payload']): Frame[] => [
    { rooms: [`company-${companyId}-mainchannel`], event: `company-${companyId}-${name}`, payload },
  ];
  switch (event.type) {
    case 'contactList.created':
    case 'contactList.updated': {
      const id = event.type === 'contactList.created' ? event.list.id : event.contactListId;
      const l = after.tables.contactLists.get(id);
      if (!l) return [];
      const action = event.type === 'contactList.created' ? 'create' : 'update';
      return to(l.companyId, 'ContactList', { action, record: contactListView(l) });
    }
    case 'contactList.deleted': {
      const l = before.tables.contactLists.get(event.contactListId);
      return l ? to(l.companyId, 'ContactList', { action: 'delete', id: String(l.id) }) : [];
    }
    case 'contactListItem.created':
    case 'contactListItem.updated': {
      const id = event.type === 'contactListItem.created' ? event.item.id : event.itemId;
      const i = after.tables.contactListItems.get(id);
      if (!i) return [];
      const action = event.type === 'contactListItem.created' ? 'create' : 'update';
      return to(i.companyId, 'ContactListItem', { action, record: contactListItemView(i) });
    }
    case 'contactListItem.deleted': {
      const i = before.tables.contactListItems.get(event.itemId);
      return i ? to(i.companyId, 'ContactListItem', { action: 'delete', id: String(i.id) }) : [];
    }
    case 'contactListItems.imported':
    case 'contactListItems.validated': {
      const l = after.tables.contactLists.get(event.contactListId);
      if (!l) return [];
      const ids =
        event.type === 'contactListItems.imported'
          ? event.items.map((i) => i.id)
          : event.results.map((r) => r.itemId);
      const rows = ids.flatMap((id) => {
        const i = after.tables.contactListItems.get(id);
        return i ? [i] : [];
      });
      if (event.type === 'contactListItems.validated' && event.via === 'item')
        return rows.flatMap((i) =>
          to(i.companyId, 'ContactListItem', { action: 'update', record: contactListItemView(i) }),
        );
      return to(l.companyId, `ContactListItem-${l.id}`, {
        action: 'reload',
        records: rows.map(contactListItemView),
      });
    }
  }
}
