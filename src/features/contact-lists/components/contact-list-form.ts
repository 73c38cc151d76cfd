import type { TFunction } from 'i18next';
import * as v from 'valibot';

export interface ContactListFormValues {
  name: string;
}

export const emptyContactListValues = (): ContactListFormValues => ({ name: '' });

/** S2 §5 'Contact-list name: required, 2 to 50' with the messages of S2 §8 ('Required', 'Too Short!', 'Too Long!'). */
export function contactListSchema(t: TFunction) {
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('validation:required')),
      v.minLength(2, t('validation:tooShort')),
      v.maxLength(50, t('validation:tooLong')),
    ),
  });
}
