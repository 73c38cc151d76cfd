import { createElement, type ChangeEvent, type FormEvent } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** TanStack Form keeps validator issues as-is: valibot gives `{ message }` objects, plain validators strings. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (
      typeof error === 'object' &&
      error !== null &&
      'message' in error &&
      typeof error.message === 'string'
    )
      return error.message;
  }
  return undefined;
}

/** The part of a TanStack Form field that the inputs need (structural, so it fits every form's field type). */
export interface FormFieldLike<V> {
  name: string;
  state: { value: V; meta: { isTouched: boolean; errors: readonly unknown[] } };
  handleChange: (value: V) => void;
  handleBlur: () => void;
}

/** The spec's message for a field, once the user has touched it. */
export function fieldError(field: {
  state: { meta: FormFieldLike<unknown>['state']['meta'] };
}): string | undefined {
  return field.state.meta.isTouched ? firstError(field.state.meta.errors) : undefined;
}

/** Everything a TextField needs from a form field: `<TextField label=… {...bindText(field)} />`. */
export function bindText(field: FormFieldLike<string>) {
  return {
    name: field.name,
    value: field.state.value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => field.handleChange(e.target.value),
    onBlur: field.handleBlur,
    error: fieldError(field),
  };
}

/** Everything a textarea takes from a form field (its message is drawn beside it): `<textarea {...bindTextArea(field)} />`. */
export function bindTextArea(field: FormFieldLike<string>) {
  return {
    name: field.name,
    value: field.state.value,
    onChange: (e: ChangeEvent<HTMLTextAreaElement>) => field.handleChange(e.target.value),
    onBlur: field.handleBlur,
  };
}

/** What a form's text field is drawn with besides the field itself (its label, type, hints…). */
export type TextFieldOptions = Omit<TextFieldProps, keyof ReturnType<typeof bindText>> & {
  /** The field a dialog focuses first. */
  'data-autofocus'?: boolean;
};

/**
 * A form field drawn as a TextField bound with bindText, for the common case:
 * `<form.Field name="name">{textField({ label: t('…'), autoComplete: 'off' })}</form.Field>`.
 */
export function textField(options: TextFieldOptions) {
  return (field: FormFieldLike<string>) => createElement(TextField, { ...options, ...bindText(field) });
}

/**
 * After a submit the rules refused, the focus goes to the first field that says why (WCAG 3.3.1), once its message
 * is drawn; the submit button that had it keeps it when nothing is invalid on screen.
 */
export function focusFirstInvalid(form: HTMLElement, unlessMovedFrom?: Element | null): void {
  requestAnimationFrame(() => {
    // The user went on meanwhile (a slow machine: the rules answer after they clicked into a field and typed): the
    // focus is theirs, never pulled away mid-word.
    if (unlessMovedFrom !== undefined && document.activeElement !== unlessMovedFrom) return;
    form
      .querySelector<HTMLElement>(
        ':is(input, textarea, button, [role="combobox"]):is([aria-invalid="true"], [data-invalid])',
      )
      ?.focus();
  });
}

/** The part of a TanStack Form that a submit needs. */
export interface SubmittableForm {
  handleSubmit: () => Promise<unknown>;
  state: { isValid: boolean };
}

/**
 * The one `onSubmit` of every form (`<form noValidate onSubmit={submitWith(form)}>`): the browser's submit is
 * replaced by the form's own (its schema has the spec's messages), and a refused submit puts the focus on the first
 * field that says why.
 */
export function submitWith(form: SubmittableForm) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const focused = document.activeElement;
    void form.handleSubmit().then(() => {
      if (!form.state.isValid) focusFirstInvalid(element, focused);
    });
  };
}
