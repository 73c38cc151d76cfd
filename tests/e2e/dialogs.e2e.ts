import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, openPendingList, sandbox, test } from './fixtures.ts';

/** Accepts the first pending ticket as the admin: its conversation opens. Returns its id. */
async function openAcceptedTicket(page: Page): Promise<number> {
  const first = (await openPendingList(page)).first();
  const ticketId = Number(await first.getAttribute('data-ticket-id'));
  await first.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Opções do ticket' })).toBeVisible();
  return ticketId;
}

async function ticketRow(page: Page, ticketId: number) {
  const rows = await sandbox(page, 'rows', 'tickets', 1);
  return (rows as { id: number; status: string; userId: number | null; queueId: number | null }[]).find(
    (r) => r.id === ticketId,
  );
}

test('options menu: Escape closes a dialog and focus returns to the menu button', async ({ page }) => {
  await openAcceptedTicket(page);
  const menu = page.getByRole('button', { name: 'Opções do ticket' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Transferir' }).click();
  await expect(page.getByRole('heading', { name: 'Transferir Ticket' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menu).toBeFocused();
});

test('transfer to a queue with no user: the ticket becomes pending with no user, then /tickets', async ({
  page,
}) => {
  const ticketId = await openAcceptedTicket(page);
  await page.getByRole('button', { name: 'Opções do ticket' }).click();
  await page.getByRole('menuitem', { name: 'Transferir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transferir Ticket' });
  await expect(dialog.getByRole('heading', { name: 'Transferir Ticket' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  // The queue is required.
  await dialog.getByRole('button', { name: 'Transferir', exact: true }).click();
  // The placeholder and, now, the message under the select.
  await expect(dialog.getByText('Selecione uma fila')).toHaveCount(2);
  await dialog.getByRole('button', { name: /Transferir para fila/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Transferir', exact: true }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = await ticketRow(page, ticketId);
  expect(row?.status).toBe('pending');
  expect(row?.userId).toBeNull();
  expect(row?.queueId).not.toBeNull();
});

test('delete after confirmation: DELETE, the deleted toast and /tickets', async ({ page }) => {
  const ticketId = await openAcceptedTicket(page);
  await page.getByRole('button', { name: 'Opções do ticket' }).click();
  await page.getByRole('menuitem', { name: 'Deletar' }).click();
  const title = new RegExp(`Deletar o ticket #${ticketId} do contato`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await expect(
    dialog.getByText('Atenção! Todas as mensagens relacionadas ao ticket serão perdidas.'),
  ).toBeVisible();
  // A refused delete from the keyboard: the catalogue's toast, the dialog stays, and so does the focus.
  await sandbox(page, 'failNext', {
    method: 'DELETE',
    path: `/tickets/${ticketId}`,
    // 400: a 403 is retried once after a token refresh, as the reference client does.
    status: 400,
    error: 'ERR_NO_PERMISSION',
  });
  const confirm = dialog.getByRole('button', { name: 'Deletar' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Você não tem permissão para acessar este recurso.')).toBeVisible();
  await expect(confirm).toBeEnabled();
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ticket deleted sucessfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/tickets$/);
  expect(await ticketRow(page, ticketId)).toBeUndefined();
});

test('an open dialog hides the page behind it, and a toast raised meanwhile is still read and closable', async ({
  page,
}) => {
  await openAcceptedTicket(page);
  const resolve = page.getByRole('button', { name: 'Resolver' });
  await expect(resolve).toBeVisible();
  await sandbox(page, 'failNext', {
    method: 'DELETE',
    path: '/tickets/:ticketId',
    status: 500,
    error: 'ERR_INTERNAL',
  });
  await page.getByRole('button', { name: 'Opções do ticket' }).click();
  await page.getByRole('menuitem', { name: 'Deletar' }).click();
  const dialog = page.getByRole('dialog', { name: /Deletar o ticket #/ });
  await expect(dialog.getByRole('button', { name: 'Deletar' })).toBeVisible();
  // The page behind is inert and out of the accessibility tree (the dialog mounts already open: Headless UI did not
  // find the page's root in that commit, and left it live).
  await expect(resolve).toHaveCount(0);
  expect(await page.evaluate(() => document.getElementById('root')?.inert)).toBe(true);
  await dialog.getByRole('button', { name: 'Deletar' }).click();
  // The failure's toast is outside the inert page: its close button is in the accessibility tree and works.
  await expect(page.getByText('An error occurred!')).toBeVisible();
  const close = page
    .locator('[data-sonner-toast]', { hasText: 'An error occurred!' })
    .getByRole('button', { name: 'Fechar notificação' });
  await expect(close).toHaveCount(1);
  await close.click();
  await expect(page.getByText('An error occurred!')).toHaveCount(0);
});

test('a user without ticket-options:deleteTicket has no Deletar', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'atendente@demo.com');
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  const first = page.getByRole('tabpanel').locator('[data-ticket-id]').first();
  await first.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Opções do ticket' }).click();
  await expect(page.getByRole('menuitem', { name: 'Transferir' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Deletar' })).toHaveCount(0);
});

test('schedule from a ticket: rules, then saved and /schedules', async ({ page }) => {
  await openAcceptedTicket(page);
  await page.getByRole('button', { name: 'Opções do ticket' }).click();
  await page.getByRole('menuitem', { name: 'Agendamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(dialog.getByRole('heading', { name: 'Novo Agendamento' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByLabel('Mensagem').fill('Oi');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Mensagem muito curta')).toBeVisible();
  await dialog.getByLabel('Mensagem').fill('Lembrete da sua consulta amanhã');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Agendamento salvo com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/schedules$/);
  const schedules = (await sandbox(page, 'rows', 'schedules', 1)) as { body: string }[];
  expect(schedules.map((s) => s.body)).toContain('Lembrete da sua consulta amanhã');
});

test('new ticket with a new contact: the contact dialog opens with the name, then the ticket opens', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('button', { name: 'Novo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Ticket' });
  await expect(dialog.getByRole('heading', { name: 'Criar Ticket' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
  await dialog.getByLabel('Digite para pesquisar o contato').fill('Zé Novato');
  await page.getByRole('option', { name: 'Adicionar Zé Novato' }).click();
  const contact = page.getByRole('dialog', { name: 'Adicionar contato' });
  await expect(contact.getByLabel('Nome')).toHaveValue('Zé Novato');
  await expectAccessible(page, '[role="dialog"]');
  await contact.getByLabel('Número do Whatsapp').fill('5511912340000');
  await contact.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Contato salvo com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main').getByText('Zé Novato').first()).toBeVisible();
  const tickets = (await sandbox(page, 'rows', 'tickets', 1)) as { status: string; contactId: number }[];
  const contacts = (await sandbox(page, 'rows', 'contacts', 1)) as { id: number; name: string }[];
  const created = contacts.find((c) => c.name === 'Zé Novato');
  expect(tickets.find((t) => t.contactId === created?.id)?.status).toBe('open');
});

test('new ticket with a new contact saved without a number: back to the dialog, which says so; no ticket', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('button', { name: 'Novo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Ticket' });
  await dialog.getByLabel('Digite para pesquisar o contato').fill('Sem Numero Fulano');
  await page.getByRole('option', { name: 'Adicionar Sem Numero Fulano' }).click();
  const contact = page.getByRole('dialog', { name: 'Adicionar contato' });
  await contact.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Contato salvo com sucesso.')).toBeVisible();
  await expect(contact).toHaveCount(0);
  await expect(dialog.getByText('Este contato não tem número')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
  await expect(page).toHaveURL(/\/tickets$/);
  expect(
    (await sandbox(page, 'requests')).filter((r) => r.method === 'POST' && r.path === '/tickets'),
  ).toEqual([]);
});

test('new ticket as admin: a queue chosen can be taken back to Sem fila, and the ticket has none', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  // A contact with a number and no ticket in progress (else ERR_OTHER_OPEN_TICKET).
  const contacts = (await sandbox(page, 'rows', 'contacts', 1)) as {
    id: number;
    name: string;
    number: string;
  }[];
  const tickets = (await sandbox(page, 'rows', 'tickets', 1)) as { contactId: number; status: string }[];
  const busy = new Set(tickets.filter((t) => t.status !== 'closed').map((t) => t.contactId));
  const free = contacts.find(
    (c) => c.number !== '' && !busy.has(c.id) && !contacts.some((o) => o !== c && o.name === c.name),
  );
  if (!free) throw new Error('no free contact is seeded');
  await page.getByRole('button', { name: 'Novo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Ticket' });
  await dialog.getByLabel('Digite para pesquisar o contato').fill(free.name);
  await page
    .getByRole('option', { name: new RegExp(`^${free.name}`) })
    .first()
    .click();
  const queue = dialog.getByRole('button', { name: /^Fila/ });
  await queue.click();
  await page.getByRole('option', { name: 'Vendas' }).click();
  await expect(queue).toContainText('Vendas');
  await queue.click();
  await page.getByRole('option', { name: 'Sem fila' }).click();
  await expect(queue).toContainText('Sem fila');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  const after = (await sandbox(page, 'rows', 'tickets', 1)) as {
    contactId: number;
    status: string;
    queueId: number | null;
  }[];
  const created = after.find((t) => t.contactId === free.id && t.status === 'open');
  expect(created).toBeDefined();
  expect(created?.queueId).toBeNull();
});
