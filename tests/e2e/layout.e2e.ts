import type { SandboxControl } from '../../mocks/control.ts';
import { expect, login, sandbox, test, USERS } from './fixtures.ts';

test('the drawer shows admin items to an admin and hides them from a user', async ({ page }) => {
  await page.goto('/login');
  await login(page, USERS.atendente.email);
  await expect(page).toHaveURL(/\/tickets$/);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Atendimentos' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Conexões' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});

test("the Connections '!' badge follows the connections live, after 2 s", async ({ page }) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  const badge = page.getByTestId('connections-warning');
  // The seed has one connection in 'qrcode'.
  await expect(badge).toBeVisible();
  await sandbox(page, 'setConnectionStatus', 2, 'CONNECTED');
  await expect(badge).toHaveCount(0);
  // Not before 2 s: timed inside the page from the status change to the badge, so a slow runner cannot shorten it.
  const shownAfter = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="connections-warning"]')) return;
          observer.disconnect();
          resolve(performance.now() - t0);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const control = (window as unknown as { __sandbox: SandboxControl }).__sandbox;
        control.setConnectionStatus(2, 'DISCONNECTED');
      }),
  );
  expect(shownAfter).toBeGreaterThanOrEqual(2000);
  await expect(badge).toBeVisible();
  // The connection list was read once for the whole session (it was once asked twice).
  const reads = (await sandbox(page, 'requests')).filter(
    (r) => r.method === 'GET' && /^\/whatsapp\/?$/.test(r.path),
  );
  expect(reads).toHaveLength(1);
});

test('under 600 px the drawer is temporary and closed, and the greeting shows only the name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByText('Olá Admin, Seja bem-vindo.')).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Atendimentos' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Contatos' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Contatos' })).toBeHidden();
});

for (const width of [390, 1280]) {
  test(`at ${width} px a toast keeps clear of the top bar, whose buttons stay usable while it shows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await login(page);
    await expect(page).toHaveURL(/\/tickets$/);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Login efetuado com sucesso!' });
    await toast.hover(); // sonner pauses a hovered toast: it stays while it is measured
    const bar = await page.locator('header').first().boundingBox();
    // Measured once it has slid in, when two reads in a row agree: a loaded runner can catch it mid-entry, below its
    // resting place (one CI run saw its bottom past the window) or above it (another saw it over the bar).
    const seen: { box: Awaited<ReturnType<typeof toast.boundingBox>> } = { box: null };
    await expect
      .poll(async () => {
        const now = await toast.boundingBox();
        const settled = now !== null && seen.box !== null && now.x === seen.box.x && now.y === seen.box.y;
        seen.box = now;
        return settled;
      })
      .toBe(true);
    const box = seen.box;
    expect(bar !== null && box !== null && box.y >= bar.y + bar.height).toBe(true);
    expect(box !== null && box.y + box.height <= 800).toBe(true);
    if (width >= 600) {
      // Wide, the toast sits over the drawer's foot: the nav scrolls its last item clear of it.
      const nav = page.getByRole('navigation', { name: 'Navegação principal' });
      await nav.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      const last = await nav.getByRole('link').last().boundingBox();
      expect(last && box && last.y + last.height <= box.y).toBe(true);
    }
    // A toast over the bar would keep itself paused under the pointer and take this click forever.
    await page.getByRole('button', { name: width < 600 ? 'Abrir ou fechar o menu' : 'Conta' }).click();
    await expect(
      width < 600
        ? page.getByRole('navigation').getByRole('link', { name: 'Contatos' })
        : page.getByRole('menuitem', { name: 'English' }),
    ).toBeVisible();
  });
}

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});

test('the language chosen in the account menu applies at once and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Hello Admin, welcome.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Hello Admin, welcome.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
});

test('the dark theme can be chosen and is kept', async ({ page }) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'Tema escuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
