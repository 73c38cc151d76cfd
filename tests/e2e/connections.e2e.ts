import type { Page } from '@playwright/test';
import { USERS, expect, expectAccessible, login, sandbox, test } from './fixtures.ts';

async function openConnections(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/connections');
  const table = page.getByRole('table', { name: 'Conexões' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Conexões' }).getByRole('row').filter({ hasText: name });

const PRINCIPAL = 'Atende Demo - Principal';
const SUPORTE = 'Atende Demo - Suporte';

test('connections: the seeded connections with their status; add, edit, delete with confirmation', async ({
  page,
}) => {
  const table = await openConnections(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    'ID do canal',
    'Nome',
    'Status',
    'Sessão',
    'Última atualização',
    'Padrão',
    'Ações',
  ]);
  // Company 1's two connections: the default one connected, the other waiting for its code to be read.
  await expect(table).toHaveAttribute('aria-rowcount', '3');
  await expect(
    rowOf(page, PRINCIPAL).getByRole('img', { name: 'Status: Conexão estabelecida!' }),
  ).toBeVisible();
  await expect(rowOf(page, PRINCIPAL).getByRole('img', { name: 'Conexão padrão' })).toBeVisible();
  await expect(
    rowOf(page, PRINCIPAL).getByRole('button', { name: `desconectar — ${PRINCIPAL}` }),
  ).toBeVisible();
  await expect(
    rowOf(page, SUPORTE).getByRole('img', { name: 'Status: Esperando leitura do QR Code' }),
  ).toBeVisible();
  await expect(rowOf(page, SUPORTE).getByRole('button', { name: `QR CODE — ${SUPORTE}` })).toBeVisible();
  await expect(rowOf(page, SUPORTE).getByRole('cell').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  // A session starting: its status is said as a status; the row's one control named 'Conectando' is the session's.
  await sandbox(page, 'setConnectionStatus', 2, 'OPENING');
  await expect(rowOf(page, SUPORTE).getByRole('button', { name: `Conectando — ${SUPORTE}` })).toBeDisabled();
  await expect(rowOf(page, SUPORTE).getByRole('button', { name: /Conectando/ })).toHaveCount(1);
  await expect(rowOf(page, SUPORTE).getByRole('img', { name: 'Status: Conectando' })).toBeVisible();
  await sandbox(page, 'setConnectionStatus', 2, 'qrcode', 'QR-DE-VOLTA');

  // Add: the spec's rule first, then a valid one.
  await page.getByRole('button', { name: 'Adicionar WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar WhatsApp' });
  await dialog.getByLabel('Nome').fill('a');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Too Short!')).toBeVisible();
  await dialog.getByLabel('Nome').fill('Vendas');
  await dialog.getByLabel('Mensagem de saudação').fill('Olá! Bem-vindo às vendas.');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar WhatsApp' })).toHaveCount(0);
  await expect(page.getByText('WhatsApp salvo com sucesso.')).toBeVisible();
  await expect(rowOf(page, 'Vendas')).toBeVisible();
  const rows = () =>
    sandbox(page, 'rows', 'whatsapps', 1) as Promise<{ name: string; greetingMessage: string }[]>;
  expect((await rows()).find((w) => w.name === 'Vendas')?.greetingMessage).toBe('Olá! Bem-vindo às vendas.');

  // Edit: the name.
  await rowOf(page, 'Vendas').getByRole('button', { name: 'Editar Vendas' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar WhatsApp' });
  await expect(edit.getByLabel('Nome')).toHaveValue('Vendas');
  await edit.getByLabel('Nome').fill('Vendas Sul');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar WhatsApp' })).toHaveCount(0);
  await expect(rowOf(page, 'Vendas Sul')).toBeVisible();
  await expect.poll(async () => (await rows()).some((w) => w.name === 'Vendas Sul')).toBe(true);

  // Delete: asks first; cancel keeps it, confirm removes it.
  await rowOf(page, 'Vendas Sul').getByRole('button', { name: 'Excluir Vendas Sul' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deletar' });
  await expect(confirm).toContainText('Você tem certeza? Essa ação não pode ser revertida.');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rowOf(page, 'Vendas Sul')).toBeVisible();
  await rowOf(page, 'Vendas Sul').getByRole('button', { name: 'Excluir Vendas Sul' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Conexão com o WhatsApp excluída com sucesso!')).toBeVisible();
  await expect(rowOf(page, 'Vendas Sul')).toHaveCount(0);
  await expect.poll(async () => (await rows()).some((w) => w.name === 'Vendas Sul')).toBe(false);
});

test('connections: pairing end to end: disconnect asks first, a new QR waits, shows a code, replaces it, a scan connects', async ({
  page,
}) => {
  await openConnections(page);
  await sandbox(page, 'setPairingTiming', { firstQrMs: 1000, rotateMs: 2500, connectMs: 500 });
  const row = rowOf(page, PRINCIPAL);

  // Disconnect asks first: cancel keeps it connected.
  await row.getByRole('button', { name: `desconectar — ${PRINCIPAL}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Desconectar' });
  await expect(confirm).toContainText('Tem certeza? Você precisará ler o QR Code novamente.');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('heading', { name: 'Desconectar' })).toHaveCount(0);
  await expect(row.getByRole('img', { name: 'Status: Conexão estabelecida!' })).toBeVisible();
  await row.getByRole('button', { name: `desconectar — ${PRINCIPAL}` }).click();
  await confirm.getByRole('button', { name: 'desconectar' }).click();
  await expect(row.getByRole('img', { name: 'Status: Falha ao iniciar sessão do WhatsApp' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Tentar novamente — ${PRINCIPAL}` })).toBeVisible();

  // New QR: the dialog opens at the press, waiting, then a code, then another replacing it.
  await row.getByRole('button', { name: `Novo QR CODE — ${PRINCIPAL}` }).click();
  const qr = page.getByRole('dialog', { name: `QR Code de ${PRINCIPAL}` });
  await expect(qr.getByRole('status')).toHaveText('Waiting for QR Code');
  const code = qr.locator('[data-qrcode]');
  await expect(code).toBeVisible();
  await expect(qr.getByRole('img', { name: 'Leia o QrCode para iniciar a sessão' })).toBeVisible();
  const first = await code.getAttribute('data-qrcode');
  expect(first).toBeTruthy();
  await expect(code).not.toHaveAttribute('data-qrcode', first ?? '');
  await expect(qr.getByRole('status')).toHaveCount(0);

  // The phone reads it: the dialog closes and the connection is connected.
  expect(await sandbox(page, 'scanQrCode', 1)).toBe(true);
  await expect(page.getByRole('heading', { name: `QR Code de ${PRINCIPAL}` })).toHaveCount(0);
  await expect(row.getByRole('img', { name: 'Status: Conexão estabelecida!' })).toBeVisible();
  await expect(row.getByRole('button', { name: `desconectar — ${PRINCIPAL}` })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await sandbox(page, 'rows', 'whatsapps', 1)) as { id: number; status: string }[]).find(
          (w) => w.id === 1,
        )?.status,
    )
    .toBe('CONNECTED');
});

test('connections: a user typing /connections gets the refusal message', async ({ page }) => {
  await page.goto('/login');
  await login(page, USERS.atendente.email);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Somente administradores' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Conexões' })).toHaveCount(0);
});

test('connections: axe finds nothing serious on the page, the dialogs and the QR dialog', async ({
  page,
}) => {
  await openConnections(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Adicionar WhatsApp' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar WhatsApp' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('dialog').getByText('Required')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/connections-dialog.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar WhatsApp' })).toHaveCount(0);

  await rowOf(page, SUPORTE)
    .getByRole('button', { name: `QR CODE — ${SUPORTE}` })
    .click();
  await expect(page.getByRole('heading', { name: `QR Code de ${SUPORTE}` })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/connections-qr.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: `QR Code de ${SUPORTE}` })).toHaveCount(0);
  await expectAccessible(page);
});
