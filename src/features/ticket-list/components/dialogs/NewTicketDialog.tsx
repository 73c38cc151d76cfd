import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, FormDialogActions } from '../../../../ui/Dialog.tsx';
import { Select, type SelectOption } from '../../../../ui/Select.tsx';
import type { ReadState } from '../../../../ui/ResourceState.tsx';
import { SearchCombobox, type SearchStatus } from '../../../../ui/SearchCombobox.tsx';
import { fieldError } from '../../../../ui/form-field.ts';
import { hasNumber, type NewTicketContact, type NewTicketForm } from './new-ticket-form.ts';

export interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  /** The contact search (S1 §2.8: from 3 characters), run by the binding with the text it is given. */
  query: string;
  onQueryChange: (query: string) => void;
  contacts: readonly NewTicketContact[];
  contactsStatus: SearchStatus;
  /** The contact and the queue (useNewTicketForm): the binding keeps it while the contact dialog is open. */
  form: NewTicketForm;
  /** 'Adicionar {name}': the contact dialog opens with what was typed. */
  onAddContact: (name: string) => void;
  queues: readonly SelectOption<number>[];
  /** The read of the queues: failed, the select says so and offers a retry instead of no choices. */
  queuesLoad?: ReadState | undefined;
  submitting: boolean;
}

/** S1 §2.8 'Criar Ticket': a contact (search or add) and a queue; Enter submits, OK waits for a contact with a number. */
export function NewTicketDialog({
  open,
  onClose,
  query,
  onQueryChange,
  contacts,
  contactsStatus,
  form,
  onAddContact,
  queues,
  queuesLoad,
  submitting,
}: NewTicketDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dialogs:newTicket.title')}
      actions={
        <form.Subscribe selector={(state) => hasNumber(state.values.contact)}>
          {(ready) => (
            <FormDialogActions
              formId={formId}
              onCancel={onClose}
              cancelLabel={t('dialogs:cancel')}
              submitLabel={t('dialogs:newTicket.submit')}
              busy={submitting}
              ready={ready}
            />
          )}
        </form.Subscribe>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="contact">
          {(field) => (
            <SearchCombobox<NewTicketContact>
              label={t('dialogs:newTicket.contact')}
              hint={t('dialogs:newTicket.contactHint')}
              // Said as soon as such a contact is chosen: it is why OK stays disabled.
              error={
                field.state.value !== null && !hasNumber(field.state.value)
                  ? t('dialogs:newTicket.noNumber')
                  : undefined
              }
              value={field.state.value}
              onChange={field.handleChange}
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
          )}
        </form.Field>
        <form.Field name="queueId">
          {(field) => (
            <Select<number>
              label={t('dialogs:newTicket.queue')}
              placeholder={t('dialogs:newTicket.queuePlaceholder')}
              value={field.state.value}
              onChange={field.handleChange}
              options={queues}
              load={queuesLoad}
              error={fieldError(field)}
            />
          )}
        </form.Field>
      </form>
    </Dialog>
  );
}
