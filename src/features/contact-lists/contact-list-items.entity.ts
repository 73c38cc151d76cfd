import type { ContactListItem } from '../../api/schemas/s2.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import { liveList } from '../../session/live-list.ts';
import { contactListItemsView } from './contact-lists.view.tsx';
import { byName, contactListsApi, withOwnCodes } from './api.ts';
import type { ContactListItemFormValues } from './components/contact-list-item-form.ts';

/**
 * The contacts of one list, declared once per list (S2 §2, §4, §7): GET /contact-list-items?contactListId paged
 * (20 a page, by name, `contacts`/`hasMore`), POST / PUT / DELETE /contact-list-items, and the frames of
 * `company-{cid}-ContactListItem` (create, update, delete, reload) and of the list's own
 * `company-{cid}-ContactListItem-{listId}` (the import's reload), heard through the live-list table. A reload
 * refetches from page 1: the records it carries are the ones the import added, in no order the list can place.
 */
export function contactListItemsEntity(
  listId: number,
): DeclaredEntity<ContactListItem, ContactListItemFormValues> {
  return {
    key: `contactListItems:${listId}`,
    messages: {
      saved: 'contactLists:items.saved',
      deleted: 'contactLists:items.deleted',
      deletedElsewhere: 'common:entity.deletedElsewhere',
    },
    fetchPage: async (services, { page, search }) => {
      const answer = await contactListsApi(services).items.page({
        contactListId: listId,
        pageNumber: page,
        searchParam: search,
      });
      return { items: answer.contacts, hasMore: answer.hasMore };
    },
    save: (services, { values, existing }) =>
      withOwnCodes(services, () => {
        const api = contactListsApi(services).items;
        const input = { ...values, contactListId: listId };
        return existing === null ? api.create(input) : api.update(existing.id, input);
      }),
    remove: (services, item) => withOwnCodes(services, () => contactListsApi(services).items.remove(item.id)),
    live: liveList('contactListItem'),
    liveScope: () => ({ listId }),
    sort: byName,
    view: contactListItemsView,
  };
}
