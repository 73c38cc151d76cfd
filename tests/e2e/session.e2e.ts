import { expect, login, sandbox, test, USERS } from './fixtures.ts';

test('a visitor is sent to /login and, after login, back to where they were going', async ({ page }) => {
  await page.goto('/contacts');
  await expect(page).toHaveURL(/\/login$/);
  await login(page);
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText('Olá Admin, Seja bem-vindo.')).toBeVisible();
});

test('login goes to /tickets with a success toast; bad credentials show the catalogue text, once', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, USERS.admin.email, 'wrong-password');
  const wrong = page.getByText('Erro de autenticação. Por favor, tente novamente.');
  await expect(wrong).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
  await expect(wrong).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByText('Login efetuado com sucesso!')).toBeVisible();
});

test('a signed-in user who opens /login is sent to /', async ({ page }) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the session survives a reload, and logout returns to /login and forgets the token', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.reload();
  await expect(page.getByText('Olá Admin, Seja bem-vindo.')).toBeVisible();
  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token')),
  ).toBeNull();
  await page.goto('/tickets');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout on a slow backend: /login at once, a reload stays signed out, and the next login starts at /tickets', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('tabpanel').locator('[data-ticket-id] [data-contact-name]').first().click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await sandbox(page, 'setLatency', 5000);
  await page.getByRole('button', { name: 'Conta', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The DELETE is still on its way: the browser has forgotten the session already.
  expect(
    await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token')),
  ).toBeNull();
  await sandbox(page, 'setLatency', 0);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  // A logout leaves no way back to the conversation it left (the next user of this browser starts afresh).
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
});

test('an empty login sends nothing and marks both fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Required')).toHaveCount(2);
  // A real call follows, so an empty one sent before it would be counted too.
  await login(page, USERS.admin.email, 'errada');
  await expect(page.getByText('Erro de autenticação. Por favor, tente novamente.')).toBeVisible();
  const logins = (await sandbox(page, 'requests')).filter((r) => r.path === '/auth/login');
  expect(logins).toHaveLength(1);
  await expect(page.getByText('ERR_INVALID_BODY')).toHaveCount(0);
});

test('signed in elsewhere: the message shows, ALL of local storage is cleared, then /login without a way back', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/contacts');
  await expect(page.getByText('Olá Admin, Seja bem-vindo.')).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('i18nextLng', 'pt');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('e2e-marker', 'x');
  });
  const reloaded = page.waitForEvent('load');
  await sandbox(page, 'signInElsewhere', 1);
  await expect(page.getByText('Sua conta foi acessada em outro computador.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() => ({
    token: sessionStorage.getItem('token') ?? localStorage.getItem('token'),
    companyId: sessionStorage.getItem('companyId') ?? localStorage.getItem('companyId'),
    userId: sessionStorage.getItem('userId') ?? localStorage.getItem('userId'),
    language: localStorage.getItem('i18nextLng'),
    theme: localStorage.getItem('theme'),
    marker: localStorage.getItem('e2e-marker'),
    returnTo: sessionStorage.getItem('returnTo'),
  }));
  expect(left).toEqual({
    token: null,
    companyId: null,
    userId: null,
    language: null,
    theme: null,
    marker: null,
    returnTo: null,
  });
  // S1 §4.1: the page reloads after 1 s, and stays on /login.
  await reloaded;
  await expect(page).toHaveURL(/\/login$/);
  // Signing in again starts afresh at /tickets, not on the page of the session that was taken over.
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
});

test('a 401 says the session expired, then signs out and keeps the way back', async ({ page }) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('tabpanel').locator('[data-ticket-id]').first()).toBeVisible();
  // The lists have loaded: the failure below meets the search, not a list still on its way.
  await page.waitForLoadState('networkidle');
  await sandbox(page, 'failNext', {
    method: 'GET',
    path: '/tickets',
    status: 401,
    error: 'ERR_SESSION_EXPIRED',
  });
  // The search tab's list loads on its first visit: that request meets the 401.
  await page.getByRole('tab', { name: /Busca/ }).click();
  await expect(page.getByText('Sessão expirada. Por favor entre.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() => ({
    token: sessionStorage.getItem('token') ?? localStorage.getItem('token'),
    returnTo: sessionStorage.getItem('returnTo'),
  }));
  expect(left).toEqual({ token: null, returnTo: '/tickets' });
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
});

test('an expired access token is refreshed once and the screen keeps working', async ({ page }) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await sandbox(page, 'expireTokens');
  await page.getByRole('tab', { name: /Resolvidos/ }).click();
  await expect(page.getByRole('tabpanel').locator('[data-ticket-id]').first()).toBeVisible();
  const refreshes = (await sandbox(page, 'requests')).filter((r) => r.path === '/auth/refresh_token');
  expect(refreshes.length).toBe(1);
});

test('what was typed survives a failed login and a reload (never the password)', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'gestor@demo.com', 'errada');
  await expect(page.getByText('Erro de autenticação. Por favor, tente novamente.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue('gestor@demo.com');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
});

test('the sign-up draft survives a reload', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Nome da Empresa').fill('Padaria Pão Quente');
  await page.reload();
  await expect(page.getByLabel('Nome da Empresa')).toHaveValue('Padaria Pão Quente');
});
