import type { Contact } from '../../api/schemas/contact.schema.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import { can } from '../../lib/permissions.ts';
import type { ContactFormValues } from './components/contact-form.ts';
import { contactInputOf } from './components/contact-form.ts';
import type { AppServices } from '../../session/services.ts';
import { liveList } from '../../session/live-list.ts';
import { contactsView, type ContactsExtra } from './contacts.view.tsx';

/**
 * Contacts, declared once (S2 §2 Contacts page, §4, §7): GET /contacts paged (30 a page, searchParam lower-cased by
 * the list), POST / PUT / DELETE /contacts, and the live `company-{cid}-contact` frames. The backend sends a
 * create and an update alike (the full contact): either replaces the row or puts it at the top, as the reference
 * page does; a delete carries the id as a string.
 */
export const contactsEntity: DeclaredEntity<Contact, ContactFormValues, ContactsExtra> = {
  key: 'contacts',
  messages: {
    // One text wherever the contact dialog saves (this screen, the ticket's drawer, a new ticket's contact).
    saved: 'dialogs:contact.saved',
    deleted: 'contacts:page.deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }, { page, search }) => {
    const answer = await api.contacts.list({ pageNumber: page, searchParam: search });
    return { items: answer.contacts, hasMore: answer.hasMore };
  },
  save: (services, { values, existing }) => saveContact(services, values, existing?.id ?? null),
  remove: ({ api }, contact) => api.contacts.remove(contact.id),
  live: liveList('contact'),
  view: contactsView,
  // S2 §6: deleting a contact is contacts-page:deleteContact's.
  permissions: (profile) => ({ delete: can(profile, 'contacts-page:deleteContact') }),
};

/**
 * A contact's save, wherever its dialog is: POST /contacts or PUT /contacts/:id. S2 §2: 'Saving a contact that returns
 * a uuid navigates to /tickets/{uuid}' (the reference 4.8.5 returns none).
 */
export async function saveContact(
  { api, effects }: AppServices,
  values: ContactFormValues,
  /** The contact edited; null when adding. */
  id: number | null,
): Promise<Contact> {
  const saved =
    id === null
      ? await api.contacts.create(contactInputOf(values))
      : await api.contacts.update(id, contactInputOf(values));
  if (typeof saved.uuid === 'string' && saved.uuid !== '')
    effects.dispatch({ type: 'navigate', to: `/tickets/${saved.uuid}` });
  return saved;
}
