import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test, USERS } from './fixtures.ts';

/** S2 §2 'Kanban' (/kanban, BETA) on the demo, as the attendant (a user of the Suporte and Vendas queues). */

type Row = { id: number; uuid: string; status: string; userId: number | null; email?: string };

async function attendant(page: Page) {
  const users = (await sandbox(page, 'rows', 'users', 1)) as Row[];
  const me = users.find((u) => u.email === USERS.atendente.email);
  if (!me) throw new Error('the seed has no attendant');
  return me.id;
}

/** The attendant's open tickets as the sandbox holds them. */
async function openTicketsOf(page: Page, userId: number) {
  const rows = (await sandbox(page, 'rows', 'tickets', 1)) as Row[];
  return rows.filter((t) => t.status === 'open' && t.userId === userId);
}

async function openKanban(page: Page) {
  await page.goto('/login');
  await login(page, USERS.atendente.email);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/kanban');
  await expect(page.getByRole('heading', { name: /Kanban/ })).toBeVisible();
}

const lane = (page: Page, title: string) => page.getByRole('region', { name: `Fase ${title}`, exact: true });
const cardsOf = (page: Page, title: string) => lane(page, title).getByTestId('kanban-card');
const card = (page: Page, id: number) => page.locator(`[data-testid="kanban-card"][data-ticket-id="${id}"]`);

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * After a pick-up, dnd-kit arms its arrow keys from a timer and measures the lanes after the render; a browser gives
 * input events priority over timers, so a key sent at once by a script can come first (a person's never does).
 * Two frames and the timers queued behind them let it settle.
 */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

/** Keyboard: the card's handle, space to pick it up, → to the next lane, space to drop it; each step as read out. */
async function moveRight(page: Page, id: number, toLane: string) {
  await page.getByRole('button', { name: `Mover Ticket nº ${id}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Ticket nº ${id} pego`);
  await settle(page);
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toContainText(`Ticket nº ${id} sobre a fase ${toLane}`);
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Ticket nº ${id} solto na fase ${toLane}`);
}

async function addLane(page: Page, title: string) {
  await page.getByRole('button', { name: 'Adicionar fase' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(lane(page, title)).toBeVisible();
}

test('kanban: the attendant’s open tickets in Atendendo; a card moved by keyboard to a new lane stays there after a reload', async ({
  page,
}) => {
  await openKanban(page);
  await expect(page.getByRole('main').getByText('BETA', { exact: true })).toBeVisible();
  const me = await attendant(page);
  const mine = await openTicketsOf(page, me);
  expect(mine.length).toBeGreaterThan(1);
  // Every one of them, and nothing else, in the default lane.
  await expect(cardsOf(page, 'Atendendo')).toHaveCount(mine.length);
  const first = mine[0]!;
  await expect(card(page, first.id)).toContainText(`Ticket nº ${first.id}`);

  // A lane through its form: a blank title is refused, Cancelar adds nothing, Salvar adds it.
  await page.getByRole('button', { name: 'Adicionar fase' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Obrigatório')).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill('Descartada');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(lane(page, 'Descartada')).toHaveCount(0);
  await addLane(page, 'Proposta');
  await expectAccessible(page);

  // Keyboard: the card's handle, space to pick it up, → to the next lane, space to drop it.
  const moved = first.id;
  await moveRight(page, moved, 'Proposta');
  await expect(liveRegion(page)).toHaveText(`Ticket nº ${moved} solto na fase Proposta, posição 1 de 1.`);
  await expect(cardsOf(page, 'Proposta')).toHaveCount(1);
  await expect(lane(page, 'Proposta').locator(`[data-ticket-id="${moved}"]`)).toBeVisible();
  await expect(cardsOf(page, 'Atendendo')).toHaveCount(mine.length - 1);
  // Local only (S2 §4): no call was made for the move.
  const writes = (await sandbox(page, 'requests')).filter((r) => r.method !== 'GET');
  expect(writes.filter((r) => r.path.startsWith('/ticket') || r.path.startsWith('/tags'))).toEqual([]);

  await page.reload();
  await expect(lane(page, 'Proposta').locator(`[data-ticket-id="${moved}"]`)).toBeVisible();
  await expect(cardsOf(page, 'Atendendo')).toHaveCount(mine.length - 1);

  // By mouse: a card carried onto the lane lands there, and the release opens no window.
  const dragged = mine[2]!.id;
  const from = await card(page, dragged).boundingBox();
  const to = await lane(page, 'Proposta').boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + 40, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 30, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 20, { steps: 15 });
  await page.mouse.up();
  await expect(lane(page, 'Proposta').locator(`[data-ticket-id="${dragged}"]`)).toBeVisible();
  await expect(cardsOf(page, 'Proposta')).toHaveCount(2);
  expect(page.context().pages()).toHaveLength(1);

  // Escape puts a carried card back where it was.
  const other = mine[1]!.id;
  await page.getByRole('button', { name: `Mover Ticket nº ${other}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Ticket nº ${other} pego`);
  await settle(page);
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toContainText(`Ticket nº ${other} sobre a fase Proposta`);
  await page.keyboard.press('Escape');
  await expect(liveRegion(page)).toHaveText(
    `Movimento cancelado. Ticket nº ${other} voltou para a fase Atendendo.`,
  );
  await expect(lane(page, 'Atendendo').locator(`[data-ticket-id="${other}"]`)).toBeVisible();
  await expect(cardsOf(page, 'Proposta')).toHaveCount(2);
});

test('kanban: lanes renamed, collapsed and deleted; the default lane refuses; a card opens its ticket in a new window', async ({
  page,
}) => {
  await openKanban(page);
  const me = await attendant(page);
  const mine = await openTicketsOf(page, me);
  await expect(cardsOf(page, 'Atendendo')).toHaveCount(mine.length);
  await addLane(page, 'Proposta');

  // Rename.
  await page.getByRole('button', { name: 'Renomear fase Proposta' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill('Negociação');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(lane(page, 'Negociação')).toBeVisible();
  await expect(lane(page, 'Proposta')).toHaveCount(0);

  // Collapse the default lane: its cards are hidden, the state lasts across a reload; expand again.
  await page.getByRole('button', { name: 'Recolher fase Atendendo' }).click();
  await expect(cardsOf(page, 'Atendendo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Expandir fase Atendendo' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expandir fase Atendendo' })).toBeVisible();
  await page.getByRole('button', { name: 'Expandir fase Atendendo' }).click();
  await expect(cardsOf(page, 'Atendendo')).toHaveCount(mine.length);

  // The default lane cannot be deleted (S2 §8, the spec's words).
  await page.getByRole('button', { name: 'Excluir fase Atendendo' }).click();
  await expect(page.getByText('Essa é uma fase padrão do sistema, não pode ser exluída.')).toBeVisible();
  await expect(lane(page, 'Atendendo')).toBeVisible();

  // Another lane goes, with its cards back in the default lane, a success toast and a refetch (S2 §4).
  const moved = mine[0]!.id;
  await moveRight(page, moved, 'Negociação');
  await expect(cardsOf(page, 'Negociação')).toHaveCount(1);
  const readsBefore = (await sandbox(page, 'requests')).filter(
    (r) => r.method === 'GET' && r.path === '/tickets',
  ).length;
  await page.getByRole('button', { name: 'Excluir fase Negociação' }).click();
  await expect(page.getByText('Fase excluída com sucesso!')).toBeVisible();
  await expect(lane(page, 'Negociação')).toHaveCount(0);
  await expect(lane(page, 'Atendendo').locator(`[data-ticket-id="${moved}"]`)).toBeVisible();
  await expect
    .poll(
      async () =>
        (await sandbox(page, 'requests')).filter((r) => r.method === 'GET' && r.path === '/tickets').length,
    )
    .toBeGreaterThan(readsBefore);

  // A card opens /tickets/{uuid} in a new window.
  const target = mine[1]!;
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    card(page, target.id).getByRole('link').click(),
  ]);
  await expect(popup).toHaveURL(new RegExp(`/tickets/${target.uuid}$`));
  await expect(page).toHaveURL(/\/kanban$/);
  await popup.close();
});

test('kanban: cards follow the tickets live; a failed read says so with a retry, no toast', async ({
  page,
}) => {
  await openKanban(page);
  const me = await attendant(page);
  const mine = await openTicketsOf(page, me);
  await expect(cardsOf(page, 'Atendendo')).toHaveCount(mine.length);

  // A message in one of them: its card shows it as the last message.
  const live = mine[0]!.id;
  await sandbox(page, 'incomingMessage', { ticketId: live, body: 'Chegou pelo kanban' });
  await expect(card(page, live)).toContainText('Chegou pelo kanban');
  // Transferred to someone else: the card leaves.
  await sandbox(page, 'transferTicket', { ticketId: live, userId: 1 });
  await expect(card(page, live)).toHaveCount(0);
  await expect(cardsOf(page, 'Atendendo')).toHaveCount(mine.length - 1);

  // The read after a lane's delete fails (the sandbox's faults do not outlive a reload of the demo).
  await addLane(page, 'Temporária');
  await sandbox(page, 'failNext', { method: 'GET', path: '/tickets', status: 500, error: 'ERR_INTERNAL' });
  await page.getByRole('button', { name: 'Excluir fase Temporária' }).click();
  await expect(page.getByText('Fase excluída com sucesso!')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar os tickets.');
  await expect(cardsOf(page, 'Atendendo')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(cardsOf(page, 'Atendendo')).toHaveCount(mine.length - 1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
