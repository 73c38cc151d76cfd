import { expect, expectAccessible, login, sandbox, test } from './fixtures.ts';

test('financeiro: an invoice paid by Pix, from PAGAR to the redirect to / (S3 §2.10, §2.11, §4.4)', async ({
  page,
  context,
}) => {
  // The whole checkout with four axe scans: ~35 s alone, over a minute beside another test on a 2-core runner.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/financeiro');
  const table = page.getByRole('table', { name: 'Faturas' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Id',
    'Detalhes',
    'Valor',
    'Data Venc.',
    'Status',
    'Acao',
  ]);
  // The seed: two paid, one overdue (light red), one open.
  const row = (id: number) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  await expect(row(1)).toContainText('Pago');
  await expect(row(1)).toContainText('PAGO');
  await expect(row(3)).toContainText('Vencido');
  await expect(row(3)).toHaveClass(/bg-red-50/);
  await expect(row(4)).toContainText('Em Aberto');
  await expect(row(4)).not.toHaveClass(/bg-red-50/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Pagar a fatura 4' }).click();
  const dialog = page.getByRole('dialog', { name: 'Falta pouco!' });
  // Dados: the spec's messages, then valid values.
  await dialog.getByRole('button', { name: 'PRÓXIMO' }).click();
  await expect(dialog.getByText('O nome completo é obrigatório')).toBeVisible();
  await expect(dialog.getByText('País é obrigatório')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByLabel('Nome completo').fill('Ana Souza');
  await dialog.getByLabel('Endereço').fill('Rua A, 1');
  await dialog.getByLabel('Cidade').fill('Recife');
  await dialog.getByLabel('CEP').fill('50000-000');
  await dialog.getByRole('button', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Brasil' }).click();
  await dialog.getByRole('button', { name: 'PRÓXIMO' }).click();

  // Personalizar: no VOLTAR; a card advances.
  await expect(dialog.getByRole('button', { name: 'VOLTAR' })).toHaveCount(0);
  const card = dialog.getByRole('button', { name: /^Profissional/ });
  await expect(card).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await card.click();

  // Revisar: PAGAR creates the subscription.
  await expect(dialog.getByRole('button', { name: 'VOLTAR' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'PAGAR' }).click();
  await expect(
    page.getByText('Assinatura realizada com sucesso!, aguardando a realização do pagamento'),
  ).toBeVisible();

  // Pix: the code, the amount in R$, copy with its confirmation.
  await expect(dialog.getByLabel('Código Pix')).toHaveValue(/^000201/);
  await expect(dialog.getByTestId('pix-amount')).toHaveText(/^R\$ \d+,\d\d$/);
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/financeiro-pix.png' });
  await dialog.getByRole('button', { name: 'Copiar código' }).click();
  await expect(dialog.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copiar código' })).toBeVisible();

  // The provider confirms: success, the toast with the new date, then /.
  const { dueDate } = await sandbox(page, 'pay', 4);
  await expect(dialog.getByRole('status')).toContainText('Pagamento confirmado');
  await expect(page.getByText(/^Sua licença foi renovada até .+!$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/financeiro-success.png' });
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
  expect(dueDate).toMatch(/^\d{4}-/);
});

test('subscription: the trial days, the billing email, and Assine Agora! opening the checkout (S3 §2.12)', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Assinatura' })).toBeVisible();
  await expect(page.getByLabel('Período de teste')).toHaveValue(
    /^Seu período de teste termina em \d+ dias!$/,
  );
  await expect(page.getByLabel('Email de cobrança')).toHaveValue('contato@atendedemo.com.br');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Assine Agora!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Falta pouco!' });
  await expect(dialog.getByLabel('Nome completo')).toBeVisible();
  await page.screenshot({ path: 'test-results/subscription.png' });

  // No invoice behind this checkout: the backend refuses PAGAR (404 'Fatura não encontrada.'); the catalogue says
  // so and the dialog stays on Revisar, from where VOLTAR goes back.
  await dialog.getByLabel('Nome completo').fill('Ana Souza');
  await dialog.getByLabel('Endereço').fill('Rua A, 1');
  await dialog.getByLabel('Cidade').fill('Recife');
  await dialog.getByLabel('CEP').fill('50000-000');
  await dialog.getByRole('button', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Brasil' }).click();
  await dialog.getByRole('button', { name: 'PRÓXIMO' }).click();
  await dialog.getByRole('button', { name: /^Profissional/ }).click();
  await dialog.getByRole('button', { name: 'PAGAR' }).click();
  await expect(
    page.getByText(
      'Fatura não encontrada: não há fatura em aberto para esta assinatura. Volte e pague uma fatura em aberto pela página Financeiro.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Resumo' })).toBeVisible();
  await expect(dialog.locator('[aria-current="step"]')).toContainText('Revisar');
  await expect(dialog.getByRole('button', { name: 'PAGAR' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/subscription-no-invoice.png' });
  const refused = (await sandbox(page, 'requests')).filter((r) => r.path === '/subscription');
  expect(refused.map((r) => r.status)).toEqual([404]);
  await dialog.getByRole('button', { name: 'VOLTAR' }).click();
  await expect(dialog.locator('[aria-current="step"]')).toContainText('Personalizar');
});
