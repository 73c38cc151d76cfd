import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test } from './fixtures.ts';

const TABLE = 'Respostas rápidas';

async function openQuickMessages(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/quick-messages');
  const table = page.getByRole('table', { name: TABLE });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

const rowOf = (page: Page, shortcode: string) =>
  page
    .getByRole('table', { name: TABLE })
    .getByRole('row')
    .filter({ has: page.getByText(`/${shortcode}`, { exact: true }) });

test('quick messages: the user’s own, search, add with the rules, edit, delete with confirmation', async ({
  page,
}) => {
  const table = await openQuickMessages(page);
  await expect(page.getByRole('heading', { name: 'Respostas Rápidas' })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Atalho', 'Mensagem', 'Ações']);
  // The admin's own only: the attendant's 'aguarde' is not listed.
  await expect(rowOf(page, 'boleto')).toBeVisible();
  await expect(rowOf(page, 'aguarde')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('PI');
  await expect(rowOf(page, 'pix')).toBeVisible();
  await expect(rowOf(page, 'boleto')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');
  await expect(rowOf(page, 'boleto')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mensagem Rápida' });
  await dialog.getByLabel('Atalho').fill('ab');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Too Short!')).toBeVisible();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Atalho').fill('boasvindas');
  await dialog.getByLabel('Resposta').fill('Seja bem-vindo! Em que posso ajudar?');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Mensagem Rápida' })).toHaveCount(0);
  await expect(page.getByText('Messagem adicionada com sucesso.')).toBeVisible();
  await expect(rowOf(page, 'boasvindas')).toBeVisible();
  const rows = (await sandbox(page, 'rows', 'quickMessages', 1)) as { shortcode: string; userId: number }[];
  expect(rows.find((q) => q.shortcode === 'boasvindas')?.userId).toBe(1);

  await rowOf(page, 'boasvindas')
    .getByRole('button', { name: 'Editar a resposta rápida boasvindas' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Mensagem Rápida' });
  await expect(edit.getByLabel('Atalho')).toHaveValue('boasvindas');
  await edit.getByLabel('Resposta').fill('Olá! Seja bem-vindo.');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Messagem atualizada com sucesso.')).toBeVisible();
  await expect(rowOf(page, 'boasvindas')).toContainText('Olá! Seja bem-vindo.');

  await rowOf(page, 'boasvindas')
    .getByRole('button', { name: 'Excluir a resposta rápida boasvindas' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Excluir Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir este registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Messagem excluída com sucesso.')).toBeVisible();
  await expect(rowOf(page, 'boasvindas')).toHaveCount(0);
});

test('quick messages: changes from elsewhere show live; another user’s do not', async ({ page }) => {
  await openQuickMessages(page);
  const mine = (await sandbox(page, 'createQuickMessage', {
    shortcode: 'aaa-ao-vivo',
    message: 'Criada em outro lugar',
    userId: 1,
  })) as { id: number };
  await sandbox(page, 'createQuickMessage', { shortcode: 'aaa-da-carla', message: 'Da Carla', userId: 3 });
  await expect(rowOf(page, 'aaa-ao-vivo')).toBeVisible();
  await sandbox(page, 'updateQuickMessage', mine.id, { message: 'Alterada em outro lugar' });
  await expect(rowOf(page, 'aaa-ao-vivo')).toContainText('Alterada em outro lugar');
  await expect(rowOf(page, 'aaa-da-carla')).toHaveCount(0);
  await sandbox(page, 'deleteQuickMessage', mine.id);
  await expect(rowOf(page, 'aaa-ao-vivo')).toHaveCount(0);
});

test('quick messages: axe finds nothing serious on the list and the dialog', async ({ page }) => {
  await openQuickMessages(page);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/quick-messages-list.png' });
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { name: 'Mensagem Rápida' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/quick-messages-dialog.png' });
});
