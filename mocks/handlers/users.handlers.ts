import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import type { UserRow } from '../db/rows.ts';
import type { UserChanges } from '../db/user-events.ts';
import { companyView, userQueues } from '../db/views.ts';
import { body, isAdmin, json, type AuthedContext, type Router } from './route.ts';

/**
 * The Users screen's calls (S3 §2.3, §7) as the reference backend answers them: UserController, CreateUserService,
 * UpdateUserService, DeleteUserService and ShowUserService of Whaticket SaaS 4.8.5. (GET /users and /users/list are
 * in catalog.handlers.ts.)
 *
 * - POST /users: a user profile is refused (403 ERR_NO_PERMISSION), a companyId of another company by a non-super
 *   (403 ERR_NO_SUPER); the plan's limit (400 'Número máximo de usuários já alcançado: N'); yup on name (required,
 *   min 2), email (valid, required, unused: 'An user with this email already exists.') and password (required,
 *   min 5), the first failing rule's message; profile 'admin' when none is sent; `whatsappId || null`. Answers
 *   SerializeUser's user; frame `{action:'create', user}`.
 * - PUT /users/:id: a user profile 403 ERR_NO_PERMISSION; a body whose companyId is not the caller's by a non-super
 *   400 'O usuário não pertence à esta empresa'; name min 2, a valid email; the fields sent change (an empty
 *   password changes nothing, as the model's hook hashes only a given one); `queueIds` left out is none. Answers
 *   and announces `{id, name, email, profile, companyId, company, queues}`.
 * - DELETE /users/:id: 403 ERR_NO_PERMISSION for a user profile; `{message:'User deleted'}`; the user's open
 *   tickets go back to pending first (UpdateDeletedUserOpenTicketsStatus), then `{action:'delete', userId}`.
 * - GET /users/:id: ShowUserService's attributes with queues and `company{id,name}`.
 *
 * Differences chosen (docs/sandbox.md, 'Where the sandbox differs from the reference backend'): the reference reads,
 * updates and deletes a user by id alone (another company's too, when the body's companyId is the caller's); the
 * sandbox answers 404 ERR_NO_USER_FOUND for a user of another company, as for one that does not exist. An email
 * already used answers the create's sentence on an update too (the reference meets the database's unique index there
 * and answers a 500).
 */
const NAME_MIN = 2;
const PASSWORD_MIN = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const UserBody = v.looseObject({
  name: v.optional(v.nullable(v.unknown())),
  email: v.optional(v.nullable(v.unknown())),
  password: v.optional(v.nullable(v.unknown())),
  profile: v.optional(v.nullable(v.string())),
  companyId: v.optional(v.nullable(v.unknown())),
  queueIds: v.optional(v.nullable(v.array(v.pipe(v.number(), v.integer())))),
  whatsappId: v.optional(v.nullable(v.unknown())),
  allTicket: v.optional(v.nullable(v.string())),
});
type UserBodyValues = v.InferOutput<typeof UserBody>;

function text(raw: unknown, field: string): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  fail(400, `${field} must be a \`string\` type`);
}

function adminOnly(ctx: AuthedContext): void {
  if (!isAdmin(ctx.me)) fail(403, 'ERR_NO_PERMISSION');
}

/**
 * ShowUserService's 404; a user of another company is not found either (a sandbox choice, above). `superReach`: a
 * super user reads and updates any company's user by id, as the reference lets them (the Empresas tab's 'Usuário').
 */
function userOf(ctx: AuthedContext, superReach = false): UserRow {
  const raw = ctx.params['userId'] ?? '';
  const u = /^\d+$/.test(raw) ? ctx.core.state.tables.users.get(Number(raw)) : undefined;
  if (u === undefined || (u.companyId !== ctx.session.companyId && !(superReach && ctx.me.super)))
    fail(404, 'ERR_NO_USER_FOUND');
  return u;
}

function emailTaken(ctx: AuthedContext, email: string, except?: number): boolean {
  return [...ctx.core.state.tables.users.values()].some((u) => u.email === email && u.id !== except);
}

function queueIdsOf(ctx: AuthedContext, b: UserBodyValues, companyId: number): number[] {
  return (b.queueIds ?? []).filter((id) => ctx.core.state.tables.queues.get(id)?.companyId === companyId);
}

/** `whatsappId || null`: a connection of the user's company, else none. */
function whatsappIdOf(ctx: AuthedContext, raw: unknown, companyId: number): number | null {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : 0;
  if (!id) return null;
  return ctx.core.state.tables.whatsapps.get(id)?.companyId === companyId ? id : null;
}

/** The user as ShowUserService reads it. */
function showView(ctx: AuthedContext, u: UserRow) {
  const state = ctx.core.state;
  return {
    name: u.name,
    id: u.id,
    email: u.email,
    companyId: u.companyId,
    profile: u.profile,
    super: u.super,
    tokenVersion: 0,
    whatsappId: u.whatsappId,
    allTicket: u.allTicket,
    queues: userQueues(state, u),
    company: companyView(state, u.companyId, false),
  };
}

export function userHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/users/:userId', (ctx) => json(showView(ctx, userOf(ctx, true)))),

    r.post('/users', async (ctx) => {
      const { core, session, me } = ctx;
      adminOnly(ctx);
      const b = await body(ctx.request, UserBody);
      const bodyCompany =
        typeof b.companyId === 'number' && b.companyId > 0 ? b.companyId : session.companyId;
      if (bodyCompany !== session.companyId && !me.super) fail(403, 'ERR_NO_SUPER');
      const company = core.state.tables.companies.get(bodyCompany);
      if (company) {
        const plan = core.state.tables.plans.get(company.planId);
        const count = [...core.state.tables.users.values()].filter((u) => u.companyId === bodyCompany).length;
        if (plan && count >= plan.users) fail(400, `Número máximo de usuários já alcançado: ${count}`);
      }
      const name = text(b.name, 'name');
      const email = text(b.email, 'email');
      const password = text(b.password, 'password');
      if (!name) fail(400, 'name is a required field');
      if (name.length < NAME_MIN) fail(400, `name must be at least ${NAME_MIN} characters`);
      if (!email) fail(400, 'email is a required field');
      if (!EMAIL.test(email)) fail(400, 'email must be a valid email');
      if (emailTaken(ctx, email)) fail(400, 'An user with this email already exists.');
      if (!password) fail(400, 'password is a required field');
      if (password.length < PASSWORD_MIN) fail(400, `password must be at least ${PASSWORD_MIN} characters`);
      const at = core.store.iso();
      const row: UserRow = {
        id: core.store.nextId('users'),
        companyId: bodyCompany,
        name,
        email,
        password,
        profile: b.profile === 'user' ? 'user' : 'admin',
        super: false,
        queueIds: queueIdsOf(ctx, b, bodyCompany),
        whatsappId: whatsappIdOf(ctx, b.whatsappId, bodyCompany),
        allTicket: b.allTicket ?? 'disable',
        online: false,
        createdAt: at,
        updatedAt: at,
      };
      core.commit(bodyCompany, [{ type: 'user.added', user: row }]);
      const u = core.state.tables.users.get(row.id) ?? row;
      const state = core.state;
      return json({
        id: u.id,
        name: u.name,
        email: u.email,
        profile: u.profile,
        companyId: u.companyId,
        company: companyView(state, u.companyId, true),
        super: u.super,
        queues: userQueues(state, u),
        allTicket: u.allTicket,
      });
    }),

    r.put('/users/:userId', async (ctx) => {
      const { core, session, me } = ctx;
      adminOnly(ctx);
      const b = await body(ctx.request, UserBody);
      const u = userOf(ctx, true);
      if (!me.super && b.companyId !== session.companyId) fail(400, 'O usuário não pertence à esta empresa');
      const name = text(b.name, 'name');
      const email = text(b.email, 'email');
      const password = text(b.password, 'password');
      if (name !== undefined && name.length < NAME_MIN)
        fail(400, `name must be at least ${NAME_MIN} characters`);
      if (email !== undefined && email !== '' && !EMAIL.test(email)) fail(400, 'email must be a valid email');
      if (email && emailTaken(ctx, email, u.id)) fail(400, 'An user with this email already exists.');
      const changes: UserChanges = {
        queueIds: queueIdsOf(ctx, b, u.companyId),
        whatsappId: whatsappIdOf(ctx, b.whatsappId, u.companyId),
        updatedAt: core.store.iso(),
      };
      if (name) changes.name = name;
      if (email) changes.email = email;
      if (password) changes.password = password;
      if (b.profile === 'admin' || b.profile === 'user') changes.profile = b.profile;
      if (b.allTicket) changes.allTicket = b.allTicket;
      core.commit(u.companyId, [{ type: 'user.updated', userId: u.id, changes }]);
      const next = core.state.tables.users.get(u.id) ?? u;
      const state = core.state;
      return json({
        id: next.id,
        name: next.name,
        email: next.email,
        profile: next.profile,
        companyId: next.companyId,
        company: companyView(state, next.companyId, true),
        queues: userQueues(state, next),
      });
    }),

    r.delete('/users/:userId', (ctx) => {
      const { core } = ctx;
      adminOnly(ctx);
      const u = userOf(ctx);
      deleteUserElsewhere(core, u.id);
      return json({ message: 'User deleted' });
    }),
  ];
}

/** A user written elsewhere (the control API's createUser / updateUser). */
export interface UserControlInput {
  name: string;
  email: string;
  profile?: 'admin' | 'user';
  queueIds?: number[];
  /** Default 1. */
  companyId?: number;
}

/** What the control API answers: the user's row without its password. */
export type UserRecord = Omit<UserRow, 'password'>;

function record(u: UserRow): UserRecord {
  const { password: _password, ...rest } = u;
  return rest;
}

/** The control API's createUser: as POST /users by an admin of that company, without the checks. */
export function createUserElsewhere(core: AuthedContext['core'], input: UserControlInput): UserRecord {
  const at = core.store.iso();
  const companyId = input.companyId ?? 1;
  const row: UserRow = {
    id: core.store.nextId('users'),
    companyId,
    name: input.name,
    email: input.email,
    password: '123456',
    profile: input.profile ?? 'user',
    super: false,
    queueIds: input.queueIds ?? [],
    whatsappId: null,
    allTicket: 'disable',
    online: false,
    createdAt: at,
    updatedAt: at,
  };
  core.commit(companyId, [{ type: 'user.added', user: row }]);
  return record(core.state.tables.users.get(row.id) ?? row);
}

/** The control API's updateUser: as PUT /users/:id; the fields given change, the others stay. */
export function updateUserElsewhere(
  core: AuthedContext['core'],
  id: number,
  patch: Partial<Omit<UserControlInput, 'companyId'>>,
): UserRecord {
  const u = core.state.tables.users.get(id);
  if (!u) throw new Error(`updateUser: no user ${id}`);
  const changes: UserChanges = { updatedAt: core.store.iso() };
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.email !== undefined) changes.email = patch.email;
  if (patch.profile !== undefined) changes.profile = patch.profile;
  if (patch.queueIds !== undefined) changes.queueIds = patch.queueIds;
  core.commit(u.companyId, [{ type: 'user.updated', userId: id, changes }]);
  return record(core.state.tables.users.get(id) ?? u);
}

/**
 * DELETE /users/:id's effect (and the control API's deleteUser): UpdateDeletedUserOpenTicketsStatus sends each open
 * ticket back to pending (delete, then update frames), then the user goes.
 */
export function deleteUserElsewhere(core: AuthedContext['core'], id: number): void {
  const u = core.state.tables.users.get(id);
  if (!u) throw new Error(`deleteUser: no user ${id}`);
  for (const t of [...core.state.tables.tickets.values()]) {
    if (t.userId === id && t.status === 'open') core.moveTicket(t, { status: 'pending', userId: null });
  }
  core.commit(u.companyId, [{ type: 'user.deleted', userId: id }]);
}
