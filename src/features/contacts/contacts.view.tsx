import { ChatBubbleLeftRightIcon, UsersIcon } from '@heroicons/react/20/solid';
import type { Contact } from '../../api/schemas/contact.schema.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { entityTexts, type EntityView } from '../../ui/entity/entity-view.ts';
import type { ContactFormValues } from './components/ContactDialog.tsx';

/** What the contacts' screen hands its rows: 'start ticket' (the workspace's new-ticket dialog, lent by a slot). */
export interface ContactsExtra {
  onStartTicket: (contact: Contact) => void;
}

/**
 * S2 §2 Contacts page (/contacts): search, import from the phone, add; a table of avatar, name, WhatsApp number and
 * email with start ticket, edit and (by permission, S2 §6) delete; more rows as the list scrolls. The contact
 * dialog is the screen's (./components/ContactDialog.tsx): an edit reads the contact first.
 */
export const contactsView: EntityView<Contact, ContactFormValues, ContactsExtra> = {
  titleId: 'contacts-title',
  icon: <UsersIcon />,
  texts: entityTexts('contacts:page.', { other: { confirmLabel: 'contacts:page.confirmDelete' } }),
  nameOf: (c) => c.name,
  estimateSize: 56,
  columns: (t) => [
    {
      key: 'avatar',
      header: t('contacts:page.table.avatar'),
      hideHeader: true,
      width: '3.5rem',
      cell: (c) => <Avatar name={c.name} {...(c.profilePicUrl ? { src: c.profilePicUrl } : {})} size="sm" />,
    },
    {
      key: 'name',
      header: t('contacts:page.table.name'),
      width: 'minmax(0,2fr)',
      cell: (c) => <span className="truncate font-medium text-ink">{c.name}</span>,
    },
    {
      key: 'number',
      header: t('contacts:page.table.number'),
      width: 'minmax(0,1.2fr)',
      cell: (c) => <span className="truncate tabular-nums">{c.number}</span>,
    },
    {
      key: 'email',
      header: t('contacts:page.table.email'),
      width: 'minmax(0,1.6fr)',
      cell: (c) => <span className="truncate">{c.email}</span>,
    },
  ],
  actions: {
    width: '8rem',
    commands: (c, { onStartTicket }, t) => [
      {
        key: 'start',
        icon: <ChatBubbleLeftRightIcon />,
        label: t('contacts:page.startTicket', { name: c.name }),
        onClick: () => onStartTicket(c),
      },
    ],
  },
};
