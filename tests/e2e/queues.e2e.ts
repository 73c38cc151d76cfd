import type { Locator, Page } from '@playwright/test';
import { USERS, expect, expectAccessible, login, sandbox, test } from './fixtures.ts';

async function openQueues(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/queues');
  const table = page.getByRole('table', { name: 'Filas' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Filas' }).getByRole('row').filter({ hasText: name });

interface QueueRow {
  id: number;
  name: string;
  color: string;
  greetingMessage: string;
  typebotId?: string;
  schedules?: { weekdayEn: string; startTime: string; endTime: string }[];
}
/** A swatch of the palette, pressed as a user does (the radio inside it is visually hidden). */
async function pickColor(page: Page, dialog: Locator, hex: string) {
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: hex }) })
    .click();
  await expect(dialog.getByRole('radio', { name: hex })).toBeChecked();
}

const queues = async (page: Page) => (await sandbox(page, 'rows', 'queues', 1)) as QueueRow[];

test('queues: the seeded list; add (rules, palette), edit, delete after the confirmation', async ({
  page,
}) => {
  const table = await openQueues(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Nome',
    'typebotId',
    'Cor',
    'Mensagem de saudação',
    'Ações',
  ]);
  await expect(table).toHaveAttribute('aria-rowcount', '4');
  await expect(rowOf(page, 'Suporte')).toContainText('#7c7c7c');
  await expect(rowOf(page, 'Suporte')).toContainText('Olá! Você está falando com o setor de Suporte.');

  // Add: the spec's rules first (S3 §5), then a palette colour.
  await page.getByRole('button', { name: 'Adicionar fila' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar fila' });
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await expect(dialog.getByText('Escolha uma cor.')).toBeVisible();
  await dialog.getByLabel('Nome').fill('G');
  await expect(dialog.getByText('Too Short!')).toBeVisible();
  await dialog.getByLabel('Nome').fill('Garantia');
  await pickColor(page, dialog, '#0062B1');
  await dialog.getByLabel('Mensagem de saudação').fill('Bem-vindo à garantia.');
  await dialog.getByLabel('typebotId').fill('garantia-bot');
  await expect(dialog.getByText('Salve a fila para adicionar opções.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar fila' })).toHaveCount(0);
  await expect(page.getByText('Queue saved successfully')).toBeVisible();
  await expect(rowOf(page, 'Garantia')).toContainText('garantia-bot');
  await expect(rowOf(page, 'Garantia')).toContainText('#0062B1');
  expect((await queues(page)).find((q) => q.name === 'Garantia')).toMatchObject({
    color: '#0062B1',
    greetingMessage: 'Bem-vindo à garantia.',
    typebotId: 'garantia-bot',
  });

  // A colour already in use: the catalogue's text, the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Adicionar fila' }).click();
  await dialog.getByLabel('Nome').fill('Outra');
  await pickColor(page, dialog, '#0062B1');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Esta cor já está em uso, escolha outra.')).toBeVisible();
  await expect(dialog.getByLabel('Nome')).toHaveValue('Outra');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar fila' })).toHaveCount(0);

  // Edit: the name.
  await rowOf(page, 'Garantia').getByRole('button', { name: 'Editar Garantia' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar fila' });
  await expect(edit.getByLabel('Nome')).toHaveValue('Garantia');
  await edit.getByLabel('Nome').fill('Garantia estendida');
  await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editar fila' })).toHaveCount(0);
  await expect(rowOf(page, 'Garantia estendida')).toBeVisible();
  await expect.poll(async () => (await queues(page)).some((q) => q.name === 'Garantia estendida')).toBe(true);

  // Delete: asked first with the spec's words; cancel keeps it, confirm removes it.
  await rowOf(page, 'Garantia estendida').getByRole('button', { name: 'Excluir Garantia estendida' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rowOf(page, 'Garantia estendida')).toBeVisible();
  await rowOf(page, 'Garantia estendida').getByRole('button', { name: 'Excluir Garantia estendida' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Queue deleted successfully!')).toBeVisible();
  await expect(rowOf(page, 'Garantia estendida')).toHaveCount(0);
  await expect.poll(async () => (await queues(page)).some((q) => q.name.startsWith('Garantia'))).toBe(false);
});

test('queues: changes made elsewhere arrive live (create, update, delete)', async ({ page }) => {
  await openQueues(page);
  await sandbox(page, 'createQueue', { name: 'Pós-venda', color: '#16A5A5', greetingMessage: 'Oi!' });
  await expect(rowOf(page, 'Pós-venda')).toContainText('#16A5A5');
  await sandbox(page, 'updateQueue', 2, { name: 'Vendas Sul', greetingMessage: 'Bem-vindo ao sul.' });
  await expect(rowOf(page, 'Vendas Sul')).toContainText('Bem-vindo ao sul.');
  await expect(rowOf(page, 'Vendas').filter({ hasNotText: 'Sul' })).toHaveCount(0);
  await sandbox(page, 'deleteQueue', 3);
  await expect(rowOf(page, 'Financeiro')).toHaveCount(0);
});

test('queues: an option tree and working hours, saved and read back after a reload', async ({ page }) => {
  await openQueues(page);
  await rowOf(page, 'Vendas').getByRole('button', { name: 'Editar Vendas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar fila' });
  await expect(dialog.getByText('Nenhuma opção. Adicione uma para montar o menu do chatbot.')).toBeVisible();

  // Two root options by keyboard: the new option's title has the focus, Enter saves it.
  await dialog.getByRole('button', { name: 'Adicionar opção' }).click();
  await expect(dialog.getByLabel('Título da opção 1')).toBeFocused();
  await page.keyboard.type('Planos');
  await dialog.getByLabel('Mensagem da opção 1').fill('Conheça nossos planos.');
  await dialog.getByLabel('Título da opção 1').press('Enter');
  await expect(dialog.getByRole('button', { name: 'Editar opção 1', exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Adicionar opção' }).click();
  await page.keyboard.type('Promoções');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Editar opção 2' })).toBeVisible();
  // A child of the first, then a second child.
  await dialog.getByRole('button', { name: 'Adicionar sub-opção em 1', exact: true }).click();
  await page.keyboard.type('Empresarial');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Adicionar sub-opção em 1', exact: true }).click();
  await page.keyboard.type('Residencial');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Editar opção 1.2' })).toBeVisible();
  // Escape ends only an option's edit mode: a change is dropped, the dialog stays.
  await dialog.getByRole('button', { name: 'Editar opção 1.1' }).click();
  await page.keyboard.type(' XYZ');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Editar fila' })).toBeVisible();
  await expect(dialog.getByText('Empresarial XYZ')).toHaveCount(0);

  // Working hours: the spec's defaults, a refused end before start, then kept with the toast.
  await dialog.getByRole('tab', { name: 'Horarios de Atendimento' }).click();
  await expect(dialog.getByLabel('Hora inicial — Segunda-feira')).toHaveValue('08:00');
  await expect(dialog.getByLabel('Hora final — Sábado')).toHaveValue('12:00');
  await expect(dialog.getByLabel('Hora final — Domingo')).toHaveValue('00:00');
  const monEnd = dialog.getByLabel('Hora final — Segunda-feira');
  await monEnd.fill('');
  await monEnd.pressSequentially('0700');
  await expect(monEnd).toHaveValue('07:00');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).first().click();
  await expect(dialog.getByText('O fim não pode ser antes do início.')).toBeVisible();
  await monEnd.fill('');
  await monEnd.pressSequentially('1730');
  await dialog.getByLabel('Hora inicial — Domingo').fill('09:00');
  await dialog.getByLabel('Hora final — Domingo').fill('13:00');
  await dialog.getByRole('tabpanel').getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Clique em salvar para registar as alterações')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Dados da Fila' })).toHaveAttribute('aria-selected', 'true');
  // Nothing sent yet: the week goes with the queue.
  expect((await queues(page)).find((q) => q.id === 2)?.schedules ?? []).toEqual([]);
  await page
    .getByRole('dialog', { name: 'Editar fila' })
    .getByRole('button', { name: 'Salvar', exact: true })
    .last()
    .click();
  await expect(page.getByText('Queue saved successfully')).toBeVisible();
  await expect.poll(async () => (await queues(page)).find((q) => q.id === 2)?.schedules?.length).toBe(7);

  await sandbox(page, 'persisted');
  await page.reload();
  await expect(rowOf(page, 'Vendas')).toBeVisible();
  await rowOf(page, 'Vendas').getByRole('button', { name: 'Editar Vendas' }).click();
  const again = page.getByRole('dialog', { name: 'Editar fila' });
  await expect(again.getByRole('listitem').filter({ hasText: 'Planos' }).first()).toContainText(
    'Conheça nossos planos.',
  );
  await expect(again.getByLabel('Opção 1.2', { exact: true })).toBeVisible();
  await expect(again.getByText('Residencial')).toBeVisible();
  await expect(again.getByText('Promoções')).toBeVisible();
  await again.getByRole('tab', { name: 'Horarios de Atendimento' }).click();
  await expect(again.getByLabel('Hora final — Segunda-feira')).toHaveValue('17:30');
  await expect(again.getByLabel('Hora inicial — Domingo')).toHaveValue('09:00');
  await expect(again.getByLabel('Hora final — Domingo')).toHaveValue('13:00');
  await again.getByRole('tab', { name: 'Dados da Fila' }).click();

  // Deleting option 1 (asked first) takes its children and renumbers 'Promoções' to 1, on the server too.
  await again.getByRole('button', { name: 'Excluir opção 1', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await ask.getByRole('button', { name: 'Excluir' }).click();
  await expect(again.getByText('Residencial')).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Editar opção 1', exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Editar opção 2' })).toHaveCount(0);
  await expect
    .poll(async () =>
      (
        (await sandbox(page, 'rows', 'queueOptions', 1)) as {
          queueId: number;
          title: string;
          option: string;
        }[]
      )
        .filter((o) => o.queueId === 2)
        .map((o) => [o.title, o.option]),
    )
    .toEqual([['Promoções', '1']]);
});

test('queues: a user typing /queues gets the refusal message; the sandbox refuses their writes', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, USERS.atendente.email);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/queues');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Somente administradores' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Filas' })).toHaveCount(0);
  const requests = (await sandbox(page, 'requests')) as { method: string; path: string }[];
  expect(requests.some((r) => r.path.startsWith('/queue-options') || /^\/queue\/\d/.test(r.path))).toBe(
    false,
  );
});

test('queues: axe finds nothing serious on the page and the dialog in both tabs', async ({ page }) => {
  await openQueues(page);
  await expectAccessible(page);
  await rowOf(page, 'Suporte').getByRole('button', { name: 'Editar Suporte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar fila' });
  await expect(dialog.getByText('Problemas técnicos')).toBeVisible();
  await dialog.getByRole('button', { name: 'Editar opção 1.2' }).click();
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/queues-dialog.png', fullPage: true });
  await dialog.getByRole('tab', { name: 'Horarios de Atendimento' }).click();
  await expect(dialog.getByLabel('Hora inicial — Segunda-feira')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/queues-hours.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Editar fila' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/queues-page.png' });
});
