import type { ApiClient } from './http.ts';
import { CompanySchedulesSchema } from './schemas/company-schedules.schema.ts';
import { CompanySchema, type Company } from './schemas/company.schema.ts';
import {
  AdminCompanyListSchema,
  AdminCompanySchema,
  type AdminCompany,
} from './schemas/admin-company.schema.ts';
import type { ScheduleEntry } from './schemas/queue.schema.ts';
import { IgnoredAnswerSchema } from './void.ts';

/** S1 §7: the public sign-up (POST /companies/cadastro). */
export interface CompanySignup {
  name: string;
  email: string;
  password: string;
  planId: number;
  recurrence: string;
  dueDate: string;
  status: string;
  campaignsEnabled: boolean;
}

/** /create-company: POST /companies. */
export interface CompanyRegistration {
  name: string;
  planId: number;
  token: string;
}

/** S3 §2.5: what the super user's company form sends (POST /companies, PUT /companies/{id}). */
export interface CompanyInput {
  name: string;
  email: string;
  phone: string;
  planId: number;
  status: boolean;
  campaignsEnabled: boolean;
  /** YYYY-MM-DD, or null when empty or invalid (S3 §4.3). */
  dueDate: string | null;
  recurrence: string;
}

export function createCompaniesApi(client: ApiClient) {
  return {
    /** GET /companies/:id: the company's row (the dashboard's due date, S2 §2). */
    get(companyId: number): Promise<Company> {
      return client.request({ method: 'GET', path: `/companies/${companyId}`, schema: CompanySchema });
    },
    /** GET /companies/:id read for its working hours (the settings' Horarios tab, S3 §2.8). */
    async schedules(companyId: number): Promise<ScheduleEntry[]> {
      const company = await client.request({
        method: 'GET',
        path: `/companies/${companyId}`,
        schema: CompanySchedulesSchema,
      });
      return company.schedules;
    },
    /** S3 §7 PUT /companies/{id}/schedules with {id, schedules}: the company's week as saved. */
    async saveSchedules(companyId: number, schedules: ScheduleEntry[]): Promise<ScheduleEntry[]> {
      const company = await client.request({
        method: 'PUT',
        path: `/companies/${companyId}/schedules`,
        schema: CompanySchedulesSchema,
        body: { id: companyId, schedules },
      });
      return company.schedules;
    },
    /** S3 §7 GET /companies/list: every company with its plan and settings (the super user's Empresas tab). */
    listAll(): Promise<AdminCompany[]> {
      return client.request({ method: 'GET', path: '/companies/list', schema: AdminCompanyListSchema });
    },
    /** S3 §7 POST /companies (super user). */
    create(input: CompanyInput): Promise<AdminCompany> {
      return client.request({ method: 'POST', path: '/companies', schema: AdminCompanySchema, body: input });
    },
    /** S3 §7 PUT /companies/{id} (super user). */
    update(companyId: number, input: CompanyInput): Promise<AdminCompany> {
      return client.request({
        method: 'PUT',
        path: `/companies/${companyId}`,
        schema: AdminCompanySchema,
        body: { id: companyId, ...input },
      });
    },
    /** S3 §7 DELETE /companies/{id} (super user). */
    async remove(companyId: number): Promise<void> {
      await client.request({
        method: 'DELETE',
        path: `/companies/${companyId}`,
        schema: IgnoredAnswerSchema,
      });
    },
    /** The answer is not shown. */
    async signup(input: CompanySignup): Promise<void> {
      await client.request({
        method: 'POST',
        path: '/companies/cadastro',
        schema: IgnoredAnswerSchema,
        body: input,
      });
    },
    async register(input: CompanyRegistration): Promise<void> {
      await client.request({ method: 'POST', path: '/companies', schema: IgnoredAnswerSchema, body: input });
    },
  };
}
export type CompaniesApi = ReturnType<typeof createCompaniesApi>;
