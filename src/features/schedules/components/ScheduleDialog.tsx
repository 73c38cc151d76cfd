import { useForm } from '@tanstack/react-form';
import clsx from 'clsx';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ResourceState } from '../../../ui/ResourceState.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { controlBorder, controlClass } from '../../../ui/field-styles.ts';
import { bindText, fieldError, submitWith, bindTextArea } from '../../../ui/form-field.ts';
import { SearchCombobox, type SearchStatus } from '../../../ui/SearchCombobox.tsx';
import {
  scheduleSchema,
  SEND_ERROR_STATUS,
  type ScheduleContact,
  type ScheduleFormValues,
  type ScheduleValues,
} from './schedule-form.ts';

export interface ScheduleDialogProps {
  open: boolean;
  onClose: () => void;
  mode: 'add' | 'edit';
  initialValues: ScheduleFormValues;
  /** Edit: the schedule's status and send date; a sent schedule can no longer be saved (S1 §5). */
  status?: string;
  /** The send date already formatted for display, or null/empty while not sent. */
  sentAt?: string | null;
  /** Edit: the schedule is being read, or could not be. */
  load?: { status: 'pending' | 'error' | 'success'; error?: string; onRetry: () => void };
  /** The contact search (S1 §5: from 3 characters). */
  contactQuery: string;
  onContactQueryChange: (query: string) => void;
  contacts: readonly ScheduleContact[];
  contactsStatus: SearchStatus;
  submitting: boolean;
  /** The values to send, and the form's own (with the contact's name) for a caller that keeps them. */
  onSubmit: (values: ScheduleValues, form: ScheduleFormValues) => void;
}

/** S1 §5 / §2.6: schedule a message (create or edit). The form is reused by the /schedules screen. */
export function ScheduleDialog({
  open,
  onClose,
  mode,
  initialValues,
  status,
  sentAt,
  load,
  submitting,
  ...form
}: ScheduleDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const ready = load === undefined || load.status === 'success';
  // S1 §5: the save button shows only while sentAt is empty.
  const canSave = ready && (sentAt === undefined || sentAt === null || sentAt === '');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mode === 'add' ? t('dialogs:schedule.addTitle') : t('dialogs:schedule.editTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('dialogs:cancel')}
          </Button>
          {canSave && (
            <Button type="submit" form={formId} loading={submitting}>
              {mode === 'add' ? t('dialogs:schedule.add') : t('dialogs:schedule.save')}
            </Button>
          )}
        </>
      }
    >
      {ready ? (
        <>
          {status !== undefined && status !== '' && (
            <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
              <span
                className={clsx(
                  status === SEND_ERROR_STATUS && 'font-semibold text-red-700 dark:text-red-400',
                )}
              >
                {t('dialogs:schedule.status', { status })}
              </span>
              {status === SEND_ERROR_STATUS && <Badge tone="danger">{t('dialogs:schedule.sendError')}</Badge>}
              {sentAt ? (
                <span className="text-ink-muted">
                  {t('dialogs:schedule.sentAt')}: {sentAt}
                </span>
              ) : null}
            </div>
          )}
          <ScheduleForm
            key={JSON.stringify(initialValues)}
            id={formId}
            initialValues={initialValues}
            submitting={submitting}
            {...form}
          />
        </>
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

function ScheduleForm({
  id,
  initialValues,
  contactQuery,
  onContactQueryChange,
  contacts,
  contactsStatus,
  submitting,
  onSubmit,
}: Pick<
  ScheduleDialogProps,
  | 'initialValues'
  | 'contactQuery'
  | 'onContactQueryChange'
  | 'contacts'
  | 'contactsStatus'
  | 'submitting'
  | 'onSubmit'
> & { id: string }) {
  const { t } = useTranslation();
  const schema = useMemo(() => scheduleSchema(t), [t]);
  const bodyId = useId();
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (submitting || value.contact === null) return;
      onSubmit(
        {
          body: value.body.trim(),
          contactId: value.contact.id,
          sendAt: new Date(value.sendAt).toISOString(),
        },
        { body: value.body.trim(), contact: value.contact, sendAt: value.sendAt },
      );
    },
  });
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <form.Field name="contact">
        {(field) => (
          <SearchCombobox<ScheduleContact>
            label={t('dialogs:schedule.contact')}
            hint={t('dialogs:newTicket.contactHint')}
            error={fieldError(field)}
            value={field.state.value}
            onChange={(next) => {
              field.handleChange(next);
              field.handleBlur();
            }}
            query={contactQuery}
            onQueryChange={onContactQueryChange}
            options={contacts}
            optionKey={(c) => c.id}
            optionLabel={(c) => c.name}
            status={contactsStatus}
            emptyText={t('dialogs:contactSearch.none')}
          />
        )}
      </form.Field>
      <form.Field name="body">
        {(field) => {
          const error = fieldError(field);
          return (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={bodyId} className="text-sm font-medium text-ink">
                {t('dialogs:schedule.body')}
              </label>
              <textarea
                id={bodyId}
                rows={9}
                {...bindTextArea(field)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${bodyId}-error` : undefined}
                data-autofocus
                className={clsx(
                  controlClass,
                  controlBorder(Boolean(error)),
                  'resize-y py-2 focus:border-primary focus:ring-3 focus:ring-primary/20',
                )}
              />
              {error && (
                <p id={`${bodyId}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
                  {error}
                </p>
              )}
            </div>
          );
        }}
      </form.Field>
      <form.Field name="sendAt">
        {(field) => (
          <TextField label={t('dialogs:schedule.sendAt')} type="datetime-local" {...bindText(field)} />
        )}
      </form.Field>
    </form>
  );
}
