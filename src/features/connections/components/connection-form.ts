import type { TFunction } from 'i18next';
import * as v from 'valibot';
import type { Whatsapp } from '../../../api/schemas/whatsapp.schema.ts';

/** S3 §2.2, §3: the connection dialog's fields; queues are read as `queues` and saved as `queueIds`. */
export interface ConnectionFormValues {
  name: string;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  isDefault: boolean;
  token: string;
  provider: string;
  queueIds: number[];
}

export const emptyConnectionValues = (): ConnectionFormValues => ({
  name: '',
  greetingMessage: '',
  complationMessage: '',
  outOfHoursMessage: '',
  ratingMessage: '',
  isDefault: false,
  token: '',
  provider: 'beta',
  queueIds: [],
});

export function connectionValuesOf(w: Whatsapp): ConnectionFormValues {
  return {
    name: w.name,
    greetingMessage: w.greetingMessage,
    complationMessage: w.complationMessage,
    outOfHoursMessage: w.outOfHoursMessage,
    ratingMessage: w.ratingMessage,
    isDefault: w.isDefault,
    token: w.token,
    provider: w.provider,
    queueIds: w.queues.map((q) => q.id),
  };
}

/** S3 §5: name required, 2 to 50 characters ('Required' / 'Too Short!' / 'Too Long!'). */
export function connectionSchema(t: TFunction) {
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('connections:validation.required')),
      v.minLength(2, t('connections:validation.tooShort')),
      v.maxLength(50, t('connections:validation.tooLong')),
    ),
    greetingMessage: v.string(),
    complationMessage: v.string(),
    outOfHoursMessage: v.string(),
    ratingMessage: v.string(),
    isDefault: v.boolean(),
    token: v.string(),
    provider: v.string(),
    queueIds: v.array(v.number()),
  });
}

/** S3 §9: the message fields are 4 rows. */
export const MESSAGE_ROWS = 4;
export const MESSAGE_FIELDS = [
  'greetingMessage',
  'complationMessage',
  'outOfHoursMessage',
  'ratingMessage',
] as const;
