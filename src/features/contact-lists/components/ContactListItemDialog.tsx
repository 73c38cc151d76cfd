import { useForm } from '@tanstack/react-form';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactListItem } from '../../../api/schemas/s2.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { bindText, submitWith } from '../../../ui/form-field.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';
import {
  contactListItemSchema,
  emptyContactListItemValues,
  NUMBER_PLACEHOLDER,
  type ContactListItemFormValues,
} from './contact-list-item-form.ts';

export interface ContactListItemDialogProps {
  open: boolean;
  editing: ContactListItem | null;
  values: ContactListItemFormValues | null;
  busy: boolean;
  changedElsewhere: boolean;
  onSubmit: (values: ContactListItemFormValues) => void;
  onClose: () => void;
}

/** S2 §2 Contacts of a list: the add or edit dialog with name, number (placeholder 5513912344321) and email. */
export function ContactListItemDialog(props: ContactListItemDialogProps) {
  const { open, editing, values, busy, changedElsewhere, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const formId = useId();
  const initial =
    values ??
    (editing
      ? { name: editing.name, number: editing.number, email: editing.email }
      : emptyContactListItemValues());
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="sm"
      title={editing ? t('contactLists:items.dialog.editTitle') : t('contactLists:items.dialog.addTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {editing ? t('contactLists:items.dialog.okEdit') : t('contactLists:items.dialog.okAdd')}
          </Button>
        </>
      }
    >
      {changedElsewhere && <ChangedElsewhereNote />}
      <ItemForm id={formId} initialValues={initial} busy={busy} onSubmit={onSubmit} />
    </Dialog>
  );
}

function ItemForm({
  id,
  initialValues,
  busy,
  onSubmit,
}: {
  id: string;
  initialValues: ContactListItemFormValues;
  busy: boolean;
  onSubmit: (values: ContactListItemFormValues) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => contactListItemSchema(t), [t]);
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy) return;
      onSubmit({ name: value.name.trim(), number: value.number.trim(), email: value.email.trim() });
    },
  });
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <form.Field name="name">
        {(field) => (
          <TextField
            label={t('contactLists:items.dialog.name')}
            data-autofocus
            autoComplete="off"
            {...bindText(field)}
          />
        )}
      </form.Field>
      <form.Field name="number">
        {(field) => (
          <TextField
            label={t('contactLists:items.dialog.number')}
            placeholder={NUMBER_PLACEHOLDER}
            inputMode="tel"
            autoComplete="off"
            {...bindText(field)}
          />
        )}
      </form.Field>
      <form.Field name="email">
        {(field) => (
          <TextField
            label={t('contactLists:items.dialog.email')}
            type="email"
            autoComplete="off"
            {...bindText(field)}
          />
        )}
      </form.Field>
    </form>
  );
}
