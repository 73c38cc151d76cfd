import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test } from './fixtures.ts';

/**
 * S3 §2.7 help videos: the super user's Ajuda tab of /settings (form above the table, edit, delete with the
 * confirmation) and /helps for every user (an accordion; a 700 by 500 player exists only once its item is open).
 */
const helpsTable = (page: Page) => page.getByRole('table', { name: 'Vídeos de ajuda' });
const rowOf = (page: Page, title: string) => helpsTable(page).getByRole('row').filter({ hasText: title });
const form = (page: Page) => page.getByRole('form');

async function openAjuda(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Ajuda' }).click();
  await expect(rowOf(page, 'Primeiros passos')).toBeVisible();
}

test('helps: the super user adds a video in Settings → Ajuda, it plays on /helps, then edits and deletes it', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await openAjuda(page);
  await expect(helpsTable(page).getByRole('columnheader')).toHaveText(['#', 'Título', 'Descrição', 'Vídeo']);
  await expectAccessible(page);

  // Add: the title is required, then a video pasted as its YouTube address is kept as its code.
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(form(page).getByText('Obrigatório')).toBeVisible();
  await form(page).getByLabel('Título').fill('Transferir um atendimento');
  await form(page)
    .getByLabel(/Código do Vídeo/)
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await form(page).getByLabel('Descrição').fill('Como passar o ticket para outra fila.');
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  await expect(rowOf(page, 'Transferir um atendimento')).toContainText('dQw4w9WgXcQ');
  // The form is cleared after the save (S3 §4.2).
  await expect(form(page).getByLabel('Título')).toHaveValue('');
  const rows = (await sandbox(page, 'rows', 'helps')) as { title: string; video: string | null }[];
  expect(rows.find((r) => r.title === 'Transferir um atendimento')?.video).toBe('dQw4w9WgXcQ');

  // /helps: closed items have no player; opening one shows its 700 by 500 player, and only then.
  await page.goto('/helps');
  const item = page.getByRole('button', { name: /Transferir um atendimento/ });
  await expect(item).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page);
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  const player = page.getByTitle('Vídeo: Transferir um atendimento');
  await expect(player).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(1);
  const box = await player.boundingBox();
  expect(box && { width: box.width, height: box.height }).toEqual({ width: 700, height: 500 });
  // The sandbox reaches nothing on the internet: its player is drawn in place.
  expect(await player.getAttribute('src')).toBeNull();
  await expect(player.contentFrame().getByText(/dQw4w9WgXcQ/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('helps-page.png') });

  // Edit in the Ajuda tab: the row loads into the form.
  await openAjuda(page);
  await rowOf(page, 'Transferir um atendimento')
    .getByRole('button', { name: 'Editar Transferir um atendimento' })
    .click();
  await expect(form(page).getByRole('heading', { name: 'Editar vídeo de ajuda' })).toBeVisible();
  await expect(form(page).getByLabel('Título')).toHaveValue('Transferir um atendimento');
  await form(page).getByLabel('Título').fill('Transferir um ticket');
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(rowOf(page, 'Transferir um ticket')).toBeVisible();
  await expect(rowOf(page, 'Transferir um atendimento')).toHaveCount(0);
  await expect(form(page).getByRole('heading', { name: 'Novo vídeo de ajuda' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('helps-settings.png'), fullPage: true });

  // Delete, after 'Exclusão de Registro'.
  await rowOf(page, 'Transferir um ticket')
    .getByRole('button', { name: 'Excluir Transferir um ticket' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm.getByText('Deseja realmente excluir esse registro?')).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: /Excluir|Confirmar|Sim/ }).click();
  await expect(rowOf(page, 'Transferir um ticket')).toHaveCount(0);
  // The row leaves at once, before the answer (S2 §4): the page is left only once the sandbox has deleted it (the
  // sandbox answers from the page, so a navigation before its answer cancels the call).
  await expect
    .poll(async () =>
      ((await sandbox(page, 'rows', 'helps')) as { title: string }[]).some(
        (r) => r.title === 'Transferir um ticket',
      ),
    )
    .toBe(false);
  await page.goto('/helps');
  await expect(page.getByRole('button', { name: /Primeiros passos/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Transferir um ticket/ })).toHaveCount(0);
});

test('helps: every user reads /helps; with no videos it says so', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'atendente@demo.com');
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/helps');
  await expect(page.getByRole('button', { name: /Conectando o WhatsApp/ })).toBeVisible();
  await sandbox(page, 'clearHelps');
  // The deletions are stored before the reload reads them back (the log is written to IndexedDB behind the answer).
  await sandbox(page, 'persisted');
  await page.reload();
  await expect(page.getByText('Nenhum vídeo de ajuda cadastrado.')).toBeVisible();
  await expectAccessible(page);
});
