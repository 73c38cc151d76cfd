/** S1 §2.6: contact names are shortened to 10 characters under 600 px. */
export const NARROW_NAME_LENGTH = 10;
/** S1 §2.6: queue names are truncated at 70 characters. */
export const QUEUE_NAME_LENGTH = 70;

export { shorten } from '../../../lib/text.ts';
