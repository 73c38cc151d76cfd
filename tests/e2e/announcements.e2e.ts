import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, sandbox, test, USERS } from './fixtures.ts';

/** A real 1×1 PNG (the sandbox stores and serves the bytes back). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, email: string = USERS.admin.email) {
  await page.goto('/login');
  await login(page, email);
  await expect(page).toHaveURL(/\/tickets$/);
}

const table = (page: Page) => page.getByRole('table', { name: 'Informativos' });
const rowOf = (page: Page, title: string) => table(page).getByRole('row').filter({ hasText: title });
type Row = {
  id: number;
  title: string;
  text: string;
  priority: number;
  status: boolean;
  mediaPath: string | null;
  mediaName: string | null;
};

test('announcements: list, search, add with a picture, edit, delete with confirmation, axe', async ({
  page,
}) => {
  // A long flow (two uploads, axe three times) on a machine shared by parallel builds.
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/announcements');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Título',
    'Prioridade',
    'Arquivo',
    'Status',
    'Data',
    'Ações',
  ]);
  // The seed's four active announcements (the inactive one is never listed), newest first.
  await expect(table(page)).toHaveAttribute('aria-rowcount', '5');
  await expect(rowOf(page, 'Manutenção programada')).toContainText('Alta');
  await expect(rowOf(page, 'Boas-vindas ao Atende')).toContainText('Sem anexo');
  await expect(rowOf(page, 'Boas-vindas ao Atende')).toContainText('ativo');
  await expectAccessible(page);

  // Search: lower-cased, on the title.
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('MANUTEN');
  await expect(rowOf(page, 'Boas-vindas')).toHaveCount(0);
  await expect(rowOf(page, 'Manutenção programada')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');
  await expect(table(page)).toHaveAttribute('aria-rowcount', '5');

  // Add: the spec's rule first, a wrong type refused before any upload, then a picture.
  await page.getByRole('button', { name: 'Novo Informativo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Informativo' });
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Obrigatório')).toHaveCount(2);
  await dialog.getByLabel('Título').fill('Feriado na sexta');
  await dialog.getByLabel('Texto').fill('Não haverá expediente.');
  const input = dialog.locator('[data-attachment-input]');
  await input.setInputFiles({
    name: 'tabela.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Apenas arquivos .png, .jpg ou .jpeg.');
  await input.setInputFiles({ name: 'feriado.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Prévia do anexo feriado.png' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Informativo' })).toHaveCount(0);
  await expect(page.getByText('Informativo salvo com sucesso.')).toBeVisible();
  await expect(rowOf(page, 'Feriado na sexta')).toContainText('feriado.png');
  const added = ((await sandbox(page, 'rows', 'announcements')) as Row[]).find(
    (a) => a.title === 'Feriado na sexta',
  );
  expect(added).toMatchObject({ priority: 3, status: true, mediaName: 'feriado.png' });
  expect(added?.mediaPath).toMatch(/_feriado\.png$/);
  expect(
    (await sandbox(page, 'requests')).some(
      (r) => r.method === 'POST' && r.path === `/announcements/${added?.id}/media-upload` && r.status === 200,
    ),
  ).toBe(true);

  // Edit: priority, and the picture removed.
  await rowOf(page, 'Feriado na sexta')
    .getByRole('button', { name: 'Editar informativo Feriado na sexta' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edição de Informativo' });
  await expect(edit.getByLabel('Título')).toHaveValue('Feriado na sexta');
  await expect(edit.getByRole('img', { name: 'feriado.png' })).toBeVisible();
  await edit.getByRole('button', { name: 'Prioridade' }).click();
  await page.getByRole('option', { name: 'Alta' }).click();
  await edit.getByRole('button', { name: 'Remover anexo feriado.png' }).click();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Edição de Informativo' })).toHaveCount(0);
  await expect(rowOf(page, 'Feriado na sexta')).toContainText('Alta');
  await expect(rowOf(page, 'Feriado na sexta')).toContainText('Sem anexo');
  await expect
    .poll(async () =>
      ((await sandbox(page, 'rows', 'announcements')) as Row[]).find((a) => a.id === added?.id),
    )
    .toMatchObject({ priority: 1, mediaPath: null });

  // Delete: asks first.
  await rowOf(page, 'Feriado na sexta')
    .getByRole('button', { name: 'Excluir informativo Feriado na sexta' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Excluir o informativo Feriado na sexta?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rowOf(page, 'Feriado na sexta')).toBeVisible();
  await rowOf(page, 'Feriado na sexta')
    .getByRole('button', { name: 'Excluir informativo Feriado na sexta' })
    .click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Informativo excluído com sucesso.')).toBeVisible();
  await expect(rowOf(page, 'Feriado na sexta')).toHaveCount(0);
});

test('announcements bell: unread dot, popover, a live announcement from elsewhere lights it, the detail dialog', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Another company's admin (not super): announcements are platform-wide.
  await signIn(page, 'admin@empresa2.com');
  const unread = page.getByRole('button', { name: 'Informativos, há novidades' });
  await expect(unread).toBeVisible();
  await unread.click();
  const panel = page.locator('[data-announcements-panel]');
  await expect(panel.locator('[data-announcement-row]')).toHaveCount(4);
  await expect(panel.locator('[data-announcement-row]').first()).toContainText('Manutenção programada');
  await expect(panel.locator('[data-announcement-row]').first()).toHaveAttribute('data-priority', '1');
  await expectAccessible(page, '[data-announcements-panel]');
  await page.keyboard.press('Escape');
  // Opened: read. The dot stays off after a reload (kept per user).
  await expect(page.getByRole('button', { name: 'Informativos', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Informativos', exact: true })).toBeVisible();

  // Published elsewhere (a super user of company 1): the dot lights, the popover lists it first.
  await sandbox(page, 'publishAnnouncement', {
    title: 'Nova versão',
    text: 'A versão 2.0 chegou.',
    priority: 2,
    image: '#1e88e5',
  });
  await expect(page.getByRole('button', { name: 'Informativos, há novidades' })).toBeVisible();
  await page.getByRole('button', { name: 'Informativos, há novidades' }).click();
  const first = panel.locator('[data-announcement-row]').first();
  await expect(first).toContainText('Nova versão');
  await expect(first.getByRole('img')).toBeVisible();
  await first.click();
  const detail = page.getByRole('dialog', { name: 'Nova versão' });
  await expect(detail.getByRole('heading', { name: 'Nova versão' })).toBeVisible();
  await expect(detail).toContainText('A versão 2.0 chegou.');
  await expect(detail.getByRole('img')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  // The footer's button (the header's × is named the same).
  await detail.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(page.getByRole('button', { name: 'Informativos', exact: true })).toBeVisible();
});

test('announcements: a user who is not super is told the screen is not theirs', async ({ page }) => {
  await signIn(page, USERS.gestor.email);
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { name: 'Acesso não permitido' })).toBeVisible();
  await expect(page.getByText('Somente um super usuário pode gerenciar os informativos.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Informativos' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ir para o início' }).click();
  await expect(page).not.toHaveURL(/announcements/);
});
