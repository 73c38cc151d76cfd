import type { TFunction } from 'i18next';
import * as v from 'valibot';

export interface TextTestValues {
  token: string;
  number: string;
  body: string;
}

export interface MediaTestValues {
  token: string;
  number: string;
  file: File | null;
}

export const emptyTextTest = (): TextTestValues => ({ token: '', number: '', body: '' });
export const emptyMediaTest = (): MediaTestValues => ({ token: '', number: '', file: null });

const required = (t: TFunction) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(t('messagesApi:validation.required')));

/** S3 §5: the text test form requires token, number and body. */
export function textTestSchema(t: TFunction) {
  return v.object({ token: required(t), number: required(t), body: required(t) });
}

/** S3 §5: the media test form requires token, number and a file. */
export function mediaTestSchema(t: TFunction) {
  return v.object({
    token: required(t),
    number: required(t),
    file: v.pipe(
      v.nullable(v.instance(File)),
      v.check((file) => file !== null, t('messagesApi:validation.fileRequired')),
    ),
  });
}
