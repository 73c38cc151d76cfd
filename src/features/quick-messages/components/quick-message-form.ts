import type { TFunction } from 'i18next';
import * as v from 'valibot';

export interface QuickMessageFormValues {
  shortcode: string;
  message: string;
}

export const emptyQuickMessageValues = (): QuickMessageFormValues => ({ shortcode: '', message: '' });

/** S2 §9: shortcode 3 to 50, message 3 to 500. */
export const SHORTCODE_MIN = 3;
export const SHORTCODE_MAX = 50;
export const MESSAGE_MIN = 3;
export const MESSAGE_MAX = 500;

/**
 * S2 §5 Quick message: shortcode 3 to 50 required; message 3 to 500 required. The spec quotes no text for this
 * form: the form messages of its catalogue (§8) are used, 'Required', 'Too Short!', 'Too Long!'.
 */
export function quickMessageSchema(t: TFunction) {
  const field = (min: number, max: number) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('validation:required')),
      v.minLength(min, t('validation:tooShort')),
      v.maxLength(max, t('validation:tooLong')),
    );
  return v.object({
    shortcode: field(SHORTCODE_MIN, SHORTCODE_MAX),
    message: field(MESSAGE_MIN, MESSAGE_MAX),
  });
}
