#!/usr/bin/env node
// Drives the production build against a real Whaticket SaaS backend (../shared/ref-backend, 127.0.0.1:8080) through
// the core flows, as a user would, in headless Chromium: login, both lists, a ticket reopened elsewhere (chatbot
// null), a live change from elsewhere, accept, open a conversation, send (fails there: no WhatsApp), close, reload;
// then each screen's calls (tags, contact lists, campaigns with their report and settings, announcements, chats, contacts, quick messages, schedules, users,
// queues, dashboard, kanban, connections, settings with Empresas, Planos and Ajuda, financeiro, messages API), checked
// by REST reads of what the backend then holds; logout. Not part of `npm test`: it needs the backend up. Prints one
// line per step and exits 1 on any failure.
//
//   ../shared/ref-backend/up.sh BARE_GIT_DIR        # the backend, seeded (admin@admin.com / 123456)
//   npm run real-backend                            # builds for it, serves the build on 127.0.0.1:4173, drives it
//
// Options (env): BACKEND_URL (http://127.0.0.1:8080), APP_PORT (4173, an origin the backend's CORS allows),
// RESET=0 (keep the data; by default it is reset from ../shared/ref-backend/seed.sql), SKIP_BUILD=1 (reuse the last build), SHOTS=dir (the build and a screenshot after each step; default .real-backend/).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { launchOptions } from './chromium.mjs';
import {
  admin,
  api,
  backendUrl as backend,
  buildFor,
  preview,
  resetData,
  signIn,
} from './real-backend/setup.mjs';

const port = Number(process.env['APP_PORT'] ?? 4173);
const app = `http://127.0.0.1:${port}`;
const shots = process.env['SHOTS'] ?? '.real-backend';
const { email, password } = admin;
mkdirSync(shots, { recursive: true });

if ((await signIn()) === null) {
  console.error(`The backend at ${backend} does not answer a login.`);
  console.error(
    'Start it with ../shared/ref-backend/up.sh BARE_GIT_DIR (see ../shared/ref-backend/README.md).',
  );
  process.exit(2);
}

// Its own output folder: dist/ belongs to `npm run build`, made for the backend of .env.
const outDir = `${shots}/dist`;
// The steps change the data (accept, close, return): each run starts from the seed, as the ref-backend README does it.
if (process.env['RESET'] !== '0' && !resetData()) {
  console.error('Could not reset the data with ../shared/ref-backend/seed.sql (RESET=0 skips it).');
  process.exit(2);
}

if (process.env['SKIP_BUILD'] !== '1') {
  const status = buildFor(outDir);
  if (status !== 0) process.exit(status);
}

const server = await preview(outDir, port);

const browser = await chromium.launch(launchOptions());
const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'pt-BR' });
const page = await context.newPage();
const problems = [];
page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
page.on('console', (message) => {
  if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 300)}`);
});

const results = [];
let stepNo = 0;
async function step(name, run) {
  stepNo += 1;
  const started = performance.now();
  const before = problems.length;
  try {
    const detail = await run();
    const ms = Math.round(performance.now() - started);
    results.push({ name, ok: true });
    console.log(`ok   ${String(stepNo).padStart(2)} ${name} (${ms} ms)${detail ? ` — ${detail}` : ''}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`FAIL ${String(stepNo).padStart(2)} ${name}: ${String(error.message).split('\n')[0]}`);
  }
  for (const problem of problems.slice(before)) console.log(`     ${problem}`);
  await page.screenshot({ path: `${shots}/${String(stepNo).padStart(2, '0')}.png` }).catch(() => undefined);
}

const panel = () => page.getByRole('tabpanel');
const rows = () => panel().locator('[data-ticket-id]');
const tab = (name) => page.getByRole('tab', { name: new RegExp(name) });
const listFailed = () => page.getByText(/Não foi possível carregar/);
async function rowsShown() {
  await rows().first().waitFor({ timeout: 15_000 });
  if (await listFailed().count()) throw new Error('the list says it could not load');
  return rows().count();
}
async function rowOf(ticketId) {
  const row = panel().locator(`[data-ticket-id="${ticketId}"]`);
  await row.waitFor({ timeout: 15_000 });
  return row;
}

const { token } = await api('POST', '/auth/login', null, { email, password });
const elsewhere = (method, path, body) => api(method, path, token, body);
const openPage = await elsewhere('GET', '/tickets?status=open&showAll=true&queueIds=[1]&pageNumber=1');
const pendingPage = await elsewhere('GET', '/tickets?status=pending&showAll=true&queueIds=[1]&pageNumber=1');
const [reopenTarget, returnTarget] = openPage.tickets.slice(3);
const acceptTarget = pendingPage.tickets[0];
if (!reopenTarget || !returnTarget || !acceptTarget) {
  console.error('The backend has too few tickets: reset it with psql -f ../shared/ref-backend/seed.sql');
  process.exit(2);
}

await step('login: the form, then the Atendendo list', async () => {
  await page.goto(`${app}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/tickets$/);
  await tab('Atendendo').click();
  return `${await rowsShown()} rows`;
});

await step('Aguardando list', async () => {
  await tab('Aguardando').click();
  return `${await rowsShown()} rows`;
});

await step('a ticket reopened elsewhere (chatbot null) shows live, the list stays whole', async () => {
  await tab('Atendendo').click();
  await rowsShown();
  await elsewhere('PUT', `/tickets/${reopenTarget.id}`, { status: 'closed', userId: 1 });
  const reopened = await elsewhere('PUT', `/tickets/${reopenTarget.id}`, { status: 'open', userId: 1 });
  if (reopened.chatbot !== null)
    throw new Error(`the backend answered chatbot ${reopened.chatbot}, not null`);
  await rowOf(reopenTarget.id);
  return `ticket ${reopenTarget.id} back at the top with chatbot null`;
});

await step('reload: the list with the reopened ticket still loads', async () => {
  await page.reload();
  await tab('Atendendo').click();
  await rowsShown();
  await rowOf(reopenTarget.id);
});

await step('a live change from elsewhere: a ticket returned to Aguardando leaves Atendendo', async () => {
  await rowOf(returnTarget.id);
  await elsewhere('PUT', `/tickets/${returnTarget.id}`, { status: 'pending', userId: null });
  await panel()
    .locator(`[data-ticket-id="${returnTarget.id}"]`)
    .waitFor({ state: 'detached', timeout: 15_000 });
  await tab('Aguardando').click();
  await rowOf(returnTarget.id);
});

await step('accept from the Aguardando list', async () => {
  await tab('Aguardando').click();
  const row = await rowOf(acceptTarget.id);
  await row.getByRole('button', { name: /^Aceitar/ }).click();
  await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await page.getByRole('tab', { name: /Atendendo/, selected: true }).waitFor({ timeout: 15_000 });
  await rowOf(acceptTarget.id);
});

await step('the accepted conversation: an enabled composer (its history, or the empty state)', async () => {
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.waitFor({ timeout: 15_000 });
  if (!(await input.isEnabled())) throw new Error('the composer is disabled');
});

await step('open the 2,000-message conversation from the list: its newest page', async () => {
  await panel().getByText('Contato Bench 0001').first().click();
  const messages = page.getByRole('region', { name: 'Mensagens' });
  await messages.waitFor({ timeout: 15_000 });
  await messages
    .getByText(/BENCH 2000/)
    .first()
    .waitFor({ timeout: 15_000 });
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  if (!(await input.isEnabled())) throw new Error('the composer is disabled');
});

await step('send: the failure shows with its retry, no raw code on screen', async () => {
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.fill('Mensagem de teste contra o backend real');
  await input.press('Enter');
  await page.getByText('Não enviada').first().waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Tentar novamente' }).first().waitFor();
  const raw = await page.getByText(/ERR_[A-Z_]+/).count();
  if (raw > 0) throw new Error('an error code is on screen');
});

await step('close (Resolver in the header): the ticket leaves Atendendo', async () => {
  const open = panel().locator('[data-ticket-id]:has([aria-current="true"])');
  const target = await open.first().getAttribute('data-ticket-id');
  await page.getByRole('button', { name: 'Resolver', exact: true }).click();
  await panel().locator(`[data-ticket-id="${target}"]`).waitFor({ state: 'detached', timeout: 15_000 });
  return `ticket ${target}`;
});

await step('reload of /tickets: the lists load again', async () => {
  await page.goto(`${app}/tickets`);
  await tab('Atendendo').click();
  return `${await rowsShown()} rows`;
});

await step('tags: the list with counts, add, edit, delete (the entity page on the real calls)', async () => {
  await page.goto(`${app}/tags`);
  const table = page.getByRole('table', { name: 'Tags' });
  const empty = page.getByText('Nenhuma tag encontrada.');
  await Promise.race([table.waitFor({ timeout: 15_000 }), empty.waitFor({ timeout: 15_000 })]);
  const name = `Real ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Nova Tag' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByText('Tag salvo com sucesso.').waitFor({ timeout: 15_000 });
  const row = () => table.getByRole('row').filter({ hasText: name });
  await row().waitFor({ timeout: 15_000 });
  await row()
    .getByRole('button', { name: `Editar tag ${name}` })
    .click();
  await dialog.getByLabel('Código da cor').fill('#123abc');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('heading', { name: 'Editar Tag' }).waitFor({ state: 'detached', timeout: 15_000 });
  const saved = (await elsewhere('GET', `/tags/list?searchParam=${encodeURIComponent(name)}`)).find(
    (tag) => tag.name === name,
  );
  if (saved?.color !== '#123abc') throw new Error(`the backend holds ${saved?.color} after the edit`);
  await row()
    .getByRole('button', { name: `Excluir tag ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await row().waitFor({ state: 'detached', timeout: 15_000 });
  return `tag '${name}' added, recoloured, deleted`;
});

await step(
  'contact lists: add a list, its contacts (add, import a spreadsheet), delete (the real calls)',
  async () => {
    // The cshow routes: set as the reference frontend does when the company has campaigns on.
    await page.evaluate(() => localStorage.setItem('cshow', 'true'));
    await page.goto(`${app}/contact-lists`);
    const lists = page.getByRole('table', { name: 'Listas de Contatos' });
    const none = page.getByText('Nenhuma lista de contatos.');
    await Promise.race([lists.waitFor({ timeout: 15_000 }), none.waitFor({ timeout: 15_000 })]);
    const name = `Real lista ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Nova Lista' }).click();
    await page.getByRole('dialog').getByLabel('Nome').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Lista de contatos salva com sucesso.').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: `Abrir contatos da lista ${name}` }).click();
    await page.getByRole('heading', { name }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Novo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Contato Real');
    await dialog.getByLabel('Número').fill('5513912344321');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Contato salvo com sucesso.').waitFor({ timeout: 15_000 });
    const table = page.getByRole('table', { name: `Contatos da lista ${name}` });
    await table.getByRole('row').filter({ hasText: 'Contato Real' }).waitFor({ timeout: 15_000 });
    const { utils, write } = await import('@e965/xlsx');
    const book = utils.book_new();
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        ['nome', 'numero', 'e-mail'],
        ['Importado Um', 5511988880001, 'um@x.com'],
        ['Importado Dois', 5511988880002, ''],
      ]),
      'Planilha1',
    );
    await page.getByTestId('contact-list-import-file').setInputFiles({
      name: 'real.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx' })),
    });
    const confirm = page.getByRole('dialog', { name: 'Importar' });
    await confirm.getByText('2 linhas de contato').waitFor({ timeout: 15_000 });
    await confirm.getByRole('button', { name: 'Importar' }).click();
    await table.getByRole('row').filter({ hasText: 'Importado Dois' }).waitFor({ timeout: 30_000 });
    const list = (
      await elsewhere('GET', `/contact-lists?searchParam=${encodeURIComponent(name)}&pageNumber=1`)
    ).records.find((l) => l.name === name);
    if (String(list?.contactsCount) !== '3')
      throw new Error(`the backend counts ${list?.contactsCount} contacts`);
    await page.getByRole('link', { name: 'Listas', exact: true }).click();
    await page.getByRole('button', { name: `Excluir lista ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await lists.getByRole('row').filter({ hasText: name }).waitFor({ state: 'detached', timeout: 15_000 });
    return `list '${name}': 1 contact added, 2 imported (backend counts 3), deleted`;
  },
);

// The campaign screens (cshow): a campaign made through the dialog on a list made elsewhere, its report, the
// settings, its deletion. The four steps share it; each later step says so when the first did not make it.
const campaign = { name: '', id: 0, listId: 0, listName: '' };
const campaignRow = (text) =>
  page.getByRole('table', { name: 'Campanhas' }).getByRole('row').filter({ hasText: text });
const findCampaign = async (name) =>
  (await elsewhere('GET', `/campaigns?searchParam=${encodeURIComponent(name)}&pageNumber=1`)).records.find(
    (c) => c.name === name,
  );

await step(
  'campaigns: the list; add (a list made elsewhere, the connection, Msg. 1, scheduled tomorrow) shown Programada; renamed (the real calls)',
  async () => {
    const stamp = Date.now() % 100000;
    campaign.listName = `Lista campanha ${stamp}`;
    const list = await elsewhere('POST', '/contact-lists', { name: campaign.listName });
    campaign.listId = list.id;
    await elsewhere('POST', '/contact-list-items', {
      name: 'Contato Campanha',
      number: '5513912340001',
      email: '',
      contactListId: list.id,
    });
    const name = `Campanha Real ${stamp}`;
    await page.evaluate(() => localStorage.setItem('cshow', 'true'));
    await page.goto(`${app}/campaigns`);
    const table = page.getByRole('table', { name: 'Campanhas' });
    const empty = page.getByText('Nenhuma campanha cadastrada.');
    await table.or(empty).first().waitFor({ timeout: 15_000 });
    if (await listFailed().count()) throw new Error('the list says it could not load');
    await page.getByRole('button', { name: 'Nova Campanha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Campanha' });
    await dialog.getByRole('button', { name: /Lista de Contato/ }).click();
    await page.getByRole('option', { name: campaign.listName }).click();
    await dialog.getByRole('button', { name: /Conexão/ }).click();
    await page.getByRole('option', { name: 'Bench WA' }).click();
    // Tomorrow at 10:00 (local): far enough that the backend's queue does not start it during the run.
    const at = new Date(Date.now() + 24 * 3600_000);
    const pad = (n) => String(n).padStart(2, '0');
    const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
    await dialog.getByLabel('Agendamento').fill(`${day}T10:00`);
    await dialog.getByRole('tab', { name: 'Msg. 1' }).click();
    await dialog.getByLabel('Mensagem 1').fill('Olá {nome}, mensagem da campanha real.');
    // A 2-letter name: the dialog allows it (S2 §5), the backend wants 3 (400 ERR_CAMPAIGN_INVALID_NAME): said in
    // words, the dialog kept as typed, nothing made.
    await dialog.getByLabel('Nome').fill('Ab');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await page
      .getByText('O nome da campanha deve ter pelo menos 3 caracteres.')
      .first()
      .waitFor({ timeout: 15_000 });
    await noRawCode();
    if ((await dialog.getByLabel('Mensagem 1').inputValue()) !== 'Olá {nome}, mensagem da campanha real.')
      throw new Error('the typed message was lost after the refusal');
    if ((await findCampaign('Ab')) !== undefined) throw new Error("the backend made 'Ab'");
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Operação realizada com sucesso').first().waitFor({ timeout: 15_000 });
    await campaignRow(name).waitFor({ timeout: 15_000 });
    const added = await findCampaign(name);
    if (
      added?.status !== 'PROGRAMADA' ||
      added.contactListId !== list.id ||
      added.whatsappId !== 1 ||
      added.message1 !== 'Olá {nome}, mensagem da campanha real.'
    )
      throw new Error(
        `the backend holds ${JSON.stringify(added && { status: added.status, contactListId: added.contactListId, whatsappId: added.whatsappId, message1: added.message1, scheduledAt: added.scheduledAt })}`,
      );
    campaign.id = added.id;
    // Its status in the catalogue's words, its list and connection by name.
    await campaignRow(name).getByText('Programada', { exact: true }).waitFor({ timeout: 15_000 });
    await campaignRow(name).getByText(campaign.listName).waitFor();
    await campaignRow(name).getByText('Bench WA').waitFor();
    await campaignRow(name)
      .getByRole('button', { name: `Editar a campanha ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar Campanha' });
    if ((await edit.getByLabel('Mensagem 1').inputValue()) !== 'Olá {nome}, mensagem da campanha real.')
      throw new Error('the edit dialog lost the message');
    if ((await edit.getByLabel('Agendamento').inputValue()) !== `${day}T10:00`)
      throw new Error(`the edit dialog shows '${await edit.getByLabel('Agendamento').inputValue()}'`);
    await edit.getByLabel('Nome').fill(`${name} B`);
    await edit.getByRole('button', { name: 'Atualizar' }).click();
    await page
      .getByRole('heading', { name: 'Editar Campanha' })
      .waitFor({ state: 'detached', timeout: 15_000 });
    await campaignRow(`${name} B`).getByText('Programada', { exact: true }).waitFor({ timeout: 15_000 });
    await until(
      async () => (await findCampaign(`${name} B`))?.id === campaign.id || (await findCampaign(`${name} B`)),
      'the rename',
    );
    await noRawCode();
    campaign.name = `${name} B`;
    return `campaign '${name}' on '${campaign.listName}' via Bench WA, scheduled ${day} 10:00: Programada; renamed`;
  },
);

await step('campaign report: /campaign/{id}/report with its cards, no raw code', async () => {
  if (campaign.id === 0) throw new Error('no campaign: the step before failed');
  const { name } = campaign;
  await campaignRow(name)
    .getByRole('button', { name: `Relatório da campanha ${name}` })
    .click();
  await page.waitForURL(new RegExp(`/campaign/${campaign.id}/report$`), { timeout: 15_000 });
  await page.getByRole('heading', { name: `Relatório da ${name}` }).waitFor({ timeout: 15_000 });
  const cards = page.getByRole('list', { name: 'Resumo da campanha' });
  await cards.waitFor({ timeout: 15_000 });
  for (const label of [
    'Contatos Válidos',
    'Entregues',
    'Conexão',
    'Lista de Contatos',
    'Agendamento',
    'Conclusão',
  ])
    await cards.getByText(label, { exact: true }).waitFor();
  await cards.getByText(campaign.listName).waitFor();
  await cards.getByText('Bench WA').waitFor();
  // The list's contact was added elsewhere with no WhatsApp to check it: the backend holds it isWhatsappValid
  // false, so none counts as valid.
  const shown = await elsewhere('GET', `/campaigns/${campaign.id}`);
  const valid = (shown.contactList?.contacts ?? []).filter((c) => c.isWhatsappValid === true).length;
  const status = await page.getByTestId('campaign-report-status').textContent();
  if (status !== `Programada: 0 de ${valid} entregues`) throw new Error(`the status line says '${status}'`);
  await noRawCode();
  if ((await page.getByText(/\bPROGRAMADA\b|undefined|NaN|\[object/).count()) > 0)
    throw new Error('a raw value is on screen');
  const contacts = shown.contactList?.contacts?.length ?? 0;
  return `'${status}' (${contacts} contact, ${valid} valid there), ${await cards.getByRole('listitem').count()} cards`;
});

await step(
  'campaigns config: an interval changed, Salvar Configurações with its toast, kept after a reload, put back (the real calls)',
  async () => {
    const stored = async () =>
      (await elsewhere('GET', '/campaign-settings')).find((s) => s.key === 'messageInterval')?.value;
    const was = await stored();
    await page.goto(`${app}/campaigns-config`);
    const select = () => page.getByRole('button', { name: /Intervalo Randômico de Disparo/ });
    await select().waitFor({ timeout: 15_000 });
    const shown = (await select().textContent())?.replace('Intervalo Randômico de Disparo', '').trim();
    await select().click();
    await page.getByRole('option', { name: '5 segundos', exact: true }).click();
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await page.getByText('Configurações salvas').first().waitFor({ timeout: 15_000 });
    await until(async () => (await stored()) === '5' || (await stored()), 'messageInterval');
    await page.reload();
    await select().filter({ hasText: '5 segundos' }).waitFor({ timeout: 15_000 });
    await select().click();
    await page.getByRole('option', { name: shown, exact: true }).click();
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await page.getByText('Configurações salvas').first().waitFor({ timeout: 15_000 });
    const back = was ?? '120';
    await until(async () => (await stored()) === back || (await stored()), 'messageInterval put back');
    await noRawCode();
    return `messageInterval ${was ?? 'unset (120)'} ('${shown}') → 5 (kept after a reload) → ${back}`;
  },
);

await step('campaigns: delete with its confirmation; it leaves the list and the backend', async () => {
  if (campaign.id === 0) throw new Error('no campaign: the first campaign step failed');
  const { name } = campaign;
  await page.goto(`${app}/campaigns`);
  await campaignRow(name).waitFor({ timeout: 15_000 });
  await campaignRow(name)
    .getByRole('button', { name: `Excluir a campanha ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Excluir' });
  await confirm.getByText('Esta ação não pode ser revertida.').waitFor();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await page.getByText('Registro excluído').first().waitFor({ timeout: 15_000 });
  await campaignRow(name).waitFor({ state: 'detached', timeout: 15_000 });
  await until(async () => (await findCampaign(name)) === undefined, 'the deleted campaign');
  await elsewhere('DELETE', `/contact-lists/${campaign.listId}`);
  return `campaign '${name}' deleted (its list '${campaign.listName}' removed by REST)`;
});

await step(
  'announcements: add with a picture, edit (priority, picture removed), delete (the real calls)',
  async () => {
    await page.goto(`${app}/announcements`);
    const table = page.getByRole('table', { name: 'Informativos' });
    const empty = page.getByText('Nenhum informativo publicado.');
    await Promise.race([table.waitFor({ timeout: 15_000 }), empty.waitFor({ timeout: 15_000 })]);
    const title = `Aviso real ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Novo Informativo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Texto').fill('Publicado pela tela.');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await dialog
      .locator('[data-attachment-input]')
      .setInputFiles({ name: 'aviso.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Informativo salvo com sucesso.').waitFor({ timeout: 15_000 });
    const row = () => table.getByRole('row').filter({ hasText: title });
    await row().getByText('aviso.png').waitFor({ timeout: 15_000 });
    const find = async () =>
      (await elsewhere('GET', `/announcements?searchParam=${encodeURIComponent(title)}`)).records.find(
        (a) => a.title === title,
      );
    const added = await find();
    if (!added?.mediaPath) throw new Error('the backend holds no picture for it');
    const file = await fetch(`${backend}/public/${encodeURIComponent(added.mediaPath)}`);
    if (file.status !== 200) throw new Error(`GET /public/${added.mediaPath}: ${file.status}`);
    await row()
      .getByRole('button', { name: `Editar informativo ${title}` })
      .click();
    await dialog.getByRole('button', { name: 'Prioridade' }).click();
    await page.getByRole('option', { name: 'Alta' }).click();
    await dialog.getByRole('button', { name: 'Remover anexo aviso.png' }).click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page
      .getByRole('heading', { name: 'Edição de Informativo' })
      .waitFor({ state: 'detached', timeout: 15_000 });
    await row().getByText('Sem anexo').waitFor({ timeout: 15_000 });
    const edited = await find();
    if (edited?.priority !== 1 || edited.mediaPath !== null)
      throw new Error(`the backend holds priority ${edited?.priority}, media ${edited?.mediaPath}`);
    await row()
      .getByRole('button', { name: `Excluir informativo ${title}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await row().waitFor({ state: 'detached', timeout: 15_000 });
    // The row leaves at once; the backend's copy is gone once the DELETE is answered (its toast).
    await page.getByText('Informativo excluído com sucesso.').waitFor({ timeout: 15_000 });
    if ((await find()) !== undefined) throw new Error('the announcement is still on the backend');
    return `announcement '${title}' added with a picture, made high and bare, deleted`;
  },
);

await step(
  'chats: list, open (messages), send, edit in the Conversa dialog, delete (the internal chat on the real calls)',
  async () => {
    const title = `Sala real ${Date.now() % 100000}`;
    const created = await elsewhere('POST', '/chats', { users: [{ id: 1, name: 'Admin' }], title });
    await elsewhere('POST', `/chats/${created.id}/messages`, { message: 'mensagem de outro lugar' });
    await page.goto(`${app}/chats`);
    const row = () => page.getByTestId('chat-row').filter({ hasText: title });
    await row().waitFor({ timeout: 15_000 });
    await row().getByRole('button').first().click();
    await page.waitForURL(new RegExp(`/chats/${created.uuid}$`));
    const pane = page.getByRole('region', { name: `Mensagens de ${title}` });
    await pane.getByText('mensagem de outro lugar').waitFor({ timeout: 15_000 });
    const input = page.getByRole('textbox', { name: 'Mensagem' });
    await input.fill('enviada pela tela');
    await input.press('Enter');
    await pane.getByText('enviada pela tela').waitFor({ timeout: 15_000 });
    const messages = await elsewhere('GET', `/chats/${created.id}/messages?pageNumber=1`);
    if (!messages.records.some((m) => m.message === 'enviada pela tela'))
      throw new Error('the message is not stored');
    await row()
      .getByRole('button', { name: `Editar conversa ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Conversa' });
    await dialog.getByLabel('Título').fill(`${title} B`);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('heading', { name: 'Conversa' }).waitFor({ state: 'detached', timeout: 15_000 });
    const shown = await elsewhere('GET', `/chats/${created.uuid}`);
    if (shown.title !== `${title} B`) throw new Error(`the backend holds '${shown.title}' after the edit`);
    await page
      .getByTestId('chat-row')
      .filter({ hasText: `${title} B` })
      .getByRole('button', { name: /Excluir conversa/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Excluir Conversa' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await page.waitForURL(/\/chats$/, { timeout: 15_000 });
    const left = await elsewhere('GET', '/chats');
    if (left.records.some((c) => c.id === created.id)) throw new Error('the chat is still on the backend');
    return `chat '${title}' listed, opened, written in, renamed, deleted`;
  },
);

await step(
  'contacts: search; add and edit refused without a WhatsApp (said, what was typed kept); delete (the real calls)',
  async () => {
    const stamp = Date.now() % 100000;
    const number = `5511977${String(stamp).padStart(6, '0')}`;
    await page.goto(`${app}/contacts`);
    const table = page.getByRole('table', { name: 'Contatos' });
    await table.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    // The backend checks a new number on WhatsApp: with no connection it refuses (ERR_NO_DEF_WAPP_FOUND in COMPANY 1).
    await page.getByRole('button', { name: 'Adicionar Contato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar contato' });
    await dialog.getByLabel('Nome', { exact: true }).fill(`Contato Real ${stamp}`);
    await dialog.getByLabel('Número').fill(number);
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await page
      .getByText('Nenhum WhatsApp padrão encontrado. Verifique a página de conexões.')
      .first()
      .waitFor({ timeout: 15_000 });
    if ((await page.getByText(/ERR_/).count()) > 0) throw new Error('a raw error code is on screen');
    if ((await dialog.getByLabel('Número').inputValue()) !== number)
      throw new Error('the typed number was lost');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    // A seeded contact instead: found by number, its edit refused, deleted.
    const seeded = (await elsewhere('GET', '/contacts?searchParam=Contato%20Bench%200040&pageNumber=1'))
      .contacts[0];
    if (!seeded) throw new Error('no seeded contact "Contato Bench 0040"');
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(seeded.number);
    const row = (text) => table.getByRole('row').filter({ hasText: text });
    await row(seeded.name).waitFor({ timeout: 15_000 });
    await row(seeded.name)
      .getByRole('button', { name: `Editar contato ${seeded.name}` })
      .click();
    const edit = page.getByRole('dialog');
    // An edit is checked on WhatsApp too: refused the same way, the name left as it was on the backend.
    await edit.getByLabel('Nome', { exact: true }).fill(`${seeded.name} Real`);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page
      .getByText('Contato salvo com sucesso!')
      .waitFor({ timeout: 3000 })
      .then(
        () => {
          throw new Error('the edit was saved: the backend checks numbers without a WhatsApp now');
        },
        () => undefined,
      );
    if ((await edit.getByLabel('Nome', { exact: true }).inputValue()) !== `${seeded.name} Real`)
      throw new Error('the typed name was lost');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    const stored = await elsewhere('GET', `/contacts/${seeded.id}`);
    if (stored.name !== seeded.name) throw new Error(`the backend holds '${stored.name}'`);
    await row(seeded.name)
      .getByRole('button', { name: `Excluir contato ${seeded.name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deletar' }).click();
    await page.getByText('Contato excluído com sucesso!').waitFor({ timeout: 15_000 });
    const left = await elsewhere('GET', `/contacts?searchParam=${seeded.number}&pageNumber=1`);
    if (left.contacts.some((c) => c.id === seeded.id)) throw new Error('the contact is still on the backend');
    return `add and edit refused in words (no WhatsApp); '${seeded.name}' found by number, deleted`;
  },
);

await step('quick messages: add, edit, delete (the real calls)', async () => {
  const shortcode = `real${Date.now() % 100000}`;
  await page.goto(`${app}/quick-messages`);
  const table = page.getByRole('table', { name: 'Respostas rápidas' });
  const empty = page.getByText(/Nenhum/);
  await Promise.race([table.waitFor({ timeout: 15_000 }), empty.first().waitFor({ timeout: 15_000 })]);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mensagem Rápida' });
  await dialog.getByLabel('Atalho').fill(shortcode);
  await dialog.getByLabel('Resposta').fill('Resposta criada contra o backend real.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Messagem adicionada com sucesso.').waitFor({ timeout: 15_000 });
  const row = () => table.getByRole('row').filter({ has: page.getByText(`/${shortcode}`, { exact: true }) });
  await row().waitFor({ timeout: 15_000 });
  await row()
    .getByRole('button', { name: `Editar a resposta rápida ${shortcode}` })
    .click();
  await dialog.getByLabel('Resposta').fill('Resposta alterada contra o backend real.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Messagem atualizada com sucesso.').waitFor({ timeout: 15_000 });
  const stored = await elsewhere('GET', `/quick-messages?searchParam=${shortcode}&pageNumber=1&userId=1`);
  const saved = (stored.records ?? []).find((q) => q.shortcode === shortcode);
  if (saved?.message !== 'Resposta alterada contra o backend real.')
    throw new Error(`the backend holds '${saved?.message}' after the edit`);
  await row()
    .getByRole('button', { name: `Excluir a resposta rápida ${shortcode}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Excluir Registro' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await page.getByText('Messagem excluída com sucesso.').waitFor({ timeout: 15_000 });
  await row().waitFor({ state: 'detached', timeout: 15_000 });
  return `quick message /${shortcode} added, edited, deleted`;
});

await step(
  'schedules: ?contactId opens the dialog for that contact; add, edit, delete (the real calls)',
  async () => {
    const contacts = await elsewhere('GET', '/contacts?pageNumber=1');
    const contact = contacts.contacts[2];
    if (!contact) throw new Error('the backend has no contacts');
    const body = `Lembrete real ${Date.now() % 100000}`;
    await page.goto(`${app}/schedules?contactId=${contact.id}`);
    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await page.getByRole('heading', { name: 'Novo Agendamento' }).waitFor({ timeout: 15_000 });
    const chosen = await dialog.getByRole('combobox', { name: 'Contato' }).inputValue();
    if (chosen !== contact.name) throw new Error(`the dialog opened with '${chosen}', not '${contact.name}'`);
    await dialog.getByLabel('Mensagem').fill(body);
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Agendamento salvo com sucesso.').waitFor({ timeout: 15_000 });
    const stored = await elsewhere('GET', `/schedules?searchParam=${encodeURIComponent(body)}&pageNumber=1`);
    const saved = (stored.schedules ?? []).find((x) => x.body === body);
    if (saved?.contactId !== contact.id) throw new Error('the backend does not hold it for that contact');
    const table = page.getByRole('table', { name: 'Agendamentos' });
    const row = () => table.getByRole('row').filter({ hasText: contact.name });
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(body);
    await row().first().waitFor({ timeout: 15_000 });
    await row()
      .first()
      .getByRole('button', { name: `Editar o agendamento de ${contact.name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar Agendamento' });
    await edit.getByLabel('Mensagem').fill(`${body} B`);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page
      .getByRole('heading', { name: 'Editar Agendamento' })
      .waitFor({ state: 'detached', timeout: 15_000 });
    const edited = await elsewhere('GET', `/schedules/${saved.id}`);
    if (edited.body !== `${body} B`) throw new Error(`the backend holds '${edited.body}' after the edit`);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(`${body} B`);
    await row()
      .first()
      .getByRole('button', { name: `Excluir o agendamento de ${contact.name}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Você tem certeza que quer excluir este Agendamento?' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await page.getByText('Agendamento excluído com sucesso.').waitFor({ timeout: 15_000 });
    const left = await elsewhere('GET', `/schedules?searchParam=${encodeURIComponent(body)}&pageNumber=1`);
    if ((left.schedules ?? []).some((x) => x.id === saved.id))
      throw new Error('the schedule is still on the backend');
    return `schedule for '${contact.name}' added from ?contactId, edited, deleted`;
  },
);

await step('users: add, edit, delete (the real calls)', async () => {
  const stamp = Date.now() % 100000;
  const name = `Usuario Real ${stamp}`;
  const email = `real${stamp}@atende.test`;
  await page.goto(`${app}/users`);
  const table = page.getByRole('table', { name: 'Usuários' });
  await table.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar usuário' });
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill('segredo1');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByText('Usuário salvo com sucesso.').waitFor({ timeout: 15_000 });
  const row = (text) => table.getByRole('row').filter({ hasText: text });
  await row(name).waitFor({ timeout: 15_000 });
  await row(name)
    .getByRole('button', { name: `Editar ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar usuário' });
  await edit.getByLabel('Nome').fill(`${name} B`);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await row(`${name} B`).waitFor({ timeout: 15_000 });
  const listed = await elsewhere('GET', `/users?searchParam=${encodeURIComponent(email)}&pageNumber=1`);
  const stored = listed.users.find((u) => u.email === email);
  if (stored?.name !== `${name} B`) throw new Error(`the backend holds '${stored?.name}' after the edit`);
  await row(`${name} B`)
    .getByRole('button', { name: `Excluir ${name} B` })
    .click();
  await page
    .getByRole('dialog', { name: 'Exclusão de Registro' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await row(`${name} B`).waitFor({ state: 'detached', timeout: 15_000 });
  await page.waitForTimeout(500);
  const left = await elsewhere('GET', `/users?searchParam=${encodeURIComponent(email)}&pageNumber=1`);
  if (left.users.some((u) => u.email === email)) throw new Error('the user is still on the backend');
  return `user '${name}' added, renamed, deleted`;
});

await step('queues: add, edit, delete (the real calls)', async () => {
  const name = `Fila Real ${Date.now() % 100000}`;
  await page.goto(`${app}/queues`);
  const table = page.getByRole('table', { name: 'Filas' });
  await table.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Adicionar fila' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar fila' });
  await dialog.getByLabel('Nome').fill(name);
  // A colour no queue uses yet (the backend refuses one in use): the palette's last free one.
  const used = new Set((await elsewhere('GET', '/queue')).map((q) => q.color?.toLowerCase()));
  const swatches = dialog.getByRole('radio');
  const count = await swatches.count();
  let picked = false;
  for (let i = count - 1; i >= 0 && !picked; i--) {
    const hex = (await swatches.nth(i).getAttribute('aria-label')) ?? '';
    if (!used.has(hex.toLowerCase())) {
      await dialog
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: hex, exact: true }) })
        .click();
      picked = true;
    }
  }
  if (!picked) throw new Error('no free colour in the palette');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByText('Queue saved successfully').waitFor({ timeout: 15_000 });
  const row = (text) => table.getByRole('row').filter({ hasText: text });
  await row(name).waitFor({ timeout: 15_000 });
  await row(name)
    .getByRole('button', { name: `Editar ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar fila' });
  await edit.getByLabel('Nome').fill(`${name} B`);
  await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  await row(`${name} B`).waitFor({ timeout: 15_000 });
  const stored = (await elsewhere('GET', '/queue')).find((q) => q.name === `${name} B`);
  if (!stored) throw new Error('the backend does not hold the edit');
  await row(`${name} B`)
    .getByRole('button', { name: `Excluir ${name} B` })
    .click();
  await page
    .getByRole('dialog', { name: 'Exclusão de Registro' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await page.getByText('Queue deleted successfully!').waitFor({ timeout: 15_000 });
  if ((await elsewhere('GET', '/queue')).some((q) => q.id === stored.id))
    throw new Error('the queue is still on the backend');
  return `queue '${name}' added, renamed, deleted`;
});

await step('dashboard: the figures from GET /dashboard', async () => {
  await page.goto(`${app}/`);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 15_000 });
  const figure = page.locator('[role="group"][aria-label="Atd. Acontecendo"] [data-figure]');
  await page.waitForFunction(
    () =>
      /^\d+$/.test(
        document.querySelector('[role="group"][aria-label="Atd. Acontecendo"] [data-figure]')?.textContent ??
          '',
      ),
    null,
    { timeout: 15_000 },
  );
  return `Atd. Acontecendo ${await figure.textContent()}`;
});

await step('kanban: the user’s open tickets as cards', async () => {
  await page.goto(`${app}/kanban`);
  await page.getByRole('heading', { name: /Kanban/ }).waitFor({ timeout: 15_000 });
  const cards = page.getByTestId('kanban-card');
  await cards.first().waitFor({ timeout: 20_000 });
  return `${await cards.count()} cards`;
});

/** Polls the backend until `check` holds (a REST read after the screen's call was answered); throws its last word. */
async function until(check, what, ms = 10_000) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    last = await check();
    if (last === true) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`${what}: the backend holds ${JSON.stringify(last)}`);
}
async function noRawCode() {
  if ((await page.getByText(/\bERR_[A-Z_]+/).count()) > 0) throw new Error('a raw error code is on screen');
}

await step(
  'connections: the table; add (name, greeting), edit; no pairing here (said as Conectando, no raw code); delete with its confirmation (the real calls)',
  async () => {
    const name = `Conexao Real ${Date.now() % 100000}`;
    const greeting = 'Olá! Conexão criada contra o backend real.';
    await page.goto(`${app}/connections`);
    const table = page.getByRole('table', { name: 'Conexões' });
    const row = (text) => table.getByRole('row').filter({ hasText: text });
    // The seed's connection, never paired: the backend holds it DISCONNECTED, the row offers both ways back.
    const bench = row('Bench WA');
    await bench
      .getByRole('img', { name: 'Status: Falha ao iniciar sessão do WhatsApp' })
      .waitFor({ timeout: 15_000 });
    await bench.getByRole('button', { name: 'Tentar novamente — Bench WA' }).waitFor();
    await bench.getByRole('button', { name: 'Novo QR CODE — Bench WA' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar WhatsApp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar WhatsApp' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Mensagem de saudação').fill(greeting);
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('WhatsApp salvo com sucesso.').first().waitFor({ timeout: 15_000 });
    await row(name).waitFor({ timeout: 15_000 });
    const find = async (id) => (await elsewhere('GET', '/whatsapp')).find((w) => w.id === id);
    const added = (await elsewhere('GET', '/whatsapp')).find((w) => w.name === name);
    if (added?.greetingMessage !== greeting)
      throw new Error(`the backend holds greeting '${added?.greetingMessage}'`);
    // It cannot pair here: the backend starts its session at once and, with no WhatsApp to reach, keeps it
    // OPENING, reconnecting every second or two (PUT and POST /whatsappsession would never answer). The row says
    // so in the catalogue's words: 'Conectando', its button disabled; no raw status or code.
    const connecting = row(name).getByRole('button', { name: `Conectando — ${name}` });
    await connecting.waitFor({ timeout: 15_000 });
    if (await connecting.isEnabled()) throw new Error('the Conectando button is enabled');
    if (
      (await row(name)
        .getByText(/OPENING/)
        .count()) > 0
    )
      throw new Error('the raw status is on screen');
    await noRawCode();
    await row(name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar WhatsApp' });
    if ((await edit.getByLabel('Mensagem de saudação').inputValue()) !== greeting)
      throw new Error('the edit dialog lost the greeting');
    await edit.getByLabel('Nome').fill(`${name} B`);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await row(`${name} B`).waitFor({ timeout: 15_000 });
    await until(
      async () => (await find(added.id))?.name === `${name} B` || (await find(added.id))?.name,
      'the edit',
    );
    await row(`${name} B`)
      .getByRole('button', { name: `Excluir ${name} B` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Deletar' });
    await confirm.getByText('Você tem certeza? Essa ação não pode ser revertida.').waitFor();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Conexão com o WhatsApp excluída com sucesso!').waitFor({ timeout: 15_000 });
    await row(`${name} B`).waitFor({ state: 'detached', timeout: 15_000 });
    if ((await find(added.id)) !== undefined) throw new Error('the connection is still on the backend');
    return `connection '${name}' added (OPENING there, shown Conectando), renamed, deleted`;
  },
);

await step(
  'settings: an Opções dropdown saves with its toast, is kept after a reload, put back (the real calls)',
  async () => {
    const rating = async () =>
      (await elsewhere('GET', '/settings')).find((s) => s.key === 'userRating')?.value;
    const was = await rating();
    const [to, toValue, back] =
      was === 'enabled'
        ? ['Desabilitadas', 'disabled', 'Habilitadas']
        : ['Habilitadas', 'enabled', 'Desabilitadas'];
    await page.goto(`${app}/settings`);
    const dropdown = () => page.getByRole('button', { name: /Avaliações/ });
    await dropdown().waitFor({ timeout: 15_000 });
    await dropdown().click();
    await page.getByRole('option', { name: to }).click();
    await page.getByText('Operação atualizada com sucesso.').first().waitFor({ timeout: 15_000 });
    await until(async () => (await rating()) === toValue || (await rating()), 'userRating');
    await page.reload();
    await dropdown().filter({ hasText: to }).waitFor({ timeout: 15_000 });
    await dropdown().click();
    await page.getByRole('option', { name: back }).click();
    await until(async () => (await rating()) === was || (await rating()), 'userRating put back');
    return `userRating ${was} → ${toValue} (kept after a reload) → ${was}`;
  },
);

await step('settings, Empresas: add a company, edit it, delete it (the real calls)', async () => {
  const stamp = Date.now() % 100000;
  const name = `Empresa Real ${stamp}`;
  const email = `empresa${stamp}@atende.test`;
  await page.goto(`${app}/settings`);
  await page.getByRole('tab', { name: 'Empresas', exact: true }).click();
  const row = (text) => page.getByRole('row').filter({ hasText: text });
  await row('Empresa 1').first().waitFor({ timeout: 15_000 });
  const form = page.getByRole('form', { name: 'Nova empresa' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel(/E-mail/).fill(email);
  await form.getByRole('button', { name: /Plano/ }).click();
  await page.getByRole('option', { name: 'Plano 1' }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Operação realizada com sucesso!').first().waitFor({ timeout: 15_000 });
  await row(name).waitFor({ timeout: 15_000 });
  const find = async (id) => (await elsewhere('GET', '/companies/list')).find((c) => c.id === id);
  const added = (await elsewhere('GET', '/companies/list')).find((c) => c.name === name);
  if (added?.email !== email || added.planId !== 1)
    throw new Error(
      `the backend holds ${JSON.stringify(added && { email: added.email, planId: added.planId })}`,
    );
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Editar empresa' });
  await edit.getByLabel('Nome').fill(`${name} SA`);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await row(`${name} SA`).waitFor({ timeout: 15_000 });
  await until(
    async () => (await find(added.id))?.name === `${name} SA` || (await find(added.id))?.name,
    'the edit',
  );
  await page.getByRole('button', { name: `Editar ${name} SA` }).click();
  await page.getByRole('form', { name: 'Editar empresa' }).getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Exclusão de Registro' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await row(`${name} SA`).waitFor({ state: 'detached', timeout: 15_000 });
  await until(async () => (await find(added.id)) === undefined, 'the deleted company');
  return `company '${name}' added on Plano 1, renamed, deleted`;
});

await step(
  'settings, Planos: add a plan typed 1234,5 (R$ 1.234,50), delete it (the real calls)',
  async () => {
    const name = `Plano Real ${Date.now() % 100000}`;
    await page.goto(`${app}/settings`);
    await page.getByRole('tab', { name: 'Planos', exact: true }).click();
    const row = (text) => page.getByRole('row').filter({ hasText: text });
    await row('Plano 1').first().waitFor({ timeout: 15_000 });
    const form = page.getByRole('form', { name: 'Novo plano' });
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Valor').pressSequentially('1234,5');
    await form.getByLabel('Usuários').fill('5');
    await form.getByLabel('Conexões').fill('2');
    await form.getByLabel('Filas').fill('4');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Operação realizada com sucesso!').first().waitFor({ timeout: 15_000 });
    await row(name).getByText('R$ 1.234,50').waitFor({ timeout: 15_000 });
    const find = async (id) => (await elsewhere('GET', '/plans/all')).find((p) => p.id === id);
    const added = (await elsewhere('GET', '/plans/all')).find((p) => p.name === name);
    if (Number(added?.value) !== 1234.5 || added.users !== 5 || added.connections !== 2 || added.queues !== 4)
      throw new Error(`the backend holds ${JSON.stringify(added)}`);
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    await page.getByRole('form', { name: 'Editar plano' }).getByRole('button', { name: 'Excluir' }).click();
    await page
      .getByRole('dialog', { name: 'Exclusão de Registro' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await row(name).waitFor({ state: 'detached', timeout: 15_000 });
    await until(async () => (await find(added.id)) === undefined, 'the deleted plan');
    return `plan '${name}' at ${added.value} shown R$ 1.234,50, deleted`;
  },
);

await step('settings, Ajuda: add a help video, see it on /helps, delete it (the real calls)', async () => {
  const title = `Ajuda real ${Date.now() % 100000}`;
  const ajuda = async () => {
    await page.goto(`${app}/settings`);
    await page.getByRole('tab', { name: 'Ajuda', exact: true }).click();
    await page
      .getByRole('table', { name: 'Vídeos de ajuda' })
      .or(page.getByText(/Nenhum/).first())
      .first()
      .waitFor({ timeout: 15_000 });
  };
  await ajuda();
  const form = page.getByRole('form');
  await form.getByLabel('Título').fill(title);
  await form.getByLabel(/Código do Vídeo/).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await form.getByLabel('Descrição').fill('Criado contra o backend real.');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Operação realizada com sucesso!').first().waitFor({ timeout: 15_000 });
  const row = () =>
    page.getByRole('table', { name: 'Vídeos de ajuda' }).getByRole('row').filter({ hasText: title });
  await row().getByText('dQw4w9WgXcQ').waitFor({ timeout: 15_000 });
  const find = async () => (await elsewhere('GET', '/helps/list')).find((h) => h.title === title);
  const added = await find();
  if (added?.video !== 'dQw4w9WgXcQ') throw new Error(`the backend holds video '${added?.video}'`);
  await page.goto(`${app}/helps`);
  await page.getByRole('button', { name: new RegExp(title) }).waitFor({ timeout: 15_000 });
  await ajuda();
  await row()
    .getByRole('button', { name: `Excluir ${title}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Exclusão de Registro' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await row().waitFor({ state: 'detached', timeout: 15_000 });
  await until(async () => (await find()) === undefined, 'the deleted help');
  return `help '${title}' added, listed on /helps, deleted`;
});

await step('financeiro: the invoices (or their empty state) load', async () => {
  await page.goto(`${app}/financeiro`);
  const table = page.getByRole('table', { name: 'Faturas' });
  const empty = page.getByText('Nenhuma fatura encontrada.');
  await table.or(empty).first().waitFor({ timeout: 15_000 });
  if (await listFailed().count()) throw new Error('the page says it could not load');
  const invoices = await elsewhere('GET', '/invoices/all');
  if (invoices.length === 0 && !(await empty.isVisible())) throw new Error('no invoices, but no empty state');
  return invoices.length === 0 ? 'no invoices: the empty state' : `${invoices.length} invoices`;
});

await step(
  'messages API: the page and its forms; a test send fails there (no WhatsApp), said in words',
  async () => {
    await page.goto(`${app}/messages-api`);
    await page
      .getByRole('heading', { name: 'Documentação para envio de mensagens' })
      .waitFor({ timeout: 15_000 });
    const media = page.getByRole('form', { name: '2. Mensagens de Media Teste de Envio' });
    await media.getByLabel('Arquivo').waitFor();
    const form = page.getByRole('form', { name: '1. Mensagens de Texto Teste de Envio' });
    const { token: apiToken } = (await elsewhere('GET', '/whatsapp')).find((w) => w.isDefault);
    await form.getByLabel('Token cadastrado').fill(apiToken);
    await form.getByLabel('Número').fill('5511977776666');
    await form.getByLabel('Mensagem').fill('Teste pela API no backend real');
    await form.getByRole('button', { name: 'Enviar' }).click();
    // POST /api/messages/send answers 400 {"error":"ERR_NO_DEF_WAPP_FOUND in COMPANY 1"}: no connected default.
    await page
      .getByText('Nenhum WhatsApp padrão encontrado. Verifique a página de conexões.')
      .first()
      .waitFor({ timeout: 15_000 });
    await noRawCode();
    if ((await form.getByLabel('Mensagem').inputValue()) !== 'Teste pela API no backend real')
      throw new Error('the typed message was lost');
    if (!/\/messages-api$/.test(page.url())) throw new Error(`left for ${page.url()}`);
    return 'refused: Nenhum WhatsApp padrão encontrado (ERR_NO_DEF_WAPP_FOUND)';
  },
);

await step('logout: /login, and /tickets sends back there', async () => {
  await page.getByRole('button', { name: 'Conta', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL(/\/login$/);
  await page.goto(`${app}/tickets`);
  await page.waitForURL(/\/login$/);
});

await browser.close();
server.stop();
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed (screenshots in ${shots}/)`);
process.exit(failed === 0 ? 0 : 1);
