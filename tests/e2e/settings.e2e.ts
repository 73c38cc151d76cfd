import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test, USERS } from './fixtures.ts';

async function openSettings(page: Page, email: string = USERS.admin.email) {
  await page.goto('/login');
  await login(page, email);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/settings');
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const setting = async (page: Page, key: string) => {
  const rows = (await sandbox(page, 'rows', 'settings', 1)) as { key: string; value: string }[];
  return rows.find((r) => r.key === key)?.value;
};

test('settings: a dropdown saves on change with its toast and is kept after a reload', async ({ page }) => {
  await openSettings(page);
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
  await expect(tab(page, 'Opções')).toBeVisible();
  await page.getByRole('button', { name: /Avaliações/ }).click();
  await page.getByRole('option', { name: 'Habilitadas' }).click();
  await expect(page.getByText('Operação atualizada com sucesso.')).toBeVisible();
  await expect.poll(() => setting(page, 'userRating')).toBe('enabled');
  await page.reload();
  await expect(page.getByRole('button', { name: /Avaliações/ })).toContainText('Habilitadas');
  await page.screenshot({ path: '/tmp/s16-options.png', fullPage: true });
  await expectAccessible(page);
});

test('settings: an integration field is saved when left, without the toast, and kept after a reload', async ({
  page,
}) => {
  await openSettings(page);
  const ip = page.getByLabel('IP do IXC');
  await ip.fill('10.0.0.7');
  await ip.blur();
  await expect.poll(() => setting(page, 'ipixc')).toBe('10.0.0.7');
  await expect(page.getByText('Salvo', { exact: true })).toBeVisible();
  await expect(page.getByText('Operação atualizada com sucesso.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('IP do IXC')).toHaveValue('10.0.0.7');
});

test('settings: scheduleType company shows Horários; the week is saved and read back', async ({ page }) => {
  await openSettings(page);
  await expect(tab(page, 'Horários')).toHaveCount(0);
  await page.getByRole('button', { name: /Gerenciamento de Expediente/ }).click();
  await page.getByRole('option', { name: 'Empresa' }).click();
  await tab(page, 'Horários').click();
  const monday = page.getByLabel('Hora inicial — Segunda-feira');
  await expect(monday).toHaveValue('08:00');
  await monday.fill('0930');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Horários atualizados com sucesso.')).toBeVisible();
  await page.screenshot({ path: '/tmp/s16-hours.png', fullPage: true });
  await expectAccessible(page);
  await page.reload();
  await tab(page, 'Horários').click();
  await expect(page.getByLabel('Hora inicial — Segunda-feira')).toHaveValue('09:30');
});

test('settings: the super user has Empresas, Planos and Ajuda, each accessible', async ({ page }) => {
  await openSettings(page);
  // Ajuda (S3 §2.7): the help videos' form and table (tests/e2e/helps.e2e.ts walks them).
  await tab(page, 'Ajuda').click();
  await expect(page.getByRole('table', { name: 'Vídeos de ajuda' })).toBeVisible();
  await expectAccessible(page);
  // Empresas and Planos are built too (tests/e2e/settings-admin.e2e.ts walks them): no tab says 'not yet'.
  for (const name of ['Empresas', 'Planos']) {
    await tab(page, name).click();
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expect(page.getByText('Ainda não disponível')).toHaveCount(0);
    await expectAccessible(page);
  }
});

test('settings: a user typing the URL is refused and nothing is read', async ({ page }) => {
  await openSettings(page, USERS.atendente.email);
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Somente administradores' })).toBeVisible();
  const requests = await sandbox(page, 'requests');
  expect(requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/settings'))).toEqual([]);
  await expect(tab(page, 'Opções')).toHaveCount(0);
  await expectAccessible(page);
});
