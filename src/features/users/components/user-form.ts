import type { TFunction } from 'i18next';
import * as v from 'valibot';
import type { Profile, User } from '../../../api/schemas/user.schema.ts';

/** S3 §2.3, §3: the user dialog's fields; queues are read as `queues` and saved as `queueIds`. */
export interface UserFormValues {
  name: string;
  email: string;
  /** Empty: left out of the save (an edit keeps the current password). */
  password: string;
  profile: Profile;
  queueIds: number[];
  /** The default connection; null when none (S3 §7: whatsappId null when empty). */
  whatsappId: number | null;
}

/** A new user starts as a 'user' profile with no queues, as the reference's dialog does. */
export const emptyUserValues = (): UserFormValues => ({
  name: '',
  email: '',
  password: '',
  profile: 'user',
  queueIds: [],
  whatsappId: null,
});

export function userValuesOf(u: User): UserFormValues {
  return {
    name: u.name,
    email: u.email,
    password: '',
    profile: u.profile,
    queueIds: u.queues.map((q) => q.id),
    whatsappId: u.whatsappId ?? null,
  };
}

/** S3 §9: user name 2 to 50, password 5 to 50. */
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 50;

/**
 * S3 §5 user form: name required ('Required'), 2 to 50 ('Too Short!' / 'Too Long!'); password optional, 5 to 50
 * (the same two messages); email required and valid ('Invalid email').
 */
export function userSchema(t: TFunction) {
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('users:validation.required')),
      v.minLength(NAME_MIN, t('users:validation.tooShort')),
      v.maxLength(NAME_MAX, t('users:validation.tooLong')),
    ),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('users:validation.required')),
      v.email(t('users:validation.invalidEmail')),
    ),
    password: v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.minLength(PASSWORD_MIN, t('users:validation.tooShort')),
          v.maxLength(PASSWORD_MAX, t('users:validation.tooLong')),
        ),
      ],
      t('users:validation.tooShort'),
    ),
    profile: v.picklist(['admin', 'user']),
    queueIds: v.array(v.number()),
    whatsappId: v.nullable(v.number()),
  });
}

/**
 * The queue select's 'all' choice (S3 §2.3): chosen when every queue is, it selects every queue when pressed with
 * some missing and clears them all when pressed with all chosen.
 */
export const ALL_QUEUES = -1;

export function withAllChoice(
  next: readonly number[],
  previous: readonly number[],
  every: readonly number[],
): number[] {
  const pressedAll = next.includes(ALL_QUEUES) !== (previous.length > 0 && previous.length === every.length);
  const queues = next.filter((id) => id !== ALL_QUEUES);
  if (!pressedAll) return queues;
  return previous.length === every.length && every.length > 0 ? [] : [...every];
}
