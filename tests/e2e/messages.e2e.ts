import type { Page } from '@playwright/test';
import type { SandboxControl } from '../../mocks/control.ts';
import { expect, expectAccessible, login, sandbox, sandboxReady, test } from './fixtures.ts';

// Each test signs in and opens a long conversation on the dev server: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The seeded conversation with every media type (mocks/seed/demo.seed.ts, showcase), opened by its uuid. */
async function openShowcase(page: Page) {
  await page.goto('/login');
  await sandboxReady(page);
  const uuid = await page.evaluate(() => {
    const control = (window as unknown as { __sandbox: SandboxControl }).__sandbox;
    const photo = control.rows('messages', 1).find((m) => m.body === 'Foto do defeito');
    return control.rows('tickets', 1).find((t) => t.id === photo?.ticketId)?.uuid ?? null;
  });
  if (uuid === null) throw new Error('the showcase ticket is not seeded');
  // The guard keeps the ticket's address through the login. A first visit of a fresh dev server may reload
  // the page once (vite optimising dependencies), which aborts this navigation: then it is made again.
  const url = `/tickets/${uuid}`;
  await page.goto(url).catch(() => page.goto(url));
  await expect(page).toHaveURL(/\/login$/);
  await login(page);
  await expect(page).toHaveURL(new RegExp(`/tickets/${uuid}$`));
  const list = page.getByRole('region', { name: 'Mensagens' });
  await expect(list.locator('[data-message-id]').first()).toBeVisible({ timeout: 30_000 });
  return { list };
}

/** Scrolls the list to its top until `target` is there (older pages load near the top). */
async function scrollUntil(
  page: Page,
  list: ReturnType<Page['getByRole']>,
  target: ReturnType<Page['getByRole']>,
) {
  for (let i = 0; i < 20 && (await target.count()) === 0; i++) {
    await list.evaluate((el) => el.scrollTo({ top: 0 }));
    await page.waitForTimeout(150);
  }
  await target.scrollIntoViewIfNeeded();
}

test('a conversation with media: the image is fetched as a blob, audio, video and the document are there; axe finds nothing serious', async ({
  page,
}) => {
  const { list } = await openShowcase(page);
  const image = list.getByRole('img', { name: 'Foto do defeito' });
  await scrollUntil(page, list, image);
  await expect(image).toHaveAttribute('src', /^blob:/);
  // The bytes are a real picture: the browser decoded it.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(list.locator('audio').first()).toHaveAttribute('src', /\/api\/public\/audio-cliente\.wav$/);
  await expect(list.locator('video').first()).toHaveAttribute('src', /\/api\/public\/video-problema\.webm$/);
  await expect(list.getByRole('link', { name: 'Baixar nota-fiscal-48213.pdf' })).toBeVisible();
  // The unknown type is a plain bubble, the deleted ones say so.
  await expect(list.getByText('Essa mensagem foi apagada pelo contato')).toBeVisible();
  // The message list with every media type on screen (the header's own checks belong to its tests).
  await expectAccessible(page, '[role="region"][aria-label="Mensagens"]');
});

test('delete an own message after confirming: it shows as deleted (the socket update); axe on the confirmation', async ({
  page,
}) => {
  const { list } = await openShowcase(page);
  const body = 'Atualização: o fabricante aprovou a troca.';
  await scrollUntil(page, list, list.getByText(body));
  const bubble = list.locator('[data-message-id]').filter({ hasText: body });
  await bubble.hover();
  await bubble.getByRole('button', { name: 'Opções da mensagem' }).click();
  await page.getByRole('menuitem', { name: 'Deletar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apagar mensagem?' });
  // Headless UI's dialog root has no box of its own: its panel is what shows.
  await expect(dialog.getByRole('heading', { name: 'Apagar mensagem?' })).toBeVisible();
  await expect(dialog.getByText('Esta ação não pode ser revertida.')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  // Cancel deletes nothing.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await sandbox(page, 'requests')).filter((r) => r.method === 'DELETE')).toHaveLength(0);

  await bubble.hover();
  await bubble.getByRole('button', { name: 'Opções da mensagem' }).click();
  await page.getByRole('menuitem', { name: 'Deletar' }).click();
  await dialog.getByRole('button', { name: 'Deletar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(bubble.getByRole('img', { name: 'Mensagem apagada' })).toBeVisible();
  await expect(bubble.locator('del')).toHaveText(body);
  expect((await sandbox(page, 'requests')).filter((r) => r.method === 'DELETE').map((r) => r.status)).toEqual(
    [200],
  );
});

test('reply from the keyboard: Responder quotes the message and puts the caret in the input; the answer carries the quote', async ({
  page,
}) => {
  const { list } = await openShowcase(page);
  const body = 'Atualização: o fabricante aprovou a troca.';
  await scrollUntil(page, list, list.getByText(body));
  const bubble = list.locator('[data-message-id]').filter({ hasText: body });
  await bubble.hover();
  const options = bubble.getByRole('button', { name: 'Opções da mensagem' });
  await options.focus();
  await page.keyboard.press('Enter');
  const reply = page.getByRole('menuitem', { name: 'Responder' });
  await expect(reply).toBeVisible();
  while (!(await reply.evaluate((el) => el.hasAttribute('data-focus'))))
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const banner = page.locator('[data-reply-banner]');
  await expect(banner).toContainText(body);
  // The menu is gone: the reply is typed where the caret now is, not on the menu's button.
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await expect(input).toBeFocused();
  await page.keyboard.type('Ótimo, obrigado!');
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  const answer = list.locator('[data-message-id]').filter({ hasText: 'Ótimo, obrigado!' });
  await expect(answer.getByRole('blockquote', { name: 'Mensagem respondida' })).toContainText(body);
  expect(
    (await sandbox(page, 'requests')).filter((r) => r.method === 'POST' && r.path.startsWith('/messages/')),
  ).toHaveLength(1);

  // Cancelling a quote leaves the caret in the text, not on the page.
  await answer.hover();
  await answer.getByRole('button', { name: 'Opções da mensagem' }).click();
  await page.getByRole('menuitem', { name: 'Responder' }).click();
  await expect(input).toBeFocused();
  await page.getByRole('button', { name: 'Cancelar resposta' }).click();
  await expect(banner).toHaveCount(0);
  await expect(input).toBeFocused();
});

test('a closed conversation offers no Responder (its composer is off); its own messages keep Deletar', async ({
  page,
}) => {
  await page.goto('/login');
  await sandboxReady(page);
  const found = await page.evaluate(() => {
    const control = (window as unknown as { __sandbox: SandboxControl }).__sandbox;
    const closed = new Map(
      control
        .rows('tickets', 1)
        .filter((t) => t.status === 'closed')
        .map((t) => [t.id, t.uuid]),
    );
    const mine = control
      .rows('messages', 1)
      .findLast((m) => m.fromMe && !m.isDeleted && m.body !== '' && closed.has(m.ticketId));
    return mine ? { uuid: closed.get(mine.ticketId)!, body: mine.body } : null;
  });
  if (found === null) throw new Error('no closed ticket with an own message is seeded');
  const { uuid, body } = found;
  await page.goto(`/tickets/${uuid}`).catch(() => page.goto(`/tickets/${uuid}`));
  await login(page);
  await expect(page).toHaveURL(new RegExp(`/tickets/${uuid}$`));
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
  const own = page
    .getByRole('region', { name: 'Mensagens' })
    .locator('[data-message-id]')
    .filter({ hasText: body });
  await own.hover();
  await own.getByRole('button', { name: 'Opções da mensagem' }).click();
  await expect(page.getByRole('menuitem', { name: 'Deletar' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Responder' })).toHaveCount(0);
});
