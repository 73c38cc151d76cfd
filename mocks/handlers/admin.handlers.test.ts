import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AdminCompanyListSchema, AdminCompanySchema } from '../../src/api/schemas/admin-company.schema.ts';
import { PlanListSchema, PlanSchema } from '../../src/api/schemas/plan.schema.ts';
import { call, login, startHarness, type Harness } from '../test-utils.ts';

/**
 * The super user's Empresas and Planos tabs (S3 §2.5, §2.6, §7) as the reference answers them (CompanyController,
 * PlanController and their services of 4.8.5): shapes the app's schemas read, the super-only 401, the yup codes.
 */
const ListRow = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  status: v.boolean(),
  dueDate: v.string(),
  recurrence: v.string(),
  planId: v.number(),
  createdAt: v.string(),
  plan: v.strictObject({ id: v.number(), name: v.string(), value: v.number() }),
  settings: v.array(v.object({ key: v.string(), value: v.string(), companyId: v.number() })),
});

describe('companies and plans (S3 §2.5, §2.6) as the reference backend answers', () => {
  let h: Harness;
  let superAdmin: string;
  let admin: string;
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    superAdmin = (await login('admin@admin.com')).token;
    admin = (await login('gestor@demo.com')).token;
  });
  afterEach(() => h.close());

  const companies = async () => {
    const res = await call('GET', '/companies/list', { token: superAdmin });
    expect(res.status).toBe(200);
    expect(v.parse(AdminCompanyListSchema, res.body).length).toBe((res.body as unknown[]).length);
    return v.parse(v.array(ListRow), res.body);
  };

  it('GET /companies/list: every company by name with its plan and settings; the seed spans the due-date bands', async () => {
    const rows = await companies();
    expect(rows.map((c) => c.name)).toEqual([...rows.map((c) => c.name)].sort());
    const days = rows.map((c) => Math.round((Date.parse(c.dueDate) - h.core.now()) / 86_400_000));
    for (const d of [5, 2, -3, -4, 40]) expect(days).toContain(d);
    const clinic = rows.find((c) => c.name === 'Clínica Sorriso');
    expect(clinic?.plan.name).toBe('Básico');
    expect(clinic?.settings.find((s) => s.key === 'campaignsEnabled')?.value).toBe('true');
  });

  it('a non-super user gets 401 on every super-only call; GET /plans/all is for anyone signed in', async () => {
    expect((await call('GET', '/companies/list', { token: admin })).status).toBe(401);
    const post = await call('POST', '/companies', { token: admin, body: { name: 'X Ltda', planId: 1 } });
    expect(post).toMatchObject({ status: 401, body: { error: 'Acesso não permitido' } });
    expect((await call('PUT', '/companies/47', { token: admin, body: { name: 'Y' } })).status).toBe(401);
    expect((await call('DELETE', '/companies/47', { token: admin })).status).toBe(401);
    expect((await call('POST', '/plans', { token: admin, body: { name: 'P' } })).status).toBe(401);
    expect((await call('PUT', '/plans/1', { token: admin, body: { name: 'P' } })).status).toBe(401);
    expect((await call('DELETE', '/plans/1', { token: admin })).status).toBe(401);
    const plans = await call('GET', '/plans/all', { token: admin });
    expect(plans.status).toBe(200);
    expect(v.parse(PlanListSchema, plans.body).map((p) => p.name)).toEqual([
      'Básico',
      'Empresarial',
      'Profissional',
    ]);
  });

  it('POST /companies creates the company, its settings and an admin user; PUT edits it; DELETE removes it', async () => {
    const created = await call('POST', '/companies', {
      token: superAdmin,
      body: {
        name: 'Nova Empresa',
        email: 'nova@empresa.com',
        phone: '11988887777',
        planId: 3,
        status: true,
        campaignsEnabled: true,
        dueDate: '2027-01-15',
        recurrence: 'MENSAL',
      },
    });
    expect(created.status).toBe(200);
    const company = v.parse(AdminCompanySchema, created.body);
    expect(company).toMatchObject({ name: 'Nova Empresa', planId: 3, recurrence: 'MENSAL' });
    expect(await login('nova@empresa.com', 'mudar123')).toMatchObject({ companyId: company.id });
    let row = (await companies()).find((c) => c.id === company.id);
    expect(row?.plan.name).toBe('Empresarial');
    expect(row?.settings.find((s) => s.key === 'campaignsEnabled')?.value).toBe('true');

    const put = await call('PUT', `/companies/${company.id}`, {
      token: superAdmin,
      body: { id: company.id, name: 'Nova Empresa SA', planId: 1, campaignsEnabled: false, status: false },
    });
    expect(put.status).toBe(200);
    row = (await companies()).find((c) => c.id === company.id);
    expect(row).toMatchObject({ name: 'Nova Empresa SA', status: false, plan: { name: 'Básico' } });
    expect(row?.settings.find((s) => s.key === 'campaignsEnabled')?.value).toBe('false');

    expect((await call('DELETE', `/companies/${company.id}`, { token: superAdmin })).status).toBe(200);
    expect((await companies()).some((c) => c.id === company.id)).toBe(false);
    expect(
      (await call('POST', '/auth/login', { body: { email: 'nova@empresa.com', password: 'mudar123' } }))
        .status,
    ).toBe(401);
  });

  it('company errors: the yup name codes, an unknown company, an unknown plan as the raw text', async () => {
    const short = await call('POST', '/companies', { token: superAdmin, body: { name: 'X', planId: 1 } });
    expect(short).toMatchObject({ status: 400, body: { error: 'ERR_COMPANY_INVALID_NAME' } });
    const taken = await call('POST', '/companies', {
      token: superAdmin,
      body: { name: 'Clínica Sorriso', planId: 1, email: 'x@y.com' },
    });
    expect(taken).toMatchObject({ status: 400, body: { error: 'ERR_COMPANY_NAME_ALREADY_EXISTS' } });
    expect(
      await call('PUT', '/companies/999', { token: superAdmin, body: { name: 'Z Ltda' } }),
    ).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_COMPANY_FOUND' },
    });
    expect(await call('PUT', '/companies/47', { token: superAdmin, body: { planId: 99 } })).toMatchObject({
      status: 404,
      body: { error: 'Plano nao encontrado.' },
    });
    expect((await call('DELETE', '/companies/999', { token: superAdmin })).status).toBe(404);
  });

  it('the public registration still shares POST /companies (a body with a token)', async () => {
    const res = await call('POST', '/companies', {
      body: { name: 'Registro Ltda', planId: 1, token: 'abc' },
    });
    expect(res.status).toBe(200);
  });

  it('plans: create (a comma value read as a dot), edit, the yup codes, delete; a plan in use stays', async () => {
    const created = await call('POST', '/plans', {
      token: superAdmin,
      body: { name: 'Plano Novo', users: 5, connections: 2, queues: 4, value: 1234.5 },
    });
    expect(created.status).toBe(200);
    const plan = v.parse(PlanSchema, created.body);
    expect(plan).toMatchObject({ name: 'Plano Novo', users: 5, connections: 2, queues: 4, value: 1234.5 });
    const dup = await call('POST', '/plans', { token: superAdmin, body: { name: 'Plano Novo' } });
    expect(dup).toMatchObject({ status: 400, body: { error: 'ERR_PLAN_NAME_ALREADY_EXISTS' } });
    const empty = await call('POST', '/plans', { token: superAdmin, body: { name: '' } });
    expect(empty).toMatchObject({ status: 400, body: { error: 'ERR_PLAN_INVALID_NAME' } });
    const put = await call('PUT', `/plans/${plan.id}`, {
      token: superAdmin,
      body: { value: '99,9', users: 6 },
    });
    expect(v.parse(PlanSchema, put.body)).toMatchObject({ value: 99.9, users: 6, name: 'Plano Novo' });
    expect(await call('PUT', '/plans/999', { token: superAdmin, body: { name: 'A' } })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_PLAN_FOUND' },
    });
    expect((await call('DELETE', '/plans/1', { token: superAdmin })).status).toBe(500);
    expect((await call('DELETE', `/plans/${plan.id}`, { token: superAdmin })).status).toBe(200);
    const all = await call('GET', '/plans/all', { token: superAdmin });
    expect(v.parse(PlanListSchema, all.body).some((p) => p.id === plan.id)).toBe(false);
  });
});
