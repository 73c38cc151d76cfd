import { useForm } from '@tanstack/react-form';
import clsx from 'clsx';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Whatsapp } from '../../../api/schemas/whatsapp.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { controlBorder, controlClass } from '../../../ui/field-styles.ts';
import { bindText, fieldError, submitWith, type FormFieldLike } from '../../../ui/form-field.ts';
import { MultiSelect } from '../../../ui/MultiSelect.tsx';
import type { ReadState } from '../../../ui/ResourceState.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import {
  connectionSchema,
  connectionValuesOf,
  emptyConnectionValues,
  MESSAGE_FIELDS,
  MESSAGE_ROWS,
  type ConnectionFormValues,
} from './connection-form.ts';

export interface ConnectionDialogProps {
  open: boolean;
  editing: Whatsapp | null;
  values: ConnectionFormValues | null;
  busy: boolean;
  /** The company's queues (GET /queue) for the queue selection. */
  queues: readonly { id: number; name: string }[];
  queuesLoad?: ReadState | undefined;
  onSubmit: (values: ConnectionFormValues) => void;
  onClose: () => void;
}

/** S3 §2.2 connection dialog: name, the four messages (4 rows), default, token, provider 'beta', queues. */
export function ConnectionDialog({
  open,
  editing,
  values,
  busy,
  queues,
  queuesLoad,
  onSubmit,
  onClose,
}: ConnectionDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const initial = values ?? (editing ? connectionValuesOf(editing) : emptyConnectionValues());
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="lg"
      title={editing ? t('connections:dialog.editTitle') : t('connections:dialog.addTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('connections:dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {editing ? t('connections:dialog.okEdit') : t('connections:dialog.okAdd')}
          </Button>
        </>
      }
    >
      <ConnectionForm
        id={formId}
        initialValues={initial}
        busy={busy}
        queues={queues}
        queuesLoad={queuesLoad}
        onSubmit={onSubmit}
      />
    </Dialog>
  );
}

function ConnectionForm({
  id,
  initialValues,
  busy,
  queues,
  queuesLoad,
  onSubmit,
}: {
  id: string;
  initialValues: ConnectionFormValues;
  busy: boolean;
  queues: readonly { id: number; name: string }[];
  queuesLoad?: ReadState | undefined;
  onSubmit: (values: ConnectionFormValues) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => connectionSchema(t), [t]);
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy) return;
      onSubmit({ ...value, name: value.name.trim() });
    },
  });
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <div className="flex flex-wrap items-end gap-4">
        <form.Field name="name">
          {(field) => (
            <div className="min-w-0 flex-1">
              <TextField
                label={t('connections:dialog.name')}
                data-autofocus
                autoComplete="off"
                {...bindText(field)}
              />
            </div>
          )}
        </form.Field>
        <form.Field name="isDefault">
          {(field) => (
            <label className="mb-2 inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={field.state.value}
                onChange={(e) => field.handleChange(e.target.checked)}
              />
              {t('connections:dialog.default')}
            </label>
          )}
        </form.Field>
      </div>
      {/* Two columns from sm up: the four messages stacked made the dialog taller than a laptop's viewport. */}
      <div className="grid gap-4 sm:grid-cols-2">
        {MESSAGE_FIELDS.map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <MessageField id={`${id}-${name}`} label={t(`connections:dialog.${name}`)} field={field} />
            )}
          </form.Field>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="queueIds">
          {(field) => (
            <MultiSelect
              label={t('connections:dialog.queues')}
              placeholder={t('connections:dialog.queues')}
              value={field.state.value}
              onChange={(ids) => field.handleChange(ids)}
              options={queues.map((q) => ({ value: q.id, label: q.name }))}
              summary={(n) => `${n} ${t('connections:dialog.queues').toLowerCase()}`}
              load={queuesLoad}
            />
          )}
        </form.Field>
        <form.Field name="token">
          {(field) => (
            <TextField
              label={t('connections:dialog.token')}
              autoComplete="off"
              spellCheck={false}
              {...bindText(field)}
            />
          )}
        </form.Field>
      </div>
    </form>
  );
}

function MessageField({ id, label, field }: { id: string; label: string; field: FormFieldLike<string> }) {
  const error = fieldError(field);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={field.name}
        rows={MESSAGE_ROWS}
        value={field.state.value}
        onChange={(e) => field.handleChange(e.target.value)}
        onBlur={field.handleBlur}
        className={clsx(controlClass, controlBorder(Boolean(error)), 'resize-y')}
      />
    </div>
  );
}
