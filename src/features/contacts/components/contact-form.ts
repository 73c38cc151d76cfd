import type { TFunction } from 'i18next';
import * as v from 'valibot';
import type { ContactInput } from '../../../api/contacts.api.ts';
import type { Contact } from '../../../api/schemas/index.ts';

export interface ContactExtraInfoValue {
  /** The row's id when it came from the server (kept on save, so the backend updates rather than re-creates). */
  id: number | null;
  name: string;
  value: string;
}

export interface ContactFormValues {
  name: string;
  number: string;
  email: string;
  extraInfo: ContactExtraInfoValue[];
}

export const emptyContactValues: ContactFormValues = { name: '', number: '', email: '', extraInfo: [] };

const EmailSchema = v.pipe(v.string(), v.email());

/**
 * S1 §5 contact rules: name required, 2–50; number optional, 8–50; email valid when given. Messages as the spec
 * quotes them (S1 §8).
 */
export function contactSchema(t: TFunction) {
  const tooShort = t('validation:tooShort');
  const tooLong = t('validation:tooLong');
  const optionalBounded = (min: number, max: number) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || s.length >= min, tooShort),
      v.check((s) => s.length <= max, tooLong),
    );
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('validation:required')),
      v.minLength(2, tooShort),
      v.maxLength(50, tooLong),
    ),
    number: optionalBounded(8, 50),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || v.is(EmailSchema, s), t('validation:invalidEmail')),
    ),
    extraInfo: v.array(v.object({ id: v.nullable(v.number()), name: v.string(), value: v.string() })),
  });
}

export function contactInputOf(values: ContactFormValues): ContactInput {
  return {
    name: values.name,
    number: values.number,
    email: values.email,
    // Rows left blank are not information.
    extraInfo: values.extraInfo
      .filter((x) => x.name !== '' || x.value !== '')
      .map((x) =>
        x.id === null ? { name: x.name, value: x.value } : { id: x.id, name: x.name, value: x.value },
      ),
  };
}

export function contactValuesOf(contact: Contact): ContactFormValues {
  return {
    name: contact.name,
    number: contact.number,
    email: contact.email,
    extraInfo: (contact.extraInfo ?? []).map((x) => ({ id: x.id ?? null, name: x.name, value: x.value })),
  };
}
