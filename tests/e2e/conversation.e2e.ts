import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, openPendingList, sandbox, sandboxReady, test } from './fixtures.ts';

// Each test signs in and opens a conversation on the dev server: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

interface SeedTicket {
  id: number;
  uuid: string;
  status: string;
  userId: number | null;
}

/** An open ticket of the admin, opened by its uuid through the login (the guard keeps the address). */
interface SeedMessage {
  ticketId: number;
  fromMe: boolean;
  body: string;
}

async function openOwnTicket(page: Page): Promise<SeedTicket> {
  await page.goto('/login');
  await sandboxReady(page);
  const rows = (await sandbox(page, 'rows', 'tickets', 1)) as SeedTicket[];
  const ticket = rows.find((t) => t.status === 'open' && t.userId === 1);
  if (!ticket) throw new Error('no open ticket of the admin in the seed');
  const url = `/tickets/${ticket.uuid}`;
  // A first visit of a fresh dev server may reload once (vite optimising dependencies): then go again.
  await page.goto(url).catch(() => page.goto(url));
  await login(page);
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.uuid}$`));
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeEnabled({ timeout: 30_000 });
  return ticket;
}

async function posts(page: Page, ticketId: number) {
  const requests = await sandbox(page, 'requests');
  return requests.filter((r) => r.method === 'POST' && r.path === `/messages/${ticketId}`);
}

test('accept → send → close → reopen: the composer follows the ticket', async ({ page }) => {
  const first = (await openPendingList(page)).first();
  const ticketId = Number(await first.getAttribute('data-ticket-id'));
  await first.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  const url = page.url();
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await expect(input).toBeEnabled();

  // Signed by default (S1 §4.4): the name in bold, then the text.
  await input.fill('Olá! Em que posso ajudar?');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const list = page.getByRole('region', { name: 'Mensagens' });
  await expect(list.getByText('Olá! Em que posso ajudar?')).toBeVisible();
  await expect.poll(async () => (await posts(page, ticketId)).length).toBe(1);
  const messages = (await sandbox(page, 'rows', 'messages', 1)) as SeedMessage[];
  const sent = messages.filter(
    (m) => m.ticketId === ticketId && m.fromMe && m.body.includes('Em que posso ajudar'),
  );
  expect(sent.map((m) => m.body)).toEqual(['*Admin*\nOlá! Em que posso ajudar?']);

  await page.locator('[data-command="resolve"]').click();
  await expect(page).toHaveURL(/\/tickets$/);

  await page.goto(url);
  await expect(input).toBeDisabled({ timeout: 30_000 });
  await expect(
    page.getByText('Este ticket está resolvido: reabra-o para enviar uma mensagem.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gravar áudio' })).toHaveCount(0);

  await page.locator('[data-command="reopen"]').click();
  await expect(input).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Gravar áudio' })).toBeVisible();
  await input.fill('Reaberto');
  await input.press('Enter');
  await expect(list.getByText('Reaberto')).toBeVisible();
});

/** The next message send fails as the backend's WhatsApp error would. */
async function failNextSend(page: Page) {
  await sandbox(page, 'failNext', {
    method: 'POST',
    path: '/messages/:ticketId',
    status: 500,
    error: 'ERR_SENDING_WAPP_MSG',
  });
}

test('a failed send stays with Retry, and Retry sends it once', async ({ page }) => {
  const ticket = await openOwnTicket(page);
  await failNextSend(page);
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.fill('Mensagem que falha');
  // A double Enter is still one request.
  await input.press('Enter');
  await input.press('Enter');
  const outbox = page.getByRole('list', { name: 'Mensagens a enviar' });
  await expect(outbox.getByText('Não enviada')).toBeVisible();
  await expect(outbox).toContainText('Mensagem que falha');
  expect((await posts(page, ticket.id)).map((r) => r.status)).toEqual([500]);
  // The failed entry with its buttons, and the input under it.
  await expectAccessible(page, '[data-conversation-composer]');

  await outbox.getByRole('button', { name: 'Tentar novamente' }).focus();
  await page.keyboard.press('Enter');
  // The entry's buttons are gone: the focus is back where typing goes on, not lost on the page.
  await expect(input).toBeFocused();
  await expect(page.locator('[data-outbox-entry]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Mensagens' }).getByText('Mensagem que falha')).toBeVisible();
  expect((await posts(page, ticket.id)).map((r) => r.status)).toEqual([500, 200]);
});

test('a failed send survives a reload: still marked, sent only by Retry, once', async ({ page }) => {
  const ticket = await openOwnTicket(page);
  await failNextSend(page);
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.fill('Texto que não se perde');
  await input.press('Enter');
  const outbox = page.getByRole('list', { name: 'Mensagens a enviar' });
  await expect(outbox.getByText('Não enviada')).toBeVisible();
  await input.fill('Rascunho depois da falha');

  await page.reload();
  await expect(input).toHaveValue('Rascunho depois da falha', { timeout: 30_000 });
  await expect(outbox.locator('[data-outbox-entry="failed"]')).toHaveCount(1);
  await expect(outbox).toContainText('Texto que não se perde');
  // Nothing went out by itself after the reload.
  expect(await posts(page, ticket.id)).toEqual([]);

  await outbox.getByRole('button', { name: 'Tentar novamente' }).click();
  const messages = page.getByRole('region', { name: 'Mensagens' });
  await expect(messages.getByText('Texto que não se perde')).toHaveCount(1);
  await expect(page.locator('[data-outbox-entry]')).toHaveCount(0);
  expect((await posts(page, ticket.id)).map((r) => r.status)).toEqual([200]);
  await page.reload();
  await expect(input).toHaveValue('Rascunho depois da falha', { timeout: 30_000 });
  await expect(messages.getByText('Texto que não se perde')).toHaveCount(1);
  await expect(page.locator('[data-outbox-entry]')).toHaveCount(0);
});

test('a message on its way when another ticket is opened goes through and is not shown as unsent on return', async ({
  page,
}) => {
  const ticket = await openOwnTicket(page);
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await sandbox(page, 'setLatency', 1500);
  await input.fill('Enviada enquanto troco de ticket');
  await input.press('Enter');
  await expect(page.locator('[data-outbox-entry="pending"]')).toHaveCount(1);
  // Straight to another ticket, before the server answered.
  await page
    .getByRole('tabpanel')
    .locator(`[data-ticket-id]:not([data-ticket-id="${ticket.id}"]) [data-contact-name]`)
    .first()
    .click();
  await expect(page).not.toHaveURL(new RegExp(`/tickets/${ticket.uuid}$`));
  await expect.poll(async () => (await posts(page, ticket.id)).map((r) => r.status)).toEqual([200]);
  await sandbox(page, 'setLatency', 0);
  await page.getByRole('tabpanel').locator(`[data-ticket-id="${ticket.id}"] [data-contact-name]`).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.uuid}$`));
  const messages = page.getByRole('region', { name: 'Mensagens' });
  await expect(messages.getByText('Enviada enquanto troco de ticket')).toHaveCount(1);
  await expect(page.locator('[data-outbox-entry]')).toHaveCount(0);
  await expect(input).toHaveValue('');
});

test('the draft survives a reload', async ({ page }) => {
  const ticket = await openOwnTicket(page);
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.fill('Rascunho que não se perde');
  await page.reload();
  await expect(input).toHaveValue('Rascunho que não se perde', { timeout: 30_000 });
  expect(await posts(page, ticket.id)).toEqual([]);
});

test('the composer has no serious accessibility violation: idle, emoji panel open, with a reply, with quick replies', async ({
  page,
}) => {
  await openOwnTicket(page);
  await expectAccessible(page, '[data-conversation-composer]');
  await page.getByRole('button', { name: 'Emojis' }).click();
  await expect(page.getByRole('grid').getByRole('gridcell').first()).toBeVisible();
  await expectAccessible(page, '[data-conversation-composer]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid')).toHaveCount(0);
  const list = page.getByRole('region', { name: 'Mensagens' });
  const message = list.locator('[data-message-id]').last();
  await message.hover();
  await message.getByRole('button', { name: 'Opções da mensagem' }).click();
  await page.getByRole('menuitem', { name: 'Responder' }).click();
  await expect(page.locator('[data-reply-banner]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('/o');
  await expect(page.getByRole('listbox', { name: 'Respostas rápidas' })).toBeVisible();
  await expectAccessible(page, '[data-conversation-composer]');
});

test('a file chosen in one ticket does not follow the user into another (nor go to its customer)', async ({
  page,
}) => {
  const ticket = await openOwnTicket(page);
  await page.locator('[data-conversation-composer] input[type="file"]').setInputFiles({
    name: 'contrato-henrique.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('só para este cliente'),
  });
  const files = page.getByRole('list', { name: 'Arquivos anexados' });
  await expect(files).toContainText('contrato-henrique.txt');
  // Another ticket of the admin, opened from its row.
  const rows = (await sandbox(page, 'rows', 'tickets', 1)) as SeedTicket[];
  const other = rows.find((t) => t.status === 'open' && t.userId === 1 && t.id !== ticket.id);
  if (!other) throw new Error('the admin has one open ticket only');
  await page.getByRole('tabpanel').locator(`[data-ticket-id="${other.id}"] [data-contact-name]`).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${other.uuid}$`));
  await expect(page.getByRole('list', { name: 'Arquivos anexados' })).toHaveCount(0);
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.fill('oi');
  await input.press('Enter');
  await expect.poll(async () => (await posts(page, other.id)).map((r) => r.status)).toEqual([200]);
  const sent = (await sandbox(page, 'rows', 'messages', 1)) as {
    ticketId: number;
    mediaUrl: string | null;
  }[];
  expect(
    sent.filter((m) => m.ticketId === other.id && m.mediaUrl !== null && m.mediaUrl.includes('contrato')),
  ).toEqual([]);
});
