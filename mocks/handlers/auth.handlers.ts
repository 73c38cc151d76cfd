import { HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import type { CompanyRow, SettingRow, UserRow } from '../db/rows.ts';
import { companyView, userView } from '../db/views.ts';
import { createCompanyAsSuper } from './admin.handlers.ts';
import { body, json, parse, type Router } from './route.ts';

const LoginBody = v.object({
  email: v.pipe(v.string(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
});

const SignupBody = v.object({
  name: v.pipe(v.string(), v.minLength(2), v.maxLength(50)),
  email: v.pipe(v.string(), v.email()),
  password: v.pipe(v.string(), v.minLength(5), v.maxLength(50)),
  planId: v.union([v.number(), v.pipe(v.string(), v.transform(Number), v.integer())]),
  phone: v.optional(v.string()),
  recurrence: v.optional(v.string()),
  dueDate: v.optional(v.string()),
  status: v.optional(v.union([v.string(), v.boolean()])),
  campaignsEnabled: v.optional(v.union([v.string(), v.boolean()])),
});

const RegisterBody = v.object({
  name: v.pipe(v.string(), v.minLength(2), v.maxLength(50)),
  planId: v.union([v.number(), v.pipe(v.string(), v.transform(Number), v.integer())]),
  token: v.pipe(v.string(), v.minLength(1)),
});

function cookie(refresh: string | null): string {
  return refresh ? `jrt=${refresh}; Path=/; HttpOnly; SameSite=Lax` : 'jrt=; Path=/; HttpOnly; Max-Age=0';
}

export function authHandlers(r: Router): HttpHandler[] {
  return [
    r.publicPost('/auth/login', async ({ request, core }) => {
      const { email, password } = await body(request, LoginBody);
      const user = [...core.state.tables.users.values()].find(
        (u) => u.email.toLowerCase() === email.trim().toLowerCase(),
      );
      if (!user || user.password !== password) fail(401, 'ERR_INVALID_CREDENTIALS');
      const token = core.issueToken(user);
      const refresh = core.issueRefresh(user);
      // Every login tells the user's other browsers (S1 §4.1: signed in elsewhere).
      core.signedIn(user);
      return HttpResponse.json(
        { token, user: userView(core.state, user, true) },
        { headers: { 'Set-Cookie': cookie(refresh) } },
      );
    }),

    r.publicPost('/auth/refresh_token', ({ cookies, core }) => {
      const fromCookie = cookies['jrt'];
      // The demo keeps a refresh "cookie" per tab (core.persistAuth); the browser's cookie is every tab's.
      const candidates = (core.tabJar ? [core.jar] : [fromCookie, core.jar]).filter(
        (t): t is string => typeof t === 'string' && t.length > 0,
      );
      const found = candidates.map((t) => ({ t, s: core.refreshTokens.get(t) })).find((x) => x.s);
      if (!found?.s) fail(401, 'ERR_SESSION_EXPIRED');
      const user = core.user(found.s.userId);
      if (!user) fail(401, 'ERR_SESSION_EXPIRED');
      core.refreshTokens.delete(found.t);
      const token = core.issueToken(user);
      const refresh = core.issueRefresh(user);
      return HttpResponse.json(
        { token, user: userView(core.state, user, false) },
        { headers: { 'Set-Cookie': cookie(refresh) } },
      );
    }),

    r.delete('/auth/logout', ({ request, core, session }) => {
      if (core.jar) core.refreshTokens.delete(core.jar);
      core.jar = null;
      const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
      core.tokens.delete(token);
      core.persistAuth();
      const u = core.user(session.userId);
      if (u) core.commit(u.companyId, [{ type: 'user.signedOut', userId: u.id }]);
      return new HttpResponse(null, { status: 200, headers: { 'Set-Cookie': cookie(null) } });
    }),

    r.get('/auth/me', ({ me }) => json({ id: me.id, profile: me.profile, super: me.super })),

    r.publicGet('/plans/list', ({ core }) =>
      json([...core.state.tables.plans.values()].map((p) => ({ ...p }))),
    ),

    // Public sign-up (S1 §2.3): a company and its first admin user.
    r.publicPost('/companies/cadastro', async ({ request, core }) => {
      const b = await body(request, SignupBody);
      if (!core.state.tables.plans.get(b.planId)) fail(400, 'ERR_NO_PLAN_FOUND');
      if (
        [...core.state.tables.users.values()].some((u) => u.email.toLowerCase() === b.email.toLowerCase())
      ) {
        fail(400, 'An user with this email already exists.');
      }
      const company = createCompany(core, b.name, b.planId, b.email, b.phone ?? null, b.dueDate ?? null, '');
      const at = core.store.iso();
      const admin: UserRow = {
        id: core.store.nextId('users'),
        companyId: company.id,
        name: b.name,
        email: b.email,
        password: b.password,
        profile: 'admin',
        super: false,
        queueIds: [],
        whatsappId: null,
        allTicket: 'disable',
        online: false,
        createdAt: at,
        updatedAt: at,
      };
      core.commit(company.id, [{ type: 'user.created', user: admin }]);
      return json(companyView(core.state, company.id, true));
    }),

    // Company registration (/create-company): POST /companies {name, planId, token}; public, any non-empty token.
    // A body without a token is the super user's company form (admin.handlers.ts: signed in, super only).
    r.publicPost('/companies', async (ctx) => {
      const { core } = ctx;
      const raw: unknown = await ctx.request.json().catch(() => fail(400, 'ERR_INVALID_BODY: not JSON'));
      if (typeof raw === 'object' && raw !== null && !('token' in raw)) return createCompanyAsSuper(ctx, raw);
      const b = parse(raw, RegisterBody);
      if (!core.state.tables.plans.get(b.planId)) fail(400, 'ERR_NO_PLAN_FOUND');
      const company = createCompany(core, b.name, b.planId, null, null, null, b.token);
      return json(companyView(core.state, company.id, true));
    }),
  ];
}

function createCompany(
  core: Parameters<Parameters<Router['publicPost']>[1]>[0]['core'],
  name: string,
  planId: number,
  email: string | null,
  phone: string | null,
  dueDate: string | null,
  token: string,
): CompanyRow {
  const at = core.store.iso();
  const id = core.store.nextId('companies');
  const row: CompanyRow = {
    id,
    name,
    email,
    phone,
    status: true,
    // Sign-up fixes a due date one day ahead (S1 §5).
    dueDate: dueDate ?? new Date(core.now() + 24 * 3600_000).toISOString(),
    recurrence: 'MENSAL',
    planId,
    token,
    createdAt: at,
    updatedAt: at,
  };
  let settingId = core.store.nextId('settings');
  const settings: SettingRow[] = [
    ['chatBotType', 'text'],
    ['sendGreetingAccepted', 'disabled'],
    ['userRating', 'disabled'],
    ['scheduleType', 'disabled'],
    ['CheckMsgIsGroup', 'enabled'],
    ['call', 'disabled'],
    ['campaignsEnabled', 'true'],
  ].map(([key = '', value = '']) => ({
    id: settingId++,
    companyId: id,
    key,
    value,
    createdAt: at,
    updatedAt: at,
  }));
  core.commit(id, [{ type: 'company.signedUp', company: row, settings }]);
  return row;
}
