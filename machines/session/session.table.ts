/** S1 §4.1 (session) and §5 (login rules) as data. `conformance.ts` compares it with the machine. */
import type { TableRow } from '../testing/conformance.ts';

export type SessionState = 'checking' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut' | 'forcedOut';

export const sessionTable: readonly TableRow<SessionState>[] = [
  {
    from: 'checking',
    event: 'done.refresh',
    to: 'signedIn',
    ref: 'S1 §4.1 a stored token is validated by a refresh',
  },
  {
    from: 'checking',
    event: 'error.refresh',
    to: 'signedOut',
    ref: 'S1 §4.1 an invalid stored token signs out',
  },
  { from: 'signedOut', event: 'session.login', to: 'signingIn', ref: 'S1 §2.2 login' },
  {
    from: 'signingIn',
    event: 'done.login',
    when: 'due date past',
    to: 'signedOut',
    ref: 'S1 §5 login blocked when the company due date is past (a calendar day before today)',
  },
  {
    from: 'signingIn',
    event: 'done.login',
    when: 'fewer than 5 days left',
    to: 'signedIn',
    ref: 'S1 §5 warning under 5 calendar days (0 = due today), login proceeds',
  },
  {
    from: 'signingIn',
    event: 'done.login',
    when: 'due date far',
    to: 'signedIn',
    ref: 'S1 §4.1 login stores token, companyId, userId; S1 §2.2 toast and /tickets',
  },
  { from: 'signingIn', event: 'error.login', to: 'signedOut', ref: 'S1 §8 error catalogue' },
  { from: 'signedIn', event: 'session.logout', to: 'signingOut', ref: 'S1 §7 DELETE /auth/logout' },
  { from: 'signingOut', event: 'done.logout', to: 'signedOut', ref: 'S1 §2.1 after logout to /login' },
  {
    from: 'signingOut',
    event: 'error.logout',
    to: 'signedOut',
    ref: 'S1 §2.1 after logout to /login (local sign-out even when the call fails)',
  },
  {
    from: 'signedIn',
    event: 'session.expired',
    to: 'signedOut',
    ref: 'S1 §4.1 a 401 clears token and companyId, signed out; S1 §8 the failure is told first',
  },
  {
    from: 'signedIn',
    event: 'server.auth.updated',
    when: 'current user',
    to: 'forcedOut',
    ref: 'S1 §4.1 real-time auth event naming the current user: notice, local storage cleared, reload after 1 s',
  },
];
