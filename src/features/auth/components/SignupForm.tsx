import { BuildingOffice2Icon, EnvelopeIcon, LockClosedIcon } from '@heroicons/react/20/solid';
import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { Plan } from '../../../api/schemas/plan.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { fieldError, textField } from '../../../ui/form-field.ts';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  planId: number;
}

export interface SignupFormProps {
  plans: readonly Plan[];
  /** From the customer_email query parameter (S1 §2.3). */
  initialEmail?: string;
  /** What the user had typed before a reload (never the password). */
  initialDraft?: SignupSavedDraft | undefined;
  onDraftChange?: (draft: SignupSavedDraft) => void;
  onSubmit: (values: SignupValues) => void;
  submitting: boolean;
  /** Where 'Already have an account?' leads. */
  loginHref?: string;
}

export interface SignupSavedDraft {
  name: string;
  email: string;
  planId: number | null;
}

interface SignupDraft {
  name: string;
  email: string;
  password: string;
  planId: number | null;
}

/** S1 §5: name 2–50, password 5–50, valid email, plan required; messages as the spec quotes them. */
export function signupSchema(t: TFunction) {
  const required = t('validation:required');
  const bounded = (min: number, max: number) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.minLength(min, t('validation:tooShort')),
      v.maxLength(max, t('validation:tooLong')),
    );
  return v.object({
    name: bounded(2, 50),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.email(t('validation:invalidEmail'))),
    password: bounded(5, 50),
    planId: v.pipe(
      v.nullable(v.number()),
      v.check((id) => id !== null, required),
    ),
  });
}

export const formatPlanPrice = (value: number): string =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function SignupForm({
  plans,
  initialEmail = '',
  initialDraft,
  onDraftChange,
  onSubmit,
  submitting,
  loginHref,
}: SignupFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => signupSchema(t), [t]);
  const defaultValues: SignupDraft = {
    name: initialDraft?.name ?? '',
    email: initialDraft?.email || initialEmail,
    password: '',
    planId: initialDraft?.planId ?? null,
  };
  const form = useForm({
    defaultValues,
    listeners: {
      // The password is never part of a draft.
      onChange: ({ formApi }) => {
        const { name, email, planId } = formApi.state.values;
        onDraftChange?.({ name, email, planId });
      },
    },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (value.planId === null) return;
      onSubmit({
        name: value.name.trim(),
        email: value.email.trim(),
        password: value.password,
        planId: value.planId,
      });
    },
  });

  const planOptions = plans.map((plan) => ({
    value: plan.id,
    label: plan.name,
    description: t('auth:signup.planOption', {
      name: plan.name,
      users: plan.users,
      connections: plan.connections,
      value: formatPlanPrice(plan.value),
    }),
  }));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="name">
        {textField({
          label: t('auth:signup.companyName'),
          autoComplete: 'organization',
          leading: <BuildingOffice2Icon />,
        })}
      </form.Field>
      <form.Field name="email">
        {textField({
          label: t('auth:signup.email'),
          type: 'email',
          autoComplete: 'email',
          leading: <EnvelopeIcon />,
        })}
      </form.Field>
      <form.Field name="password">
        {textField({
          label: t('auth:signup.password'),
          type: 'password',
          autoComplete: 'new-password',
          leading: <LockClosedIcon />,
        })}
      </form.Field>
      <form.Field name="planId">
        {(field) => (
          <Select<number>
            label={t('auth:signup.plan')}
            placeholder={t('auth:signup.planPlaceholder')}
            value={field.state.value}
            onChange={(id) => field.handleChange(id)}
            options={planOptions}
            error={fieldError(field)}
          />
        )}
      </form.Field>
      <Button type="submit" size="lg" fullWidth loading={submitting} className="mt-2">
        {t('auth:signup.submit')}
      </Button>
      {loginHref && (
        <a
          href={loginHref}
          className="text-center text-sm font-semibold text-[color-mix(in_oklab,var(--color-primary)_78%,black)] dark:text-primary underline-offset-4 hover:underline"
        >
          {t('auth:signup.login')}
        </a>
      )}
    </form>
  );
}
