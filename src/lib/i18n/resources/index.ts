import { common } from './common.ts';

/** Every namespace of the catalogue. Add a namespace file beside this one and list it here. */
export const namespaces = { common } as const;

export type Namespace = keyof typeof namespaces;
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
