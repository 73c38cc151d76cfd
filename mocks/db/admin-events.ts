import type { CompanyRow, PlanRow } from './rows.ts';

/** What a super user's company write changed (UpdateCompanyService). */
export type CompanyChanges = Partial<
  Pick<CompanyRow, 'name' | 'email' | 'phone' | 'status' | 'planId' | 'dueDate' | 'recurrence' | 'updatedAt'>
>;

/** What a plan write changed (UpdatePlanService). */
export type PlanChanges = Partial<
  Pick<PlanRow, 'name' | 'users' | 'connections' | 'queues' | 'value' | 'updatedAt'>
>;

/**
 * The super user's Empresas and Planos tabs (S3 §2.5, §2.6; CompanyController, PlanController). A new company is
 * the existing `company.signedUp` (with its settings) and `user.created` (its admin user, CreateCompanyService).
 * The reference emits no socket frame for any of these.
 */
export type AdminEventDraft =
  /** PUT /companies/:id; a `campaignsEnabled` given writes that settings row too (`setting.written`). */
  | { type: 'company.updated'; companyRowId: number; changes: CompanyChanges }
  /** DELETE /companies/:id: the row goes, and with it (ON DELETE CASCADE) its users and settings. */
  | { type: 'company.deleted'; companyRowId: number }
  | { type: 'plan.created'; plan: PlanRow }
  | { type: 'plan.updated'; planId: number; changes: PlanChanges }
  | { type: 'plan.deleted'; planId: number };

export const ADMIN_EVENT_TYPES = [
  'company.updated',
  'company.deleted',
  'plan.created',
  'plan.updated',
  'plan.deleted',
] as const;
