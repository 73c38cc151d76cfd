/**
 * /contacts (S2 §2 Contacts page): the contacts entity page bound to its view. Add and edit go through the one
 * contact dialog (ContactDialog) driven by the entity page (its 400 ms submit, what was typed kept on failure, the
 * changed-elsewhere note); an edit reads the contact first (GET /contacts/:id: the list's rows carry no extra
 * info). 'Import' asks, then POST /contacts/import and the list is read again. 'Start ticket' opens the ticket
 * workspace's new-ticket dialog with the contact chosen (lent through src/session/slots.tsx): one create path.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../api/schemas/contact.schema.ts';
import { describeError } from '../../api/errors.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { entityPageFor, useEntityPage, type EntityPageView } from '../../session/entity/entity-page.ts';
import { useContact } from '../../session/queries/hooks.ts';
import { NewTicketOutlet } from '../../session/slots.tsx';
import { useCommand } from '../../session/use-command.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { ContactDialog, emptyContactValues, type ContactFormValues } from './components/ContactDialog.tsx';
import { ContactsPage } from './components/ContactsPage.tsx';
import { contactValuesOf } from './components/contact-form.ts';
import { contactsEntity } from './contacts.entity.ts';

export default function ContactsScreen() {
  const { t } = useTranslation();
  const services = useServices();
  const { user } = useSession();
  const page = useEntityPage(contactsEntity);
  const [starting, setStarting] = useState<Contact | null>(null);
  const [askingImport, setAskingImport] = useState(false);

  const importContacts = useCallback(() => services.api.contacts.importFromPhone(), [services]);
  const imported = useCommand(importContacts, () => {
    setAskingImport(false);
    notifySuccess(t('contacts:page.imported'));
    // The reference reloads the page: the list is read again from page 1.
    entityPageFor(services, contactsEntity).send({ type: 'server.reloaded' });
  });

  return (
    <ContactsPage
      extra={{ onStartTicket: setStarting }}
      list={page.list}
      search={page.searchText}
      dialog={page.dialog}
      confirm={page.confirm}
      intents={page.intents}
      permissions={contactsEntity.permissions?.(user?.profile) ?? {}}
      formDialog={<EntityContactDialog page={page} />}
      importing={{ open: askingImport, busy: imported.pending }}
      onImport={() => setAskingImport(true)}
      onConfirmImport={() => void imported.execute()}
      onCancelImport={() => {
        if (!imported.pending) setAskingImport(false);
      }}
      startTicket={starting ? <NewTicketOutlet contact={starting} onClose={() => setStarting(null)} /> : null}
    />
  );
}

/** The contact dialog as the entity page drives it; an edit starts from the contact as GET /contacts/:id gives it. */
function EntityContactDialog({ page }: { page: EntityPageView<Contact, ContactFormValues> }) {
  const { t } = useTranslation();
  const { open, editing, values, busy, changedElsewhere } = page.dialog;
  const editingId = editing?.id;
  const read = useContact(editingId ?? 0, { enabled: open && editingId !== undefined && values === null });
  // The form starts from the first read of this opening: a later refetch (a live update) does not reset what is
  // typed; the note says it changed.
  const first = useRef<{ id: number; values: ContactFormValues } | null>(null);
  if (!open || editingId === undefined) first.current = null;
  else if (read.data && first.current?.id !== editingId)
    first.current = { id: editingId, values: contactValuesOf(read.data) };
  const initialValues = useMemo(
    () => values ?? first.current?.values ?? emptyContactValues,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, first.current],
  );
  const loading = editingId !== undefined && values === null && first.current === null;
  return (
    <ContactDialog
      open={open}
      mode={editing ? 'edit' : 'add'}
      initialValues={initialValues}
      {...(loading
        ? {
            load: {
              status: read.status === 'error' ? 'error' : 'pending',
              ...(read.error ? { error: describeError(read.error, t) } : {}),
              onRetry: () => void read.refetch(),
            },
          }
        : {})}
      submitting={busy}
      changedElsewhere={changedElsewhere}
      onSubmit={page.submit}
      onClose={() => {
        // Closing while the save runs would lose its answer: the dialog stays until it is in.
        if (!busy) page.close();
      }}
    />
  );
}
