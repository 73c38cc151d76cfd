/**
 * Live effects driven by the sandbox's QA controls (S1 §4.3): what another party does reaches the screen
 * without a reload, after a lost socket too, once.
 */
import type { Page } from '@playwright/test';
import type { MessageRow } from '../../mocks/db/rows.ts';
import { expect, login, openPendingList, sandbox, test } from './fixtures.ts';

/** Signs in as the admin and opens the first of their own open tickets; returns its id. */
async function openOwnTicket(page: Page): Promise<number> {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  const row = page.getByRole('tabpanel').locator('[data-ticket-id]').first();
  await expect(row).toBeVisible();
  const id = Number(await row.getAttribute('data-ticket-id'));
  await row.locator('[data-contact-name]').click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(messagesOf(page).locator('[data-message-id]').first()).toBeVisible();
  return id;
}

const messagesOf = (page: Page) => page.getByRole('region', { name: 'Mensagens' }).first();

test('a contact writing in while the socket is down appears once it is back: one row, one message', async ({
  page,
}) => {
  // The socket stays down past the banner's 2 s, then every shown list and the conversation catch up.
  test.slow();
  const ticketId = await openOwnTicket(page);
  // Down long enough that the banner's 'no connection' stretch (from 2 s until the reconnect) outlasts a slow
  // runner's steps: at 3 s a loaded CI run first looked after the reconnect.
  await sandbox(page, 'dropSocket', 8000);
  const { messageId } = await sandbox(page, 'incomingMessage', { ticketId, body: 'Escrevi durante a queda' });
  // A new contact too: a new pending ticket the lists never heard of.
  await sandbox(page, 'incomingMessage', {
    contactNumber: '5511933332222',
    body: 'Sou novo, escrevi na queda',
  });

  const banner = page.locator('[data-connection-banner]');
  await expect(banner).toHaveText(/Sem conexão em tempo real/, { timeout: 5000 });
  await expect(banner).toHaveCount(0, { timeout: 20_000 });

  const message = messagesOf(page).locator(`[data-message-id="${messageId}"]`);
  await expect(message).toHaveCount(1);
  await expect(message).toContainText('Escrevi durante a queda');
  const row = page.locator(`[data-ticket-id="${ticketId}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Escrevi durante a queda');

  // Live again: the next message arrives over the socket, and nothing above was doubled meanwhile.
  const next = await sandbox(page, 'incomingMessage', { ticketId, body: 'E agora ao vivo' });
  await expect(messagesOf(page).locator(`[data-message-id="${next.messageId}"]`)).toHaveCount(1);
  await expect(message).toHaveCount(1);
  await expect(messagesOf(page).getByText('Escrevi durante a queda')).toHaveCount(1);
  await expect(row).toHaveCount(1);

  await page.getByRole('tab', { name: /Aguardando/ }).click();
  await expect(
    page.getByRole('tabpanel').locator('[data-ticket-id]', { hasText: 'Sou novo, escrevi na queda' }),
  ).toHaveCount(1);
});

test("a contact deleting a message shows 'Essa mensagem foi apagada pelo contato'", async ({ page }) => {
  const ticketId = await openOwnTicket(page);
  const { messageId } = await sandbox(page, 'incomingMessage', { ticketId, body: 'Mensagem que vou apagar' });
  const message = messagesOf(page).locator(`[data-message-id="${messageId}"]`);
  await expect(message).toContainText('Mensagem que vou apagar');

  await sandbox(page, 'contactDeletesMessage', { messageId });

  await expect(message).toContainText('Essa mensagem foi apagada pelo contato');
  await expect(message).not.toContainText('Mensagem que vou apagar');
});

test('acks advancing change the delivery icon: sent → delivered → read', async ({ page }) => {
  const ticketId = await openOwnTicket(page);
  const own = (await sandbox(page, 'rows', 'messages', 1))
    .filter((m): m is MessageRow => 'fromMe' in m)
    .filter((m) => m.ticketId === ticketId && m.fromMe && !m.isDeleted)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  if (!own) throw new Error('seed: the ticket has no own message');
  await sandbox(page, 'advanceAck', { messageId: own.id, ack: 1 });
  const icon = messagesOf(page).locator(`[data-message-id="${own.id}"] [data-ack]`);
  await expect(icon).toHaveAttribute('data-ack', 'sent');

  await sandbox(page, 'advanceAck', { messageId: own.id });
  await expect(icon).toHaveAttribute('data-ack', 'delivered');
  await sandbox(page, 'advanceAck', { messageId: own.id });
  await expect(icon).toHaveAttribute('data-ack', 'read');
});

test("a ticket transferred to me by someone else moves into my list ('Atendendo')", async ({ page }) => {
  const pending = await openPendingList(page);
  const id = Number(await pending.first().getAttribute('data-ticket-id'));

  await sandbox(page, 'transferTicket', { ticketId: id, userId: 1 });

  await expect(page.locator(`[data-ticket-id="${id}"]`)).toHaveCount(0);
  await page.getByRole('tab', { name: /Atendendo/ }).click();
  const mine = page.getByRole('tabpanel').locator(`[data-ticket-id="${id}"]`);
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-status', 'open');
});

test('peek opens read-only, receives a live message, and Escape returns the focus to its button', async ({
  page,
}) => {
  const pending = await openPendingList(page);
  const id = Number(await pending.first().getAttribute('data-ticket-id'));
  const row = page.locator(`[data-ticket-id="${id}"]`);
  const eye = row.getByRole('button', { name: /^Espiar conversa de / });
  await eye.click();

  const dialog = page.getByRole('dialog', { name: 'Espiar Conversa' });
  // Headless UI's dialog root is 0×0: its title says whether it shows.
  const title = dialog.getByRole('heading', { name: 'Espiar Conversa' });
  await expect(title).toBeVisible();
  await expect(dialog.locator('[data-message-id]').first()).toBeVisible();
  // Read-only: no composer, no commands.
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
  // Opening a peek is not opening the ticket.
  await expect(page).toHaveURL(/\/tickets$/);

  const { messageId } = await sandbox(page, 'incomingMessage', {
    ticketId: id,
    body: 'Chegou enquanto espiava',
  });
  await expect(dialog.locator(`[data-message-id="${messageId}"]`)).toContainText('Chegou enquanto espiava');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(eye).toBeFocused();

  await eye.click();
  await expect(title).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(eye).toBeFocused();
});
