import { useForm } from '@tanstack/react-form';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, FormDialogActions } from '../../../../ui/Dialog.tsx';
import { Select, type SelectOption } from '../../../../ui/Select.tsx';
import type { ReadState } from '../../../../ui/ResourceState.tsx';
import { fieldError, submitWith } from '../../../../ui/form-field.ts';
import { SearchCombobox, type SearchStatus } from '../../../../ui/SearchCombobox.tsx';
import { transferSchema, type TransferValues } from './transfer-form.ts';

export interface TransferUserOption {
  id: number;
  name: string;
  /** The user's queues: once the user is chosen, only these are offered (none known or none at all: every queue). */
  queueIds?: readonly number[];
}

/** The queues offered for a transfer to `user` (the reference's rule: a user's own queues when they have any). */
export function queuesFor<Q extends { value: number }>(
  queues: readonly Q[],
  user: TransferUserOption | null,
): readonly Q[] {
  const own = user?.queueIds;
  if (!own || own.length === 0) return queues;
  return queues.filter((q) => own.includes(q.value));
}

export interface TransferTicketDialogProps {
  open: boolean;
  onClose: () => void;
  queues: readonly SelectOption<number>[];
  /** The read of the queues: failed, the select says so and offers a retry instead of no choices. */
  queuesLoad?: ReadState | undefined;
  /** The user search (S1 §5: from 3 characters); the binding runs it with the text it is given. */
  userQuery: string;
  onUserQueryChange: (query: string) => void;
  users: readonly TransferUserOption[];
  usersStatus: SearchStatus;
  /** The ticket-status actor is transferring (its `busy` tag). */
  submitting: boolean;
  onSubmit: (values: TransferValues) => void;
}

/** S1 §2.6 'Transferir Ticket': a queue (required) and, optionally, a user. */
export function TransferTicketDialog({
  open,
  onClose,
  queues,
  queuesLoad,
  userQuery,
  onUserQueryChange,
  users,
  usersStatus,
  submitting,
  onSubmit,
}: TransferTicketDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dialogs:transfer.title')}
      actions={
        <FormDialogActions
          formId={formId}
          onCancel={onClose}
          cancelLabel={t('dialogs:cancel')}
          submitLabel={t('dialogs:transfer.submit')}
          busy={submitting}
        />
      }
    >
      <TransferForm
        id={formId}
        queues={queues}
        queuesLoad={queuesLoad}
        userQuery={userQuery}
        onUserQueryChange={onUserQueryChange}
        users={users}
        usersStatus={usersStatus}
        submitting={submitting}
        onSubmit={onSubmit}
      />
    </Dialog>
  );
}

const NO_CHOICE: { queueId: number | null; userId: number | null } = { queueId: null, userId: null };

function TransferForm({
  id,
  queues,
  queuesLoad,
  userQuery,
  onUserQueryChange,
  users,
  usersStatus,
  submitting,
  onSubmit,
}: Omit<TransferTicketDialogProps, 'open' | 'onClose'> & { id: string }) {
  const { t } = useTranslation();
  const schema = useMemo(() => transferSchema(t), [t]);
  // The chosen user as shown (its name); the form keeps its id.
  const [user, setUser] = useState<TransferUserOption | null>(null);
  const form = useForm({
    defaultValues: NO_CHOICE,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (submitting || value.queueId === null) return;
      onSubmit({ queueId: value.queueId, userId: value.userId });
    },
  });
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <form.Field name="userId">
        {(field) => (
          <SearchCombobox<TransferUserOption>
            label={t('dialogs:transfer.user')}
            hint={t('dialogs:transfer.userHint')}
            value={user}
            onChange={(next) => {
              setUser(next);
              field.handleChange(next?.id ?? null);
              // A queue the new user is not in is no longer on offer: it has to be chosen again.
              const queueId = form.getFieldValue('queueId');
              if (queueId !== null && !queuesFor(queues, next).some((q) => q.value === queueId))
                form.setFieldValue('queueId', null);
            }}
            query={userQuery}
            onQueryChange={onUserQueryChange}
            options={users}
            optionKey={(u) => u.id}
            optionLabel={(u) => u.name}
            status={usersStatus}
            emptyText={t('dialogs:transfer.noUsers')}
            initialFocus
          />
        )}
      </form.Field>
      <form.Field name="queueId">
        {(field) => (
          <Select<number>
            label={t('dialogs:transfer.queue')}
            placeholder={t('dialogs:transfer.queuePlaceholder')}
            value={field.state.value}
            onChange={(queueId) => field.handleChange(queueId)}
            options={queuesFor(queues, user)}
            load={queuesLoad}
            error={fieldError(field)}
          />
        )}
      </form.Field>
    </form>
  );
}
