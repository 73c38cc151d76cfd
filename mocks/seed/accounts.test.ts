import { afterEach, describe, expect, it } from 'vitest';
import { call, startHarness, type Harness } from '../test-utils.ts';

/** The accounts the demo's login page offers, each one a working sign-in with the profile it shows. */
describe('sandbox.accounts()', () => {
  let h: Harness | undefined;
  afterEach(() => {
    h?.close();
    h = undefined;
  });

  it('lists the README accounts in order, with profile and company, and each signs in as shown', async () => {
    h = startHarness();
    const accounts = h.sandbox.accounts();
    expect(accounts.map((a) => [a.email, a.profile, a.super])).toEqual([
      ['admin@admin.com', 'admin', true],
      ['gestor@demo.com', 'admin', false],
      ['atendente@demo.com', 'user', false],
      ['admin@empresa2.com', 'admin', false],
    ]);
    for (const a of accounts) {
      expect(a.company).not.toBe('');
      const res = await call('POST', '/auth/login', { body: { email: a.email, password: a.password } });
      expect(res.status, a.email).toBe(200);
      const user = (res.body as { user: { name: string; profile: string; super: boolean } }).user;
      expect([user.name, user.profile, user.super]).toEqual([a.name, a.profile, a.super]);
    }
    expect(new Set(accounts.map((a) => a.company)).size).toBe(2);
  });

  it('follows the state: a renamed user is listed by the new name', () => {
    h = startHarness();
    const gestor = h.core.user(2);
    if (!gestor) throw new Error('seed: no user 2');
    h.core.commit(1, [
      { type: 'row.imported', entity: 'users', row: { ...gestor, name: 'Paula Renomeada' } },
    ]);
    expect(h.sandbox.accounts().find((a) => a.email === 'gestor@demo.com')?.name).toBe('Paula Renomeada');
  });
});
