import type { ContactList } from '../../api/schemas/s2.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import { byName, contactListsApi, withOwnCodes } from './api.ts';
import type { ContactListFormValues } from './components/contact-list-form.ts';
import { liveList } from '../../session/live-list.ts';
import { contactListsView, type ContactListsExtra } from './contact-lists.view.tsx';

/**
 * Contact lists, declared once (S2 §2, §4, §7): GET /contact-lists paged (20 a page, by name, `records`/`hasMore`),
 * POST / PUT / DELETE /contact-lists, and the `company-{cid}-ContactList` frames. A frame carries the bare model
 * without contactsCount (only GET counts), so an update patches the name and keeps the count; a new list has 0.
 */
export const contactListsEntity: DeclaredEntity<ContactList, ContactListFormValues, ContactListsExtra> = {
  key: 'contactLists',
  messages: {
    saved: 'contactLists:saved',
    deleted: 'contactLists:deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async (services, { page, search }) => {
    const answer = await contactListsApi(services).lists.page({ pageNumber: page, searchParam: search });
    return { items: answer.records, hasMore: answer.hasMore };
  },
  save: (services, { values, existing }) =>
    withOwnCodes(services, async () => {
      const api = contactListsApi(services).lists;
      const saved = existing === null ? await api.create(values) : await api.update(existing.id, values);
      return { ...saved, contactsCount: saved.contactsCount ?? existing?.contactsCount ?? 0 };
    }),
  remove: (services, list) => withOwnCodes(services, () => contactListsApi(services).lists.remove(list.id)),
  live: liveList('contactList'),
  sort: byName,
  view: contactListsView,
};
