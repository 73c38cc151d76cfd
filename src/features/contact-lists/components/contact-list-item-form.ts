import type { TFunction } from 'i18next';
import * as v from 'valibot';

export interface ContactListItemFormValues {
  name: string;
  number: string;
  email: string;
}

export const emptyContactListItemValues = (): ContactListItemFormValues => ({
  name: '',
  number: '',
  email: '',
});

/** The number's placeholder (S2 §2: 'like 5513912344321'). */
export const NUMBER_PLACEHOLDER = '5513912344321';

/**
 * S2 §5 'List contact: name 2 to 50 required; number 8 to 50; email valid', with the messages of S2 §8. An empty
 * number is too short (the reference's yup `min(8)` refuses '' too); an empty email is allowed.
 */
export function contactListItemSchema(t: TFunction) {
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('validation:required')),
      v.minLength(2, t('validation:tooShort')),
      v.maxLength(50, t('validation:tooLong')),
    ),
    number: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(8, t('validation:tooShort')),
      v.maxLength(50, t('validation:tooLong')),
    ),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.union(
        [v.literal(''), v.pipe(v.string(), v.email(t('validation:invalidEmail')))],
        t('validation:invalidEmail'),
      ),
    ),
  });
}
