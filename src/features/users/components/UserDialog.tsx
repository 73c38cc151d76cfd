import { useForm } from '@tanstack/react-form';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';
import { Dialog, FormDialogActions } from '../../../ui/Dialog.tsx';
import { fieldError, submitWith, textField } from '../../../ui/form-field.ts';
import { MultiSelect } from '../../../ui/MultiSelect.tsx';
import { ResourceState, type ReadState } from '../../../ui/ResourceState.tsx';
import { Select } from '../../../ui/Select.tsx';
import {
  ALL_QUEUES,
  NAME_MAX,
  PASSWORD_MAX,
  userSchema,
  withAllChoice,
  type UserFormValues,
} from './user-form.ts';

/** The user-modal permissions of S3 §6. */
export interface UserDialogPermissions {
  /** 'user-modal:editProfile': the profile select (and, as in the reference, the default connection). */
  editProfile: boolean;
  /** 'user-modal:editQueues': the queue select. */
  editQueues: boolean;
}

export interface UserDialogProps {
  open: boolean;
  mode: 'add' | 'edit';
  /** What the form starts from: the user as read (edit), what the last submit sent (a failed save), or empty. */
  initialValues: UserFormValues;
  /** The edited user's read (GET /users/:id) while it has not arrived, or failed (with a retry). */
  load?: { status: 'pending' | 'error' | 'success'; error?: string; onRetry: () => void } | undefined;
  /** Waiting the 400 ms or saving: the submit button is busy and further presses do nothing. */
  busy: boolean;
  /** The user changed elsewhere while open: said above the form; what was typed stays. */
  changedElsewhere: boolean;
  permissions: UserDialogPermissions;
  /** The company's queues (GET /queue) and connections (GET /whatsapp). */
  queues: readonly { id: number; name: string; color?: string }[];
  queuesLoad?: ReadState | undefined;
  connections: readonly { id: number; name: string }[];
  connectionsLoad?: ReadState | undefined;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
}

/** S3 §2.3 user dialog: name, password, email, profile (admin or user), queues with 'all', default connection. */
export function UserDialog(props: UserDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const { open, mode, load, busy } = props;
  const ready = load === undefined || load.status === 'success';
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) props.onClose();
      }}
      size="md"
      title={mode === 'edit' ? t('users:dialog.editTitle') : t('users:dialog.addTitle')}
      actions={
        <FormDialogActions
          formId={formId}
          onCancel={props.onClose}
          cancelLabel={t('users:dialog.cancel')}
          submitLabel={mode === 'edit' ? t('users:dialog.okEdit') : t('users:dialog.okAdd')}
          busy={busy}
          ready={ready}
        />
      }
    >
      {props.changedElsewhere && <ChangedElsewhereNote />}
      {load !== undefined && load.status !== 'success' ? (
        <ResourceState
          status={load.status}
          {...(load.error === undefined ? {} : { error: load.error })}
          onRetry={load.onRetry}
        />
      ) : (
        // Mounted per opening (and once the user is read): the values reset on close (S3 §4.2).
        <UserForm id={formId} {...props} />
      )}
    </Dialog>
  );
}

function UserForm({
  id,
  mode,
  initialValues,
  busy,
  permissions,
  queues,
  queuesLoad,
  connections,
  connectionsLoad,
  onSubmit,
}: UserDialogProps & { id: string }) {
  const { t } = useTranslation();
  const schema = useMemo(() => userSchema(t), [t]);
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy) return;
      onSubmit({ ...value, name: value.name.trim(), email: value.email.trim() });
    },
  });
  const every = queues.map((q) => q.id);
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="name">
          {textField({
            label: t('users:dialog.name'),
            'data-autofocus': true,
            autoComplete: 'off',
            maxLength: NAME_MAX + 10,
          })}
        </form.Field>
        <form.Field name="password">
          {textField({
            label: t('users:dialog.password'),
            type: 'password',
            autoComplete: 'new-password',
            maxLength: PASSWORD_MAX + 10,
            ...(mode === 'edit' ? { hint: t('users:dialog.passwordHintEdit') } : {}),
          })}
        </form.Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="email">
          {textField({
            label: t('users:dialog.email'),
            type: 'email',
            autoComplete: 'off',
            spellCheck: false,
          })}
        </form.Field>
        {permissions.editProfile && (
          <form.Field name="profile">
            {(field) => (
              <Select
                label={t('users:dialog.profile')}
                value={field.state.value}
                onChange={(profile) => field.handleChange(profile)}
                options={[
                  { value: 'admin', label: t('users:profiles.admin') },
                  { value: 'user', label: t('users:profiles.user') },
                ]}
                error={fieldError(field)}
              />
            )}
          </form.Field>
        )}
      </div>
      {permissions.editQueues && (
        <form.Field name="queueIds">
          {(field) => {
            const all = every.length > 0 && every.every((q) => field.state.value.includes(q));
            return (
              <MultiSelect
                label={t('users:dialog.queues')}
                placeholder={t('users:dialog.queues')}
                value={all ? [...field.state.value, ALL_QUEUES] : field.state.value}
                onChange={(next) => field.handleChange(withAllChoice(next, field.state.value, every))}
                options={[
                  { value: ALL_QUEUES, label: t('users:dialog.allQueues') },
                  ...queues.map((q) => ({
                    value: q.id,
                    label: q.name,
                    ...(q.color
                      ? {
                          leading: (
                            <span
                              aria-hidden="true"
                              className="size-3 shrink-0 rounded-full"
                              style={{ backgroundColor: q.color }}
                            />
                          ),
                        }
                      : {}),
                  })),
                ]}
                summary={(n) =>
                  all ? t('users:dialog.allQueues') : t('users:dialog.queuesChosen', { count: n })
                }
                load={queuesLoad}
              />
            );
          }}
        </form.Field>
      )}
      {permissions.editProfile && (
        <form.Field name="whatsappId">
          {(field) => (
            <Select
              label={t('users:dialog.whatsapp')}
              value={field.state.value ?? 0}
              onChange={(value) => field.handleChange(value === 0 ? null : value)}
              options={[
                { value: 0, label: t('users:dialog.noWhatsapp') },
                ...connections.map((w) => ({ value: w.id, label: w.name })),
              ]}
              load={connectionsLoad}
            />
          )}
        </form.Field>
      )}
    </form>
  );
}
