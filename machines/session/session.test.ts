import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { UserSchema, type AuthResponse, type User } from '../../src/api/schemas/index.ts';
import type { MachineEmitted } from '../common/emitted.ts';
import { compareWithTable, deriveTransitions, unsampledEvents, type Sample } from '../testing/conformance.ts';
import { sessionMachine, type Credentials, type StoragePort } from './session.machine.ts';
import { sessionTable } from './session.table.ts';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

function makeUser(
  dueDate: string | null,
  settings: { key: string; value: string }[] | undefined = [{ key: 'campaignsEnabled', value: 'true' }],
): User {
  return v.parse(UserSchema, {
    id: 1,
    name: 'Ana',
    email: 'ana@demo.com',
    profile: 'admin',
    companyId: 4,
    company: { id: 4, name: 'Demo', dueDate, ...(settings === undefined ? {} : { settings }) },
  });
}

const auth = (dueDate: string | null): AuthResponse => ({ token: 'tok-1', user: makeUser(dueDate) });
const FAR = '2026-06-01T12:00:00.000Z';
const SOON = '2026-03-12T00:00:00.000Z'; // 1.5 days left: ceil → 2
const PAST = '2026-03-01T12:00:00.000Z';

function mapStorage(initial: Record<string, string> = {}): StoragePort & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, value) => void map.set(k, value),
    removeItem: (k) => void map.delete(k),
  };
}

interface Options {
  storage?: ReturnType<typeof mapStorage>;
  login?: (c: Credentials) => Promise<AuthResponse>;
  refresh?: () => Promise<AuthResponse>;
  logout?: () => Promise<void>;
}

function start(options: Options = {}) {
  const storage = options.storage ?? mapStorage();
  const calls = { reportStatus: 0, reloadPage: 0, logout: 0 };
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<AuthResponse, Credentials>(({ input }) =>
        (options.login ?? (() => Promise.resolve(auth(FAR))))(input),
      ),
      refresh: fromPromise<AuthResponse, void>(() =>
        (options.refresh ?? (() => Promise.resolve(auth(FAR))))(),
      ),
      logout: fromPromise<void, void>(() => {
        calls.logout++;
        return (options.logout ?? (() => Promise.resolve()))();
      }),
    },
    actions: {
      reportStatus: () => void calls.reportStatus++,
      reloadPage: () => void calls.reloadPage++,
    },
  });
  const actor = createActor(machine, { input: { storage, now: () => NOW }, clock });
  const emitted: MachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, storage, calls, clock, emitted };
}

async function signIn(options: Options = {}) {
  const session = start(options);
  session.actor.send({ type: 'session.login', email: 'ana@demo.com', password: '123456' });
  await waitFor(session.actor, (s) => !s.matches('signingIn'));
  return session;
}

describe('sessionMachine conformance with S1 §4.1 / §5', () => {
  const samples: Sample[] = [
    { event: { type: 'session.login', email: 'a@b.c', password: '123456' } },
    { event: { type: 'session.logout' } },
    { event: { type: 'session.expired' } },
    { event: { type: 'session.tokenRefreshed', token: 'tok-2', user: makeUser(FAR) } },
    { when: 'current user', event: { type: 'server.auth.updated', userId: 1 } },
    { when: 'other user', event: { type: 'server.auth.updated', userId: 2 } },
    {
      when: 'due date past',
      event: { type: 'xstate.done.actor.login', actorId: 'login', output: auth(PAST) },
    },
    {
      when: 'fewer than 5 days left',
      event: { type: 'xstate.done.actor.login', actorId: 'login', output: auth(SOON) },
    },
    { when: 'due date far', event: { type: 'xstate.done.actor.login', actorId: 'login', output: auth(FAR) } },
    {
      event: {
        type: 'xstate.error.actor.login',
        actorId: 'login',
        error: new Error('ERR_INVALID_CREDENTIALS'),
      },
    },
    { event: { type: 'xstate.done.actor.refresh', actorId: 'refresh', output: auth(FAR) } },
    { event: { type: 'xstate.error.actor.refresh', actorId: 'refresh', error: new Error('401') } },
    { event: { type: 'xstate.done.actor.logout', actorId: 'logout', output: undefined } },
    { event: { type: 'xstate.error.actor.logout', actorId: 'logout', error: new Error('500') } },
  ];
  const quiet = sessionMachine.provide({
    actions: { reportStatus: () => undefined, reloadPage: () => undefined },
  });

  it('has a sample for every event the machine listens to', () => {
    expect(unsampledEvents(sessionMachine, samples)).toEqual([]);
  });

  it('does every table row, and nothing between states that the table lacks', () => {
    const inputs = [
      { storage: mapStorage(), now: () => NOW },
      { storage: mapStorage({ token: 'stored' }), now: () => NOW },
    ];
    const derived = deriveTransitions(quiet, { inputs, samples });
    expect(compareWithTable(derived, sessionTable)).toEqual({ missingInMachine: [], missingInTable: [] });
  });
});

describe('sessionMachine paths', () => {
  it('no stored token: signed out at once', () => {
    expect(start().actor.getSnapshot().value).toBe('signedOut');
  });

  it('a stored token (raw or JSON-stringified) is validated by a refresh', async () => {
    for (const token of ['abc', '"abc"']) {
      const { actor } = start({ storage: mapStorage({ token }) });
      expect(actor.getSnapshot().matches('checking')).toBe(true);
      await waitFor(actor, (s) => s.matches('signedIn'));
      expect(actor.getSnapshot().context.user?.id).toBe(1);
    }
  });

  it('a stored token that does not refresh signs out and is cleared', async () => {
    const storage = mapStorage({ token: 'old', companyId: '4' });
    const { actor } = start({ storage, refresh: () => Promise.reject(new Error('401')) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(storage.map.has('token')).toBe(false);
    expect(storage.map.has('companyId')).toBe(false);
  });

  it('login → signedIn stores token, companyId, userId, toasts, goes to /tickets, reports status; logout → /login', async () => {
    const { actor, storage, emitted, calls, clock } = await signIn();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'online' });
    expect(Object.fromEntries(storage.map)).toEqual({ token: 'tok-1', companyId: '4', userId: '1' });
    expect(emitted).toEqual([
      { type: 'notify', level: 'success', key: 'auth:loginSuccess' },
      { type: 'navigate', to: '/tickets' },
    ]);
    expect(actor.getSnapshot().context.campaignsEnabled).toBe(true);
    expect(actor.getSnapshot().context.credentials).toBeNull();

    expect(calls.reportStatus).toBe(1);
    clock.increment(299_999);
    expect(calls.reportStatus).toBe(1);
    clock.increment(1);
    expect(calls.reportStatus).toBe(2);
    clock.increment(300_000);
    expect(calls.reportStatus).toBe(3);

    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls.logout).toBe(1);
    expect(storage.map.size).toBe(0);
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/login' });
    clock.increment(300_000);
    expect(calls.reportStatus).toBe(3);
  });

  it('login goes back to the origin remembered by the route guard', async () => {
    const session = start();
    session.actor.send({ type: 'session.login', email: 'a', password: 'b', from: '/contacts' });
    await waitFor(session.actor, (s) => s.matches('signedIn'));
    expect(session.emitted.at(-1)).toEqual({ type: 'navigate', to: '/contacts' });
  });

  it('a failed logout still signs out locally', async () => {
    const { actor, storage, emitted } = await signIn({ logout: () => Promise.reject(new Error('500')) });
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(storage.map.size).toBe(0);
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/login' });
  });

  it('login is blocked when the due date is past: error toast with dd/MM/yyyy, nothing stored', async () => {
    const { actor, storage, emitted } = await signIn({ login: () => Promise.resolve(auth(PAST)) });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storage.map.size).toBe(0);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(emitted).toEqual([
      { type: 'notify', level: 'error', key: 'auth:subscriptionExpired', params: { date: '01/03/2026' } },
    ]);
  });

  it('fewer than 5 days left: warning with n days (ceil), login proceeds', async () => {
    const { actor, emitted } = await signIn({ login: () => Promise.resolve(auth(SOON)) });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.warningDays).toBe(2);
    expect(emitted[0]).toEqual({
      type: 'notify',
      level: 'warning',
      key: 'auth:subscriptionWarning',
      params: { n: 2 },
    });
    expect(emitted).toContainEqual({ type: 'notify', level: 'success', key: 'auth:loginSuccess' });
  });

  it('5 days or more left: no warning', async () => {
    const { emitted, actor } = await signIn({
      login: () => Promise.resolve(auth('2026-03-15T12:00:00.000Z')),
    });
    expect(emitted.map((e) => (e.type === 'notify' ? e.key : e.to))).toEqual([
      'auth:loginSuccess',
      '/tickets',
    ]);
    expect(actor.getSnapshot().context.warningDays).toBeNull();
  });

  it('a failed login stays signed out with the error attached', async () => {
    const failure = new Error('ERR_INVALID_CREDENTIALS');
    const { actor, emitted } = await signIn({ login: () => Promise.reject(failure) });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
  });

  it('session.expired (401) clears token and companyId and goes to /login', async () => {
    const { actor, storage, emitted } = await signIn();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storage.map.has('token')).toBe(false);
    expect(storage.map.has('companyId')).toBe(false);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/login' });
  });

  it('signed in elsewhere: notice, storage cleared, reload after 1000 ms', async () => {
    const { actor, storage, emitted, calls, clock } = await signIn();
    actor.send({ type: 'server.auth.updated', userId: 2 });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    actor.send({ type: 'server.auth.updated', userId: 1 });
    expect(actor.getSnapshot().value).toBe('forcedOut');
    expect(emitted.at(-1)).toEqual({ type: 'notify', level: 'error', key: 'auth:signedInElsewhere' });
    expect(storage.map.size).toBe(0);
    clock.increment(999);
    expect(calls.reloadPage).toBe(0);
    clock.increment(1);
    expect(calls.reloadPage).toBe(1);
  });

  it('a token refreshed by the API layer updates the context and keeps company settings', async () => {
    const { actor } = await signIn();
    const refreshed = { ...makeUser(FAR, undefined), name: 'Ana Maria' };
    actor.send({ type: 'session.tokenRefreshed', token: 'tok-2', user: refreshed });
    expect(actor.getSnapshot().context.token).toBe('tok-2');
    expect(actor.getSnapshot().context.user?.name).toBe('Ana Maria');
    expect(actor.getSnapshot().context.campaignsEnabled).toBe(true);
  });
});
