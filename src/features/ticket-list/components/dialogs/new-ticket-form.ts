import type { TFunction } from 'i18next';
import * as v from 'valibot';

export interface NewTicketContact {
  id: number;
  name: string;
  number: string;
}

/** S1 §2.8: OK only once a contact with a number is chosen. */
export function hasNumber(contact: NewTicketContact | null): contact is NewTicketContact {
  return contact !== null && contact.number.trim() !== '';
}

/**
 * S1 §5 new ticket: users must pick a queue ('Selecione uma fila'); admins may leave it empty, sent as null (§6
 * "Admins may open a ticket without a queue").
 */
export function newTicketSchema(t: TFunction, queueRequired: boolean) {
  return v.object({
    contactId: v.number(),
    queueId: queueRequired
      ? v.pipe(
          v.nullable(v.number()),
          v.check((id) => id !== null, t('tickets:selectQueue')),
        )
      : v.nullable(v.number()),
  });
}

export interface NewTicketValues {
  contactId: number;
  queueId: number | null;
}

/** The queue's message, or undefined when the queue rule holds. */
export function queueError(t: TFunction, queueRequired: boolean, queueId: number | null): string | undefined {
  const result = v.safeParse(newTicketSchema(t, queueRequired), { contactId: 0, queueId });
  return result.success ? undefined : result.issues[0].message;
}
