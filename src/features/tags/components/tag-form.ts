import type { TFunction } from 'i18next';
import * as v from 'valibot';

export interface TagFormValues {
  name: string;
  color: string;
}

/**
 * S2 §2 Tags: the colour picker has no transparency and stores a hash-prefixed hex string, from a fixed palette of
 * about 50 colours. Ten hues in five shades, each readable as a dot on light and dark surfaces.
 */
export const TAG_PALETTE: readonly string[] = [
  '#b71c1c',
  '#e53935',
  '#ef5350',
  '#e57373',
  '#ffcdd2',
  '#880e4f',
  '#d81b60',
  '#ec407a',
  '#f06292',
  '#f8bbd0',
  '#4a148c',
  '#8e24aa',
  '#ab47bc',
  '#ba68c8',
  '#e1bee7',
  '#1a237e',
  '#3949ab',
  '#5c6bc0',
  '#7986cb',
  '#c5cae9',
  '#0d47a1',
  '#1e88e5',
  '#42a5f5',
  '#64b5f6',
  '#bbdefb',
  '#006064',
  '#00acc1',
  '#26c6da',
  '#4dd0e1',
  '#b2ebf2',
  '#1b5e20',
  '#43a047',
  '#66bb6a',
  '#81c784',
  '#c8e6c9',
  '#827717',
  '#c0ca33',
  '#d4e157',
  '#dce775',
  '#f0f4c3',
  '#e65100',
  '#fb8c00',
  '#ffa726',
  '#ffb74d',
  '#ffe0b2',
  '#3e2723',
  '#6d4c41',
  '#8d6e63',
  '#546e7a',
  '#90a4ae',
];

export const emptyTagValues = (): TagFormValues => ({ name: '', color: TAG_PALETTE[21] ?? '#1e88e5' });

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * S2 §5 Tag: name required ('Obrigatório'), at least 3 characters ('Mensagem muito curta'), the rule of the tag form
 * seen elsewhere (the one for this dialog is not shown: docs/decisions.md, Tags). Colour: '#' and six hex digits, no
 * alpha.
 */
export function tagSchema(t: TFunction) {
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('validation:mandatory')),
      v.minLength(3, t('validation:messageTooShort')),
      v.maxLength(50, t('validation:tooLong')),
    ),
    color: v.pipe(v.string(), v.trim(), v.regex(HEX, t('validation:hexColor'))),
  });
}
