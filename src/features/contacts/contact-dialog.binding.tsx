/**
 * The contact dialog (S1 §2.9) bound to the API and the resource cache: edit reads the contact through the cache,
 * a save waits the spec's 400 ms (S1 §9 "form submit delay") and then POSTs or PUTs; a failure is the catalogue's
 * toast (useCommand) and leaves what was typed in place.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors.ts';
import type { Contact } from '../../api/schemas/index.ts';
import { useServices } from '../../session/context.tsx';
import { useAppQueryClient, useContact } from '../../session/queries/hooks.ts';
import { queryKeys } from '../../session/queries/keys.ts';
import { useCommand } from '../../session/use-command.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { ContactDialog, emptyContactValues, type ContactFormValues } from './components/ContactDialog.tsx';
import { contactValuesOf } from './components/contact-form.ts';
import { contactsEntity, saveContact } from './contacts.entity.ts';
import { SUBMIT_DELAY_MS } from '../../../machines/common/timing.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function ContactDialogBinding(props: {
  open: boolean;
  contactId?: number;
  initialName?: string;
  onClose: () => void;
  onSaved?: (contact: Contact) => void;
}) {
  const { open, contactId, initialName, onClose, onSaved } = props;
  const { t } = useTranslation();
  const services = useServices();
  const cache = useAppQueryClient();
  const editing = contactId !== undefined;
  const contact = useContact(contactId ?? 0, { enabled: open && editing });

  // The contacts screen's save (its call, its toast): an edit is a PUT of this id even before its read is in.
  const save = useCallback(
    async (values: ContactFormValues) => {
      await wait(SUBMIT_DELAY_MS);
      return saveContact(services, values, contactId ?? null);
    },
    [services, contactId],
  );
  const { execute, pending } = useCommand(save, (saved: Contact) => {
    cache.setQueryData(queryKeys.contact(saved.id), saved);
    notifySuccess(t(contactsEntity.messages.saved));
    onSaved?.(saved);
    onClose();
  });

  const initialValues = useMemo<ContactFormValues>(
    () =>
      editing
        ? contact.data
          ? contactValuesOf(contact.data)
          : emptyContactValues
        : { ...emptyContactValues, name: initialName ?? '' },
    [editing, contact.data, initialName],
  );

  return (
    <ContactDialog
      open={open}
      mode={editing ? 'edit' : 'add'}
      initialValues={initialValues}
      {...(editing
        ? {
            load: {
              status: contact.data !== undefined ? 'success' : contact.status,
              ...(contact.error ? { error: describeError(contact.error, t) } : {}),
              onRetry: () => void contact.refetch(),
            },
          }
        : {})}
      submitting={pending}
      onSubmit={(values) => void execute(values)}
      onClose={() => {
        // Closing while the save runs would lose its answer: the dialog stays until it is in.
        if (!pending) onClose();
      }}
    />
  );
}
