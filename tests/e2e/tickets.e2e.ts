import { expect, login, openPendingList, sandbox, test } from './fixtures.ts';

test('accepting a pending ticket opens it and moves it to the assigned tab', async ({ page }) => {
  const first = (await openPendingList(page)).first();
  const name = (await first.locator('[data-contact-name]').textContent())!.trim();
  await first.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: /Atendendo/ }).click();
  await expect(page.getByRole('tabpanel').getByText(name).first()).toBeVisible();
});

test('a double click on Aceitar opens the accepted ticket and reads no other', async ({ page }) => {
  const first = (await openPendingList(page)).first();
  const ticketId = Number(await first.getAttribute('data-ticket-id'));
  const rows = (await sandbox(page, 'rows', 'tickets', 1)) as { id: number; uuid: string }[];
  const uuid = rows.find((r) => r.id === ticketId)?.uuid;
  await first.getByRole('button', { name: 'Aceitar' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/tickets/${uuid}$`));
  await expect(page.getByRole('tab', { name: /Atendendo/ })).toHaveAttribute('aria-selected', 'true');
  // Give a wrong second open the time it would take, then check that only the accepted ticket was read.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(new RegExp(`/tickets/${uuid}$`));
  const reads = (await sandbox(page, 'requests')).filter(
    (r) => r.method === 'GET' && r.path.startsWith('/messages/'),
  );
  expect([...new Set(reads.map((r) => r.path))]).toEqual([`/messages/${ticketId}`]);
});

test('an incoming message moves its ticket to the top and raises the unread badge, live', async ({
  page,
}) => {
  const rows = await openPendingList(page);
  const count = await rows.count();
  const last = rows.nth(count - 1);
  const name = (await last.locator('[data-contact-name]').textContent())!.trim();
  const ticketId = Number(await last.getAttribute('data-ticket-id'));
  const before = Number(await last.locator('[data-unread]').getAttribute('data-unread'));
  await sandbox(page, 'incomingMessage', { ticketId, body: 'Alguém pode me ajudar?' });
  await expect(rows.first().locator('[data-contact-name]')).toHaveText(name);
  await expect(rows.first().locator('[data-unread]')).toHaveAttribute('data-unread', String(before + 1));
  await expect(rows.first()).toContainText('Alguém pode me ajudar?');
});

test('a new contact writing in appears as a pending ticket at the top', async ({ page }) => {
  const rows = await openPendingList(page);
  await sandbox(page, 'incomingMessage', { contactNumber: '5511988887777', body: 'Oi, sou novo por aqui' });
  await expect(rows.first()).toContainText('Oi, sou novo por aqui');
});

test('after a dropped socket the list catches up with what it missed', async ({ page }) => {
  const rows = await openPendingList(page);
  await sandbox(page, 'dropSocket', 1500);
  await sandbox(page, 'incomingMessage', {
    contactNumber: '5511977776666',
    body: 'Mensagem durante a queda',
  });
  await expect(rows.first()).toContainText('Mensagem durante a queda', { timeout: 15_000 });
});

test('a malformed socket frame is dropped and the screen keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await sandbox(page, 'emit', 'company-1-ticket', { action: 'update', ticket: { id: 'not-a-number' } });
  await sandbox(page, 'emit', 'company-1-ticket', 'garbage');
  await sandbox(page, 'incomingMessage', { contactNumber: '5511966665555', body: 'Depois do lixo' });
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  await expect(page.getByRole('tabpanel').locator('[data-ticket-id]').first()).toContainText(
    'Depois do lixo',
  );
  expect(errors).toEqual([]);
});

test('with duplicated and out-of-order events the list still shows what the server has', async ({ page }) => {
  const rows = await openPendingList(page);
  const ids = await rows.evaluateAll((els) =>
    els.slice(0, 3).map((e) => Number(e.getAttribute('data-ticket-id'))),
  );
  await sandbox(page, 'setEventFaults', { duplicate: true, reorder: true });
  for (const [i, ticketId] of [ids[2]!, ids[1]!, ids[2]!, ids[0]!, ids[2]!].entries()) {
    await sandbox(page, 'incomingMessage', { ticketId, body: `Mensagem ${i + 1}` });
  }
  await page.waitForTimeout(1500);
  const snapshot = () =>
    rows.evaluateAll((els) =>
      els
        .slice(0, 5)
        .map(
          (e) =>
            `${e.getAttribute('data-ticket-id')}:${e.querySelector('[data-unread]')?.getAttribute('data-unread')}`,
        ),
    );
  const live = await snapshot();
  await page.reload();
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  await expect(rows.first()).toBeVisible();
  expect(await snapshot()).toEqual(live);
  expect(live[0]).toMatch(new RegExp(`^${ids[2]}:`));
});

test('the search tab filters by tag (and, for admins, by user)', async ({ page }) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('tab', { name: /Busca/ }).click();
  const rows = page.getByRole('tabpanel').locator('[data-ticket-id]');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await page.getByRole('button', { name: 'Filtrar por tags' }).click();
  await page.getByRole('option', { name: 'VIP' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(async () => rows.count(), { timeout: 10_000 }).toBeLessThan(before);
  await expect(rows.first()).toBeVisible();
  const requests = await sandbox(page, 'requests');
  expect(
    requests.some((r) => r.path === '/tickets' && decodeURIComponent(r.search).includes('tags=[1]')),
  ).toBe(true);
  await expect(page.getByRole('button', { name: 'Filtrar por usuários' })).toBeVisible();
});

test('opening a ticket from its row asks for its messages at once, not for the ticket again', async ({
  page,
}) => {
  // When the messages are asked for, against when the route changes: the click opens the conversation first, so
  // its read goes out before the new route renders (before, it waited for the route's effect after that render).
  await page.addInitScript(() => {
    const w = window as unknown as { __messagesAsked?: number; __routed?: number };
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (w.__messagesAsked === undefined && /\/messages\/\d+/.test(url))
        w.__messagesAsked = performance.now();
      return fetch(input, init);
    };
    const push = history.pushState.bind(history);
    history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
      if (w.__routed === undefined && /\/tickets\/[0-9a-f-]{36}/.test(String(url)))
        w.__routed = performance.now();
      push(data, unused, url);
    };
  });
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  const row = page.getByRole('tabpanel').locator('[data-ticket-id]').first();
  const ticketId = await row.getAttribute('data-ticket-id');
  await row.locator('[data-contact-name]').click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-message-id]').first()).toBeVisible();
  const paths = (await sandbox(page, 'requests')).map((r) => `${r.method} ${r.path}`);
  expect(paths).toContain(`GET /messages/${ticketId}`);
  expect(paths.filter((p) => p.startsWith('GET /tickets/u/'))).toEqual([]);
  const order = await page.evaluate(() => {
    const w = window as unknown as { __messagesAsked?: number; __routed?: number };
    return { asked: w.__messagesAsked ?? Infinity, routed: w.__routed ?? -Infinity };
  });
  expect(order.asked).toBeLessThanOrEqual(order.routed);
});

test('the queue selection filters the lists, live events included (S1 §4.3)', async ({ page }) => {
  const rows = await openPendingList(page);
  const queues = (await sandbox(page, 'rows', 'queues', 1)) as { id: number; name: string }[];
  const sales = queues.find((q) => q.name === 'Vendas');
  if (!sales) throw new Error('no Vendas queue is seeded');
  await expect(rows.filter({ hasText: 'Vendas' }).first()).toBeVisible();

  const filter = page.getByRole('button', { name: /^Filas/ });
  await expect(filter).toHaveText('Todas');
  await filter.click();
  await page.getByRole('option', { name: 'Vendas' }).click();
  await page.keyboard.press('Escape');
  await expect(filter).toHaveText(`${queues.length - 1} filas`);
  await expect(rows.filter({ hasText: 'Vendas' })).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
  const asked = (await sandbox(page, 'requests'))
    .filter((r) => r.path === '/tickets')
    .map((r) => decodeURIComponent(r.search));
  const last = asked.at(-1) ?? '';
  expect(last).toContain('queueIds=[');
  expect(JSON.parse(/queueIds=(\[[^\]]*\])/.exec(last)?.[1] ?? '[]')).not.toContain(sales.id);

  // A contact of a Vendas ticket writing in does not bring it back into the list.
  const tickets = (await sandbox(page, 'rows', 'tickets', 1)) as {
    id: number;
    status: string;
    queueId: number | null;
  }[];
  const salesTicket = tickets.find((t) => t.status === 'pending' && t.queueId === sales.id);
  if (!salesTicket) throw new Error('no pending Vendas ticket is seeded');
  await sandbox(page, 'incomingMessage', { ticketId: salesTicket.id, body: 'Fila fora da seleção' });
  const other = tickets.find((t) => t.status === 'pending' && t.queueId !== sales.id && t.queueId !== null);
  await sandbox(page, 'incomingMessage', { ticketId: other!.id, body: 'Fila da seleção' });
  await expect(rows.first()).toContainText('Fila da seleção');
  await expect(page.getByRole('tabpanel').getByText('Fila fora da seleção')).toHaveCount(0);
});
