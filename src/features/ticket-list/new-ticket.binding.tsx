/**
 * The new-ticket dialog of the tickets manager (S1 §2.6, §2.8), shown while the workspace's dialog is `newTicket`.
 * A contact is searched (GET /contacts?searchParam, from 3 characters) or added through the contact dialog with the
 * typed name; the ticket is created 'open' for the current user (S1 §4.2) and opened (/tickets/{uuid}). Failures
 * (ERR_OTHER_OPEN_TICKET...) are the catalogue's toasts. The same dialog, with a contact already chosen, is what
 * the contacts page's 'start ticket' opens (NewTicketForContact, lent through src/session/slots.tsx): one create path.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useState, memo } from 'react';
import { useLocation } from 'wouter';
import type { WorkspaceActor } from '../../../machines/workspace/workspace.machine.ts';
import type { Contact, Ticket, User } from '../../api/schemas/index.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { ContactDialogOutlet, type NewTicketSlotProps } from '../../session/slots.tsx';
import { useQueues } from '../../session/queries/hooks.ts';
import { runningWorkspace } from '../../session/workspace.session.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { useContactSearch } from '../../session/queries/search.ts';
import { useCommand } from '../../session/use-command.ts';
import { NewTicketDialog } from './components/dialogs/NewTicketDialog.tsx';
import {
  hasNumber,
  useNewTicketForm,
  type NewTicketContact,
  type NewTicketValues,
} from './components/dialogs/new-ticket-form.ts';
import { useTranslation } from 'react-i18next';

export const NewTicketSlot = memo(function NewTicketSlot({ workspace }: { workspace: WorkspaceActor }) {
  const open = useSelector(workspace, (s) => s.context.dialog?.kind === 'newTicket');
  const { user } = useSession();
  const close = useCallback(() => workspace.send({ type: 'dialog.close' }), [workspace]);
  const toWorkspace = useCallback(
    (ticket: Ticket) => workspace.send({ type: 'ticket.saved', ticket }),
    [workspace],
  );
  if (!open || !user) return null;
  return <NewTicketBinding user={user} onClose={close} toWorkspace={toWorkspace} />;
});

/** The new-ticket dialog for one contact (the contacts page's 'start ticket'): the queue is still asked. */
export function NewTicketForContact({ contact, onClose, onCreated }: NewTicketSlotProps) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <NewTicketBinding
      user={user}
      initialContact={toChoice(contact)}
      onClose={onClose}
      {...(onCreated ? { onCreated } : {})}
    />
  );
}

/** The admins' 'Sem fila' choice in the queue select (queue ids are positive). */
const NO_QUEUE = 0;

const toChoice = (c: Pick<Contact, 'id' | 'name' | 'number'>): NewTicketContact => ({
  id: c.id,
  name: c.name,
  number: c.number,
});

function NewTicketBinding({
  user,
  initialContact,
  onClose: close,
  onCreated,
  toWorkspace,
}: {
  user: User;
  initialContact?: NewTicketContact;
  onClose: () => void;
  onCreated?: (ticket: Ticket) => void;
  /** The workspace the dialog was opened from. */
  toWorkspace?: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation();
  const services = useServices();
  const { api } = services;
  const [, navigate] = useLocation();
  const isAdmin = user.profile === 'admin';
  // S1 §6: admins may open a ticket in any queue or none; others choose from their own queues.
  const allQueues = useQueues({ enabled: isAdmin });
  const queuesLoad = useReadState(allQueues);
  const queues = isAdmin ? (allQueues.data ?? []) : user.queues;
  const queueRequired = !isAdmin;

  const [query, setQuery] = useState(initialContact?.name ?? '');
  const contacts = useContactSearch(query);
  // The contact dialog, opened with the name typed when no contact matched (S1 §2.8).
  const [adding, setAdding] = useState<string | null>(null);

  const create = useCallback(
    (values: NewTicketValues) =>
      // S1 §4.2: a new ticket is created 'open' (for the current user); admins' "no queue" is null.
      api.tickets.create({
        contactId: values.contactId,
        // NO_QUEUE (an admin's explicit 'Sem fila') goes as null, as no choice does.
        queueId: values.queueId === NO_QUEUE ? null : values.queueId,
        userId: user.id,
        status: 'open',
      }),
    [api, user.id],
  );
  const { execute, pending } = useCommand(create, (ticket: Ticket) => {
    // The backend emits a created ticket to rooms nobody joins (CONTRACT.md): the workspace's rows take it from
    // here, and opening it finds it there (from the contacts screen: the session's workspace, if it runs).
    if (toWorkspace) toWorkspace(ticket);
    else runningWorkspace(services)?.send({ type: 'ticket.saved', ticket });
    onCreated?.(ticket);
    close();
    navigate(`/tickets/${ticket.uuid}`);
  });
  const form = useNewTicketForm({
    initialContact,
    queueRequired,
    busy: pending,
    onSubmit: (values) => void execute(values),
  });

  const onContactSaved = (saved: Contact) => {
    const choice = toChoice(saved);
    form.setFieldValue('contact', choice);
    setQuery(saved.name);
    // S1 §2.8: a ticket needs a contact with a number. One saved without it goes back to the dialog, which says so.
    if (!hasNumber(choice)) return;
    // Created at once; a user who still has to choose the queue is back in the dialog, which says so.
    void form.handleSubmit();
  };

  return (
    <>
      <NewTicketDialog
        open={adding === null}
        onClose={() => {
          if (!pending) close();
        }}
        query={query}
        onQueryChange={setQuery}
        contacts={contacts.items.map(toChoice)}
        contactsStatus={contacts.status}
        form={form}
        onAddContact={(name) => setAdding(name)}
        queues={[
          // Admins may leave the queue empty (S1 §6) and come back to it after choosing one.
          ...(isAdmin ? [{ value: NO_QUEUE, label: t('tickets:noQueue') }] : []),
          ...queues.map((q) => ({ value: q.id, label: q.name })),
        ]}
        {...(isAdmin ? { queuesLoad } : {})}
        submitting={pending}
      />
      {/* The contact dialog belongs to contacts: the route lends it (src/session/slots.tsx). */}
      <ContactDialogOutlet
        open={adding !== null}
        initialName={adding ?? ''}
        onClose={() => setAdding(null)}
        onSaved={onContactSaved}
      />
    </>
  );
}
