import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import { createApi, createApiClient, type Api, type ApiClient } from '../api/index.ts';
import type { AuthResponse } from '../api/schemas/index.ts';
import type { AppEnv } from '../lib/env.ts';
import { CatchUpTracker } from './catch-up.ts';
import { EffectsBus } from './effects.ts';
import { Lazy } from './lazy.ts';
import { RealtimeHub } from './realtime-hub.ts';
import { SessionScopes, type SessionScope } from './session-scope.ts';
import { AnswersGate } from './answers-gate.ts';

/** S1 §3: the local-storage feature flag that registers the campaign routes. */
export const CSHOW_KEY = 'cshow';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * What the sandbox's entry puts under the login form (the seeded accounts, one press each, for demo visitors). Only
 * the demo gives one; the login screen renders it with how to sign in and whether a sign-in is running.
 */
export type DemoLoginSlot = (props: {
  signIn: (email: string, password: string) => void;
  busy: boolean;
}) => ReactNode;

export interface AppServices {
  env: AppEnv;
  client: ApiClient;
  api: Api;
  i18n: I18n;
  session: SessionActor;
  realtime: RealtimeHub;
  storage: Storage;
  /** The one binding of what machines emit (navigate, notify). */
  effects: EffectsBus;
  /** Shown lists still refetching after a reconnect (the connection banner waits for them). */
  catchUp: CatchUpTracker;
  /** Sandbox mode only: the demo accounts under the login form. */
  demoLogin?: DemoLoginSlot;
  /**
   * The signed-in user's session scope (src/session/session-scope.ts): the owner of every long-lived actor. Null when
   * nobody is signed in.
   */
  scope: () => SessionScope | null;
  /**
   * The resource cache (src/session/queries/client.ts): one per services, made on first use (react-query stays off the
   * /login path) and read by public screens too (sign-up's plans), where no scope exists. Each session scope empties
   * it when it stops, so one user's answers are never shown to the next.
   */
  queryCache: Lazy<QueryClient>;
  /** Holds the API's answers while the signed-in page's first render runs (./answers-gate.ts). */
  answersGate: AnswersGate;
  /**
   * Fetches what a signed-in page shows first while the login form idles: the composition root knows those modules
   * (src/app/prefetch.ts) and hands the call in; without one (tests, stories) it does nothing.
   */
  prefetchSignedIn: () => void;
}

export interface CreateServicesOptions {
  env: AppEnv;
  i18n: I18n;
  /** The sandbox's socket transport; production uses socket.io's own websocket. */
  socketTransports?: unknown[];
  storage?: Storage;
  fetch?: typeof fetch;
  now?: () => number;
  reload?: () => void;
  /** Sandbox mode only (main.tsx): the demo accounts under the login form. */
  demoLogin?: DemoLoginSlot;
  /** What the login screen starts once shown (AppServices.prefetchSignedIn). */
  prefetchSignedIn?: (services: Pick<AppServices, 'i18n' | 'api'>) => void;
}

/**
 * Wires the layers once: API client → session machine ← realtime. Everything a screen needs comes from here,
 * through React context (src/session/context.tsx), so stories and tests can build the same graph on the sandbox.
 */
export function createServices(options: CreateServicesOptions): AppServices {
  const storage = options.storage ?? localStorage;
  let session: SessionActor | null = null;

  const answersGate = new AnswersGate();
  const client = createApiClient({
    baseUrl: options.env.backendUrl,
    hold: () => answersGate.wait(),
    storage,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onSessionOver: (reason) => session?.send({ type: 'session.expired', error: reason }),
    // A refresh changes the token and nothing else: the socket keeps its connection, and its next handshake reads
    // the new token from storage.
    onTokenRefreshed: (auth: AuthResponse) => {
      session?.send({ type: 'session.tokenRefreshed', token: auth.token, user: auth.user });
    },
  });
  const api = createApi(client);

  const hub = new RealtimeHub({
    url: new URL(options.env.backendUrl).origin,
    getToken: () => client.getToken(),
    refreshToken: () => client.refresh(),
    ...(options.socketTransports ? { transports: options.socketTransports } : {}),
    ...(options.now ? { now: options.now } : {}),
    log: (message, detail) => console.warn(`[realtime] ${message}`, detail),
  });

  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => api.auth.login(input)),
      refresh: fromPromise(() => client.refresh()),
      logout: fromPromise<void, string | null>(({ input }) => api.auth.logout(input)),
    },
    actions: {
      // One writer of the stored session, in the format the reference frontend uses.
      persistSession: ({ context }) => {
        if (context.token !== null && context.user !== null)
          client.storeSession({ token: context.token, user: context.user });
        // As the reference frontend: a login whose company has campaignsEnabled 'true' sets the `cshow` flag, which
        // registers the campaign routes (S1 §2.1) and keeps the Campaigns group after a reload (a refresh answer
        // carries no settings). A login without it clears the flag.
        if (context.user?.company?.settings !== undefined) {
          if (context.campaignsEnabled) storage.setItem(CSHOW_KEY, 'true');
          else storage.removeItem(CSHOW_KEY);
        }
      },
      reportStatus: () => hub.reportStatus(),
      reloadPage: () => (options.reload ?? (() => window.location.reload()))(),
    },
  });
  const effects = new EffectsBus();
  session = createActor(machine, {
    input: { storage, now: options.now ?? Date.now },
    inspect: effects.inspect,
  });

  const scopes = new SessionScopes();
  const queryCache = new Lazy<QueryClient>();
  // The socket and the session scope live exactly as long as a signed-in session.
  session.subscribe((snapshot) => {
    const user = snapshot.context.user;
    scopes.sync(snapshot.matches('signedIn') && user ? user : null);
    // Owned first, so stopped last: the session's actors stop before the cache empties. Fetches still running for
    // the user who left land on removed entries, never in the next user's cache.
    scopes.scope()?.own('queryCache', () => ({ stop: () => queryCache.peek()?.clear() }));
    if (snapshot.matches('signedIn') && user) {
      void hub.start({ companyId: user.companyId, userId: user.id });
    } else if (!snapshot.matches('signedIn')) {
      hub.stop();
    }
  });
  hub.onEvent((event) => {
    if (event.type === 'server.auth.updated')
      session?.send({ type: 'server.auth.updated', userId: event.userId });
  });

  const services: AppServices = {
    env: options.env,
    client,
    api,
    i18n: options.i18n,
    session,
    realtime: hub,
    storage,
    effects,
    catchUp: new CatchUpTracker(),
    scope: () => scopes.scope(),
    queryCache,
    answersGate,
    prefetchSignedIn: () => options.prefetchSignedIn?.(services),
    ...(options.demoLogin ? { demoLogin: options.demoLogin } : {}),
  };
  return services;
}
