import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  campaignStatusMachine,
  type CampaignStatusEvent,
} from '../../machines/campaign-status/campaign-status.machine.ts';
import { campaignStatusTable } from '../../machines/campaign-status/campaign-status.table.ts';
import { rowKey } from '../../machines/testing/conformance.ts';
import { expect, expectAccessible, failureInOneLine, login, sandbox, test } from './fixtures.ts';

/** S2 §2 Campaigns list and dialog, §4 Campaign status, on the demo (cshow is set at login: campaignsEnabled). */
async function openCampaigns(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/campaigns');
  const table = page.getByRole('table', { name: 'Campanhas' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  return table;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Campanhas' }).getByRole('row').filter({ hasText: name });

const shots = process.env['CAMPAIGN_SHOTS'];

/** The sandbox's campaigns of company 1 (id, name, status). */
function campaignRows(page: Page): Promise<{ id: number; name: string; status: string }[]> {
  return page.evaluate(() =>
    (
      window as unknown as {
        __sandbox: { rows: (e: string, c: number) => { id: number; name: string; status: string }[] };
      }
    ).__sandbox
      .rows('campaigns', 1)
      .map((c) => ({ id: c.id, name: c.name, status: c.status })),
  );
}

/** The sandbox's campaign settings of company 1, key → value (JSON text). */
function settingRows(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      (
        window as unknown as {
          __sandbox: { rows: (e: string, c: number) => { key: string; value: string }[] };
        }
      ).__sandbox
        .rows('campaignSettings', 1)
        .map((s) => [s.key, s.value]),
    ),
  );
}

test('campaigns: seeded list with status labels, cancel a running one, read-only dialog, axe', async ({
  page,
}) => {
  const table = await openCampaigns(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Nome',
    'Status',
    'Lista de Contatos',
    'Conexão',
    'Agendamento',
    'Concluída',
    'Confirmação',
    'Ações',
  ]);
  // Every status of the seed, as S2 §2 displays it, and the fallback texts.
  await expect(rowOf(page, 'Black Friday')).toContainText('Inativa');
  await expect(rowOf(page, 'Black Friday')).toContainText('Sem agendamento');
  await expect(rowOf(page, 'Black Friday')).toContainText('Não concluída');
  await expect(rowOf(page, 'Boas-vindas')).toContainText('Programada');
  await expect(rowOf(page, 'Promoção de Natal')).toContainText('Em Andamento');
  await expect(rowOf(page, 'Promoção de Natal')).toContainText('Habilitada');
  await expect(rowOf(page, 'Pesquisa de satisfação')).toContainText('Cancelada');
  await expect(rowOf(page, 'Campanha de Março')).toContainText('Finalizada');
  // Row actions by status: stop only when running, restart only when cancelled.
  await expect(rowOf(page, 'Black Friday').getByRole('button', { name: /^Parar/ })).toHaveCount(0);
  await expect(
    rowOf(page, 'Pesquisa de satisfação').getByRole('button', { name: /^Reiniciar/ }),
  ).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/campaigns-list.png` });
  await expectAccessible(page);

  // Cancel the running campaign: its status label becomes Cancelada and restart is offered.
  await rowOf(page, 'Promoção de Natal')
    .getByRole('button', { name: 'Parar a campanha Promoção de Natal' })
    .click();
  await expect(rowOf(page, 'Promoção de Natal')).toContainText('Cancelada');
  await expect(page.getByText('Campanha cancelada')).toBeVisible();
  await expect(rowOf(page, 'Promoção de Natal').getByRole('button', { name: /^Reiniciar/ })).toBeVisible();

  // A finished campaign opens read-only: the title says so, the fields cannot change, no save.
  await rowOf(page, 'Campanha de Março')
    .getByRole('button', { name: /^Editar/ })
    .click();
  const readOnly = page.getByRole('dialog', { name: 'Apenas Visualização' });
  await expect(readOnly.getByRole('heading', { name: 'Apenas Visualização' })).toBeVisible();
  await expect(readOnly.getByLabel('Nome')).toBeDisabled();
  await expect(readOnly.getByLabel('Mensagem 1')).toBeDisabled();
  await expect(readOnly.getByRole('button', { name: 'Atualizar' })).toHaveCount(0);
  await expect(readOnly.getByRole('button', { name: 'Anexar Arquivo' })).toHaveCount(0);
  // Typing into it changes nothing.
  await readOnly.getByLabel('Nome').click({ force: true });
  await page.keyboard.type('xyz');
  await readOnly.getByLabel('Mensagem 1').click({ force: true });
  await page.keyboard.type('xyz');
  await expect(readOnly.getByLabel('Nome')).toHaveValue('Campanha de Março');
  await expect(readOnly.getByLabel('Mensagem 1')).not.toHaveValue(/xyz/);
  await expect(readOnly.getByRole('button', { name: /^Lista de Contato/ })).toBeDisabled();
  if (shots) await page.screenshot({ path: `${shots}/campaigns-readonly.png` });
  await expectAccessible(page);
  await readOnly.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(readOnly).toBeHidden();
});

/** Adds a campaign through the dialog ('Nova Campanha'); returns its id (the sandbox's row). */
async function addCampaign(
  page: Page,
  input: { name: string; list: string; schedule?: string; message?: string },
): Promise<number> {
  await page.getByRole('button', { name: 'Nova Campanha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Campanha' });
  await dialog.getByLabel('Nome').fill(input.name);
  await dialog.getByRole('button', { name: /^Lista de Contato/ }).click();
  await page.getByRole('option', { name: input.list, exact: true }).click();
  await dialog.getByRole('button', { name: /^Conexão/ }).click();
  await page.getByRole('option', { name: 'Atende Demo - Principal' }).click();
  if (input.schedule) await dialog.getByLabel('Agendamento').fill(input.schedule);
  await dialog.getByLabel('Mensagem 1').fill(input.message ?? 'Olá {nome}!');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, input.name)).toBeVisible();
  const rows = await campaignRows(page);
  const row = rows.find((c) => c.name === input.name);
  if (!row) throw new Error(`no campaign ${input.name}`);
  return row.id;
}

const reportStatus = (page: Page) => page.getByTestId('campaign-report-status');
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Progresso dos envios' });
const card = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Resumo da campanha' }).getByRole('listitem').filter({ hasText: label });

test('campaigns: added (the step that hung), scheduled, running, cancelled, restarted, finished, its report live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openCampaigns(page);
  // The step an earlier run hung on: the contact-list select stayed at 'Nenhuma' (its read failed unseen).
  const id = await addCampaign(page, {
    name: 'Aniversariantes',
    list: 'Clientes VIP',
    schedule: '2030-01-01T10:00',
  });
  await expect(rowOf(page, 'Aniversariantes')).toContainText('Programada');
  await expect(rowOf(page, 'Aniversariantes')).toContainText('01/01/2030 10:00');

  // The report: 10 valid contacts of Clientes VIP (one invalid, one still validating), nothing delivered.
  await rowOf(page, 'Aniversariantes')
    .getByRole('button', { name: 'Relatório da campanha Aniversariantes' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${id}/report$`));
  await expect(page.getByRole('heading', { name: 'Relatório da Aniversariantes' })).toBeVisible();
  await expect(reportStatus(page)).toHaveText('Programada: 0 de 10 entregues');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(card(page, 'Contatos Válidos')).toContainText('10');
  await expect(card(page, 'Lista de Contatos')).toContainText('Clientes VIP');
  await expect(card(page, 'Conexão')).toContainText('Atende Demo - Principal');
  await expect(card(page, 'Agendamento')).toContainText('01/01/2030 10:00');
  await expect(card(page, 'Conclusão')).toContainText('Não concluída');
  // Confirmation is off: no confirmation cards.
  await expect(card(page, 'Confirmações')).toHaveCount(0);
  await expectAccessible(page);

  // The queue takes it (as at its scheduledAt): the report follows live, delivery by delivery.
  await sandbox(page, 'campaignSpeed', 2);
  await sandbox(page, 'startCampaign', id);
  await expect(reportStatus(page)).toHaveText(/^Em Andamento: \d+ de 10 entregues$/);
  await expect(progress(page)).not.toHaveAttribute('aria-valuenow', '0', { timeout: 15_000 });
  const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await expect(reportStatus(page)).toHaveText(/^Em Andamento: [2-9] de 10 entregues$/, { timeout: 15_000 });
  // Live, not reloaded: the same document.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
  if (shots) await page.screenshot({ path: `${shots}/campaign-report-running.png` });

  // Cancelled from the list, then restarted.
  await page.getByRole('button', { name: 'Voltar às campanhas' }).click();
  await rowOf(page, 'Aniversariantes')
    .getByRole('button', { name: 'Parar a campanha Aniversariantes' })
    .click();
  await expect(page.getByText('Campanha cancelada')).toBeVisible();
  await expect(rowOf(page, 'Aniversariantes')).toContainText('Cancelada');
  await rowOf(page, 'Aniversariantes')
    .getByRole('button', { name: 'Reiniciar a campanha Aniversariantes' })
    .click();
  await expect(page.getByText('Campanha reiniciada')).toBeVisible();
  await expect(rowOf(page, 'Aniversariantes')).toContainText('Em Andamento');

  // Finished: the report shows 100 % and the completion, and reads the campaign again after FINALIZADA.
  await rowOf(page, 'Aniversariantes')
    .getByRole('button', { name: 'Relatório da campanha Aniversariantes' })
    .click();
  await expect(reportStatus(page)).toHaveText(/^Em Andamento/);
  const reads = async () =>
    (await sandbox(page, 'requests')).filter((r) => r.method === 'GET' && r.path === `/campaigns/${id}`)
      .length;
  await sandbox(page, 'campaignSpeed', 50);
  await expect(reportStatus(page)).toHaveText('Finalizada: 10 de 10 entregues', { timeout: 20_000 });
  const readsAtFinish = await reads();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(card(page, 'Conclusão')).not.toContainText('Não concluída');
  await expect.poll(reads, { timeout: 15_000 }).toBeGreaterThan(readsAtFinish);
  await expect(reportStatus(page)).toHaveText('Finalizada: 10 de 10 entregues');
  if (shots) await page.screenshot({ path: `${shots}/campaign-report-finished.png` });
  await sandbox(page, 'campaignSpeed', 1);
});

test("campaigns: a failed cancel or restart shows the server's message and the status stays", async ({
  page,
}) => {
  await openCampaigns(page);
  await sandbox(page, 'failNext', {
    method: 'POST',
    path: '/campaigns/:id/cancel',
    status: 400,
    error: 'Não foi possível parar a campanha agora.',
  });
  await rowOf(page, 'Promoção de Natal')
    .getByRole('button', { name: 'Parar a campanha Promoção de Natal' })
    .click();
  await expect(page.getByText('Não foi possível parar a campanha agora.')).toBeVisible();
  await expect(rowOf(page, 'Promoção de Natal')).toContainText('Em Andamento');
  await expect(
    rowOf(page, 'Promoção de Natal').getByRole('button', { name: 'Parar a campanha Promoção de Natal' }),
  ).toBeEnabled();

  await sandbox(page, 'failNext', {
    method: 'POST',
    path: '/campaigns/:id/restart',
    status: 400,
    error: 'Não foi possível reiniciar a campanha agora.',
  });
  await rowOf(page, 'Pesquisa de satisfação')
    .getByRole('button', { name: 'Reiniciar a campanha Pesquisa de satisfação' })
    .click();
  await expect(page.getByText('Não foi possível reiniciar a campanha agora.')).toBeVisible();
  await expect(rowOf(page, 'Pesquisa de satisfação')).toContainText('Cancelada');
  const rows = await campaignRows(page);
  expect(rows.find((c) => c.name === 'Pesquisa de satisfação')?.status).toBe('CANCELADA');

  // A cancelled campaign's dialog: read-only but for its messages and save (S2 §4), restart offered.
  await rowOf(page, 'Pesquisa de satisfação')
    .getByRole('button', { name: /^Editar/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Apenas Visualização' });
  await expect(dialog.getByLabel('Nome')).toBeDisabled();
  await expect(dialog.getByLabel('Mensagem 1')).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Atualizar' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reiniciar Disparos' })).toBeVisible();
  await expectAccessible(page);
});

test('campaign settings: the intervals, variables with unique keys, saved; the dialog offers the new variable; axe', async ({
  page,
}) => {
  await openCampaigns(page);
  await page.goto('/campaigns-config');
  await expect(page.getByRole('heading', { name: 'Configurações de Campanhas' })).toBeVisible({
    timeout: 20_000,
  });
  const intervals = page.getByRole('region', { name: 'Intervalos' });
  // The seed's values (S2 §9 options).
  await expect(intervals.getByRole('button', { name: /^Intervalo Randômico de Disparo/ })).toContainText(
    '5 segundos',
  );
  await expect(intervals.getByRole('button', { name: /^Intervalo Maior Após/ })).toContainText(
    '10 mensagens',
  );
  await expect(intervals.getByRole('button', { name: /^Intervalo de Disparo Maior/ })).toContainText(
    '20 segundos',
  );
  await intervals.getByRole('button', { name: /^Intervalo Randômico de Disparo/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Sem Intervalo',
    '5 segundos',
    '10 segundos',
    '15 segundos',
    '120 segundos',
  ]);
  await page.getByRole('option', { name: '10 segundos' }).click();
  await intervals.getByRole('button', { name: /^Intervalo de Disparo Maior/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Sem Intervalo',
    '20 segundos',
    '30 segundos',
    '40 segundos',
    '50 segundos',
    '180 segundos',
  ]);
  await page.keyboard.press('Escape');
  const variables = page.getByRole('table', { name: 'Variáveis' });
  await expect(variables.getByRole('row').nth(1)).toHaveText(/\{loja\}Loja Centro/);
  await expectAccessible(page);

  // A key already listed is refused; a new one is added.
  await page.getByRole('button', { name: 'Adicionar Variável' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Variável' });
  await dialog.getByLabel('Atalho').fill('loja');
  await dialog.getByLabel('Conteúdo').fill('Outra loja');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Já existe uma variável com este atalho.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Atalho').fill('cupom');
  await dialog.getByLabel('Conteúdo').fill('NATAL10');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog).toBeHidden();
  await expect(variables.getByRole('row').filter({ hasText: '{cupom}' })).toContainText('NATAL10');
  await variables.getByRole('button', { name: 'Excluir a variável loja' }).click();
  await expect(variables.getByRole('row').filter({ hasText: '{loja}' })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/campaign-settings.png` });

  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expect(page.getByText('Configurações salvas')).toBeVisible();
  const saved = await settingRows(page);
  expect(saved).toMatchObject({
    messageInterval: '10',
    longerIntervalAfter: '10',
    greaterInterval: '20',
    variables: JSON.stringify([{ key: 'cupom', value: 'NATAL10' }]),
  });

  // The campaign dialog's helper names the company's variables as saved.
  await page.getByRole('link', { name: 'Listagem' }).click();
  await page.getByRole('button', { name: 'Nova Campanha' }).click();
  const campaign = page.getByRole('dialog', { name: 'Nova Campanha' });
  await expect(campaign.getByText(/Use variáveis como/)).toHaveText(
    'Use variáveis como {nome}, {numero}, {email}, {cupom}',
  );
});

test('campaign report: a campaign that does not exist says so with a way back', async ({ page }) => {
  await openCampaigns(page);
  await page.goto('/campaign/9999/report');
  await expect(page.getByText('Campanha não encontrada.')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Voltar às campanhas' }).last().click();
  await expect(page).toHaveURL(/\/campaigns$/);
});

// ---------------------------------------------------------------------------------------------------------------
// Model-based walk (S2 §4): the paths xstate/graph generates from the campaign-status machine, walked through the
// real UI against the sandbox. Commands are the row's buttons; the server's moves are the sandbox's: the queue
// (`startCampaign`, the runner's speed to finish), a save elsewhere (`updateCampaign`: every live update the table
// names, from every status), the lock's timer (a schedule just past the hour, the dialog turning read-only by
// itself). Each state's screen is asserted: the status label, the row's commands, the dialog's mode; a busy state
// is held by a slow answer. The test fails listing any row of the table that no walk ends with.
// ---------------------------------------------------------------------------------------------------------------

const HOUR = 3_600_000;
/** How far past the hour a schedule is moved for the lock's walk: the hour passing, compressed to this. */
const LOCK_IN_MS = 3000;
type Move =
  | { type: 'campaign.cancel' }
  | { type: 'campaign.restart' }
  | { type: 'xstate.done.actor.cancel' }
  | { type: 'xstate.done.actor.restart' }
  /** The lock's timer firing (`lockDelay`, armed with `lockWait` on entering PROGRAMADA.editable). */
  | { type: 'after.lockDelay' }
  | {
      type: 'server.campaign.updated';
      case: string;
      record: { id: number; status: string; scheduledAt: string | null };
    };

const WALK_NOW = Date.parse('2026-03-01T12:00:00.000Z');
const serverMove = (when: string, status: string, aheadMs: number | null): Move => ({
  type: 'server.campaign.updated',
  case: when,
  record: {
    id: 1,
    status,
    scheduledAt: aheadMs === null ? null : new Date(WALK_NOW + aheadMs).toISOString(),
  },
});
const MOVES: Move[] = [
  { type: 'campaign.cancel' },
  { type: 'campaign.restart' },
  { type: 'xstate.done.actor.cancel' },
  { type: 'xstate.done.actor.restart' },
  serverMove('status INATIVA', 'INATIVA', null),
  serverMove('status PROGRAMADA, more than an hour ahead', 'PROGRAMADA', 3 * HOUR),
  serverMove('status PROGRAMADA, within the hour', 'PROGRAMADA', HOUR / 2),
  serverMove('status EM_ANDAMENTO', 'EM_ANDAMENTO', -HOUR),
  serverMove('status CANCELADA', 'CANCELADA', -HOUR),
  serverMove('status FINALIZADA', 'FINALIZADA', -HOUR),
];
/** The timer is not a move xstate/graph takes (it has no event to send): it is walked as a table row's extension. */
const LOCK: Move = { type: 'after.lockDelay' };

function stateName(snapshot: AnyMachineSnapshot): string {
  const value: unknown = snapshot.value;
  if (typeof value === 'string') return value;
  const [top, sub] = Object.entries(value as Record<string, string>)[0] ?? ['?', '?'];
  return top === 'PROGRAMADA' || sub !== 'idle' ? `${top}.${sub}` : top;
}

interface Walk {
  target: string;
  steps: { event: Move; to: string }[];
}

/** The table rows a walk takes: a command and the server's answer to it are one row, as the table has them. */
function rowsOf(walk: Walk): string[] {
  const rows: string[] = [];
  let from = 'INATIVA';
  for (let i = 0; i < walk.steps.length; i++) {
    const { event, to } = walk.steps[i]!;
    const answer = walk.steps[i + 1];
    if ((event.type === 'campaign.cancel' || event.type === 'campaign.restart') && answer !== undefined) {
      rows.push(rowKey({ from, event: rowEvent(event), to: answer.to }));
      from = answer.to;
      i++;
      continue;
    }
    const when = event.type === 'server.campaign.updated' ? event.case : undefined;
    rows.push(rowKey({ from, event: rowEvent(event), ...(when === undefined ? {} : { when }), to }));
    from = to;
  }
  return rows;
}

const WALK_INPUT = {
  campaign: { id: 1, status: 'INATIVA' as const, scheduledAt: null },
  now: () => WALK_NOW,
};
/** The machine's next state for a move; the lock's move is the `after` event XState raises for that timer. */
function nextOf(s: AnyMachineSnapshot, m: Move): AnyMachineSnapshot {
  const event =
    m.type === 'after.lockDelay' ? { type: 'xstate.after.lockDelay.campaignStatus.PROGRAMADA.editable' } : m;
  return getNextSnapshot(campaignStatusMachine, s as never, event as unknown as CampaignStatusEvent);
}
/** A table row's event name for a move. */
const rowEvent = (m: Move) => (m.type.startsWith('xstate.done.actor.') ? `done.${m.type.slice(18)}` : m.type);

/**
 * The walks: the shortest path to every state (states told apart by value only), then each of those extended by
 * every row of the spec's table (S2 §4: the commands, the lock's timer, the live updates from every status), so
 * every transition the table names is walked. A row is extended from the shortest walk ending in its `from` state
 * whose move lands, on the machine, where the row says; a command passes through its busy state and lands with the
 * server's answer. A busy state takes only its answer (the command's request in flight). Rows no walk reaches are
 * returned: the test fails on them.
 */
function walks(): { all: Walk[]; unwalked: string[] } {
  const paths = getShortestPaths(campaignStatusMachine, {
    input: WALK_INPUT,
    serializeState: (s) => JSON.stringify(s.value),
    events: (s) =>
      MOVES.filter(
        (m) => s.hasTag('busy') === m.type.startsWith('xstate.done'),
      ) as unknown as CampaignStatusEvent[],
  });
  const initial = getInitialSnapshot(campaignStatusMachine, WALK_INPUT);
  const shortest = paths.map((p) => {
    let at: AnyMachineSnapshot = initial;
    const steps = p.steps.slice(1).map((s) => {
      at = nextOf(at, s.event as unknown as Move);
      return { event: s.event as unknown as Move, to: stateName(at), state: at };
    });
    return { target: stateName(p.state), steps, last: at };
  });
  const key = (steps: Walk['steps']) => JSON.stringify(steps.map((s) => [s.event, s.to]));
  const seen = new Set(shortest.map((w) => key(w.steps.map(({ event, to }) => ({ event, to })))));
  const extended: Walk[] = [];
  const unwalked: string[] = [];
  for (const row of campaignStatusTable) {
    const moves = [...MOVES, LOCK].filter(
      (m) =>
        rowEvent(m) === row.event &&
        (m.type !== 'server.campaign.updated' || row.when === undefined || m.case === row.when),
    );
    let found = false;
    for (const base of shortest) {
      if (base.target !== row.from) continue;
      const move = moves.find((m) => {
        const after = nextOf(base.last, m);
        if (m.type === 'campaign.cancel' || m.type === 'campaign.restart') {
          const done: Move = {
            type: `xstate.done.actor.${m.type === 'campaign.cancel' ? 'cancel' : 'restart'}`,
          };
          return after.hasTag('busy') && stateName(nextOf(after, done)) === row.to;
        }
        return stateName(after) === row.to;
      });
      if (!move) continue;
      found = true;
      const steps = [...base.steps.map(({ event, to }) => ({ event, to }))];
      if (move.type === 'campaign.cancel' || move.type === 'campaign.restart') {
        const busy = nextOf(base.last, move);
        const done: Move = {
          type: `xstate.done.actor.${move.type === 'campaign.cancel' ? 'cancel' : 'restart'}`,
        };
        steps.push({ event: move, to: stateName(busy) }, { event: done, to: stateName(nextOf(busy, done)) });
      } else steps.push({ event: move, to: stateName(nextOf(base.last, move)) });
      if (!seen.has(key(steps))) {
        seen.add(key(steps));
        extended.push({ target: row.to, steps });
      }
      break;
    }
    if (!found) unwalked.push(rowKey(row));
  }
  return {
    all: [
      ...shortest.map((w) => ({ target: w.target, steps: w.steps.map(({ event, to }) => ({ event, to })) })),
      ...extended,
    ],
    unwalked,
  };
}

const LABEL: Record<string, string> = {
  INATIVA: 'Inativa',
  PROGRAMADA: 'Programada',
  EM_ANDAMENTO: 'Em Andamento',
  CANCELADA: 'Cancelada',
  FINALIZADA: 'Finalizada',
};

/**
 * The screen of one state: the row's label and commands, the dialog's mode; a busy state's disabled command. The
 * dialog is opened on a walk's last step only (`withDialog`): every state is the last step of its shortest walk, and
 * opening it at every step made the file several minutes longer.
 */
async function expectState(page: Page, name: string, state: string, withDialog = true) {
  const row = rowOf(page, name);
  const [status, sub] = state.split('.') as [string, string | undefined];
  await expect(row.getByRole('cell').nth(1)).toHaveText(LABEL[status] ?? status, { timeout: 15_000 });
  const stop = row.getByRole('button', { name: `Parar a campanha ${name}` });
  const restart = row.getByRole('button', { name: `Reiniciar a campanha ${name}` });
  if (sub === 'cancelling') return expect(stop).toBeDisabled();
  if (sub === 'restarting') return expect(restart).toBeDisabled();
  await expect(stop).toHaveCount(status === 'EM_ANDAMENTO' ? 1 : 0);
  await expect(restart).toHaveCount(status === 'CANCELADA' ? 1 : 0);
  if (!withDialog) return;
  await row.getByRole('button', { name: `Editar a campanha ${name}` }).click();
  const editable = status === 'INATIVA' || state === 'PROGRAMADA.editable';
  const title = editable ? 'Editar Campanha' : 'Apenas Visualização';
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByLabel('Nome')).toBeEnabled({ enabled: editable });
  await expect(dialog.getByLabel('Mensagem 1')).toBeEnabled({ enabled: editable || status === 'CANCELADA' });
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(dialog.getByRole('heading', { name: title })).toBeHidden();
}

/** Drives one move: a command by the row's button (slowed, so its busy state shows), the server's by the sandbox. */
async function drive(page: Page, id: number, name: string, move: Move, to: string) {
  switch (move.type) {
    case 'campaign.cancel':
    case 'campaign.restart': {
      await sandbox(page, 'setLatency', 1500);
      const verb = move.type === 'campaign.cancel' ? 'Parar' : 'Reiniciar';
      await rowOf(page, name)
        .getByRole('button', { name: `${verb} a campanha ${name}` })
        .click();
      return;
    }
    case 'xstate.done.actor.cancel':
    case 'xstate.done.actor.restart':
      await sandbox(page, 'setLatency', 0);
      return;
    case 'after.lockDelay': {
      // The hour passing, compressed: the schedule moves to LOCK_IN_MS past the hour (a new record: still
      // PROGRAMADA.editable, its timer re-armed with the new lockWait), then the timer alone locks the form. The
      // dialog stays open across it: it turns read-only by itself.
      await sandbox(page, 'updateCampaign', id, {
        status: 'PROGRAMADA',
        scheduledAt: new Date(Date.now() + HOUR + LOCK_IN_MS).toISOString(),
      });
      await rowOf(page, name)
        .getByRole('button', { name: `Editar a campanha ${name}` })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Editar Campanha' })).toBeVisible();
      await expect(dialog.getByLabel('Nome')).toBeEnabled();
      await expect(dialog.getByRole('heading', { name: 'Apenas Visualização' })).toBeVisible({
        timeout: LOCK_IN_MS + 15_000,
      });
      await expect(dialog.getByLabel('Nome')).toBeDisabled();
      await dialog.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(page.getByRole('heading', { name: 'Apenas Visualização' })).toBeHidden();
      return;
    }
    case 'server.campaign.updated': {
      const { status, scheduledAt } = move.record;
      const ahead = scheduledAt === null ? null : Date.parse(scheduledAt) - WALK_NOW;
      const when = ahead === null ? null : new Date(Date.now() + ahead).toISOString();
      const current = (await campaignRows(page)).find((c) => c.id === id)?.status;
      if (status === 'EM_ANDAMENTO' && (current === 'INATIVA' || current === 'PROGRAMADA'))
        await sandbox(page, 'startCampaign', id); // the queue takes it (S2 §4: happens on the server)
      else if (status === 'FINALIZADA' && current === 'EM_ANDAMENTO') {
        await sandbox(page, 'campaignSpeed', 200); // the queue delivers the rest and finishes it
        await expect
          .poll(async () => (await campaignRows(page)).find((c) => c.id === id)?.status, {
            timeout: 20_000,
          })
          .toBe('FINALIZADA');
        await sandbox(page, 'campaignSpeed', 1);
      } else
        await sandbox(page, 'updateCampaign', id, {
          status: status as 'INATIVA',
          ...(status === 'PROGRAMADA' || status === 'INATIVA' ? { scheduledAt: when } : {}),
        });
      void to;
      return;
    }
  }
}

test('campaign status, model-based: every path xstate/graph gives, walked through the UI on the sandbox', async ({
  page,
}) => {
  const { all, unwalked } = walks();
  test.slow();
  test.setTimeout(60_000 + all.length * 25_000);
  // Every row of the table (the commands, the lock's timer, every live update) is some walk's last step.
  expect(unwalked).toEqual([]);
  // Every state of the machine is a walk's target.
  expect(new Set(all.map((w) => w.target))).toEqual(
    new Set([
      'INATIVA',
      'PROGRAMADA.editable',
      'PROGRAMADA.locked',
      'EM_ANDAMENTO',
      'EM_ANDAMENTO.cancelling',
      'CANCELADA',
      'CANCELADA.restarting',
      'FINALIZADA',
    ]),
  );
  await openCampaigns(page);
  const walked = new Set<string>();
  // A walk the screen fails is told, and the others still run: the final check lists every row left unwalked.
  const failed: string[] = [];
  for (const [n, walk] of all.entries()) {
    const name = `Percurso ${String(n + 1).padStart(3, '0')}`;
    const title = `${name}: ${['INATIVA', ...walk.steps.map((s) => s.to)].join(' → ')}`;
    const done = test.step(title, async () => {
      const id = await addCampaign(page, { name, list: 'Clientes VIP' });
      await expectState(page, name, 'INATIVA', walk.steps.length === 0);
      for (const [i, step] of walk.steps.entries()) {
        await drive(page, id, name, step.event, step.to);
        await expectState(page, name, step.to, i === walk.steps.length - 1);
      }
      await sandbox(page, 'setLatency', 0);
      // Only what the screen showed counts as walked.
      for (const row of rowsOf(walk)) walked.add(row);
    });
    await done.catch(async (error: unknown) => {
      failed.push(`${title}: ${failureInOneLine(error)}`);
      // The list again, with no dialog over it, for the next walk. Not reloaded: the rows a reload reads come in the
      // server's order, and a walk's new campaign would land below the rows on screen.
      await sandbox(page, 'setLatency', 0);
      for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++)
        await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
  // The final check: every row of the table was walked through the UI.
  expect(
    campaignStatusTable.map(rowKey).filter((row) => !walked.has(row)),
    `rows of campaign-status.table.ts left unwalked; walks that failed:\n${failed.join('\n')}\n`,
  ).toEqual([]);
  expect(failed, 'walks that failed').toEqual([]);
});
