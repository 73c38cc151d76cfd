import { expect, login, openPendingList, sandbox, sandboxReady, test } from './fixtures.ts';

const ticketListRequests = async (page: Parameters<typeof sandbox>[0], status?: string) =>
  (await sandbox(page, 'requests')).filter(
    (r) =>
      r.method === 'GET' &&
      r.path === '/tickets' &&
      // The top bar's notifications read /tickets too (withUnreadMessages): not a list of the workspace.
      !r.search.includes('withUnreadMessages') &&
      (status === undefined || new URLSearchParams(r.search).get('status') === status),
  );

/** Signs in with every answer of the sandbox `latencyMs` late, and waits for the first ticket row. */
async function signInSlowly(page: Parameters<typeof sandbox>[0], latencyMs: number) {
  await page.goto('/login');
  await sandboxReady(page);
  await sandbox(page, 'setLatency', latencyMs);
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/, { timeout: 20_000 });
  await expect(page.getByRole('tabpanel').locator('[data-ticket-id]').first()).toBeVisible({
    timeout: 20_000,
  });
}

test('the workspace opens on Atendendo and loads only the lists on screen, once each, even with 3 s latency', async ({
  page,
}) => {
  await signInSlowly(page, 3000);
  await expect(page.getByRole('tab', { name: /Atendendo/ })).toHaveAttribute('aria-selected', 'true');
  await sandbox(page, 'setLatency', 0);
  const lists = await ticketListRequests(page);
  expect(lists.map((r) => new URLSearchParams(r.search).get('status')).sort()).toEqual(['open', 'pending']);
  // The closed tab loads on its first visit only.
  await page.getByRole('tab', { name: /Resolvidos/ }).click();
  await expect(page.getByRole('tabpanel').locator('[data-ticket-id]').first()).toBeVisible();
  await page.getByRole('tab', { name: /Abertas/ }).click();
  await page.getByRole('tab', { name: /Resolvidos/ }).click();
  expect(await ticketListRequests(page, 'closed')).toHaveLength(1);
});

test("the drawer's connections are read once the first list is answered, not beside the lists", async ({
  page,
}) => {
  // Under the layout's 500 ms fallback (a screen without a list), so the list's answer is what lets the read go.
  await signInSlowly(page, 300);
  const connectionsRead = async () =>
    (await sandbox(page, 'requests')).find(
      (r) => r.method === 'GET' && r.path.replace(/\/$/, '') === '/whatsapp',
    );
  await expect.poll(connectionsRead, { timeout: 10_000 }).toBeDefined();
  await sandbox(page, 'setLatency', 0);
  const firstListAskedAt = Math.min(...(await ticketListRequests(page)).map((r) => r.at));
  const read = await connectionsRead();
  // The lists' answers take 300 ms: read with the lists (the layout's first render), it was asked within ~0.1 s.
  expect((read?.at ?? 0) - firstListAskedAt).toBeGreaterThanOrEqual(300);
});

test('a failed accept says why (the catalogue text) and leaves the ticket where it was', async ({ page }) => {
  const rows = await openPendingList(page);
  const first = rows.first();
  const id = await first.getAttribute('data-ticket-id');
  await sandbox(page, 'failNext', {
    method: 'PUT',
    path: '/tickets/:ticketId',
    status: 400,
    error: 'ERR_OTHER_OPEN_TICKET',
  });
  await first.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByText('Já existe um tíquete aberto para este contato.')).toBeVisible();
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  const row = page.locator(`[data-ticket-id="${id}"]`);
  await expect(row.getByRole('button', { name: 'Aceitar' })).toBeEnabled();
});

test('a failed first page shows the failure and a retry, not an empty list', async ({ page }) => {
  await page.goto('/login');
  await sandboxReady(page);
  await sandbox(page, 'failNext', {
    method: 'GET',
    path: '/tickets',
    query: 'status=open',
    status: 500,
    error: 'boom',
  });
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  const panel = page.getByRole('tabpanel');
  const retry = panel.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible();
  await expect(panel.getByText('Nada aqui!')).toHaveCount(0);
  await retry.click();
  await expect(panel.locator('[data-ticket-id]').first()).toBeVisible();
});

test("the search tab's filters failed with the server's own words: at 1366 px each box says what failed on one line, then those words, the retry never over them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  // A 4xx whose body is a JSON string alone (not `{ error }`): the cache does not retry it by itself.
  for (const path of ['/tags/list', '/users/list'])
    await sandbox(page, 'failNext', {
      method: 'GET',
      path,
      status: 400,
      error: 'Limite de etiquetas do plano atingido',
      bare: true,
    });
  await page.getByRole('tab', { name: /Busca/ }).click();
  const failures = page.locator('[data-load-failed]');
  await expect(failures).toHaveCount(2);
  for (const [index, what] of ['Filtrar por tags', 'Filtrar por usuários'].entries()) {
    const box = failures.nth(index);
    await expect(box).toHaveRole('alert');
    await expect(box).toContainText(`${what}: não foi possível carregar.`);
    await expect(box).toContainText('Limite de etiquetas do plano atingido');
    await expect(box).not.toContainText('An error occurred!');
    // The lines the words are laid out in, and whether any of them lies under the button.
    const layout = await box.evaluate((el, words) => {
      const button = [...el.querySelectorAll('button')].find((b) => b.textContent === 'Tentar novamente');
      const node = [...el.querySelectorAll('*')].find((e) => e.textContent === words);
      if (!button || !node) throw new Error('no button or no words');
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()];
      const b = button.getBoundingClientRect();
      const outer = el.getBoundingClientRect();
      const under = lines.some(
        (r) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom,
      );
      const inside = b.left >= outer.left && b.right <= outer.right && b.bottom <= outer.bottom;
      return { lines: new Set(lines.map((r) => Math.round(r.top))).size, under, inside };
    }, `${what}: não foi possível carregar.`);
    expect(layout).toEqual({ lines: 1, under: false, inside: true });
  }
  // The retry brings the choices.
  await failures.first().getByRole('button', { name: 'Tentar novamente' }).click();
  await page.getByRole('button', { name: /Filtrar por tags/ }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
});

test('a ticket uuid that does not exist shows not found with a way back', async ({ page }) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/tickets/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Atendimento não encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar aos atendimentos' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
});

test('ticket delete frames remove rows and ask the server nothing', async ({ page }) => {
  const rows = await openPendingList(page);
  const ids = await rows.evaluateAll((els) =>
    els.slice(0, 3).map((e) => Number(e.getAttribute('data-ticket-id'))),
  );
  const before = (await sandbox(page, 'requests')).length;
  for (const ticketId of ids) await sandbox(page, 'emit', 'company-1-ticket', { action: 'delete', ticketId });
  for (const ticketId of ids) await expect(page.locator(`[data-ticket-id="${ticketId}"]`)).toHaveCount(0);
  await page.waitForTimeout(500);
  const after = (await sandbox(page, 'requests')).slice(before);
  expect(after.filter((r) => /^\/tickets\/\d+$/.test(r.path))).toEqual([]);
});

test('a socket down for more than 2 s shows the banner, which leaves once live and caught up; nothing is lost or doubled', async ({
  page,
}) => {
  const rows = await openPendingList(page);
  // 8 s: the banner's 'no connection' stretch (2 s until the reconnect) must outlast a slow runner's steps.
  await sandbox(page, 'dropSocket', 8000);
  await sandbox(page, 'incomingMessage', { contactNumber: '5511955554444', body: 'Escrevi durante a queda' });
  const banner = page.locator('[data-connection-banner]');
  await expect(banner).toHaveText(/Sem conexão em tempo real/, { timeout: 5000 });
  await expect(banner).toHaveCount(0, { timeout: 20_000 });
  await expect(rows.filter({ hasText: 'Escrevi durante a queda' })).toHaveCount(1);
});

test('after the token expired and the socket dropped, live updates resume with a fresh token', async ({
  page,
}) => {
  const rows = await openPendingList(page);
  await sandbox(page, 'expireTokens');
  await sandbox(page, 'dropSocket', 300);
  await page.waitForTimeout(1500);
  await sandbox(page, 'incomingMessage', { contactNumber: '5511944443333', body: 'Depois do token vencido' });
  await expect(rows.first()).toContainText('Depois do token vencido', { timeout: 15_000 });
});

test('a token refresh keeps the loaded lists: nothing is fetched again', async ({ page }) => {
  await openPendingList(page);
  const pendingBefore = (await ticketListRequests(page, 'pending')).length;
  await sandbox(page, 'expireTokens');
  // The next request meets a 403, refreshes once and is retried.
  await page.getByRole('tab', { name: /Resolvidos/ }).click();
  await expect(page.getByRole('tabpanel').locator('[data-ticket-id]').first()).toBeVisible();
  const refreshes = (await sandbox(page, 'requests')).filter((r) => r.path === '/auth/refresh_token');
  expect(refreshes.length).toBeGreaterThan(0);
  await page.getByRole('tab', { name: /Abertas/ }).click();
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  expect(await ticketListRequests(page, 'pending')).toHaveLength(pendingBefore);
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('accepting switches to the Ticket tab', async ({ page }) => {
    const rows = await openPendingList(page);
    await rows.first().getByRole('button', { name: 'Aceitar' }).click();
    await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('tab', { name: 'Ticket' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  });
});
