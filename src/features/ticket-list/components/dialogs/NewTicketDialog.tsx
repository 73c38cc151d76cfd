import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { Select, type SelectOption } from '../../../../ui/Select.tsx';
import type { ReadState } from '../../../../ui/ResourceState.tsx';
import { SearchCombobox, type SearchStatus } from '../../../../ui/SearchCombobox.tsx';
import { hasNumber, queueError, type NewTicketContact, type NewTicketValues } from './new-ticket-form.ts';

export interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  /** The contact search (S1 §2.8: from 3 characters), run by the binding with the text it is given. */
  query: string;
  onQueryChange: (query: string) => void;
  contacts: readonly NewTicketContact[];
  contactsStatus: SearchStatus;
  contact: NewTicketContact | null;
  onContactChange: (contact: NewTicketContact | null) => void;
  /** 'Adicionar {name}': the contact dialog opens with what was typed. */
  onAddContact: (name: string) => void;
  queues: readonly SelectOption<number>[];
  /** The read of the queues: failed, the select says so and offers a retry instead of no choices. */
  queuesLoad?: ReadState | undefined;
  queueId: number | null;
  onQueueChange: (queueId: number) => void;
  /** Users must choose a queue; admins may not (S1 §5). */
  queueRequired: boolean;
  /** Show the queue's message at once (a contact was added while no queue was chosen). */
  showQueueError?: boolean;
  submitting: boolean;
  onSubmit: (values: NewTicketValues) => void;
}

/** S1 §2.8 'Criar Ticket': a contact (search or add) and a queue; Enter submits, OK waits for a contact with a number. */
export function NewTicketDialog({
  open,
  onClose,
  query,
  onQueryChange,
  contacts,
  contactsStatus,
  contact,
  onContactChange,
  onAddContact,
  queues,
  queuesLoad,
  queueId,
  onQueueChange,
  queueRequired,
  showQueueError = false,
  submitting,
  onSubmit,
}: NewTicketDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [attempted, setAttempted] = useState(false);
  const ready = hasNumber(contact);
  const queueMessage = attempted || showQueueError ? queueError(t, queueRequired, queueId) : undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dialogs:newTicket.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('dialogs:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} disabled={!ready}>
            {t('dialogs:newTicket.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (submitting || !hasNumber(contact)) return;
          if (queueError(t, queueRequired, queueId) !== undefined) return;
          onSubmit({ contactId: contact.id, queueId });
        }}
      >
        <SearchCombobox<NewTicketContact>
          label={t('dialogs:newTicket.contact')}
          hint={t('dialogs:newTicket.contactHint')}
          error={contact !== null && !ready ? t('dialogs:newTicket.noNumber') : undefined}
          value={contact}
          onChange={onContactChange}
          query={query}
          onQueryChange={onQueryChange}
          options={contacts}
          optionKey={(c) => c.id}
          optionLabel={(c) => c.name}
          optionDescription={(c) => c.number}
          status={contactsStatus}
          emptyText={t('dialogs:contactSearch.none')}
          createLabel={t('dialogs:newTicket.add', { name: query.trim() })}
          onCreate={onAddContact}
          initialFocus
        />
        <Select<number>
          label={t('dialogs:newTicket.queue')}
          placeholder={t('dialogs:newTicket.queuePlaceholder')}
          value={queueId}
          onChange={onQueueChange}
          options={queues}
          load={queuesLoad}
          error={queueMessage}
        />
      </form>
    </Dialog>
  );
}
