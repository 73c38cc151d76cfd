import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { submitWith } from '../form-field.ts';

/** A form's rules: a valibot schema with the spec's messages, made with the language's `t`. */
export type FormSchema<V> = (t: TFunction) => v.GenericSchema<V>;

/**
 * The one form of every record (TanStack Form with a valibot schema): validated on change and on submit, and sent
 * through `onSubmit` once the rules pass; a second press while `busy` sends nothing.
 */
export function useEntityForm<V>(
  initialValues: V,
  schema: v.GenericSchema<V>,
  busy: boolean,
  onSubmit: (values: V) => void,
) {
  return useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (!busy) onSubmit(value);
    },
  });
}

/** The form a record's fields are drawn with: `<form.Field name="name">{(field) => …}</form.Field>`, fully typed. */
export type FormOf<V> = ReturnType<typeof useEntityForm<V>>;

export interface EntityFormProps<V> {
  /** The form element's id: the dialog's submit button names it (`form=`). */
  id: string;
  initialValues: V;
  schema: FormSchema<V>;
  busy: boolean;
  /** What the form sends, after the rules passed (trimmed, normalised). */
  onSubmit: (values: V) => void;
  /** The fields. */
  children: (form: FormOf<V>) => ReactNode;
  className?: string;
  /** The heading that names the form (a form above a table has one). */
  labelledBy?: string;
  /** Its name when no heading names it. */
  label?: string;
}

/**
 * A record's form: mounted per opening, so its values start from `initialValues` and reset on close (S2 §4). A
 * refused submit puts the focus on the first field that says why.
 */
export function EntityForm<V>({
  id,
  initialValues,
  schema,
  busy,
  onSubmit,
  children,
  className,
  labelledBy,
  label,
}: EntityFormProps<V>) {
  const { t } = useTranslation();
  const rules = useMemo(() => schema(t), [schema, t]);
  const form = useEntityForm(initialValues, rules, busy, onSubmit);
  return (
    <form
      id={id}
      noValidate
      aria-labelledby={labelledBy}
      aria-label={label}
      className={className ?? 'flex flex-col gap-4'}
      onSubmit={submitWith(form)}
    >
      {children(form)}
    </form>
  );
}
