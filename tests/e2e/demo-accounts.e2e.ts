/**
 * The demo's login page lists the seeded accounts with their
 * profile, and one press signs in with one of them.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandboxReady, test } from './fixtures.ts';

const demoList = (page: Page) => page.getByRole('region', { name: 'Contas de demonstração' });

async function openLogin(page: Page): Promise<void> {
  const go = () => page.goto('/login');
  // A first visit of a fresh dev server may reload once (vite optimising dependencies): then go again.
  await go().catch(go);
  await sandboxReady(page);
  await expect(demoList(page)).toBeVisible();
}

// The demo keeps the session per tab, in sessionStorage (mocks/tab-session.ts).
const signedInUser = (page: Page) => page.evaluate(() => sessionStorage.getItem('userId'));

test('the login page lists the seeded accounts with their profile; axe finds nothing serious', async ({
  page,
}) => {
  await openLogin(page);
  const buttons = demoList(page).getByRole('button');
  await expect(buttons).toHaveCount(4);
  await expect(buttons.nth(0)).toContainText('Entrar como Admin');
  await expect(buttons.nth(0)).toContainText('admin@admin.com');
  await expect(buttons.nth(0)).toContainText('Super administrador');
  await expect(buttons.nth(1)).toContainText('gestor@demo.com');
  await expect(buttons.nth(1)).toContainText('Administrador');
  await expect(buttons.nth(2)).toContainText('atendente@demo.com');
  await expect(buttons.nth(2)).toContainText('Atendente');
  await expect(buttons.nth(3)).toContainText('admin@empresa2.com');
  await expect(demoList(page)).toContainText('123456');
  await expectAccessible(page);
});

test('one press signs in with that account (the plain user)', async ({ page }) => {
  await openLogin(page);
  await demoList(page)
    .getByRole('button', { name: /Entrar como Carla Atendente/ })
    .click();
  await expect(page).toHaveURL(/\/tickets$/);
  expect(await signedInUser(page)).toBe('3');
  const logins = (await page.evaluate(() => window.__sandbox?.requests() ?? [])).filter(
    (r) => r.method === 'POST' && r.path === '/auth/login',
  );
  expect(logins.map((r) => r.status)).toEqual([200]);
});

test('from the keyboard: Tab to an account, Enter signs in (the second company)', async ({ page }) => {
  await openLogin(page);
  const target = demoList(page).getByRole('button', { name: /Entrar como Admin Empresa Dois/ });
  // Tab from the sign-in button into the list, until the account has the focus.
  await page.getByRole('button', { name: 'Entrar', exact: true }).focus();
  for (let i = 0; i < 6 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tickets$/);
  expect(await signedInUser(page)).toBe('4');
});
