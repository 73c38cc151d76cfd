import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test, USERS } from './fixtures.ts';

/** The super user's Empresas and Planos tabs of /settings (S3 §2.5, §2.6, §4.3, §5, §8). */
async function openTab(page: Page, name: 'Empresas' | 'Planos') {
  await page.goto('/login');
  await login(page, USERS.admin.email);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/settings');
  await page.getByRole('tab', { name, exact: true }).click();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('settings: the super user adds a company, edits it and deletes it; rows are coloured by due date', async ({
  page,
}) => {
  await openTab(page, 'Empresas');
  // The seed's companies span the colour bands of S3 §4.3 (counted from today).
  await expect(rowOf(page, 'Clínica Sorriso')).toHaveClass(/bg-yellow-100/);
  await expect(rowOf(page, 'Mercado Bom Preço')).toHaveClass(/bg-orange-200/);
  await expect(rowOf(page, 'Oficina Rápida')).toHaveClass(/bg-orange-200/);
  await expect(rowOf(page, 'Padaria Pão Quente')).toHaveClass(/bg-red-200/);
  await expect(rowOf(page, 'Escola Aprender')).not.toHaveClass(/bg-(yellow|orange|red)/);
  await expect(rowOf(page, 'Escola Aprender')).toContainText(/\d{4}-\d{2}-\d{2}Mensal/);
  await rowOf(page, 'Padaria Pão Quente').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/s16-companies-colours.png' });

  const form = page.getByRole('form', { name: 'Nova empresa' });
  await form.getByLabel('Nome').fill('Empresa E2E');
  await form.getByLabel(/E-mail/).fill('e2e@empresa.com');
  await form.getByRole('button', { name: /Plano/ }).click();
  await page.getByRole('option', { name: 'Profissional' }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  await expect(rowOf(page, 'Empresa E2E')).toContainText('e2e@empresa.com');
  await expect(rowOf(page, 'Empresa E2E')).toContainText('Profissional');
  // Cleared after the save (S3 §4.2).
  await expect(page.getByRole('form', { name: 'Nova empresa' }).getByLabel('Nome')).toHaveValue('');
  await page.screenshot({ path: '/tmp/s16-companies.png', fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Editar Empresa E2E' }).click();
  const edit = page.getByRole('form', { name: 'Editar empresa' });
  await expect(edit.getByLabel(/E-mail/)).toHaveValue('e2e@empresa.com');
  await edit.getByLabel('Nome').fill('Empresa E2E SA');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(rowOf(page, 'Empresa E2E SA')).toBeVisible();

  await page.getByRole('button', { name: 'Editar Empresa E2E SA' }).click();
  await page.getByRole('form', { name: 'Editar empresa' }).getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(dialog).toContainText('Deseja realmente excluir esse registro?');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(rowOf(page, 'Empresa E2E SA')).toHaveCount(0);
});

test('settings: the super user adds a plan typing 1234,5 and sees R$ 1.234,50 in the table', async ({
  page,
}) => {
  await openTab(page, 'Planos');
  const form = page.getByRole('form', { name: 'Novo plano' });
  await form.getByLabel('Nome').fill('Plano E2E');
  await form.getByLabel('Valor').pressSequentially('1234,5');
  await expect(form.getByLabel('Valor')).toHaveValue('R$ 1.234,5');
  await form.getByLabel('Usuários').fill('5');
  await form.getByLabel('Conexões').fill('2');
  await form.getByLabel('Filas').fill('4');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  await expect(rowOf(page, 'Plano E2E')).toContainText('R$ 1.234,50');
  await page.screenshot({ path: '/tmp/s16-plans.png', fullPage: true });
  await expectAccessible(page);
});

test("settings: the super user edits a company's first user through 'Usuário' and sees it saved", async ({
  page,
}) => {
  await openTab(page, 'Empresas');
  // 'Usuário' appears only while a company is being edited (S3 §2.5).
  await expect(page.getByRole('button', { name: 'Usuário', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Editar Empresa Dois' }).click();
  const edit = page.getByRole('form', { name: 'Editar empresa' });
  await edit.getByRole('button', { name: 'Usuário', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(dialog.getByLabel('Nome')).toHaveValue('Admin Empresa Dois');
  await expect(dialog.getByLabel(/Email/)).toHaveValue('admin@empresa2.com');
  await dialog.getByLabel('Nome').fill('Gerente Empresa Dois');
  await page.screenshot({ path: '/tmp/s16-company-user.png' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário salvo com sucesso.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Saved on the sandbox: opening it again reads the new name.
  await edit.getByRole('button', { name: 'Usuário', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Editar usuário' }).getByLabel('Nome')).toHaveValue(
    'Gerente Empresa Dois',
  );
});
