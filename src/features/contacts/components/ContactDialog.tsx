import { PlusIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useForm } from '@tanstack/react-form';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';
import { Dialog, FormDialogActions } from '../../../ui/Dialog.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import { ResourceState } from '../../../ui/ResourceState.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { bindText, submitWith, textField } from '../../../ui/form-field.ts';
import { contactSchema, type ContactFormValues } from './contact-form.ts';

export { contactSchema, emptyContactValues, type ContactFormValues } from './contact-form.ts';

export interface ContactDialogProps {
  open: boolean;
  mode: 'add' | 'edit';
  /** What the form starts with (edit: the contact; add: empty, or the name typed in the new-ticket search). */
  initialValues: ContactFormValues;
  /** Edit: the contact is being read (pending) or could not be (error, with a retry). */
  load?: { status: 'pending' | 'error' | 'success'; error?: string; onRetry: () => void };
  /** The save is running (the spec's 400 ms delay, then the call): the form takes no second submit. */
  submitting: boolean;
  /** The contact changed elsewhere while open: said above the form; what was typed stays. */
  changedElsewhere?: boolean;
  /** Called with values that pass the rules, trimmed. */
  onSubmit: (values: ContactFormValues) => void;
  onClose: () => void;
}

/** S1 §2.9: add or edit a contact, with extra-info rows that can be added and removed. */
export function ContactDialog({
  open,
  mode,
  initialValues,
  load,
  submitting,
  changedElsewhere = false,
  onSubmit,
  onClose,
}: ContactDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const ready = load === undefined || load.status === 'success';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mode === 'add' ? t('dialogs:contact.addTitle') : t('dialogs:contact.editTitle')}
      size="md"
      actions={
        <FormDialogActions
          formId={formId}
          onCancel={onClose}
          cancelLabel={t('dialogs:cancel')}
          submitLabel={mode === 'add' ? t('dialogs:contact.add') : t('dialogs:contact.save')}
          busy={submitting}
          ready={ready}
        />
      }
    >
      {changedElsewhere && <ChangedElsewhereNote />}
      {ready ? (
        <ContactForm
          // A new starting point (another contact, or the edited one arriving) is a new form.
          key={JSON.stringify(initialValues)}
          id={formId}
          initialValues={initialValues}
          submitting={submitting}
          onSubmit={onSubmit}
        />
      ) : (
        <ResourceState
          status={load.status}
          {...(load.error === undefined ? {} : { error: load.error })}
          onRetry={load.onRetry}
        />
      )}
    </Dialog>
  );
}

function ContactForm({
  id,
  initialValues,
  submitting,
  onSubmit,
}: {
  id: string;
  initialValues: ContactFormValues;
  submitting: boolean;
  onSubmit: (values: ContactFormValues) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => contactSchema(t), [t]);
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (submitting) return;
      onSubmit({
        name: value.name.trim(),
        number: value.number.trim(),
        email: value.email.trim(),
        extraInfo: value.extraInfo.map((x) => ({ id: x.id, name: x.name.trim(), value: x.value.trim() })),
      });
    },
  });
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink-muted">{t('dialogs:contact.mainInfo')}</legend>
        <form.Field name="name">
          {textField({ label: t('dialogs:contact.name'), 'data-autofocus': true, autoComplete: 'off' })}
        </form.Field>
        <form.Field name="number">
          {textField({
            label: t('dialogs:contact.number'),
            placeholder: t('dialogs:contact.numberPlaceholder'),
            inputMode: 'tel',
            autoComplete: 'off',
          })}
        </form.Field>
        <form.Field name="email">
          {textField({
            label: t('dialogs:contact.email'),
            placeholder: t('dialogs:contact.emailPlaceholder'),
            type: 'email',
            autoComplete: 'off',
          })}
        </form.Field>
      </fieldset>
      <form.Field name="extraInfo" mode="array">
        {(rows) => (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-ink-muted">
              {t('dialogs:contact.extraInfo')}
            </legend>
            {rows.state.value.map((_, index) => (
              <div key={index} className="flex items-end gap-2" data-extra-info-row={index}>
                <form.Field name={`extraInfo[${index}].name`}>
                  {(field) => (
                    <TextField
                      className="min-w-0 flex-1"
                      label={t('dialogs:contact.extraName')}
                      {...bindText(field)}
                    />
                  )}
                </form.Field>
                <form.Field name={`extraInfo[${index}].value`}>
                  {(field) => (
                    <TextField
                      className="min-w-0 flex-1"
                      label={t('dialogs:contact.extraValue')}
                      {...bindText(field)}
                    />
                  )}
                </form.Field>
                <IconButton
                  aria-label={t('dialogs:contact.removeExtraInfo', { index: index + 1 })}
                  icon={<TrashIcon />}
                  onClick={() => rows.removeValue(index)}
                  className="mb-1"
                />
              </div>
            ))}
            <div>
              <Button
                variant="secondary"
                size="sm"
                leadingIcon={<PlusIcon className="size-4" aria-hidden="true" />}
                onClick={() => rows.pushValue({ id: null, name: '', value: '' })}
              >
                {t('dialogs:contact.addExtraInfo')}
              </Button>
            </div>
          </fieldset>
        )}
      </form.Field>
    </form>
  );
}
