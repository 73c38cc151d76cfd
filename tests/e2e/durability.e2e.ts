/**
 * The sandbox stores before it answers. What the page was shown (a frame, an answer) is in the stored log,
 * so a reload right after it loses nothing.
 */
import type { Page } from '@playwright/test';
import { expect, login, sandbox, test } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

const messagesOf = (page: Page) => page.getByRole('region', { name: 'Mensagens' }).first();

/** Signs in as the admin and opens the first of their own open tickets; returns its id. */
async function openOwnTicket(page: Page): Promise<number> {
  const goLogin = () => page.goto('/login');
  // A first visit of a fresh dev server may reload once (vite optimising dependencies): then go again.
  await goLogin().catch(goLogin);
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

test('three contact messages shown in the open conversation survive a reload at once', async ({ page }) => {
  const ticketId = await openOwnTicket(page);
  // A slow disk: each write of the log takes 400 ms. Whatever the page is shown must already be stored.
  await sandbox(page, 'setStorageLatency', 400);
  const bodies = ['Primeira antes do reload', 'Segunda antes do reload', 'Terceira antes do reload'];
  const ids: string[] = [];
  for (const body of bodies) ids.push((await sandbox(page, 'incomingMessage', { ticketId, body })).messageId);

  const shown = (id: string) => messagesOf(page).locator(`[data-message-id="${id}"]`);
  for (const id of ids) await expect(shown(id)).toHaveCount(1);
  await page.reload();

  await expect(messagesOf(page).locator('[data-message-id]').first()).toBeVisible({ timeout: 30_000 });
  for (const [i, id] of ids.entries()) {
    await expect(shown(id)).toHaveCount(1);
    await expect(shown(id)).toContainText(bodies[i] ?? '');
  }
});

test('persisted() resolves once everything appended so far is stored, with the newest seq', async ({
  page,
}) => {
  const ticketId = await openOwnTicket(page);
  await sandbox(page, 'setStorageLatency', 300);
  const { messageId } = await sandbox(page, 'incomingMessage', {
    ticketId,
    body: 'Guardada antes do reload',
  });
  const events = await sandbox(page, 'events');
  const { seq } = await sandbox(page, 'persisted');
  expect(seq).toBe(events.at(-1)?.seq);
  await page.reload();
  await expect(messagesOf(page).locator(`[data-message-id="${messageId}"]`)).toHaveCount(1, {
    timeout: 30_000,
  });
});
