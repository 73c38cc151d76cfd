/**
 * The queue dialog's option tree (S3 §4.5) bound to the API, in Chromium on the sandbox: deleting an option while a
 * sibling after it holds what the user typed and has not saved. That sibling moves up one number with its text and
 * its place, and nothing the user typed is sent or dropped by the renumbering.
 */
import { setupWorker } from 'msw/browser';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { waitFor as untilSnapshot } from 'xstate';
import { createSandbox, type Sandbox } from '../../mocks/sandbox.ts';
import { OptionTreeEditor } from '../../src/features/queues/components/OptionTreeEditor.tsx';
import { useOptionTree } from '../../src/features/queues/option-tree.binding.ts';
import { ServicesProvider } from '../../src/session/context.tsx';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n, loadCatalogue } from '../../src/lib/i18n/index.ts';
import { AppToaster } from '../../src/lib/toast.ts';
import { memoryStorage } from '../support/memory-storage.ts';

const BASE = `${location.origin}/api`;
const worker = setupWorker();
/** The seed's 'Vendas': no options of its own. */
const QUEUE = 2;

let sandbox: Sandbox;
let services: AppServices;

beforeAll(async () => {
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
});
afterAll(() => worker.stop());

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = createSandbox({ baseUrl: BASE, persistence: 'none' });
  await sandbox.ready;
  worker.resetHandlers(...sandbox.handlers);
  const i18n = createI18n('pt');
  await loadCatalogue(i18n, 'pt');
  services = createServices({
    env: parseEnv({ VITE_BACKEND_URL: BASE, VITE_SANDBOX: 'true' }),
    i18n,
    socketTransports: [sandbox.SocketTransport],
    storage: memoryStorage(),
    reload: () => undefined,
  });
  services.session.start();
  services.session.send({ type: 'session.login', email: 'admin@admin.com', password: '123456' });
  await untilSnapshot(services.session, (s) => s.matches('signedIn'), { timeout: 5000 });
  // Three saved roots: 1 Planos, 2 Promoções, 3 Suporte.
  for (const [option, title] of [
    [1, 'Planos'],
    [2, 'Promoções'],
    [3, 'Suporte'],
  ] as const)
    await services.api.queues.createOption({ queueId: QUEUE, parentId: null, title, message: '', option });
});

afterEach(() => {
  toast.dismiss();
  services.session.stop();
  services.realtime.stop();
  sandbox.dispose();
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={services.i18n}>
        {children}
        <AppToaster />
      </I18nextProvider>
    </ServicesProvider>
  );
}

/** The editor as the queue dialog draws it for an open, saved queue. */
function Tree() {
  return <OptionTreeEditor {...useOptionTree(QUEUE, true)} />;
}

/** What the server holds for the queue: [title, option], by option number. */
const serverOptions = () =>
  (sandbox.control.rows('queueOptions', 1) as { queueId: number; title: string; option: string | number }[])
    .filter((o) => o.queueId === QUEUE)
    .map((o) => [o.title, String(o.option)])
    .sort((a, b) => Number(a[1]) - Number(b[1]));

/** The options on screen, in their order: each one's number badge and what it shows or holds. */
const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-option-key]')].map((li) => {
    const number = li.querySelector('[aria-label^="Opção"]')?.textContent ?? '';
    const title = li.querySelector<HTMLInputElement>('input');
    const message = li.querySelector<HTMLTextAreaElement>('textarea');
    return title
      ? `${number} [${title.value}|${message?.value ?? ''}]`
      : `${number} ${li.querySelector('p')?.textContent ?? ''}`;
  });

async function deleteOption(screen: Awaited<ReturnType<typeof render>>, path: string) {
  await screen.getByRole('button', { name: `Excluir opção ${path}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Exclusão de Registro' })
    .getByRole('button', { name: 'Excluir' })
    .click();
}

describe('deleting a queue option while an unsaved sibling follows it (S3 §4.5)', () => {
  it('a new option not saved yet keeps its text and its place, one number up; saved later under that number', async () => {
    const screen = await render(<Tree />, { wrapper: Providers });
    await expect.element(screen.getByRole('button', { name: 'Editar opção 3' })).toBeVisible();
    await screen.getByRole('button', { name: 'Adicionar opção' }).click();
    await screen.getByLabelText('Título da opção 4').fill('Financeiro');
    await screen.getByLabelText('Mensagem da opção 4').fill('Boletos e notas.');

    await deleteOption(screen, '2');
    await expect.element(screen.getByLabelText('Título da opção 3')).toHaveValue('Financeiro');
    await expect.element(screen.getByRole('button', { name: 'Editar opção 2' })).toBeEnabled();
    expect(shown()).toEqual(['1 Planos', '2 Suporte', '3 [Financeiro|Boletos e notas.]']);
    expect(serverOptions()).toEqual([
      ['Planos', '1'],
      ['Suporte', '2'],
    ]);

    await screen.getByRole('button', { name: 'Salvar opção 3' }).click();
    await expect.element(screen.getByRole('button', { name: 'Editar opção 3' })).toBeVisible();
    expect(serverOptions()).toEqual([
      ['Planos', '1'],
      ['Suporte', '2'],
      ['Financeiro', '3'],
    ]);
  });

  it('a saved option being edited keeps what was typed, unsaved and still editable; only its number is sent', async () => {
    const screen = await render(<Tree />, { wrapper: Providers });
    await screen.getByRole('button', { name: 'Editar opção 3' }).click();
    await screen.getByLabelText('Título da opção 3').fill('Suporte 24h');

    await deleteOption(screen, '2');
    await expect.element(screen.getByLabelText('Título da opção 2')).toHaveValue('Suporte 24h');
    await expect.element(screen.getByLabelText('Título da opção 2')).toBeEnabled();
    expect(shown()).toEqual(['1 Planos', '2 [Suporte 24h|]']);
    // The renumbering moved it on the server under its saved title; the typed one waits for its own save.
    await expect.poll(serverOptions).toEqual([
      ['Planos', '1'],
      ['Suporte', '2'],
    ]);

    // Cancel still brings the saved text back.
    await screen.getByRole('button', { name: 'Cancelar edição da opção 2' }).click();
    expect(shown()).toEqual(['1 Planos', '2 Suporte']);
  });
});
