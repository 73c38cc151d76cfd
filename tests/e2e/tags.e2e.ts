import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test } from './fixtures.ts';

async function openTags(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/tags');
  const table = page.getByRole('table', { name: 'Tags' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Tags' }).getByRole('row').filter({ hasText: name });

test('tags: list with counts, search, add, edit, delete with confirmation', async ({ page }) => {
  const table = await openTags(page);
  await expect(table.getByRole('columnheader')).toHaveText(['Nome', 'Registros Tagdos', 'Ações']);
  // The seed's 45 tags of company 1, one page (the backend pages tags 5,000 at a time).
  await expect(table).toHaveAttribute('aria-rowcount', '46');

  // Lower-cased and matched as the backend does (a case-sensitive LIKE): 'etorno' finds 'Retorno' only.
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('etorno');
  await expect(rowOf(page, 'VIP')).toHaveCount(0);
  await expect(rowOf(page, 'Retorno')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');
  await expect(table).toHaveAttribute('aria-rowcount', '46');

  // Add: the spec's rule first, then a valid tag with a palette colour.
  await page.getByRole('button', { name: 'Nova Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Tag' });
  await dialog.getByLabel('Nome').fill('ab');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Mensagem muito curta')).toBeVisible();
  await dialog.getByLabel('Nome').fill('Atacado Sul');
  // A swatch of the palette, pressed as a user does (the radio inside it is visually hidden).
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '#43a047' }) })
    .click();
  await expect(dialog.getByRole('radio', { name: '#43a047' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { name: 'Nova Tag' })).toHaveCount(0);
  await expect(page.getByText('Tag salvo com sucesso.')).toBeVisible();
  await expect(rowOf(page, 'Atacado Sul')).toBeVisible();
  // A new tag has no tickets: 0, not an unknown count (POST answers the bare tag).
  await expect(rowOf(page, 'Atacado Sul').getByRole('cell').nth(1)).toHaveText('0');
  const created = (await sandbox(page, 'rows', 'tags', 1)) as { name: string; color: string }[];
  expect(created.find((t) => t.name === 'Atacado Sul')?.color).toBe('#43a047');

  // Edit: the hex code.
  await rowOf(page, 'Atacado Sul').getByRole('button', { name: 'Editar tag Atacado Sul' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Tag' });
  await expect(edit.getByLabel('Nome')).toHaveValue('Atacado Sul');
  await edit.getByLabel('Código da cor').fill('#123abc');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Tag' })).toHaveCount(0);
  await expect
    .poll(
      async () =>
        ((await sandbox(page, 'rows', 'tags', 1)) as { name: string; color: string }[]).find(
          (t) => t.name === 'Atacado Sul',
        )?.color,
    )
    .toBe('#123abc');

  // Delete: asks first; cancel keeps it, confirm removes it.
  await rowOf(page, 'Atacado Sul').getByRole('button', { name: 'Excluir tag Atacado Sul' }).click();
  const confirm = page.getByRole('dialog', { name: 'Você tem certeza que quer excluir esta Tag?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rowOf(page, 'Atacado Sul')).toBeVisible();
  await rowOf(page, 'Atacado Sul').getByRole('button', { name: 'Excluir tag Atacado Sul' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Tag excluído com sucesso.')).toBeVisible();
  await expect(rowOf(page, 'Atacado Sul')).toHaveCount(0);
});

test('tags: a change from elsewhere shows live; the open dialog keeps what was typed and says so', async ({
  page,
}) => {
  await openTags(page);
  const tags = (await sandbox(page, 'rows', 'tags', 1)) as { id: number; name: string }[];
  const vip = tags.find((t) => t.name === 'VIP');
  if (!vip) throw new Error('no VIP tag in the seed');
  await rowOf(page, 'VIP').getByRole('button', { name: 'Editar tag VIP' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Tag' });
  await edit.getByLabel('Nome').fill('VIP Ouro');
  await sandbox(page, 'updateTag', vip.id, { name: 'VIP Prata' });
  await expect(edit.getByRole('status')).toContainText('alterado em outro lugar');
  await expect(edit.getByLabel('Nome')).toHaveValue('VIP Ouro');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rowOf(page, 'VIP Prata')).toBeVisible();

  // Deleted elsewhere while open: the dialog closes with a note, the row leaves.
  await rowOf(page, 'VIP Prata').getByRole('button', { name: 'Editar tag VIP Prata' }).click();
  await sandbox(page, 'deleteTag', vip.id);
  await expect(page.getByRole('heading', { name: 'Editar Tag' })).toHaveCount(0);
  await expect(page.getByText('O registro aberto foi excluído em outro lugar.')).toBeVisible();
  await expect(rowOf(page, 'VIP Prata')).toHaveCount(0);
});

test('tags: a failed save keeps the dialog and what was typed; a failed delete puts the row back', async ({
  page,
}) => {
  await openTags(page);
  await sandbox(page, 'failNext', { method: 'POST', path: '/tags', status: 500, error: 'ERR_INTERNAL' });
  await page.getByRole('button', { name: 'Nova Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Tag' });
  await dialog.getByLabel('Nome').fill('Falhou');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('An error occurred!').first()).toBeVisible();
  await expect(dialog.getByLabel('Nome')).toHaveValue('Falhou');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await sandbox(page, 'failNext', {
    method: 'DELETE',
    path: '/tags/:tagId',
    status: 500,
    error: 'ERR_INTERNAL',
  });
  await rowOf(page, 'VIP').getByRole('button', { name: 'Excluir tag VIP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('An error occurred!').first()).toBeVisible();
  await expect(rowOf(page, 'VIP')).toBeVisible();
});

test('tags: axe finds nothing serious on the list and the dialog', async ({ page }) => {
  await openTags(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nova Tag' }).click();
  await expect(page.getByRole('heading', { name: 'Nova Tag' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/tags-dialog.png' });
});
