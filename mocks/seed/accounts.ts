import type { State } from '../db/projection.ts';

/** A seeded account as the demo's login page lists it (the shape of DemoAccount in src/features/auth). */
export interface SeedAccount {
  email: string;
  password: string;
  name: string;
  profile: 'admin' | 'user';
  super: boolean;
  /** The name of the account's company. */
  company: string;
}

/**
 * The accounts the demo offers on its login page (README 'Demo accounts': one of each profile, and a second company's
 * admin), in this order. Company 46 stays out: it exists for the tests of appended tickets, not for browsing.
 */
export const SHOWN_ACCOUNTS = [
  'admin@admin.com',
  'gestor@demo.com',
  'atendente@demo.com',
  'admin@empresa2.com',
] as const;

/** The shown accounts as the state has them now (name, password, profile, company); those missing are left out. */
export function seedAccountsOf(state: State): SeedAccount[] {
  const users = [...state.tables.users.values()];
  return SHOWN_ACCOUNTS.flatMap((email) => {
    const u = users.find((x) => x.email === email);
    if (!u) return [];
    return [
      {
        email: u.email,
        password: u.password,
        name: u.name,
        profile: u.profile,
        super: u.super,
        company: state.tables.companies.get(u.companyId)?.name ?? '',
      },
    ];
  });
}
