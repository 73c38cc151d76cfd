/**
 * The session (S1 §4.1) and the login rules (S1 §5). The clock (`now`) and the storage are given in the input so
 * that tests are deterministic and use a Map.
 */
import {
  assertEvent,
  assign,
  emit,
  fromPromise,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { AuthResponse, User } from '../../src/api/schemas/index.ts';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';
import { readStoredToken, STORAGE_KEYS } from '../common/session-storage.ts';
import { calendarDaysUntil, dueDay, formatDay, type CalendarDay } from './due-date.ts';

/** `clear`: a forced logout empties local storage (S1 §4.1), not only the session's keys. */
export type StoragePort = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export interface SessionInput {
  storage: StoragePort;
  now: () => number;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface SessionContext {
  storage: StoragePort;
  now: () => number;
  user: User | null;
  token: string | null;
  /** Company setting campaignsEnabled === 'true' (S1 §2.4). Kept across refreshes, which send no settings. */
  campaignsEnabled: boolean;
  /** Calendar days left on the subscription when under 5 (S1 §5; 0 = due today), else null. */
  warningDays: number | null;
  credentials: Credentials | null;
  /** Where the route guard found the visitor; login goes back there. */
  origin: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string; from?: string }
  | { type: 'session.logout' }
  /** A 401 ended the session; `error` is the failure, told to the user before the sign-out (S1 §8). */
  | { type: 'session.expired'; error?: unknown }
  | { type: 'session.tokenRefreshed'; token: string; user: User }
  | { type: 'server.auth.updated'; userId: number }
  | DoneActorEvent<AuthResponse, 'login'>
  | ErrorActorEvent<unknown, 'login'>
  | DoneActorEvent<AuthResponse, 'refresh'>
  | ErrorActorEvent<unknown, 'refresh'>
  | DoneActorEvent<void, 'logout'>
  | ErrorActorEvent<unknown, 'logout'>;

export const SUBSCRIPTION_WARNING_DAYS = 5;

function loginAnswer(event: SessionEvent): AuthResponse {
  assertEvent(event, 'xstate.done.actor.login');
  return event.output;
}

function dueOf(auth: AuthResponse): CalendarDay | null {
  return dueDay(auth.user.company?.dueDate);
}

/** Whole calendar days (see due-date.ts): negative once the due day has gone by. */
function daysLeft(auth: AuthResponse, now: number): number | null {
  const due = dueOf(auth);
  return due === null ? null : calendarDaysUntil(due, now);
}

function authFields(context: SessionContext, auth: { token: string; user: User }): Partial<SessionContext> {
  const settings = auth.user.company?.settings;
  return {
    token: auth.token,
    user: auth.user,
    campaignsEnabled:
      settings === undefined
        ? context.campaignsEnabled
        : settings.some((s) => s.key === 'campaignsEnabled' && s.value === 'true'),
  };
}

function authOf(event: SessionEvent): { token: string; user: User } {
  switch (event.type) {
    case 'xstate.done.actor.login':
    case 'xstate.done.actor.refresh':
      return event.output;
    case 'session.tokenRefreshed':
      return { token: event.token, user: event.user };
    default:
      throw new Error(`No auth answer in ${event.type}`);
  }
}

export const sessionMachine = setup({
  types: {
    input: typeOf<SessionInput>(),
    context: typeOf<SessionContext>(),
    events: typeOf<SessionEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  delays: {
    /** S1 §4.1: reload 1 s after the "signed in elsewhere" notice. */
    reloadDelay: 1000,
    /** S1 §4.1: online status every 5 minutes. */
    statusInterval: 300_000,
  },
  actors: {
    login: fromPromise<AuthResponse, Credentials>(() => notProvided('login')),
    refresh: fromPromise<AuthResponse, void>(() => notProvided('refresh')),
    /** DELETE /auth/logout with the token the session ended with (storage no longer holds it). */
    logout: fromPromise<void, string | null>(() => notProvided('logout')),
  },
  guards: {
    hasStoredToken: ({ context }) => readStoredToken(context.storage) !== null,
    // Due today is still a day of use: blocked only from the day after (S1 §5 "due date is past").
    isSubscriptionExpired: ({ context, event }) => {
      const days = daysLeft(loginAnswer(event), context.now());
      return days !== null && days < 0;
    },
    isSubscriptionEndingSoon: ({ context, event }) => {
      const days = daysLeft(loginAnswer(event), context.now());
      return days !== null && days < SUBSCRIPTION_WARNING_DAYS;
    },
    isCurrentUser: ({ context, event }) => {
      assertEvent(event, 'server.auth.updated');
      return context.user !== null && event.userId === context.user.id;
    },
  },
  actions: {
    assignLoginRequest: assign(({ event }) => {
      assertEvent(event, 'session.login');
      return { credentials: { email: event.email, password: event.password }, origin: event.from ?? null };
    }),
    assignAuth: assign(({ context, event }) => authFields(context, authOf(event))),
    /**
     * S1 §4.1 / CONTRACT: a refresh answers a thinner user (company without settings or dueDate). It changes the
     * token and nothing else: the same user keeps the same object, so nothing keyed on it re-renders or reloads.
     * Another id (another tab signed in as someone else, sharing the refresh cookie) is a new identity.
     */
    assignRefreshedToken: assign(({ context, event }) => {
      assertEvent(event, 'session.tokenRefreshed');
      return context.user !== null && context.user.id === event.user.id
        ? { token: event.token }
        : authFields(context, { token: event.token, user: event.user });
    }),
    assignWarningDays: assign(({ context, event }) => ({
      warningDays: daysLeft(loginAnswer(event), context.now()),
    })),
    forgetCredentials: assign({ credentials: null }),
    /** S1 §4.1: login stores the token, the company id and the user id. */
    persistSession: ({ context }) => {
      if (context.token === null || context.user === null) return;
      context.storage.setItem(STORAGE_KEYS.token, context.token);
      context.storage.setItem(STORAGE_KEYS.companyId, String(context.user.companyId));
      context.storage.setItem(STORAGE_KEYS.userId, String(context.user.id));
    },
    /** S1 §4.1: a 401 clears the token and the company id. */
    clearCredentials: ({ context }) => {
      context.storage.removeItem(STORAGE_KEYS.token);
      context.storage.removeItem(STORAGE_KEYS.companyId);
    },
    clearStorage: ({ context }) => {
      context.storage.removeItem(STORAGE_KEYS.token);
      context.storage.removeItem(STORAGE_KEYS.companyId);
      context.storage.removeItem(STORAGE_KEYS.userId);
    },
    /**
     * S1 §4.1: signed in elsewhere clears local storage, all of it (language and theme included: the spec says
     * "cleared", and a shared computer should not keep the last user's choices either).
     */
    clearAllStorage: ({ context }) => {
      context.storage.clear();
    },
    resetSession: assign({
      token: null,
      user: null,
      warningDays: null,
      campaignsEnabled: false,
      origin: null,
    }),
    reportStatus: () => notProvided('reportStatus'),
    reloadPage: () => {
      globalThis.location.reload();
    },
    notifySubscriptionExpired: emit(({ event }): MachineEmitted => {
      const due = dueOf(loginAnswer(event));
      return {
        type: 'notify',
        level: 'error',
        key: 'auth:subscriptionExpired',
        params: { date: due === null ? '' : formatDay(due) },
      };
    }),
    notifySubscriptionWarning: emit(({ context }): MachineEmitted => ({
      type: 'notify',
      level: 'warning',
      key: 'auth:subscriptionWarning',
      params: { n: context.warningDays ?? 0 },
    })),
    notifyLoginSuccess: emit({ type: 'notify', level: 'success', key: 'auth:loginSuccess' }),
    notifyLoginFailed: emit(({ event }): MachineEmitted => {
      assertEvent(event, 'xstate.error.actor.login');
      return { type: 'notify', level: 'error', key: 'errors:generic', error: event.error };
    }),
    notifySignedInElsewhere: emit({ type: 'notify', level: 'error', key: 'auth:signedInElsewhere' }),
    // The catalogue's 'session expired' text, or what the failure says (S1 §8), before the sign-out.
    notifySessionExpired: emit(({ event }): MachineEmitted => {
      assertEvent(event, 'session.expired');
      return {
        type: 'notify',
        level: 'error',
        key: 'errors:ERR_SESSION_EXPIRED',
        ...(event.error === undefined ? {} : { error: event.error }),
      };
    }),
    navigateAfterLogin: emit(({ context }): MachineEmitted => ({
      type: 'navigate',
      to: context.origin ?? '/tickets',
    })),
    navigateToLogin: emit({ type: 'navigate', to: '/login' }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    storage: input.storage,
    now: input.now,
    user: null,
    token: null,
    campaignsEnabled: false,
    warningDays: null,
    credentials: null,
    origin: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      initial: 'reading',
      states: {
        reading: {
          always: [{ guard: 'hasStoredToken', target: 'validating' }, { target: '#session.signedOut' }],
        },
        // A stored token is validated by a refresh (POST /auth/refresh_token).
        validating: {
          invoke: {
            id: 'refresh',
            src: 'refresh',
            onDone: { target: '#session.signedIn', actions: ['assignAuth', 'persistSession'] },
            onError: { target: '#session.signedOut', actions: 'clearCredentials' },
          },
        },
      },
    },
    signedOut: {
      on: {
        'session.login': { target: 'signingIn', actions: 'assignLoginRequest' },
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: credentialsInput,
        onDone: [
          // S1 §5: a past due date blocks the login; nothing is stored.
          {
            guard: 'isSubscriptionExpired',
            target: 'signedOut',
            actions: ['forgetCredentials', 'notifySubscriptionExpired'],
          },
          {
            guard: 'isSubscriptionEndingSoon',
            target: 'signedIn',
            actions: [
              'forgetCredentials',
              'assignAuth',
              'assignWarningDays',
              'persistSession',
              'notifySubscriptionWarning',
              'notifyLoginSuccess',
              'navigateAfterLogin',
            ],
          },
          {
            target: 'signedIn',
            actions: [
              'forgetCredentials',
              'assignAuth',
              'persistSession',
              'notifyLoginSuccess',
              'navigateAfterLogin',
            ],
          },
        ],
        onError: { target: 'signedOut', actions: ['forgetCredentials', 'notifyLoginFailed'] },
      },
    },
    signedIn: {
      initial: 'online',
      on: {
        'session.logout': { target: 'signingOut' },
        // No navigation of its own: the route guard sends the visitor to /login and remembers where they were,
        // so they come back there after signing in again.
        'session.expired': {
          target: 'signedOut',
          actions: ['notifySessionExpired', 'clearCredentials', 'resetSession'],
        },
        'session.tokenRefreshed': { actions: 'assignRefreshedToken' },
        'server.auth.updated': { guard: 'isCurrentUser', target: 'forcedOut' },
      },
      states: {
        // S1 §4.1: report the online status at once and every 5 minutes.
        online: {
          entry: 'reportStatus',
          after: { statusInterval: { target: 'online', reenter: true } },
        },
      },
    },
    // Local first: the browser forgets the session and shows /login at once, then tells the server. Waiting for the
    // server's answer left a slow or unreachable backend's user on /login with the token still stored, and a reload
    // in that window signed them back in. A failed DELETE /auth/logout changes nothing here.
    signingOut: {
      entry: ['clearStorage', 'navigateToLogin'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => context.token,
        onDone: { target: 'signedOut', actions: 'resetSession' },
        onError: { target: 'signedOut', actions: 'resetSession' },
      },
    },
    // The route guard leaves for /login once storage is cleared and, unlike after a 401, remembers no return
    // address: the page belongs to a session that someone else ended. The reload drops every in-memory cache.
    forcedOut: {
      entry: ['notifySignedInElsewhere', 'clearAllStorage', 'resetSession'],
      after: { reloadDelay: { actions: 'reloadPage' } },
    },
  },
});

function credentialsInput({ context }: { context: SessionContext }): Credentials {
  return context.credentials ?? { email: '', password: '' };
}
