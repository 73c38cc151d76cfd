import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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

/** What the dialog edits: the chosen contact (or none yet) and the queue. */
export interface NewTicketFormValues {
  contact: NewTicketContact | null;
  queueId: number | null;
}

/** The form's rules: a contact with a number (S1 §2.8), and the queue's rule of `newTicketSchema`. */
export function newTicketFormSchema(
  t: TFunction,
  queueRequired: boolean,
): v.GenericSchema<NewTicketFormValues> {
  return v.object({
    contact: v.pipe(
      v.nullable(v.object({ id: v.number(), name: v.string(), number: v.string() })),
      v.check(hasNumber, t('dialogs:newTicket.noNumber')),
    ),
    queueId: newTicketSchema(t, queueRequired).entries.queueId,
  });
}

export interface NewTicketFormOptions {
  /** The contacts page's 'start ticket' comes with its contact chosen. */
  initialContact?: NewTicketContact | null | undefined;
  initialQueueId?: number | null | undefined;
  queueRequired: boolean;
  /** A create is running: a further submit sends nothing. */
  busy: boolean;
  onSubmit: (values: NewTicketValues) => void;
}

/**
 * The new ticket's form. It belongs to the binding, not the dialog: the dialog closes while the contact dialog adds
 * a contact, and what was chosen (the queue) must be there when it comes back.
 */
export function useNewTicketForm({
  initialContact = null,
  initialQueueId = null,
  queueRequired,
  busy,
  onSubmit,
}: NewTicketFormOptions) {
  const { t } = useTranslation();
  const schema = useMemo(() => newTicketFormSchema(t, queueRequired), [t, queueRequired]);
  const defaultValues: NewTicketFormValues = { contact: initialContact, queueId: initialQueueId };
  return useForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy || !hasNumber(value.contact)) return;
      onSubmit({ contactId: value.contact.id, queueId: value.queueId });
    },
  });
}

export type NewTicketForm = ReturnType<typeof useNewTicketForm>;
