import type { ContactListItemRow, ContactListRow } from './rows.ts';
import type { JsonObject } from './views.ts';

/** A contact list as the reference's model serialises it (POST, PUT, GET /:id and the ContactList frames). */
export function contactListView(l: ContactListRow): JsonObject {
  return { id: l.id, name: l.name, companyId: l.companyId, createdAt: l.createdAt, updatedAt: l.updatedAt };
}

/** A list item as the model serialises it (GET /contact-list-items, POST, PUT, the frames, the upload's answer). */
export function contactListItemView(i: ContactListItemRow): JsonObject {
  return {
    id: i.id,
    name: i.name,
    number: i.number,
    email: i.email,
    isWhatsappValid: i.isWhatsappValid,
    companyId: i.companyId,
    contactListId: i.contactListId,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
  };
}
