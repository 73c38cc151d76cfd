import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test, USERS } from './fixtures.ts';

/** The seeded token of company 1's default connection (mocks/seed/demo.seed.ts, DEMO_API_TOKEN). */
const TOKEN = 'atende-demo-api-token';

async function openApiPage(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/messages-api');
  await expect(page.getByRole('heading', { name: 'Documentação para envio de mensagens' })).toBeVisible();
}

const textForm = (page: Page) => page.getByRole('form', { name: '1. Mensagens de Texto Teste de Envio' });
const mediaForm = (page: Page) => page.getByRole('form', { name: '2. Mensagens de Media Teste de Envio' });

interface Row {
  id: number;
  number?: string;
  contactId?: number;
  ticketId?: number;
  uuid?: string;
  body?: string;
  mediaType?: string;
  fromMe?: boolean;
}

test('messages API: the docs as the spec writes them; the text test form end to end', async ({ page }) => {
  await openApiPage(page);
  await expect(
    page.getByText('O número para envio não deve ter mascara ou caracteres especiais'),
  ).toBeVisible();
  for (const part of ['Código do país', 'DDD', 'Número'])
    await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${part}$`) })).toBeVisible();
  await expect(
    page.getByText('Authorization (Bearer token) e Content-Type (application/json)'),
  ).toBeVisible();
  await expect(page.getByText(/\/api\/messages\/send$/).first()).toBeVisible();

  const form = textForm(page);
  // Token, number and body are required.
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Obrigatório')).toHaveCount(3);

  // A token no connection has: the backend's sentence, as it is.
  await form.getByLabel('Token cadastrado').fill('token-errado');
  await form.getByLabel('Número').fill('5511977776666');
  await form.getByLabel('Mensagem').fill('Teste pela API');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Acesso não permitido')).toBeVisible();
  // Still signed in: the session's token was never sent there, a 401 there ends nothing.
  await expect(page).toHaveURL(/\/messages-api$/);
  await expect(form.getByLabel('Mensagem')).toHaveValue('Teste pela API');

  // A number with a mask: refused, worded by the catalogue.
  await form.getByLabel('Token cadastrado').fill(TOKEN);
  await form.getByLabel('Número').fill('+55 (11) 97777-6666');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Este não é um número de Whatsapp válido.')).toBeVisible();

  await form.getByLabel('Número').fill('5511977776666');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada com sucesso')).toBeVisible();
  // The form empties after a success.
  await expect(form.getByLabel('Mensagem')).toHaveValue('');

  // The message is in the ticket of that number, sent from the company.
  const contacts = (await sandbox(page, 'rows', 'contacts', 1)) as Row[];
  const contact = contacts.find((c) => c.number === '5511977776666');
  const tickets = (await sandbox(page, 'rows', 'tickets', 1)) as Row[];
  const ticket = tickets.find((t) => t.contactId === contact?.id);
  expect(ticket?.uuid).toBeTruthy();
  await page.goto(`/tickets/${ticket?.uuid ?? ''}`);
  await expect(page.getByText('Teste pela API').last()).toBeVisible();
});

test('messages API: the media test form sends the file under medias', async ({ page }) => {
  await openApiPage(page);
  const form = mediaForm(page);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Obrigatório')).toHaveCount(2);
  await expect(form.getByText('Escolha um arquivo')).toBeVisible();
  await form.getByLabel('Token cadastrado').fill(TOKEN);
  await form.getByLabel('Número').fill('5511966665555');
  await form.getByLabel('Arquivo').setInputFiles({
    name: 'catalogo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%demo\n'),
  });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada com sucesso')).toBeVisible();
  await expect(form.getByLabel('Token cadastrado')).toHaveValue('');

  const contacts = (await sandbox(page, 'rows', 'contacts', 1)) as Row[];
  const contact = contacts.find((c) => c.number === '5511966665555');
  const tickets = (await sandbox(page, 'rows', 'tickets', 1)) as Row[];
  const ticket = tickets.find((t) => t.contactId === contact?.id);
  const messages = (await sandbox(page, 'rows', 'messages', 1)) as Row[];
  expect(messages.filter((m) => m.ticketId === ticket?.id)).toEqual([
    expect.objectContaining({ body: 'catalogo.pdf', mediaType: 'application', fromMe: true }),
  ]);
  await page.goto(`/tickets/${ticket?.uuid ?? ''}`);
  await expect(page.getByText('catalogo.pdf').last()).toBeVisible();
});

test('messages API: a user profile typing the URL is refused', async ({ page }) => {
  await page.goto('/login');
  await login(page, USERS.atendente.email);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/messages-api');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
});

test('messages API: axe finds nothing serious on the page', async ({ page }) => {
  await openApiPage(page);
  await textForm(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(textForm(page).getByText('Obrigatório').first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('messages-api.png') });
});
