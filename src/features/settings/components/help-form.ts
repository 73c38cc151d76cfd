import type { TFunction } from 'i18next';
import * as v from 'valibot';
import type { Help } from '../../../api/schemas/s2.ts';
import { isVideoCode, videoCodeOf } from '../../../lib/help-video.ts';

/** S3 §2.7: the admin form's fields (title, video code, description). */
export interface HelpFormValues {
  title: string;
  video: string;
  description: string;
}

export const emptyHelpValues = (): HelpFormValues => ({ title: '', video: '', description: '' });

export const helpValuesOf = (help: Help): HelpFormValues => ({
  title: help.title,
  video: help.video,
  description: help.description,
});

/**
 * S3 §5 'Help and plan forms: required fields not shown'. The backend's rules are taken (HelpController and
 * CreateService): the title is required and has at least 3 characters; a description, when given, at least 3 (the
 * reference answers ERR_HELP_INVALID_NAME otherwise). The video code may be empty (the column is nullable) and
 * otherwise is a code, or a YouTube address the code is taken from (src/lib/help-video.ts).
 */
export function helpSchema(t: TFunction) {
  return v.object({
    title: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('validation:mandatory')),
      v.minLength(3, t('helps:manager.tooShort')),
      v.maxLength(255, t('validation:tooLong')),
    ),
    video: v.pipe(
      v.string(),
      v.check((raw) => isVideoCode(videoCodeOf(raw)), t('helps:manager.invalidVideo')),
    ),
    description: v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => text === '' || text.length >= 3, t('helps:manager.tooShort')),
    ),
  });
}

/** What is saved: trimmed, the video as its code. */
export function cleanHelpValues(values: HelpFormValues): HelpFormValues {
  return {
    title: values.title.trim(),
    video: videoCodeOf(values.video),
    description: values.description.trim(),
  };
}
