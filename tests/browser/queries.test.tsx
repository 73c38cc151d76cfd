/**
 * The resource cache's hooks and its Resource adapter, rendered by React in Chromium, on the sandbox behind MSW's
 * service worker: components mount and unmount as screens and tabs do, and the sandbox counts what reached it.
 */
import { setupWorker } from 'msw/browser';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { waitFor as untilSnapshot } from 'xstate';
import { createSandbox, type Sandbox } from '../../mocks/sandbox.ts';
import { ServicesProvider } from '../../src/session/context.tsx';
import { Resource, useTags, useTicketByUuid } from '../../src/session/queries/index.ts';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { memoryStorage } from '../support/memory-storage.ts';

const BASE = `${location.origin}/api`;
const worker = setupWorker();

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
  sandbox = createSandbox({ baseUrl: BASE, persistence: 'none' });
  await sandbox.ready;
  worker.resetHandlers(...sandbox.handlers);
  services = createServices({
    env: parseEnv({ VITE_BACKEND_URL: BASE, VITE_SANDBOX: 'true' }),
    i18n: createI18n('pt'),
    socketTransports: [sandbox.SocketTransport],
    storage: memoryStorage(),
    reload: () => undefined,
  });
  services.session.start();
  services.session.send({ type: 'session.login', email: 'admin@admin.com', password: '123456' });
  await untilSnapshot(services.session, (s) => s.matches('signedIn'), { timeout: 5000 });
});

afterEach(() => {
  services.session.stop();
  services.realtime.stop();
  sandbox.dispose();
});

const gets = (path: string) =>
  sandbox.control.requests().filter((r) => r.method === 'GET' && r.path === path).length;

function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={services.i18n}>{children}</I18nextProvider>
    </ServicesProvider>
  );
}

function TagNames({ label }: { label: string }) {
  const tags = useTags();
  return (
    <p>
      {label}: {tags.data ? tags.data.map((t) => t.name).join(', ') : '…'}
    </p>
  );
}

/** The search tab of the ticket screen in miniature: its filters mount on each visit. */
function Tabs() {
  const [tab, setTab] = useState<'open' | 'search'>('open');
  return (
    <div>
      <button type="button" onClick={() => setTab(tab === 'open' ? 'search' : 'open')}>
        switch
      </button>
      {tab === 'search' ? <TagNames label="filter" /> : <p>list</p>}
    </div>
  );
}

describe('resource cache hooks in React', () => {
  it('two components reading tags send one request', async () => {
    const screen = await render(
      <>
        <TagNames label="one" />
        <TagNames label="two" />
      </>,
      { wrapper: Providers },
    );
    await expect.element(screen.getByText(/^one: [^…]/)).toBeVisible();
    await expect.element(screen.getByText(/^two: [^…]/)).toBeVisible();
    expect(gets('/tags/list')).toBe(1);
    // 31 clicks, each a round trip to the browser driver: 15 s were not enough on a loaded CI machine.
  }, 60_000);

  it('switching to the search tab and back 30 times loads tags once', async () => {
    const screen = await render(<Tabs />, { wrapper: Providers });
    const button = screen.getByRole('button', { name: 'switch' });
    for (let i = 0; i < 30; i++) await button.click();
    await expect.element(screen.getByText('list')).toBeVisible();
    await button.click();
    await expect.element(screen.getByText(/^filter: [^…]/)).toBeVisible();
    expect(gets('/tags/list')).toBe(1);
  });

  it('a ticket uuid that does not exist shows not found with the way back, after one request', async () => {
    const onBack = vi.fn();
    function Ticket() {
      const ticket = useTicketByUuid('no-such-uuid');
      return (
        <Resource query={ticket} notFound={{ onBack }}>
          {(t) => <p>{t.contact.name}</p>}
        </Resource>
      );
    }
    const screen = await render(<Ticket />, { wrapper: Providers });
    await expect.element(screen.getByText('Não encontrado: ele não existe ou foi excluído.')).toBeVisible();
    expect(screen.getByRole('status').query()).toBeNull();
    await screen.getByRole('button', { name: 'Voltar' }).click();
    expect(onBack).toHaveBeenCalledOnce();
    expect(gets('/tickets/u/no-such-uuid')).toBe(1);
  });

  it('a failed read shows the described error and its retry loads the data', async () => {
    sandbox.control.failNext({ method: 'GET', path: '/tags/list', status: 400, error: 'ERR_NO_PERMISSION' });
    function TagsPanel() {
      const tags = useTags();
      return (
        <Resource query={tags} isEmpty={(list) => list.length === 0}>
          {(list) => <p>{list.length} tags</p>}
        </Resource>
      );
    }
    const screen = await render(<TagsPanel />, { wrapper: Providers });
    const alert = screen.getByRole('alert');
    await expect.element(alert).toBeVisible();
    expect(alert.element().textContent).toContain('Você não tem permissão para acessar este recurso.');
    expect(alert.element().textContent).not.toContain('ERR_NO_PERMISSION');
    expect(gets('/tags/list')).toBe(1);
    await screen.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.element(screen.getByText(/^\d+ tags$/)).toBeVisible();
    expect(gets('/tags/list')).toBe(2);
  });
});
