import type { AdminCompany } from '../../api/schemas/admin-company.schema.ts';
import type { Plan } from '../../api/schemas/plan.schema.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import { companiesView, type CompaniesExtra } from './companies.view.tsx';
import { companyInput, type CompanyFormValues } from './components/company-form.ts';
import { planInput, type PlanFormValues } from './components/plan-form.ts';
import { plansView } from './plans.view.tsx';

const byName = <T extends { id: number; name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id;

/**
 * The super user's companies, declared once (S3 §2.5, §4.2, §7, §8): GET /companies/list (every company with its
 * plan and settings, one page), POST / PUT / DELETE /companies. The reference emits no frame for a company write,
 * so there is no `live`; a save reads the list again (S3 §4.2) for the row's plan and campaigns setting, which
 * the write's answer lacks. Its screen: ./companies.view.tsx.
 */
export const companiesEntity: DeclaredEntity<AdminCompany, CompanyFormValues, CompaniesExtra> = {
  key: 'admin-companies',
  messages: {
    saved: 'admin:saved',
    deleted: 'admin:saved',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }, { page }) => ({
    items: page === 1 ? await api.companies.listAll() : [],
    hasMore: false,
  }),
  save: async ({ api }, { values, existing }) => {
    const input = companyInput(values);
    const saved =
      existing === null ? await api.companies.create(input) : await api.companies.update(existing.id, input);
    const all = await api.companies.listAll();
    return all.find((c) => c.id === saved.id) ?? saved;
  },
  remove: ({ api }, company) => api.companies.remove(company.id),
  sort: byName,
  view: companiesView,
};

/**
 * The plans, declared once (S3 §2.6, §7): GET /plans/all (one page), POST / PUT / DELETE /plans. No frame either.
 * Its screen: ./plans.view.tsx.
 */
export const plansEntity: DeclaredEntity<Plan, PlanFormValues> = {
  key: 'admin-plans',
  messages: {
    saved: 'admin:saved',
    deleted: 'admin:saved',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }, { page }) => ({
    items: page === 1 ? await api.plans.listAll() : [],
    hasMore: false,
  }),
  save: ({ api }, { values, existing }) => {
    const input = planInput(values);
    return existing === null ? api.plans.create(input) : api.plans.update(existing.id, input);
  },
  remove: ({ api }, plan) => api.plans.remove(plan.id),
  sort: byName,
  view: plansView,
};
