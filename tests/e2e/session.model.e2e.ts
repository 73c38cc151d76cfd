import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { AuthResponse } from '../../src/api/schemas/index.ts';
import {
  sessionMachine,
  type SessionEvent,
  type StoragePort,
} from '../../machines/session/session.machine.ts';
import { sessionTable } from '../../machines/session/session.table.ts';
import { rowKey } from '../../machines/testing/conformance.ts';
import { expect, failureInOneLine, login, sandbox, test, USERS } from './fixtures.ts';

// ---------------------------------------------------------------------------------------------------------------
// Model-based walk (S1 §4.1, §5): the paths xstate/graph generates from the session machine, walked through the real
// /login screen and app shell against the sandbox. The user's moves are the login form (Entrar), the account menu's
// Sair; the server's are the sandbox's: a login's answer is its request coming back (held `LATENCY` ms so the
// busy button shows), and which answer it is is chosen by the account signed in with (a wrong password; company
// 1's admin, due in a year; a user added to the seed's company due in 2 days, or 3 days past). A 401 is `failNext`
// on the list the Busca tab loads; another computer's sign-in is `signInElsewhere`; a failed logout is `failNext`
// on DELETE /auth/logout. The machine starts in `checking` only with a token stored: those walks start from a
// reload after a sign-in (a refresh that fails: the tab's refresh cookie is gone). Each state's screen is asserted:
// where the page is, the Entrar button (busy or not), the account menu, whether a token is stored, the toasts.
// ---------------------------------------------------------------------------------------------------------------

const LATENCY = 2500;
const DAY = 86_400_000;
const WALK_NOW = Date.parse('2026-03-10T12:00:00.000Z');
/** The seed's companies whose due dates fall 2 days ahead and 3 days past (mocks/seed/demo.seed.ts). */
const SOON = { companyId: 48, email: 'walk-soon@empresa48.com.br', name: 'Walk Vence Logo' };
const PAST = { companyId: 49, email: 'walk-past@empresa49.com.br', name: 'Walk Vencida' };
/** The sandbox keeps a tab's refresh "cookie" here (mocks/core.ts): without it a refresh answers 401. */
const JAR_KEY = 'atende-sandbox:jar:v1';

type Snapshot = SnapshotFrom<typeof sessionMachine>;
type Move =
  | { type: 'session.login'; email: string; password: string }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'server.auth.updated'; userId: number; case: string }
  | { type: 'xstate.done.actor.login'; output: AuthResponse; case: string }
  | { type: 'xstate.error.actor.login'; error: string }
  | { type: 'xstate.done.actor.refresh'; output: AuthResponse }
  | { type: 'xstate.error.actor.refresh'; error: string }
  | { type: 'xstate.done.actor.logout'; output: undefined }
  | { type: 'xstate.error.actor.logout'; error: string };

const auth = (dueInDays: number): AuthResponse =>
  ({
    token: 'walk-token',
    user: {
      id: 1,
      name: 'Admin',
      email: USERS.admin.email,
      profile: 'admin',
      companyId: 1,
      company: { id: 1, name: 'Empresa', dueDate: new Date(WALK_NOW + dueInDays * DAY).toISOString() },
    },
  }) as unknown as AuthResponse;

/** The answer cases of a login, named as the table names them; each is an account of the sandbox. */
const LOGIN_ANSWERS = [
  { case: 'due date past', dueIn: -3, email: PAST.email },
  { case: 'fewer than 5 days left', dueIn: 2, email: SOON.email },
  { case: 'due date far', dueIn: 365, email: USERS.admin.email },
] as const;

const MOVES: Move[] = [
  { type: 'session.login', email: USERS.admin.email, password: '123456' },
  { type: 'session.logout' },
  { type: 'session.expired' },
  { type: 'server.auth.updated', userId: 1, case: 'current user' },
  ...LOGIN_ANSWERS.map((a): Move => ({
    type: 'xstate.done.actor.login',
    output: auth(a.dueIn),
    case: a.case,
  })),
  { type: 'xstate.error.actor.login', error: 'ERR_INVALID_CREDENTIALS' },
  { type: 'xstate.done.actor.refresh', output: auth(365) },
  { type: 'xstate.error.actor.refresh', error: 'ERR_SESSION_EXPIRED' },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: 'ERR_INTERNAL' },
];

/** The spec's state of a snapshot (the table's names: the top level). */
const stateName = (s: Snapshot): string =>
  typeof s.value === 'string' ? s.value : (Object.keys(s.value)[0] ?? '?');

/** What the screen lets happen in each state: a busy state waits for its answer, forcedOut for its reload. */
const ALLOWED: Record<string, readonly string[]> = {
  checking: ['xstate.done.actor.refresh', 'xstate.error.actor.refresh'],
  signedOut: ['session.login'],
  signingIn: ['xstate.done.actor.login', 'xstate.error.actor.login'],
  signedIn: ['session.logout', 'session.expired', 'server.auth.updated'],
  signingOut: ['xstate.done.actor.logout', 'xstate.error.actor.logout'],
  forcedOut: [],
};
const possible = (s: Snapshot, m: Move) => ALLOWED[stateName(s)]?.includes(m.type) === true;

/** A storage that answers as the walk's start says and keeps nothing (the graph shares it between snapshots). */
const storageWith = (token: string | null): StoragePort => ({
  getItem: (k) => (k === 'token' ? token : null),
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
});
/** The two starts: nothing stored (the /login page), a token stored (a reload of a signed-in tab). */
const STARTS = {
  fresh: { storage: storageWith(null), now: () => WALK_NOW },
  stored: { storage: storageWith('stored'), now: () => WALK_NOW },
} as const;
type Start = keyof typeof STARTS;

// The status report and the reload are the app's; the walk only needs the states.
const machine = sessionMachine.provide({
  actions: { reportStatus: () => undefined, reloadPage: () => undefined },
});
const next = (s: Snapshot, m: Move) => getNextSnapshot(machine, s, m as unknown as SessionEvent);

function rowEvent(m: Move): { event: string; when?: string } {
  if (m.type.startsWith('xstate.done.actor.'))
    return { event: `done.${m.type.slice(18)}`, ...('case' in m ? { when: m.case } : {}) };
  if (m.type.startsWith('xstate.error.actor.')) return { event: `error.${m.type.slice(19)}` };
  return { event: m.type, ...('case' in m ? { when: m.case } : {}) };
}

/** The table rows a walk takes, step by step, from its start. */
function rowsOf(walk: Walk): string[] {
  let from = stateName(getInitialSnapshot(machine, STARTS[walk.start]));
  return walk.steps.map((step) => {
    const to = stateName(step.state);
    const key = rowKey({ from, ...rowEvent(step.event), to });
    from = to;
    return key;
  });
}

interface Walk {
  start: Start;
  steps: { event: Move; state: Snapshot }[];
}

/**
 * The walks: the shortest path to every state from each start, then each of those extended by every row of the
 * table from its last state, so every transition S1 §4.1 and §5 name is walked. A row is extended from the shortest
 * walk whose last state takes that move on screen and lands where the row says. Rows no walk reaches are returned.
 */
function walks(): { all: Walk[]; unwalked: string[] } {
  const shortest: Walk[] = [];
  for (const start of Object.keys(STARTS) as Start[]) {
    const initial = getInitialSnapshot(machine, STARTS[start]);
    const paths = getShortestPaths(machine, {
      input: STARTS[start],
      serializeState: (s) => JSON.stringify(s.value),
      events: (s) => MOVES.filter((m) => possible(s, m)) as unknown as SessionEvent[],
    });
    for (const p of paths) {
      let at = initial;
      const steps = p.steps
        .slice(1)
        .map((step) => step.event as unknown as Move)
        .map((event) => ({ event, state: (at = next(at, event)) }));
      shortest.push({ start, steps });
    }
  }
  shortest.sort((a, b) => a.steps.length - b.steps.length);
  const last = (w: Walk) => w.steps.at(-1)?.state ?? getInitialSnapshot(machine, STARTS[w.start]);
  const key = (w: Walk) => JSON.stringify([w.start, w.steps.map((s) => [s.event, stateName(s.state)])]);
  const seen = new Set(shortest.map(key));
  const extended: Walk[] = [];
  const unwalked: string[] = [];
  for (const row of sessionTable) {
    const moves = MOVES.filter((m) => {
      const e = rowEvent(m);
      return e.event === row.event && (row.when === undefined || e.when === row.when);
    });
    let found = false;
    for (const base of shortest) {
      const from = last(base);
      if (stateName(from) !== row.from) continue;
      const move = moves.find((m) => possible(from, m) && stateName(next(from, m)) === row.to);
      if (!move) continue;
      found = true;
      const walk = { start: base.start, steps: [...base.steps, { event: move, state: next(from, move) }] };
      if (!seen.has(key(walk))) {
        seen.add(key(walk));
        extended.push(walk);
      }
      break;
    }
    if (!found) unwalked.push(rowKey(row));
  }
  // A walk of no step (a start itself) shows nothing of its own: its state is the first step of longer walks.
  return { all: [...shortest, ...extended].filter((w) => w.steps.length > 0), unwalked };
}

const entrar = (page: Page) => page.getByRole('button', { name: 'Entrar', exact: true });
const account = (page: Page) => page.getByRole('button', { name: 'Conta', exact: true });
const storedToken = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
const logoutAnswers = async (page: Page) =>
  (await sandbox(page, 'requests')).filter(
    // A request is logged when it arrives, with status 0 until it is answered.
    (r) => r.method === 'DELETE' && r.path === '/auth/logout' && r.status !== 0,
  );
/** A toast (several of one text may stack within a walk). */
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

/** The screen of one state, and what the move that reached it says. */
async function expectState(page: Page, s: Snapshot, by: Move, logoutsBefore: number) {
  switch (stateName(s)) {
    case 'signedOut':
      await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
      await expect(entrar(page)).toBeEnabled();
      await expect(entrar(page)).not.toHaveAttribute('aria-busy');
      await expect(account(page)).toHaveCount(0);
      expect(await storedToken(page)).toBeNull();
      if (by.type === 'xstate.error.actor.login')
        await expect(toast(page, 'Erro de autenticação. Por favor, tente novamente.')).toBeVisible();
      if (by.type === 'xstate.done.actor.login')
        await expect(toast(page, /^Opss! Sua assinatura venceu /)).toBeVisible();
      if (by.type === 'session.expired')
        await expect(toast(page, 'Sessão expirada. Por favor entre.')).toBeVisible();
      // After a logout, its DELETE was answered (a failure changes nothing on screen).
      if (by.type === 'xstate.done.actor.logout' || by.type === 'xstate.error.actor.logout')
        await expect
          .poll(async () => (await logoutAnswers(page)).slice(logoutsBefore).map((r) => r.status))
          .toEqual([by.type === 'xstate.done.actor.logout' ? 200 : 500]);
      return;
    case 'signingIn':
      await expect(page).toHaveURL(/\/login$/);
      await expect(entrar(page)).toHaveAttribute('aria-busy', 'true');
      return;
    case 'signedIn':
      await expect(page).toHaveURL(/\/tickets$/, { timeout: 20_000 });
      await expect(account(page)).toBeVisible({ timeout: 20_000 });
      expect(await storedToken(page)).not.toBeNull();
      if (by.type === 'xstate.done.actor.login') {
        await expect(toast(page, 'Login efetuado com sucesso!')).toBeVisible();
        const warned = toast(page, 'Sua assinatura vence em 2 dia(s)');
        if (by.case === 'fewer than 5 days left') await expect(warned).toBeVisible();
        else await expect(warned).toHaveCount(0);
      }
      return;
    case 'signingOut':
      // Local first: /login and no token at once, while the DELETE is still held.
      await expect(page).toHaveURL(/\/login$/);
      await expect(entrar(page)).toBeVisible();
      expect(await storedToken(page)).toBeNull();
      expect((await logoutAnswers(page)).length).toBe(logoutsBefore);
      return;
    case 'forcedOut':
      await expect(toast(page, 'Sua conta foi acessada em outro computador.')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedToken(page)).toBeNull();
      return;
    default:
      throw new Error(`no screen for ${stateName(s)}`);
  }
}

/** The account a login answer needs, looked up from the answer that follows the login in the walk. */
function credentialsFor(moves: readonly Move[], at: number): { email: string; password: string } {
  const answer = moves[at + 1];
  if (answer?.type === 'xstate.error.actor.login') return { email: USERS.admin.email, password: 'errada' };
  const found = LOGIN_ANSWERS.find(
    (a) => answer?.type === 'xstate.done.actor.login' && a.case === answer.case,
  );
  return { email: found?.email ?? USERS.admin.email, password: '123456' };
}

/** Drives one move: the user's by the form and the menu (their call held), the server's by the sandbox. */
async function drive(page: Page, moves: readonly Move[], at: number) {
  const move = moves[at]!;
  switch (move.type) {
    case 'session.login': {
      const { email, password } = credentialsFor(moves, at);
      await sandbox(page, 'setLatency', LATENCY);
      return login(page, email, password);
    }
    case 'session.logout':
      // A failed DELETE /auth/logout is set before it leaves.
      if (moves[at + 1]?.type === 'xstate.error.actor.logout')
        await sandbox(page, 'failNext', {
          method: 'DELETE',
          path: '/auth/logout',
          status: 500,
          error: 'ERR_INTERNAL',
        });
      await sandbox(page, 'setLatency', LATENCY);
      await account(page).click();
      return page.getByRole('menuitem', { name: 'Sair' }).click();
    case 'session.expired':
      // As in session.e2e.ts: the Busca tab's first list meets a 401, once everything else has loaded.
      await expect(page.getByRole('tabpanel').locator('[data-ticket-id]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await sandbox(page, 'failNext', {
        method: 'GET',
        path: '/tickets',
        status: 401,
        error: 'ERR_SESSION_EXPIRED',
      });
      return page.getByRole('tab', { name: /Busca/ }).click();
    case 'server.auth.updated': {
      const userId = Number(await page.evaluate(() => sessionStorage.getItem('userId')));
      return sandbox(page, 'signInElsewhere', userId);
    }
    default:
      // An answer: the held call comes back (a failure was set when it left; a refresh's outcome at the start).
      await sandbox(page, 'setLatency', 0);
  }
}

/**
 * Back to a walk's start: nothing stored and /login (fresh); or signed in as the admin, then the page reloaded
 * with the token stored (stored), its refresh cookie dropped first when the walk's refresh fails.
 */
async function restart(page: Page, walk: Walk) {
  await sandbox(page, 'setLatency', 0);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await expect(entrar(page)).toBeEnabled({ timeout: 20_000 });
  expect(await storedToken(page)).toBeNull();
  if (walk.start === 'fresh') return;
  await login(page);
  await expect(account(page)).toBeVisible({ timeout: 20_000 });
  await sandbox(page, 'persisted');
  if (walk.steps[0]?.event.type === 'xstate.error.actor.refresh')
    await page.evaluate((key) => sessionStorage.removeItem(key), JAR_KEY);
  await page.reload();
}

test('session, model-based: every path xstate/graph gives, walked through the UI on the sandbox', async ({
  page,
}) => {
  const { all, unwalked } = walks();
  test.setTimeout(60_000 + all.length * 20_000);
  // Every row of the table is some walk's last step.
  expect(unwalked).toEqual([]);
  // Every state of the machine is some walk's target.
  expect(new Set(all.map((w) => stateName(w.steps.at(-1)!.state)))).toEqual(
    new Set(['signedOut', 'signingIn', 'signedIn', 'signingOut', 'forcedOut']),
  );

  await page.goto('/login');
  // Two accounts of the seed's companies whose subscription ends in 2 days and ended 3 days ago.
  for (const who of [SOON, PAST])
    await sandbox(page, 'createUser', {
      name: who.name,
      email: who.email,
      profile: 'admin',
      companyId: who.companyId,
    });
  await sandbox(page, 'persisted');

  const walked = new Set<string>();
  // A walk the screen fails is told, and the others still run (each starts from a fresh page): the final check lists
  // every row left unwalked.
  const failed: string[] = [];
  for (const [n, walk] of all.entries()) {
    const names = [
      walk.start === 'stored' ? 'checking' : 'signedOut',
      ...walk.steps.map((s) => stateName(s.state)),
    ];
    const name = `Percurso ${String(n + 1).padStart(2, '0')}: ${names.join(' → ')}`;
    const done = test.step(name, async () => {
      await restart(page, walk);
      const moves = walk.steps.map((s) => s.event);
      // The logout answers there were when Sair was pressed (the one it sends comes after).
      let logoutsBefore = 0;
      for (const [i, step] of walk.steps.entries()) {
        if (step.event.type === 'session.logout') logoutsBefore = (await logoutAnswers(page)).length;
        // forcedOut ends with a reload 1 s later: back on /login, signed out.
        const reloaded = stateName(step.state) === 'forcedOut' ? page.waitForEvent('load') : null;
        await drive(page, moves, i);
        await expectState(page, step.state, step.event, logoutsBefore);
        if (reloaded) {
          await reloaded;
          await expect(entrar(page)).toBeEnabled({ timeout: 20_000 });
        }
      }
      // Only what the screen showed counts as walked.
      for (const row of rowsOf(walk)) walked.add(row);
    });
    await done.catch((error: unknown) => {
      failed.push(`${name}: ${failureInOneLine(error)}`);
    });
  }
  await sandbox(page, 'setLatency', 0);
  // The final check: every row of the table was walked through the UI.
  expect(
    sessionTable.map(rowKey).filter((row) => !walked.has(row)),
    `rows of session.table.ts left unwalked; walks that failed:\n${failed.join('\n')}\n`,
  ).toEqual([]);
  expect(failed, 'walks that failed').toEqual([]);
});
