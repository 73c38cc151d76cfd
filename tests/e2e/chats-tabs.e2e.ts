import type { Page } from '@playwright/test';
import { expect, login, openPendingList, sandbox, test, USERS } from './fixtures.ts';

/**
 * Two people talking in two tabs of ONE browser (one context: one IndexedDB log, one BroadcastChannel).
 * Each tab is signed in as its own user (the demo keeps the session per tab), each runs its own sandbox, and what
 * one tab appends the other applies and sends to its own sockets (mocks/cross-tab.ts).
 */

const CHAT = 'Equipe de atendimento';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await login(page, email);
  await expect(page).toHaveURL(/\/tickets$/);
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Conversas' }).getByTestId('chat-row').filter({ hasText: title });
const paneOf = (page: Page) => page.getByRole('region', { name: `Mensagens de ${CHAT}` });
const messagesOf = (page: Page, text: string) =>
  paneOf(page).getByTestId('chat-message').filter({ hasText: text });

const unreadText = (n: number) => (n === 1 ? '1 mensagem não lida' : `${n} mensagens não lidas`);

type ChatUser = { chatId: number; userId: number; unreads: number };
const unreadsOf = async (page: Page, userId: number) =>
  ((await sandbox(page, 'rows', 'chatUsers', 1)) as ChatUser[]).find(
    (u) => u.chatId === 1 && u.userId === userId,
  )?.unreads ?? 0;

test('chat across two tabs: A sends, B sees it live with its badge; B answers, A sees it; a reload keeps each message once', async ({
  context,
  page: a,
}) => {
  const b = await context.newPage();
  await signIn(a, USERS.admin.email);
  await signIn(b, USERS.gestor.email);
  // The second sign-in did not take the first tab's session: A is still the admin.
  await a.goto('/chats');
  await rowOf(a, CHAT).getByRole('button').first().click();
  await expect(paneOf(a).getByTestId('chat-message').last()).toBeVisible();
  await b.goto('/chats');
  await expect(rowOf(b, CHAT)).toBeVisible();
  const before = await unreadsOf(b, 2);

  // A writes; B, on the list, sees the row move live with its unread count up by one.
  const input = a.getByRole('textbox', { name: 'Mensagem' });
  await input.fill('Olá Paula, tudo certo por aí?');
  await input.press('Enter');
  await expect(messagesOf(a, 'Olá Paula, tudo certo por aí?')).toHaveAttribute('data-own', 'true');
  await expect(rowOf(b, CHAT)).toContainText('Admin: Olá Paula, tudo certo por aí?');
  await expect(rowOf(b, CHAT).getByText(unreadText(before + 1))).toBeAttached();
  expect(await unreadsOf(b, 2)).toBe(before + 1);

  // B opens the chat (its badge clears) and answers; A sees the answer live, on the left.
  await rowOf(b, CHAT).getByRole('button').first().click();
  await expect(messagesOf(b, 'Olá Paula, tudo certo por aí?')).toHaveAttribute('data-own', 'false');
  await expect(rowOf(b, CHAT).getByText(/mensagens? não lidas?/)).toHaveCount(0);
  const answer = b.getByRole('textbox', { name: 'Mensagem' });
  await answer.fill('Tudo ótimo, Admin!');
  await answer.press('Enter');
  await expect(messagesOf(b, 'Tudo ótimo, Admin!')).toHaveAttribute('data-own', 'true');
  await expect(messagesOf(a, 'Tudo ótimo, Admin!')).toHaveAttribute('data-own', 'false');
  // Each tab kept its own session throughout: no request of either was refused for another tab's token.
  for (const page of [a, b])
    expect((await sandbox(page, 'requests')).filter((r) => r.status === 403 || r.status === 401)).toEqual([]);
  await a.screenshot({ path: '/tmp/chats-tabs-a.png' });
  await b.screenshot({ path: '/tmp/chats-tabs-b.png' });

  // A reload of B: still Paula, every message exactly once; and the tabs still talk afterwards.
  await sandbox(b, 'persisted');
  await b.reload();
  await expect(paneOf(b).getByTestId('chat-message').last()).toContainText('Tudo ótimo, Admin!');
  await expect(messagesOf(b, 'Olá Paula, tudo certo por aí?')).toHaveCount(1);
  await expect(messagesOf(b, 'Tudo ótimo, Admin!')).toHaveCount(1);
  await expect(messagesOf(b, 'Tudo ótimo, Admin!')).toHaveAttribute('data-own', 'true');
  await input.fill('Depois do recarregamento');
  await input.press('Enter');
  await expect(messagesOf(b, 'Depois do recarregamento')).toHaveCount(1);
  // And a reload of A: the three messages once each.
  await a.reload();
  for (const text of ['Olá Paula, tudo certo por aí?', 'Tudo ótimo, Admin!', 'Depois do recarregamento'])
    await expect(messagesOf(a, text)).toHaveCount(1);
});

test("tickets across two tabs: a ticket accepted in one tab leaves the other tab's pending list live", async ({
  context,
  page: a,
}) => {
  const b = await context.newPage();
  const pendingA = await openPendingList(a);
  await signIn(b, USERS.gestor.email);
  await b.getByRole('tab', { name: /Aguardando/ }).click();
  const first = pendingA.first();
  const id = await first.getAttribute('data-ticket-id');
  const inB = b.getByRole('tabpanel').locator(`[data-ticket-id="${id}"]`);
  await expect(inB).toBeVisible();
  await first.getByRole('button', { name: 'Aceitar' }).click();
  await expect(a).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(inB).toHaveCount(0);
});
