import { useAutoAnimate } from '@formkit/auto-animate/react';
import { BuildingOffice2Icon, KeyIcon } from '@heroicons/react/20/solid';
import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { Plan } from '../../../api/schemas/plan.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { bindText, fieldError, textField } from '../../../ui/form-field.ts';

export interface CreateCompanyValues {
  planId: number;
  name: string;
  token: string;
}

export interface CreateCompanyFormProps {
  plans: readonly Plan[];
  onSubmit: (values: CreateCompanyValues) => void;
  submitting: boolean;
}

export function createCompanySchema(t: TFunction) {
  const required = t('validation:required');
  return v.object({
    planId: v.pipe(
      v.nullable(v.number()),
      v.check((id) => id !== null, required),
    ),
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.minLength(2, t('validation:tooShort')),
      v.maxLength(50, t('validation:tooLong')),
    ),
    token: v.pipe(v.string(), v.trim(), v.nonEmpty(required)),
  });
}

/** S3 §2.14: a plan select first; name and token appear only after a plan is chosen, then the submit button. */
export function CreateCompanyForm({ plans, onSubmit, submitting }: CreateCompanyFormProps) {
  const { t } = useTranslation();
  const [animated] = useAutoAnimate<HTMLFormElement>();
  const schema = useMemo(() => createCompanySchema(t), [t]);
  const defaultValues: { planId: number | null; name: string; token: string } = {
    planId: null,
    name: '',
    token: '',
  };
  const form = useForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (value.planId === null) return;
      onSubmit({ planId: value.planId, name: value.name.trim(), token: value.token.trim() });
    },
  });

  return (
    <form
      ref={animated}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="planId">
        {(field) => (
          <Select<number>
            label={t('auth:company.plan')}
            placeholder={t('auth:company.planPlaceholder')}
            value={field.state.value}
            onChange={(id) => field.handleChange(id)}
            options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
            error={fieldError(field)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.planId !== null}>
        {(chosen) =>
          chosen && (
            <div className="flex flex-col gap-4">
              <form.Field name="name">
                {textField({ label: t('auth:company.name'), leading: <BuildingOffice2Icon /> })}
              </form.Field>
              <form.Field name="token">
                {(field) => (
                  <TextField label={t('auth:company.token')} leading={<KeyIcon />} {...bindText(field)} />
                )}
              </form.Field>
              <Button type="submit" size="lg" fullWidth loading={submitting} className="mt-2">
                {t('auth:company.submit')}
              </Button>
            </div>
          )
        }
      </form.Subscribe>
    </form>
  );
}
