import type { ContactListItemRow, ContactListRow, Iso } from './rows.ts';

/** What PUT /contact-list-items/:id changed (name, number, email as sent). */
export type ContactListItemChanges = Partial<
  Pick<ContactListItemRow, 'name' | 'number' | 'email' | 'updatedAt'>
>;

/** One number's answer from the (simulated) WhatsApp check: CheckContactNumber's `exists`, the jid's digits. */
export interface ListItemValidation {
  itemId: number;
  isWhatsappValid: boolean;
  number: string;
}

/**
 * The contact lists' facts (S2 §2 contact lists and their items; ContactListController, ContactListItemController,
 * ImportContacts). Frames: mocks/socket/contact-list-frames.ts.
 */
export type ContactListEventDraft =
  | { type: 'contactList.created'; list: ContactListRow }
  | { type: 'contactList.updated'; contactListId: number; name: string; updatedAt: Iso }
  /** DELETE /contact-lists/:id: its items go too (ON DELETE CASCADE). */
  | { type: 'contactList.deleted'; contactListId: number }
  /** POST /contact-list-items: found (same number in the list) or created; checked afterwards. */
  | { type: 'contactListItem.created'; item: ContactListItemRow }
  | { type: 'contactListItem.updated'; itemId: number; changes: ContactListItemChanges }
  | { type: 'contactListItem.deleted'; itemId: number }
  /** POST /contact-lists/:id/upload: the rows ImportContacts created (a number already in the list is skipped). */
  | { type: 'contactListItems.imported'; contactListId: number; items: ContactListItemRow[] }
  /**
   * The WhatsApp check of numbers (after a create, an update or an import; or the QA control invalidateListItem):
   * `via` says which frame the backend sends with it.
   */
  | {
      type: 'contactListItems.validated';
      contactListId: number;
      results: ListItemValidation[];
      via: 'item' | 'import';
      updatedAt: Iso;
    };

export const CONTACT_LIST_EVENT_TYPES = [
  'contactList.created',
  'contactList.updated',
  'contactList.deleted',
  'contactListItem.created',
  'contactListItem.updated',
  'contactListItem.deleted',
  'contactListItems.imported',
  'contactListItems.validated',
] as const;
