import { useForm } from '@tanstack/react-form';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, FormDialogActions } from '../../../ui/Dialog.tsx';
import { submitWith, textField } from '../../../ui/form-field.ts';
import { Select } from '../../../ui/Select.tsx';
import {
  companyUserSchema,
  type CompanyUserFormValues,
  type CompanyUserProfile,
} from './company-user-form.ts';

/** 'Usuário' of the Empresas tab (S3 §2.5): the company's first user, read then edited in a dialog. */
export interface CompanyUserState {
  /** The company's users are being read ('Usuário' is busy). */
  reading: boolean;
  open: boolean;
  companyName: string;
  /** The company's first user; null when it has none (the dialog adds one). */
  userId: number | null;
  values: CompanyUserFormValues;
  busy: boolean;
}

/** The company form's 'Usuário' while a company is loaded into it (beside its delete, before its save). */
export function CompanyUserButton(props: { reading: boolean; disabled: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={props.onOpen} loading={props.reading} disabled={props.disabled}>
      {t('admin:companyUser.button')}
    </Button>
  );
}

export interface CompanyUserDialogProps {
  open: boolean;
  /** The company whose user this is (its name in the title). */
  companyName: string;
  /** The user edited (the company's first); null when the company has none and one is added. */
  userId: number | null;
  /** The user as read, or what the last submit sent: a failed save opens the form with it again. */
  values: CompanyUserFormValues;
  /** Saving: the submit button is busy and further presses do nothing. */
  busy: boolean;
  onSubmit: (values: CompanyUserFormValues) => void;
  onClose: () => void;
}

/** S3 §2.5 Empresas → 'Usuário': the company's first user (reference ModalUsers): name, email, password, profile. */
export function CompanyUserDialog(props: CompanyUserDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const creating = props.userId === null;
  return (
    <Dialog
      open={props.open}
      onClose={() => {
        if (!props.busy) props.onClose();
      }}
      size="md"
      title={creating ? t('admin:companyUser.addTitle') : t('admin:companyUser.editTitle')}
      description={props.companyName}
      actions={
        <FormDialogActions
          formId={formId}
          onCancel={props.onClose}
          cancelLabel={t('admin:companyUser.cancel')}
          submitLabel={creating ? t('admin:companyUser.okAdd') : t('admin:companyUser.okEdit')}
          busy={props.busy}
        />
      }
    >
      {/* Mounted per opening: the values are the ones read (or kept after a failed save). */}
      {props.open && (
        <CompanyUserForm
          id={formId}
          creating={creating}
          initialValues={props.values}
          busy={props.busy}
          onSubmit={props.onSubmit}
        />
      )}
    </Dialog>
  );
}

function CompanyUserForm(props: {
  id: string;
  creating: boolean;
  initialValues: CompanyUserFormValues;
  busy: boolean;
  onSubmit: (values: CompanyUserFormValues) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => companyUserSchema(t, props.creating), [t, props.creating]);
  const form = useForm({
    defaultValues: props.initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (props.busy) return;
      props.onSubmit({ ...value, name: value.name.trim(), email: value.email.trim() });
    },
  });
  return (
    <form id={props.id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <form.Field name="name">
        {textField({ label: t('admin:companyUser.name'), 'data-autofocus': true, autoComplete: 'off' })}
      </form.Field>
      <form.Field name="email">
        {textField({
          label: t('admin:companyUser.email'),
          type: 'email',
          required: true,
          autoComplete: 'off',
        })}
      </form.Field>
      <form.Field name="password">
        {textField({
          label: t('admin:companyUser.password'),
          type: 'password',
          required: props.creating,
          autoComplete: 'new-password',
          hint: props.creating ? undefined : t('admin:companyUser.passwordHint'),
        })}
      </form.Field>
      <form.Field name="profile">
        {(field) => (
          <Select<CompanyUserProfile>
            label={t('admin:companyUser.profile')}
            name={field.name}
            value={field.state.value}
            options={[
              { value: 'admin', label: t('admin:companyUser.profiles.admin') },
              { value: 'user', label: t('admin:companyUser.profiles.user') },
            ]}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
    </form>
  );
}
