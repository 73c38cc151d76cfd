import { auth } from './auth.ts';
import { common } from './common.ts';
import { errors } from './errors.ts';
import { layout } from './layout.ts';
import { tickets } from './tickets.ts';
import { validation } from './validation.ts';

/** Every namespace of the catalogue. Add a namespace file beside this one and list it here. */
export const namespaces = { common, auth, layout, tickets, errors, validation } as const;

export type Namespace = keyof typeof namespaces;
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
