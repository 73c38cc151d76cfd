import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures.ts';

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
  if (shots) await page.screenshot({ path: `${shots}/campaigns-readonly.png` });
  await expectAccessible(page);
  await readOnly.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(readOnly).toBeHidden();
});
