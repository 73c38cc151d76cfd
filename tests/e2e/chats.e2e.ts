import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test } from './fixtures.ts';

/** S2 §2 'Internal chat' (/chats, /chats/{uuid}) on the demo: the seed's four chats of company 1. */
async function openChats(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/chats');
  const list = page.getByRole('region', { name: 'Conversas' });
  await expect(list.getByTestId('chat-row')).toHaveCount(4);
  return list;
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Conversas' }).getByTestId('chat-row').filter({ hasText: title });
/** The row's own button (its name holds the title, the unread count and the last message). */
const openChat = (page: Page, title: string) => rowOf(page, title).getByRole('button').first().click();

type ChatUser = { chatId: number; userId: number; unreads: number };
const unreadsOf = async (page: Page, chatId: number, userId = 1) =>
  ((await sandbox(page, 'rows', 'chatUsers', 1)) as ChatUser[]).find(
    (u) => u.chatId === chatId && u.userId === userId,
  )?.unreads;

/** The first message row the reader sees in the pane, and where its bottom edge is from the pane's top. */
function firstSeen(page: Page, title: string) {
  return page.getByRole('region', { name: `Mensagens de ${title}` }).evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    let best: { key: string; offset: number } | null = null;
    for (const row of el.querySelectorAll<HTMLElement>('li[data-key]')) {
      const offset = row.getBoundingClientRect().bottom - top;
      if (offset <= 0) continue;
      if (best === null || offset < best.offset) best = { key: row.dataset['key'] ?? '', offset };
    }
    return best;
  });
}

test('chats: opening a chat clears its badge with the read call; send; a colleague writes live; older pages keep the place', async ({
  page,
}) => {
  await openChats(page);
  // The seed: 3 unread in 'Equipe de atendimento', 2 in 'Financeiro'; the bell has its dot.
  await expect(rowOf(page, 'Equipe de atendimento').getByText('3 mensagens não lidas')).toBeAttached();
  await expect(page.getByTestId('chats-bell-dot')).toBeVisible();
  await expect(rowOf(page, 'Equipe de atendimento')).toContainText(': Paula Gestora: Perfeito!');

  await openChat(page, 'Equipe de atendimento');
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  const pane = page.getByRole('region', { name: 'Mensagens de Equipe de atendimento' });
  await expect(pane.getByTestId('chat-message').last()).toContainText('Perfeito!');
  await expect(pane.getByTestId('chat-message').last()).toHaveAttribute('data-own', 'false');
  await expect.poll(() => unreadsOf(page, 1)).toBe(0);
  await expect(rowOf(page, 'Equipe de atendimento').getByText(/mensagens? não lidas?/)).toHaveCount(0);
  const reads = (await sandbox(page, 'requests')).filter(
    (r) => r.method === 'POST' && r.path === '/chats/1/read',
  );
  expect(reads).toHaveLength(1);

  // Send with Enter; a blank message is not sent.
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.fill('   ');
  await input.press('Enter');
  await input.fill('Olá equipe, tudo certo?');
  await input.press('Enter');
  await expect(pane.getByTestId('chat-message').last()).toContainText('Olá equipe, tudo certo?');
  await expect(pane.getByTestId('chat-message').last()).toHaveAttribute('data-own', 'true');
  await expect(input).toHaveValue('');
  const sent = (await sandbox(page, 'requests')).filter(
    (r) => r.method === 'POST' && r.path === '/chats/1/messages',
  );
  expect(sent).toHaveLength(1);

  // A colleague's message arrives live (QA control), on the left, and the open chat stays read.
  await sandbox(page, 'colleagueChatMessage', { chatId: 1, fromUserId: 3, message: 'Chegando ao vivo!' });
  await expect(pane.getByTestId('chat-message').last()).toContainText('Chegando ao vivo!');
  await expect(pane.getByTestId('chat-message').last()).toHaveAttribute('data-own', 'false');
  await expect(rowOf(page, 'Equipe de atendimento')).toContainText('Carla Atendente: Chegando ao vivo!');
  await expect.poll(() => unreadsOf(page, 1)).toBe(0);

  // Older messages: under 600 px from the top the next page comes in above, and what the reader sees stays put.
  const pagesAsked = async () =>
    (await sandbox(page, 'requests')).filter((r) => r.path === '/chats/1/messages').length;
  const before = await pagesAsked();
  await pane.evaluate((el) => {
    el.scrollTop = 500;
  });
  const seen = await firstSeen(page, 'Equipe de atendimento');
  expect(seen).not.toBeNull();
  await expect.poll(pagesAsked).toBeGreaterThan(before);
  await expect.poll(() => pane.getByTestId('chat-message').count()).toBeGreaterThan(22);
  await page.waitForTimeout(300);
  const drift = await pane.evaluate((el, held) => {
    const row = el.querySelector<HTMLElement>(`li[data-key="${held.key}"]`);
    return row ? row.getBoundingClientRect().bottom - el.getBoundingClientRect().top - held.offset : null;
  }, seen!);
  // Whole pixels: the list moves the scroller by whole pixels while rows are fractions of one high, so the held row
  // may sit up to a pixel off where it was (-0.34 px seen on CI when the loading header came before the read above).
  // A lost place is a row or a page away.
  expect(drift).not.toBeNull();
  expect(Math.abs(drift ?? Infinity)).toBeLessThan(1);
  await expectAccessible(page);
});

test('chats: only the owner edits and deletes; the Conversa dialog creates and edits; delete goes to /chats', async ({
  page,
}) => {
  await openChats(page);
  // 'Financeiro' is Paula's, 'Plantão de sábado' Carla's: no edit or delete for the admin.
  await expect(rowOf(page, 'Financeiro').getByRole('button', { name: /Editar conversa/ })).toHaveCount(0);
  await expect(
    rowOf(page, 'Plantão de sábado').getByRole('button', { name: /Excluir conversa/ }),
  ).toHaveCount(0);
  await expect(
    rowOf(page, 'Projeto novo site').getByRole('button', { name: 'Editar conversa Projeto novo site' }),
  ).toBeVisible();

  // New: the dialog's rules, then a chat with Carla; the app goes to it.
  await page.getByRole('button', { name: 'Nova', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Conversa' });
  await expect(page.getByRole('heading', { name: 'Conversa' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Por favor, preencha o título da conversa.')).toBeVisible();
  await expect(dialog.getByText('Por favor, selecione pelo menos um usuário.')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByLabel('Título').fill('Plantão de domingo');
  await dialog.getByRole('button', { name: 'Usuários' }).click();
  await page.getByRole('option', { name: 'Carla Atendente' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Conversa' })).toHaveCount(0);
  const chats = (await sandbox(page, 'rows', 'chats', 1)) as { id: number; uuid: string; title: string }[];
  const created = chats.find((c) => c.title === 'Plantão de domingo')!;
  expect(created).toBeDefined();
  await expect(page).toHaveURL(new RegExp(`/chats/${created.uuid}$`));
  await expect(page.getByRole('heading', { name: 'Plantão de domingo', level: 2 })).toBeVisible();
  expect(
    ((await sandbox(page, 'rows', 'chatUsers', 1)) as ChatUser[])
      .filter((u) => u.chatId === created.id)
      .map((u) => u.userId),
  ).toEqual([1, 3]);

  // Edit: the same dialog with the chat's values.
  await rowOf(page, 'Plantão de domingo')
    .getByRole('button', { name: 'Editar conversa Plantão de domingo' })
    .click();
  await expect(dialog.getByLabel('Título')).toHaveValue('Plantão de domingo');
  await expect(dialog.getByRole('button', { name: 'Usuários' })).toContainText('2 usuários');
  await dialog.getByLabel('Título').fill('Plantão de domingo à tarde');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Conversa' })).toHaveCount(0);
  await expect(rowOf(page, 'Plantão de domingo à tarde')).toBeVisible();

  // Delete after the confirmation; the app goes to /chats.
  await rowOf(page, 'Plantão de domingo à tarde')
    .getByRole('button', { name: 'Excluir conversa Plantão de domingo à tarde' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Excluir Conversa' });
  await expect(confirm.getByText('Esta ação não pode ser revertida, confirmar?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(rowOf(page, 'Plantão de domingo à tarde')).toHaveCount(0);
});

test('chats: narrow screens show the Chats and Mensagens tabs; choosing a chat goes to Mensagens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 500, height: 800 });
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/chats');
  await expect(page.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Novo', exact: true })).toBeVisible();
  await openChat(page, 'Financeiro');
  await expect(page.getByRole('tab', { name: 'Mensagens' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('region', { name: 'Mensagens de Financeiro' }).getByTestId('chat-message').last(),
  ).toContainText('A outra fica para amanhã.');
  await expectAccessible(page);
});

test('chats bell: the popover lists the chats, a click opens one', async ({ page }) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByTestId('chats-bell-dot')).toBeVisible();
  await page.getByRole('button', { name: 'Chat Interno: mensagens não lidas' }).click();
  const panel = page
    .getByRole('dialog', { name: 'Conversas' })
    .or(page.locator('[aria-label="Conversas"]').first());
  await expect(panel.getByText('Paula Gestora: A outra fica para amanhã.')).toBeVisible();
  await page.getByText('Paula Gestora: A outra fica para amanhã.').click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Financeiro', level: 2 })).toBeVisible();
  // Both chats with unreads opened: no dot.
  await openChat(page, 'Equipe de atendimento');
  await expect(page.getByTestId('chats-bell-dot')).toHaveCount(0);
});
