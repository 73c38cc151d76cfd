/** S1 §2.6: contact names are shortened to 10 characters under 600 px. */
export const NARROW_NAME_LENGTH = 10;
/** S1 §2.6: queue names are truncated at 70 characters. */
export const QUEUE_NAME_LENGTH = 70;
/** Grey of 'Sem fila' (S1 §2.5, §2.6). */
export const NO_QUEUE_COLOR = '#7c7c7c';

export { shorten } from '../../../lib/text.ts';
