import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { UserSchema, type AuthResponse, type User } from '../../src/api/schemas/index.ts';
import type { MachineEmitted } from '../common/emitted.ts';
import { compareWithTable, deriveTransitions, unsampledEvents, type Sample } from '../testing/conformance.ts';
import { sessionMachine, type Credentials, type StoragePort } from './session.machine.ts';
import { sessionTable } from './session.table.ts';

// 10/03/2026 09:00 in São Paulo (tests/setup/unit.ts fixes TZ to America/Sao_Paulo, UTC-3).
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
const SOON = '2026-03-12T15:00:00.000Z'; // 12/03 12:00 local: 2 calendar days
const PAST = '2026-03-09T12:00:00.000Z'; // yesterday (09/03 09:00 local)

function mapStorage(initial: Record<string, string> = {}): StoragePort & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, value) => void map.set(k, value),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

interface Options {
  storage?: ReturnType<typeof mapStorage>;
  login?: (c: Credentials) => Promise<AuthResponse>;
  refresh?: () => Promise<AuthResponse>;
  logout?: (token: string | null) => Promise<void>;
  now?: number;
}

function start(options: Options = {}) {
  const storage = options.storage ?? mapStorage();
  const calls = { reportStatus: 0, reloadPage: 0, logout: 0, logoutTokens: [] as (string | null)[] };
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<AuthResponse, Credentials>(({ input }) =>
        (options.login ?? (() => Promise.resolve(auth(FAR))))(input),
      ),
      refresh: fromPromise<AuthResponse, void>(() =>
        (options.refresh ?? (() => Promise.resolve(auth(FAR))))(),
      ),
      logout: fromPromise<void, string | null>(({ input }) => {
        calls.logout++;
        calls.logoutTokens.push(input);
        return (options.logout ?? (() => Promise.resolve()))(input);
      }),
    },
    actions: {
      reportStatus: () => void calls.reportStatus++,
      reloadPage: () => void calls.reloadPage++,
    },
  });
  const now = options.now ?? NOW;
  const actor = createActor(machine, { input: { storage, now: () => now }, clock });
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

  it('logout ends the session at once: storage cleared and /login before the server answers; the DELETE carries the token', async () => {
    const { actor, storage, emitted, calls } = await signIn({ logout: () => new Promise(() => undefined) });
    actor.send({ type: 'session.logout' });
    // The server has not answered (a slow or unreachable backend): a reload now must not find a session.
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(storage.map.size).toBe(0);
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/login' });
    expect(calls.logoutTokens).toEqual(['tok-1']);
  });

  it('a failed logout still signs out locally', async () => {
    const { actor, storage, emitted } = await signIn({ logout: () => Promise.reject(new Error('500')) });
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(storage.map.size).toBe(0);
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/login' });
  });

  it('login is blocked the day after the due date: error toast with dd/MM/yyyy, nothing stored', async () => {
    const { actor, storage, emitted } = await signIn({ login: () => Promise.resolve(auth(PAST)) });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storage.map.size).toBe(0);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(emitted).toEqual([
      { type: 'notify', level: 'error', key: 'auth:subscriptionExpired', params: { date: '09/03/2026' } },
    ]);
  });

  it('fewer than 5 days left: warning with n calendar days, login proceeds', async () => {
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

  describe('due date counted in calendar days (S1 §5), at 09:00 on 10/03/2026 in São Paulo', () => {
    /** What a login with this due date ends in: blocked with its date, warned with n days, or plain. */
    async function outcome(dueDate: string, now = NOW) {
      const { actor, emitted } = await signIn({ login: () => Promise.resolve(auth(dueDate)), now });
      const notice = emitted.find((e) => e.type === 'notify' && e.level !== 'success');
      return {
        signedIn: actor.getSnapshot().matches('signedIn'),
        warningDays: actor.getSnapshot().context.warningDays,
        notice: notice?.type === 'notify' ? { key: notice.key, params: notice.params } : null,
      };
    }
    const warned = (n: number) => ({
      signedIn: true,
      warningDays: n,
      notice: { key: 'auth:subscriptionWarning', params: { n } },
    });
    const plain = { signedIn: true, warningDays: null, notice: null };
    const blocked = (date: string) => ({
      signedIn: false,
      warningDays: null,
      notice: { key: 'auth:subscriptionExpired', params: { date } },
    });

    it('due today (0 days): the last day of use, warned and not blocked', async () => {
      expect(await outcome('2026-03-10T23:00:00.000Z')).toEqual(warned(0)); // 20:00 today, local
      expect(await outcome('2026-03-10T03:00:00.000Z')).toEqual(warned(0)); // 00:00 today, already gone by
      expect(await outcome('2026-03-10')).toEqual(warned(0));
    });

    it('due yesterday: blocked, even when it was late in the evening', async () => {
      expect(await outcome('2026-03-10T02:59:00.000Z')).toEqual(blocked('09/03/2026')); // 23:59 yesterday
      expect(await outcome('2026-03-09')).toEqual(blocked('09/03/2026'));
    });

    it('due tomorrow: 1 day, even when that is only 15 hours away', async () => {
      expect(await outcome('2026-03-11T03:00:00.000Z')).toEqual(warned(1));
      expect(await outcome('2026-03-12T02:59:00.000Z')).toEqual(warned(1)); // 23:59 tomorrow
    });

    it('4 days and some hours away: 4 days, warned (a 24-hour count rounded up says 5)', async () => {
      expect(await outcome('2026-03-14T21:00:00.000Z')).toEqual(warned(4)); // 14/03 18:00 local
      expect(await outcome('2026-03-14')).toEqual(warned(4));
    });

    it('5 days away: no warning', async () => {
      expect(await outcome('2026-03-15T03:00:00.000Z')).toEqual(plain); // 15/03 00:00 local
      expect(await outcome('2026-03-15')).toEqual(plain);
    });

    it('a date-only due date is a local calendar day, not UTC midnight (the evening before in Brazil)', async () => {
      // Read as UTC, '2026-03-14' is 13/03 21:00 here: 3 days. Read as the calendar day it names: 4.
      expect((await outcome('2026-03-14')).warningDays).toBe(4);
      expect(await outcome('2026-03-09')).toEqual(blocked('09/03/2026'));
    });

    it('around local midnight: the count changes when the local day does, not the UTC one', async () => {
      const due = '2026-03-15'; // 5 days after 10/03
      const beforeMidnight = Date.parse('2026-03-11T02:59:59.000Z'); // 10/03 23:59:59 local, already 11/03 in UTC
      const atMidnight = Date.parse('2026-03-11T03:00:00.000Z'); // 11/03 00:00 local
      expect(await outcome(due, beforeMidnight)).toEqual(plain);
      expect(await outcome(due, atMidnight)).toEqual(warned(4));
      // The last second of the due day still lets the user in; the next one does not.
      const lastSecond = Date.parse('2026-03-16T02:59:59.000Z'); // 15/03 23:59:59 local
      const nextDay = Date.parse('2026-03-16T03:00:00.000Z'); // 16/03 00:00 local
      expect(await outcome(due, lastSecond)).toEqual(warned(0));
      expect(await outcome(due, nextDay)).toEqual(blocked('15/03/2026'));
    });

    it('no due date, or one that is not a date: nothing to warn about', async () => {
      const { actor, emitted } = await signIn({ login: () => Promise.resolve(auth(null)) });
      expect(actor.getSnapshot().context.warningDays).toBeNull();
      expect(emitted.filter((e) => e.type === 'notify' && e.level !== 'success')).toEqual([]);
      expect(await outcome('not-a-date')).toEqual(plain);
      expect(await outcome('2026-02-30')).toEqual(plain);
    });
  });

  it('a failed login stays signed out with the error attached', async () => {
    const failure = new Error('ERR_INVALID_CREDENTIALS');
    const { actor, emitted } = await signIn({ login: () => Promise.reject(failure) });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
  });

  it('session.expired (401): tells why first, clears token and companyId, signs out, leaves the way to the guard', async () => {
    const { actor, storage, emitted } = await signIn();
    storage.setItem('i18nextLng', 'en');
    const before = emitted.length;
    const failure = { error: 'ERR_SESSION_EXPIRED' };
    actor.send({ type: 'session.expired', error: failure });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storage.map.has('token')).toBe(false);
    expect(storage.map.has('companyId')).toBe(false);
    expect(storage.map.get('i18nextLng')).toBe('en');
    expect(actor.getSnapshot().context.user).toBeNull();
    // No navigation of its own: the route guard sends the visitor to /login and remembers the address.
    expect(emitted.slice(before)).toEqual([
      { type: 'notify', level: 'error', key: 'errors:ERR_SESSION_EXPIRED', error: failure },
    ]);
  });

  it('session.expired without a failure still says the session expired', async () => {
    const { actor, emitted } = await signIn();
    actor.send({ type: 'session.expired' });
    expect(emitted.at(-1)).toEqual({ type: 'notify', level: 'error', key: 'errors:ERR_SESSION_EXPIRED' });
  });

  it('signed in elsewhere: notice, ALL of local storage cleared, session reset, reload after 1000 ms', async () => {
    const { actor, storage, emitted, calls, clock } = await signIn();
    storage.setItem('i18nextLng', 'en');
    storage.setItem('theme', 'dark');
    storage.setItem('cshow', 'true');
    actor.send({ type: 'server.auth.updated', userId: 2 });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(storage.map.size).toBe(6);
    actor.send({ type: 'server.auth.updated', userId: 1 });
    expect(actor.getSnapshot().value).toBe('forcedOut');
    expect(emitted.at(-1)).toEqual({ type: 'notify', level: 'error', key: 'auth:signedInElsewhere' });
    expect(storage.map.size).toBe(0);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actor.getSnapshot().context.token).toBeNull();
    clock.increment(999);
    expect(calls.reloadPage).toBe(0);
    clock.increment(1);
    expect(calls.reloadPage).toBe(1);
  });

  it('a token refresh changes the token and nothing else: the same user object, the same settings', async () => {
    const { actor } = await signIn();
    const before = actor.getSnapshot().context;
    const seen: unknown[] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.context.user));
    // A refresh answers the same user thinner (company without settings and dueDate: CONTRACT.md).
    const refreshed = makeUser(null, undefined);
    actor.send({ type: 'session.tokenRefreshed', token: 'tok-2', user: refreshed });
    const after = actor.getSnapshot().context;
    expect(after.token).toBe('tok-2');
    expect(after.user).toBe(before.user);
    expect(after.user?.company?.settings).toEqual([{ key: 'campaignsEnabled', value: 'true' }]);
    expect(after.campaignsEnabled).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'online' });
    // What a selector on the user (the route table, the socket, every list keyed on the user) sees: no change.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((user) => user === before.user)).toBe(true);
  });

  it('a refresh that answers another user (another tab signed in with the shared cookie) is a new identity', async () => {
    const { actor } = await signIn();
    const other = v.parse(UserSchema, {
      id: 7,
      name: 'Bruno',
      email: 'bruno@demo.com',
      profile: 'user',
      companyId: 4,
      company: { id: 4, name: 'Demo' },
    });
    actor.send({ type: 'session.tokenRefreshed', token: 'tok-3', user: other });
    expect(actor.getSnapshot().context.user).toBe(other);
    expect(actor.getSnapshot().context.token).toBe('tok-3');
    expect(actor.getSnapshot().context.campaignsEnabled).toBe(true);
  });
});
