import type { TFunction } from 'i18next';
import * as v from 'valibot';

export type CompanyUserProfile = 'admin' | 'user';

/** S3 §2.5 'Usuário': the company's first user, as the reference's ModalUsers edits it (no queues, no connection). */
export interface CompanyUserFormValues {
  name: string;
  email: string;
  /** Empty: an edit keeps the user's password (left out of the save). */
  password: string;
  profile: CompanyUserProfile;
}

export const emptyCompanyUserValues = (): CompanyUserFormValues => ({
  name: '',
  email: '',
  password: '',
  profile: 'admin',
});

/** S3 §9: name 2 to 50, password 5 to 50. */
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 50;

/**
 * The reference's ModalUsers rules: name required, 2 to 50 ('Too Short!' / 'Too Long!'); email required and valid
 * ('Invalid email'); password optional, 5 to 50. A company with no user yet gets one: the backend then asks a
 * password, so it is required there (docs/decisions.md, Companies and plans).
 */
export function companyUserSchema(t: TFunction, creating: boolean) {
  const sized = v.pipe(
    v.string(),
    v.minLength(PASSWORD_MIN, t('admin:companyUser.validation.tooShort')),
    v.maxLength(PASSWORD_MAX, t('admin:companyUser.validation.tooLong')),
  );
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('admin:companyUser.validation.required')),
      v.minLength(NAME_MIN, t('admin:companyUser.validation.tooShort')),
      v.maxLength(NAME_MAX, t('admin:companyUser.validation.tooLong')),
    ),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('admin:companyUser.validation.required')),
      v.email(t('admin:companyUser.validation.invalidEmail')),
    ),
    password: creating
      ? v.pipe(v.string(), v.nonEmpty(t('admin:companyUser.validation.required')), sized)
      : v.union([v.literal(''), sized], t('admin:companyUser.validation.tooShort')),
    profile: v.picklist(['admin', 'user']),
  });
}
