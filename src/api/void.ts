import * as v from 'valibot';

/** Answers the app does not read (200 with an empty or ignored body). */
export const IgnoredAnswerSchema = v.unknown();
