import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test } from './fixtures.ts';

interface ScheduleRow {
  id: number;
  body: string;
  status: string;
  contactId: number;
}
interface ContactRow {
  id: number;
  name: string;
}

async function signIn(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
}

async function openSchedules(page: Page) {
  await signIn(page);
  await page.goto('/schedules');
  const table = page.getByRole('table', { name: 'Agendamentos' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

const rowWith = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Agendamentos' }).getByRole('row').filter({ hasText: text });

test('schedules: columns, 25-character bodies with the whole as tooltip, capitalised status and Erro; search', async ({
  page,
}) => {
  const table = await openSchedules(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Contato',
    'Mensagem',
    'Data de Agendamento',
    'Status',
    'Ações',
  ]);
  const long = 'Olá! Passando para confirmar a visita técnica de amanhã.';
  const row = rowWith(page, 'Olá! Passando para confir...');
  await expect(row).toBeVisible();
  await expect(row.getByTitle(long)).toHaveText('Olá! Passando para confir...');
  await expect(row).toContainText('Pendente');
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('SENHA EXPIRA');
  const failed = rowWith(page, 'Sua senha expira em 5 dia...');
  await expect(failed).toContainText('Erro');
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('schedules: add for a contact found by name, edit, delete with confirmation', async ({ page }) => {
  await openSchedules(page);
  const contacts = (await sandbox(page, 'rows', 'contacts', 1)) as ContactRow[];
  const contact = contacts[4];
  if (!contact) throw new Error('no contact');
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await dialog.getByLabel('Mensagem').fill('Oi');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Mensagem muito curta')).toBeVisible();
  await expect(dialog.getByText('Obrigatório')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Contato' }).fill(contact.name.slice(0, 5));
  await page.getByRole('option', { name: contact.name }).first().click();
  await dialog.getByLabel('Mensagem').fill('Lembrete agendado pelo teste de ponta a ponta.');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Agendamento' })).toHaveCount(0);
  await expect(page.getByText('Agendamento salvo com sucesso.')).toBeVisible();
  const added = rowWith(page, 'Lembrete agendado pelo te...');
  await expect(added).toContainText(contact.name);
  await expect(added).toContainText('Pendente');

  await added
    .getByRole('button', { name: `Editar o agendamento de ${contact.name}` })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Agendamento' });
  await expect(edit.getByLabel('Mensagem')).toHaveValue('Lembrete agendado pelo teste de ponta a ponta.');
  await edit.getByLabel('Mensagem').fill('Lembrete alterado pelo teste.');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Agendamento' })).toHaveCount(0);
  const edited = rowWith(page, 'Lembrete alterado pelo te...');
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: `Excluir o agendamento de ${contact.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Você tem certeza que quer excluir este Agendamento?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Agendamento excluído com sucesso.')).toBeVisible();
  await expect(rowWith(page, 'Lembrete alterado pelo te...')).toHaveCount(0);
});

test('schedules: ?contactId=N opens the add dialog for that contact, once', async ({ page }) => {
  await signIn(page);
  const contacts = (await sandbox(page, 'rows', 'contacts', 1)) as ContactRow[];
  const contact = contacts[7];
  if (!contact) throw new Error('no contact');
  await page.goto(`/schedules?contactId=${contact.id}`);
  const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(page.getByRole('heading', { name: 'Novo Agendamento' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Contato' })).toHaveValue(contact.name);
  await expect(page).toHaveURL(/\/schedules$/);
  await dialog.getByLabel('Mensagem').fill('Mensagem para o contato da URL.');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Agendamento salvo com sucesso.')).toBeVisible();
  const rows = (await sandbox(page, 'rows', 'schedules', 1)) as ScheduleRow[];
  expect(rows.find((s) => s.body === 'Mensagem para o contato da URL.')?.contactId).toBe(contact.id);
});

test('schedules: made, changed and deleted elsewhere show live; a failed send reads as Erro', async ({
  page,
}) => {
  await openSchedules(page);
  const contacts = (await sandbox(page, 'rows', 'contacts', 1)) as ContactRow[];
  const contact = contacts[2];
  if (!contact) throw new Error('no contact');
  const made = (await sandbox(page, 'createSchedule', {
    body: 'Criado em outro lugar agora',
    sendAt: new Date(Date.now() + 86_400_000).toISOString(),
    contactId: contact.id,
    userId: 2,
  })) as ScheduleRow;
  // The create frame carries the bare row: the name comes from GET /schedules/{id}.
  await expect(rowWith(page, 'Criado em outro lugar ago...')).toContainText(contact.name);
  await sandbox(page, 'updateSchedule', made.id, { body: 'Alterado em outro lugar agora' });
  await expect(rowWith(page, 'Alterado em outro lugar a...')).toBeVisible();
  // The send job emits nothing: the failure shows at the next read.
  await sandbox(page, 'failSchedule', made.id);
  await page.reload();
  await expect(rowWith(page, 'Alterado em outro lugar a...')).toContainText('Erro');
  await sandbox(page, 'deleteSchedule', made.id);
  await expect(rowWith(page, 'Alterado em outro lugar a...')).toHaveCount(0);
});

test('schedules: axe finds nothing serious on the list and the dialog', async ({ page }) => {
  await openSchedules(page);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/schedules-list.png' });
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Agendamento' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/schedules-dialog.png' });
});
