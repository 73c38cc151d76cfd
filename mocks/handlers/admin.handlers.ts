import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import type { CompanyChanges, PlanChanges } from '../db/admin-events.ts';
import type { EventDraft } from '../db/events.ts';
import type { State } from '../db/projection.ts';
import type { CompanyRow, PlanRow, SettingRow, UserRow } from '../db/rows.ts';
import {
  body,
  idParam,
  INVALID_TOKEN,
  json,
  parse,
  type AuthedContext,
  type RouteContext,
  type Router,
} from './route.ts';

/**
 * The super user's Empresas and Planos tabs of /settings (S3 §2.5, §2.6, §7) as the reference answers them
 * (CompanyController, PlanController and their services, Whaticket SaaS 4.8.5):
 * - GET /companies/list: every company by name, each with `plan {id, name, value}` and its settings rows
 *   (FindAllCompaniesService). GET /plans/all: every plan by name (any signed-in user).
 * - Super-only (the isSuper middleware): GET /companies/list, POST / PUT / DELETE /companies, POST / PUT / DELETE
 *   /plans. A non-super user gets 401 'Acesso não permitido' (CONTRACT.md: a non-super user calling a super-only
 *   route also gets 401), as the announcements' writes.
 * - POST /companies: yup on the name (min 2 and required 'ERR_COMPANY_INVALID_NAME', unique
 *   'ERR_COMPANY_NAME_ALREADY_EXISTS'); the company, its default settings (campaignsEnabled when given) and an admin
 *   user named after it with its email and the password 'mudar123' (CreateCompanyService). The sandbox skips that
 *   user when the email is empty or already a user's (the reference fails on the unique email after creating the
 *   company, outside a transaction). The public /create-company registration {name, planId, token} shares the path
 *   (auth.handlers.ts sends a body without a token here).
 * - PUT /companies/:id: 404 'ERR_NO_COMPANY_FOUND'; the plan given or kept must exist, else 404 'Plano nao
 *   encontrado.' (a raw text); campaignsEnabled writes its settings row (UpdateCompanyService). A null due date keeps
 *   the stored one (sandbox: its rows always hold one).
 * - DELETE /companies/:id: 404 'ERR_NO_COMPANY_FOUND'; the row with its users and settings (cascade).
 * - POST /plans: yup on the name ('ERR_PLAN_INVALID_NAME', 'ERR_PLAN_NAME_ALREADY_EXISTS'). PUT and DELETE
 *   /plans/:id: 404 'ERR_NO_PLAN_FOUND'. A plan still used by a company cannot go (the foreign key): 500.
 * - None of these emits a socket frame.
 */
const Id = v.union([v.number(), v.pipe(v.string(), v.transform(Number), v.integer())]);
const Flag = v.union([
  v.boolean(),
  v.pipe(
    v.string(),
    v.transform((s) => s === 'true' || s === 't'),
  ),
]);
const Text = v.optional(v.nullable(v.string()));

const CompanyBody = v.object({
  name: Text,
  email: Text,
  phone: Text,
  status: v.optional(v.nullable(Flag)),
  planId: v.optional(v.nullable(Id)),
  campaignsEnabled: v.optional(v.nullable(Flag)),
  dueDate: Text,
  recurrence: Text,
  password: Text,
});

const Money = v.union([
  v.number(),
  v.pipe(
    v.string(),
    v.transform((s) => Number(s.replace(',', '.'))),
  ),
]);
const Count = v.optional(v.nullable(Id));
const PlanBody = v.object({
  name: Text,
  users: Count,
  connections: Count,
  queues: Count,
  value: v.optional(v.nullable(Money)),
});

/** The isSuper middleware: the user's `super` flag. */
function requireSuper(ctx: AuthedContext): void {
  if (!ctx.me.super) fail(401, 'Acesso não permitido');
}

/** A company row as FindAllCompaniesService sends it (the row, its plan's id/name/value, its settings). */
function companyListRow(state: State, c: CompanyRow) {
  const plan = state.tables.plans.get(c.planId);
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    status: c.status,
    dueDate: c.dueDate,
    recurrence: c.recurrence,
    schedules: c.schedules ?? [],
    planId: c.planId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    plan: plan ? { id: plan.id, name: plan.name, value: plan.value } : null,
    settings: [...state.tables.settings.values()].filter((s) => s.companyId === c.id).map((s) => ({ ...s })),
  };
}

/** The company row as Company.create / update answers it (no plan, no settings). */
function companyRow(c: CompanyRow) {
  const { token: _token, schedules, ...rest } = c;
  return { ...rest, schedules: schedules ?? [] };
}

const byName = <T extends { id: number; name: string }>(a: T, b: T) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

function validName(
  state: State,
  table: 'companies' | 'plans',
  name: string | null | undefined,
  codes: { invalid: string; taken: string },
  except?: number,
): string {
  const value = name ?? '';
  if (value.length < 2) fail(400, codes.invalid);
  const taken = [...state.tables[table].values()].some((r) => r.name === value && r.id !== except);
  if (taken) fail(400, codes.taken);
  return value;
}

/** The campaignsEnabled row of a company, found or created, with the value written. */
function campaignsSetting(ctx: RouteContext, companyId: number, on: boolean): EventDraft {
  const at = ctx.core.store.iso();
  const existing = [...ctx.core.state.tables.settings.values()].find(
    (s) => s.companyId === companyId && s.key === 'campaignsEnabled',
  );
  const setting: SettingRow = existing
    ? { ...existing, value: `${on}`, updatedAt: at }
    : {
        id: ctx.core.store.nextId('settings'),
        companyId,
        key: 'campaignsEnabled',
        value: `${on}`,
        createdAt: at,
        updatedAt: at,
      };
  return { type: 'setting.written', setting };
}

/** The default settings CreateCompanyService finds or creates. */
const DEFAULT_SETTINGS: readonly (readonly [string, string])[] = [
  ['asaas', ''],
  ['tokenixc', ''],
  ['ipixc', ''],
  ['ipmkauth', ''],
  ['clientsecretmkauth', ''],
  ['clientidmkauth', ''],
  ['CheckMsgIsGroup', 'enabled'],
  ['call', 'disabled'],
  ['scheduleType', 'disabled'],
  ['sendGreetingAccepted', 'disabled'],
  ['userRating', 'disabled'],
  ['chatBotType', 'text'],
];

/**
 * POST /companies by a super user (CreateCompanyService). Called by the one POST /companies route
 * (auth.handlers.ts) for a signed-in caller's body without a registration token.
 */
export function createCompanyAsSuper(ctx: RouteContext, raw: unknown): Response {
  const authed = authenticate(ctx);
  requireSuper(authed);
  const b = parse(raw, CompanyBody);
  const { core } = ctx;
  const name = validName(core.state, 'companies', b.name, {
    invalid: 'ERR_COMPANY_INVALID_NAME',
    taken: 'ERR_COMPANY_NAME_ALREADY_EXISTS',
  });
  const at = core.store.iso();
  const id = core.store.nextId('companies');
  const planId = b.planId ?? null;
  if (planId === null || !core.state.tables.plans.has(planId)) fail(400, 'ERR_NO_PLAN_FOUND');
  const row: CompanyRow = {
    id,
    name,
    email: b.email ?? null,
    phone: b.phone ?? null,
    status: b.status ?? true,
    dueDate: b.dueDate
      ? new Date(b.dueDate).toISOString()
      : new Date(core.now() + 30 * 86_400_000).toISOString(),
    recurrence: b.recurrence ?? '',
    planId,
    token: '',
    createdAt: at,
    updatedAt: at,
  };
  let settingId = core.store.nextId('settings');
  const settings: SettingRow[] = [
    ...DEFAULT_SETTINGS,
    ...(b.campaignsEnabled === undefined || b.campaignsEnabled === null
      ? []
      : [['campaignsEnabled', `${b.campaignsEnabled}`] as const]),
  ].map(([key, value]) => ({ id: settingId++, companyId: id, key, value, createdAt: at, updatedAt: at }));
  const drafts: EventDraft[] = [{ type: 'company.signedUp', company: row, settings }];
  const email = (b.email ?? '').trim();
  const emailTaken = [...core.state.tables.users.values()].some(
    (u) => u.email.toLowerCase() === email.toLowerCase(),
  );
  if (email !== '' && !emailTaken) {
    const admin: UserRow = {
      id: core.store.nextId('users'),
      companyId: id,
      name,
      email,
      password: b.password || 'mudar123',
      profile: 'admin',
      super: false,
      queueIds: [],
      whatsappId: null,
      allTicket: 'disable',
      online: false,
      createdAt: at,
      updatedAt: at,
    };
    drafts.push({ type: 'user.created', user: admin });
  }
  core.commit(id, drafts);
  return json(companyRow(core.state.tables.companies.get(id) ?? row));
}

/** The router's authentication, for the one public path that is also a signed-in one (POST /companies). */
function authenticate(ctx: RouteContext): AuthedContext {
  const header = ctx.request.headers.get('authorization');
  if (!header) fail(401, 'ERR_SESSION_EXPIRED');
  const token = header.replace(/^Bearer\s+/i, '').replace(/^"|"$/g, '');
  const session = ctx.core.session(token);
  if (!session) fail(403, INVALID_TOKEN);
  const me = ctx.core.user(session.userId);
  if (!me) fail(401, 'ERR_SESSION_EXPIRED');
  return { ...ctx, session, me };
}

export function adminHandlers(r: Router): HttpHandler[] {
  return [
    // Before dashboard.handlers' GET /companies/:id, which would take 'list' for an id.
    r.get('/companies/list', (ctx) => {
      requireSuper(ctx);
      const { state } = ctx.core;
      return json([...state.tables.companies.values()].sort(byName).map((c) => companyListRow(state, c)));
    }),

    r.put('/companies/:id', async (ctx) => {
      requireSuper(ctx);
      const id = idParam(ctx, 'id');
      const b = await body(ctx.request, CompanyBody);
      const { core } = ctx;
      const company = core.state.tables.companies.get(id);
      if (!company) fail(404, 'ERR_NO_COMPANY_FOUND');
      const planId = b.planId || company.planId;
      if (!core.state.tables.plans.has(planId)) fail(404, 'Plano nao encontrado.');
      const changes: CompanyChanges = { planId, updatedAt: core.store.iso() };
      if (b.name !== undefined && b.name !== null) changes.name = b.name;
      if (b.email !== undefined) changes.email = b.email;
      if (b.phone !== undefined) changes.phone = b.phone;
      if (b.status !== undefined && b.status !== null) changes.status = b.status;
      if (b.dueDate) changes.dueDate = new Date(b.dueDate).toISOString();
      if (b.recurrence !== undefined && b.recurrence !== null) changes.recurrence = b.recurrence;
      const drafts: EventDraft[] = [{ type: 'company.updated', companyRowId: id, changes }];
      if (b.campaignsEnabled !== undefined && b.campaignsEnabled !== null)
        drafts.push(campaignsSetting(ctx, id, b.campaignsEnabled));
      core.commit(id, drafts);
      const after = core.state.tables.companies.get(id);
      if (!after) fail(404, 'ERR_NO_COMPANY_FOUND');
      return json(companyRow(after));
    }),

    r.delete('/companies/:id', (ctx) => {
      requireSuper(ctx);
      const id = idParam(ctx, 'id');
      if (!ctx.core.state.tables.companies.has(id)) fail(404, 'ERR_NO_COMPANY_FOUND');
      ctx.core.commit(id, [{ type: 'company.deleted', companyRowId: id }]);
      return json({ message: 'Company deleted' });
    }),

    r.get('/plans/all', ({ core }) =>
      json([...core.state.tables.plans.values()].sort(byName).map((p) => ({ ...p }))),
    ),

    r.post('/plans', async (ctx) => {
      requireSuper(ctx);
      const b = await body(ctx.request, PlanBody);
      const { core } = ctx;
      const name = validName(core.state, 'plans', b.name, {
        invalid: 'ERR_PLAN_INVALID_NAME',
        taken: 'ERR_PLAN_NAME_ALREADY_EXISTS',
      });
      const at = core.store.iso();
      const plan: PlanRow = {
        id: core.store.nextId('plans'),
        name,
        users: b.users ?? 0,
        connections: b.connections ?? 0,
        queues: b.queues ?? 0,
        value: b.value ?? 0,
        useSchedules: true,
        useCampaigns: true,
        useInternalChat: true,
        useExternalApi: true,
        useKanban: true,
        createdAt: at,
        updatedAt: at,
      };
      core.commit(null, [{ type: 'plan.created', plan }]);
      return json({ ...plan });
    }),

    r.put('/plans/:id', async (ctx) => {
      requireSuper(ctx);
      const id = idParam(ctx, 'id');
      const b = await body(ctx.request, PlanBody);
      const { core } = ctx;
      if (!core.state.tables.plans.has(id)) fail(404, 'ERR_NO_PLAN_FOUND');
      const changes: PlanChanges = { updatedAt: core.store.iso() };
      if (b.name !== undefined && b.name !== null) changes.name = b.name;
      if (b.users !== undefined && b.users !== null) changes.users = b.users;
      if (b.connections !== undefined && b.connections !== null) changes.connections = b.connections;
      if (b.queues !== undefined && b.queues !== null) changes.queues = b.queues;
      if (b.value !== undefined && b.value !== null) changes.value = b.value;
      core.commit(null, [{ type: 'plan.updated', planId: id, changes }]);
      return json({ ...core.state.tables.plans.get(id) });
    }),

    r.delete('/plans/:id', (ctx) => {
      requireSuper(ctx);
      const id = idParam(ctx, 'id');
      const { core } = ctx;
      if (!core.state.tables.plans.has(id)) fail(404, 'ERR_NO_PLAN_FOUND');
      if ([...core.state.tables.companies.values()].some((c) => c.planId === id))
        fail(500, 'ERR_PLAN_IN_USE');
      core.commit(null, [{ type: 'plan.deleted', planId: id }]);
      return json({ message: 'Plan deleted' });
    }),
  ];
}
