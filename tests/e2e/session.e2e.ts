import { expect, login, sandbox, test, USERS } from './fixtures.ts';

test('a visitor is sent to /login and, after login, back to where they were going', async ({ page }) => {
  await page.goto('/contacts');
  await expect(page).toHaveURL(/\/login$/);
  await login(page);
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText('Olá Admin, Seja bem-vindo.')).toBeVisible();
});

test('login goes to /tickets with a success toast; bad credentials show the catalogue text', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, USERS.admin.email, 'wrong-password');
  await expect(page.getByText('Erro de autenticação. Por favor, tente novamente.').first()).toBeVisible();
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
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/tickets');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in elsewhere: the message shows, storage is cleared and the page reloads to /login', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByText('Aguardando')).toBeVisible();
  await sandbox(page, 'signInElsewhere', 1);
  await expect(page.getByText('Sua conta foi acessada em outro computador.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
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
  await expect(page.getByText('Erro de autenticação. Por favor, tente novamente.').first()).toBeVisible();
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
