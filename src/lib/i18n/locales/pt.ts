import { common } from './pt/common.ts';
import { auth } from './pt/auth.ts';
import { layout } from './pt/layout.ts';
import { tickets } from './pt/tickets.ts';
import { composer } from './pt/composer.ts';
import { messages } from './pt/messages.ts';
import { errors } from './pt/errors.ts';
import { validation } from './pt/validation.ts';

/** The whole catalogue in pt, one key per namespace. */
export const pt = { common, auth, layout, tickets, composer, messages, errors, validation } as const;
