import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test } from './fixtures.ts';

interface ContactRow {
  id: number;
  name: string;
  number: string;
}

async function openContacts(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/contacts');
  const table = page.getByRole('table', { name: 'Contatos' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  return table;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Contatos' }).getByRole('row').filter({ hasText: name });

test('contacts: list, search, add, edit, delete with confirmation', async ({ page }) => {
  const table = await openContacts(page);
  await expect(table.getByRole('columnheader')).toHaveText(['Foto', 'Nome', 'WhatsApp', 'Email', 'Ações']);
  const rows = (await sandbox(page, 'rows', 'contacts', 1)) as ContactRow[];
  const someone = rows[5];
  if (!someone) throw new Error('no seed contacts');

  // Searched as the backend does: by the lower-cased name or the number.
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(someone.number.slice(-7));
  await expect(rowOf(page, someone.name)).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', '2');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');

  // Add through the contact dialog: the spec's rule first.
  await page.getByRole('button', { name: 'Adicionar Contato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar contato' });
  await dialog.getByLabel('Nome', { exact: true }).fill('A');
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(dialog.getByText('Too Short!')).toBeVisible();
  await dialog.getByLabel('Nome', { exact: true }).fill('Aaron Novo');
  await dialog.getByLabel('Número').fill('5511977776666');
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar contato' })).toHaveCount(0);
  await expect(page.getByText('Contato salvo com sucesso.')).toBeVisible();
  await expect(rowOf(page, 'Aaron Novo')).toBeVisible();

  // Edit: the contact is read (extra info included) and saved.
  await rowOf(page, 'Aaron Novo').getByRole('button', { name: 'Editar contato Aaron Novo' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar contato' });
  await expect(edit.getByLabel('Nome', { exact: true })).toHaveValue('Aaron Novo');
  await edit.getByLabel('Nome', { exact: true }).fill('Aaron Editado');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar contato' })).toHaveCount(0);
  await expect(rowOf(page, 'Aaron Editado')).toBeVisible();

  // Delete: asks first ('Deletar {name}?'), then the row leaves.
  await rowOf(page, 'Aaron Editado').getByRole('button', { name: 'Excluir contato Aaron Editado' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deletar Aaron Editado?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rowOf(page, 'Aaron Editado')).toBeVisible();
  await rowOf(page, 'Aaron Editado').getByRole('button', { name: 'Excluir contato Aaron Editado' }).click();
  await confirm.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByText('Contato excluído com sucesso!')).toBeVisible();
  await expect(rowOf(page, 'Aaron Editado')).toHaveCount(0);
  expect(
    ((await sandbox(page, 'rows', 'contacts', 1)) as ContactRow[]).some((c) => c.name === 'Aaron Editado'),
  ).toBe(false);
});

test('contacts: a change from elsewhere shows live; the open dialog keeps what was typed and says so', async ({
  page,
}) => {
  await openContacts(page);
  const first = ((await sandbox(page, 'rows', 'contacts', 1)) as ContactRow[]).sort((a, b) =>
    a.name.localeCompare(b.name, 'pt-BR'),
  )[0];
  if (!first) throw new Error('no seed contacts');
  await rowOf(page, first.name)
    .first()
    .getByRole('button', { name: `Editar contato ${first.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar contato' });
  await expect(edit.getByLabel('Nome', { exact: true })).toHaveValue(first.name);
  await edit.getByLabel('Nome', { exact: true }).fill('Digitado Aqui');
  await sandbox(page, 'updateContact', first.id, { name: 'Mudado Lá Fora' });
  await expect(edit.getByRole('status')).toContainText('alterado em outro lugar');
  await expect(edit.getByLabel('Nome', { exact: true })).toHaveValue('Digitado Aqui');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rowOf(page, 'Mudado Lá Fora')).toBeVisible();
  await sandbox(page, 'deleteContact', first.id);
  await expect(rowOf(page, 'Mudado Lá Fora')).toHaveCount(0);
});

test('contacts: start a ticket opens the new-ticket dialog with the contact, then /tickets/{uuid}', async ({
  page,
}) => {
  await openContacts(page);
  const rows = (await sandbox(page, 'rows', 'contacts', 1)) as ContactRow[];
  const tickets = (await sandbox(page, 'rows', 'tickets', 1)) as { contactId: number; status: string }[];
  const free = rows.find((c) => !tickets.some((t) => t.contactId === c.id && t.status !== 'closed'));
  if (!free) throw new Error('no contact without an open ticket');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(free.number);
  await rowOf(page, free.name)
    .getByRole('button', { name: `Iniciar atendimento com ${free.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Criar Ticket' });
  await expect(page.getByRole('heading', { name: 'Criar Ticket' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  const after = (await sandbox(page, 'rows', 'tickets', 1)) as { contactId: number; status: string }[];
  expect(after.some((t) => t.contactId === free.id && t.status === 'open')).toBe(true);
});

test('contacts: import asks, then reads the phone book in', async ({ page }) => {
  await openContacts(page);
  await page.getByRole('button', { name: 'Importar Contatos' }).click();
  await page
    .getByRole('dialog', { name: 'Importar contatos' })
    .getByRole('button', { name: 'Importar' })
    .click();
  await expect(page.getByText('Contatos importados do telefone.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('agenda');
  await expect(rowOf(page, 'Agenda · Bruna Tavares')).toBeVisible();
});

test('contacts: axe finds nothing serious on the list and the dialog', async ({ page }) => {
  await openContacts(page);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/contacts-list.png' });
  await page.getByRole('button', { name: 'Adicionar Contato' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar contato' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
});

test('a search with no result shows each list screen’s empty state with its icon, not the error screen', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  const screens: [string, string][] = [
    // The contacts screen first: reached after the tickets route, its view shared a chunk circle with it.
    ['/contacts', 'Nenhum contato corresponde à pesquisa.'],
    ['/quick-messages', 'Nenhum atalho corresponde à pesquisa.'],
    ['/schedules', 'Nenhum agendamento corresponde à pesquisa.'],
    ['/tags', 'Nenhuma tag corresponde à pesquisa.'],
    ['/contact-lists', 'Nenhuma lista corresponde à pesquisa.'],
    ['/campaigns', 'Nenhuma campanha corresponde à pesquisa.'],
    ['/announcements', 'Nenhum informativo corresponde à pesquisa.'],
    ['/users', 'Nenhum usuário encontrado.'],
  ];
  for (const [path, text] of screens) {
    await page.goto(path);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('zzqx nada assim');
    const empty = page.getByText(text);
    await expect(empty, path).toBeVisible();
    await expect(empty.locator('xpath=../..').locator('svg'), path).toBeVisible();
    await expect(page.getByText('Algo deu errado'), path).toHaveCount(0);
  }
});
