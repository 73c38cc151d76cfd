import { useForm } from '@tanstack/react-form';
import clsx from 'clsx';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickMessage } from '../../../api/schemas/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { controlBorder, controlClass } from '../../../ui/field-styles.ts';
import { bindText, fieldError, submitWith } from '../../../ui/form-field.ts';
import { TextField } from '../../../ui/TextField.tsx';
import {
  emptyQuickMessageValues,
  MESSAGE_MAX,
  quickMessageSchema,
  SHORTCODE_MAX,
  type QuickMessageFormValues,
} from './quick-message-form.ts';

export interface QuickMessageDialogProps {
  open: boolean;
  /** The quick message edited; null when adding. */
  editing: QuickMessage | null;
  /** What the last submit sent: a failed save opens the form with it again. */
  values: QuickMessageFormValues | null;
  busy: boolean;
  changedElsewhere: boolean;
  onSubmit: (values: QuickMessageFormValues) => void;
  onClose: () => void;
}

/** S2 §2 Quick messages: the dialog 'Mensagem Rápida' with shortcode and message, Cancel and Save. */
export function QuickMessageDialog({
  open,
  editing,
  values,
  busy,
  changedElsewhere,
  onSubmit,
  onClose,
}: QuickMessageDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const initial =
    values ??
    (editing ? { shortcode: editing.shortcode, message: editing.message } : emptyQuickMessageValues());
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="md"
      title={t('quickMessages:dialog.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('quickMessages:dialog.save')}
          </Button>
        </>
      }
    >
      {changedElsewhere && (
        <p
          role="status"
          className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('common:entity.changedElsewhere')}
        </p>
      )}
      {/* Mounted per opening: the values reset on close (S2 §4). */}
      <QuickMessageForm id={formId} initialValues={initial} busy={busy} onSubmit={onSubmit} />
    </Dialog>
  );
}

function QuickMessageForm({
  id,
  initialValues,
  busy,
  onSubmit,
}: {
  id: string;
  initialValues: QuickMessageFormValues;
  busy: boolean;
  onSubmit: (values: QuickMessageFormValues) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => quickMessageSchema(t), [t]);
  const messageId = useId();
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy) return;
      onSubmit({ shortcode: value.shortcode.trim(), message: value.message.trim() });
    },
  });
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <form.Field name="shortcode">
        {(field) => (
          <TextField
            label={t('quickMessages:dialog.shortcode')}
            data-autofocus
            autoComplete="off"
            maxLength={SHORTCODE_MAX + 10}
            {...bindText(field)}
          />
        )}
      </form.Field>
      <form.Field name="message">
        {(field) => {
          const error = fieldError(field);
          return (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={messageId} className="text-sm font-medium text-ink">
                {t('quickMessages:dialog.message')}
              </label>
              <textarea
                id={messageId}
                name={field.name}
                rows={6}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${messageId}-count${error ? ` ${messageId}-error` : ''}`}
                className={clsx(
                  controlClass,
                  controlBorder(Boolean(error)),
                  'resize-y py-2 focus:border-primary focus:ring-3 focus:ring-primary/20',
                )}
              />
              <div className="flex justify-between gap-2 text-xs">
                {error ? (
                  <p id={`${messageId}-error`} className="font-medium text-red-700 dark:text-red-400">
                    {error}
                  </p>
                ) : (
                  <span />
                )}
                <span id={`${messageId}-count`} className="text-ink-muted tabular-nums">
                  {field.state.value.length}/{MESSAGE_MAX}
                </span>
              </div>
            </div>
          );
        }}
      </form.Field>
    </form>
  );
}
