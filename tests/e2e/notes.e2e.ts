import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test } from './fixtures.ts';

/** Signs in as the admin, opens the first ticket of 'Atendendo' and its contact drawer; returns the drawer. */
async function openDrawer(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  const rows = page.getByRole('tabpanel').locator('[data-ticket-id]');
  await rows.first().click();
  await expect(page).toHaveURL(/\/tickets\/[\w-]+$/);
  const opener = page.getByRole('button', { name: /Dados do contato$/ });
  await opener.click();
  const drawer = page.getByRole('complementary', { name: 'Dados do contato' });
  await expect(drawer).toBeVisible();
  return { drawer, opener };
}

test('notes: the Too Short! rule, add, then delete after confirming', async ({ page }) => {
  const { drawer } = await openDrawer(page);
  const notes = drawer.getByRole('list', { name: 'Observações' });
  // The seed gives this ticket two notes, newest first.
  await expect(notes.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page, 'aside');

  const field = drawer.getByLabel('Nova observação');
  const add = drawer.getByRole('button', { name: 'Adicionar' });
  await add.click();
  await expect(drawer.getByText('Required')).toBeVisible();
  await field.fill('x');
  await expect(drawer.getByText('Too Short!')).toBeVisible();
  await add.click();
  const posts = async () =>
    (await sandbox(page, 'requests')).filter((r) => r.method === 'POST' && r.path === '/ticket-notes');
  expect(await posts()).toHaveLength(0);

  await field.fill('Ligar amanhã às 10h');
  await add.click();
  await expect(page.getByText('Observação adicionada com sucesso!')).toBeVisible();
  const added = notes.getByRole('listitem').first();
  await expect(added.getByText('Ligar amanhã às 10h')).toBeVisible();
  await expect(added.getByText(/^Admin · \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeVisible();
  await expect(notes.getByRole('listitem')).toHaveCount(3);
  await expect(field).toHaveValue('');

  await added.getByRole('button', { name: 'Excluir observação' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir Registro' });
  await expect(confirm.getByText('Deseja realmente excluir este registro?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Observação excluída com sucesso!')).toBeVisible();
  await expect(notes.getByText('Ligar amanhã às 10h')).toHaveCount(0);
  await expect(notes.getByRole('listitem')).toHaveCount(2);
  await expect(drawer).toBeVisible();
});

test('Escape closes the drawer and the focus returns to the contact button', async ({ page }) => {
  const { drawer, opener } = await openDrawer(page);
  await expect(drawer.getByRole('button', { name: 'Fechar dados do contato' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('tags: one chosen from the list, one created by name, each change synchronised, kept after a reload', async ({
  page,
}) => {
  await openDrawer(page);
  const chips = page.getByRole('list', { name: 'Tags' });
  // The seed tags this ticket 'Orçamento'.
  await expect(chips.getByRole('listitem')).toHaveCount(1);
  const input = page.getByRole('combobox', { name: 'Tags' });
  // Typing activates the first match: Enter takes it.
  await input.fill('vi');
  await page.keyboard.press('Enter');
  await expect(chips.getByText('VIP')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover tag VIP' })).toBeEnabled();

  await input.fill('Garantia');
  await page.getByRole('option', { name: 'Criar tag "Garantia"' }).click();
  await expect(chips.getByText('Garantia')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover tag Garantia' })).toBeEnabled();
  const requests = await sandbox(page, 'requests');
  expect(requests.filter((r) => r.method === 'POST' && r.path === '/tags/sync')).toHaveLength(2);
  expect(requests.filter((r) => r.method === 'POST' && r.path === '/tags')).toHaveLength(1);

  await page.reload();
  await expect(chips.getByRole('listitem')).toHaveText(['Orçamento', 'VIP', 'Garantia']);
});

test('the drawer edits the contact in the contact dialog', async ({ page }) => {
  const { drawer } = await openDrawer(page);
  await drawer.getByRole('button', { name: /^Editar contato / }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar contato' });
  await expect(dialog.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Henrique Souza');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(drawer).toBeVisible();
});

test('a contact renamed in the drawer is renamed in its ticket row too (the contact frame reaches the lists)', async ({
  page,
}) => {
  const { drawer } = await openDrawer(page);
  await drawer.getByRole('button', { name: /^Editar contato / }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar contato' });
  const name = dialog.getByRole('textbox', { name: 'Nome', exact: true });
  await expect(name).toHaveValue('Henrique Souza');
  await name.fill('Henrique Souza Renomeado');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('tabpanel').locator('[data-ticket-id]').first();
  await expect(row.locator('[data-contact-name]')).toHaveText('Henrique Souza Renomeado');
});

test('narrow screens: the drawer is a full-height sheet with a close button; the focus returns to the contact', async ({
  page,
}) => {
  await page.setViewportSize({ width: 414, height: 860 });
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('tabpanel').locator('[data-ticket-id]').first().click();
  const opener = page.getByRole('button', { name: /Dados do contato$/ });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Dados do contato' });
  await expect(sheet.getByRole('heading', { name: 'Dados do contato' })).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'Observações' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await sheet.getByRole('button', { name: 'Fechar dados do contato' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(opener).toBeFocused();
});
