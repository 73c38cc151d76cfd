import { useForm } from '@tanstack/react-form';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactList } from '../../../api/schemas/s2.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { bindText, submitWith } from '../../../ui/form-field.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';
import {
  contactListSchema,
  emptyContactListValues,
  type ContactListFormValues,
} from './contact-list-form.ts';

export interface ContactListDialogProps {
  open: boolean;
  /** The list edited; null when adding. */
  editing: ContactList | null;
  /** What the last submit sent: a failed save opens the form with it again. */
  values: ContactListFormValues | null;
  busy: boolean;
  changedElsewhere: boolean;
  onSubmit: (values: ContactListFormValues) => void;
  onClose: () => void;
}

/** S2 §2 Contact lists: the add or edit dialog with one field, name. */
export function ContactListDialog(props: ContactListDialogProps) {
  const { open, editing, values, busy, changedElsewhere, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const formId = useId();
  const initial = values ?? (editing ? { name: editing.name } : emptyContactListValues());
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="sm"
      title={editing ? t('contactLists:dialog.editTitle') : t('contactLists:dialog.addTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {editing ? t('contactLists:dialog.okEdit') : t('contactLists:dialog.okAdd')}
          </Button>
        </>
      }
    >
      {changedElsewhere && <ChangedElsewhereNote />}
      <ContactListForm id={formId} initialValues={initial} busy={busy} onSubmit={onSubmit} />
    </Dialog>
  );
}

function ContactListForm({
  id,
  initialValues,
  busy,
  onSubmit,
}: {
  id: string;
  initialValues: ContactListFormValues;
  busy: boolean;
  onSubmit: (values: ContactListFormValues) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => contactListSchema(t), [t]);
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy) return;
      onSubmit({ name: value.name.trim() });
    },
  });
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <form.Field name="name">
        {(field) => (
          <TextField
            label={t('contactLists:dialog.name')}
            data-autofocus
            autoComplete="off"
            maxLength={60}
            {...bindText(field)}
          />
        )}
      </form.Field>
    </form>
  );
}
