/**
 * The composer wired into the conversation (S1 §2.7, §4.4; its outbox keeps failed sends): the whole app on the
 * sandbox behind MSW's service worker, the real socket, a real keyboard. What reached the sandbox is counted from its
 * request log.
 */
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryLocation } from 'wouter/memory-location';
import { waitFor as untilSnapshot } from 'xstate';
import { createSandbox, type Sandbox } from '../../mocks/sandbox.ts';
import { App } from '../../src/app/App.tsx';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { memoryStorage } from '../support/memory-storage.ts';

const BASE = `${location.origin}/api`;
const worker = setupWorker();

let sandbox: Sandbox;
let storage: Storage;
const started: AppServices[] = [];

interface TicketRow {
  id: number;
  uuid: string;
  status: string;
  userId: number | null;
}

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
  storage = memoryStorage();
});

afterEach(() => {
  for (const services of started.splice(0)) {
    services.session.stop();
    services.realtime.stop();
  }
  sandbox.dispose();
});

/** A signed-in admin's services on this test's storage: a second call is the app after a reload. */
async function signIn(): Promise<AppServices> {
  const services = createServices({
    env: parseEnv({ VITE_BACKEND_URL: BASE, VITE_SANDBOX: 'true' }),
    i18n: createI18n('pt'),
    socketTransports: [sandbox.SocketTransport],
    storage,
    reload: () => undefined,
  });
  started.push(services);
  services.session.start();
  services.session.send({ type: 'session.login', email: 'admin@admin.com', password: '123456' });
  await untilSnapshot(services.session, (s) => s.matches('signedIn'), { timeout: 5000 });
  return services;
}

function ticketsOf(status: string): TicketRow[] {
  const rows = sandbox.control.rows('tickets', 1) as TicketRow[];
  return rows.filter((t) => t.status === status && (status === 'pending' || t.userId === 1));
}

function firstTicket(status: string, skip = 0): TicketRow {
  const ticket = ticketsOf(status)[skip];
  if (!ticket) throw new Error(`no ${status} ticket in the seed`);
  return ticket;
}

const posts = (ticketId: number) =>
  sandbox.control.requests().filter((r) => r.method === 'POST' && r.path === `/messages/${ticketId}`);

async function openApp(services: AppServices, path: string) {
  const location = memoryLocation({ path, record: true });
  const screen = await render(
    <div style={{ height: '900px' }}>
      <App services={services} location={{ hook: location.hook, searchHook: location.searchHook }} />
    </div>,
  );
  const input = screen.getByRole('textbox', { name: 'Mensagem' });
  await expect.element(input, { timeout: 15000 }).toBeVisible();
  return { screen, input, location };
}

describe('the wired composer (S1 §2.7, §4.4)', { timeout: 60_000 }, () => {
  it('Enter sends once, even pressed twice; the message arrives in the list and the input empties', async () => {
    const ticket = firstTicket('open');
    const { screen, input } = await openApp(await signIn(), `/tickets/${ticket.uuid}`);
    await expect.element(input).toBeEnabled();
    // Signing off keeps the body as typed.
    await screen.getByRole('switch', { name: 'Assinar' }).click();
    await input.fill('Bom dia, tudo certo?');
    await userEvent.keyboard('{Enter}{Enter}');
    await expect.element(input).toHaveValue('');
    await expect.element(screen.getByText('Bom dia, tudo certo?').first(), { timeout: 5000 }).toBeVisible();
    await expect.poll(() => posts(ticket.id).length).toBe(1);
    // The entry left the outbox when the POST was answered.
    await expect.poll(() => document.querySelectorAll('[data-outbox-entry]').length).toBe(0);
  });

  it('Shift+Enter breaks the line and sends nothing; whitespace only is never sent', async () => {
    const ticket = firstTicket('open');
    const { input } = await openApp(await signIn(), `/tickets/${ticket.uuid}`);
    await input.fill('linha 1');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await userEvent.keyboard('linha 2');
    await expect.element(input).toHaveValue('linha 1\nlinha 2');
    await input.fill('   \n  ');
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts(ticket.id)).toHaveLength(0);
  });

  it('the draft belongs to its ticket: another ticket starts empty, coming back finds it', async () => {
    const ticket = firstTicket('open');
    const other = firstTicket('open', 1);
    const { input, location } = await openApp(await signIn(), `/tickets/${ticket.uuid}`);
    await input.fill('rascunho do ticket');
    location.navigate(`/tickets/${other.uuid}`);
    await expect.element(input, { timeout: 10000 }).toHaveValue('');
    location.navigate(`/tickets/${ticket.uuid}`);
    await expect.element(input, { timeout: 10000 }).toHaveValue('rascunho do ticket');
  });

  it('the draft survives a remount and a reload', async () => {
    const ticket = firstTicket('open');
    const services = await signIn();
    const first = await openApp(services, `/tickets/${ticket.uuid}`);
    await first.input.fill('rascunho do ticket');
    await first.screen.unmount();

    // Remounted on the same session…
    const again = await openApp(services, `/tickets/${ticket.uuid}`);
    await expect.element(again.input).toHaveValue('rascunho do ticket');
    await again.screen.unmount();

    // …and after a reload: a new app on the same storage.
    const reloaded = await openApp(await signIn(), `/tickets/${ticket.uuid}`);
    await expect.element(reloaded.input).toHaveValue('rascunho do ticket');
    expect(posts(ticket.id)).toHaveLength(0);
  });

  it('a failed send stays marked failed with Retry, and Retry sends it once', async () => {
    const ticket = firstTicket('open');
    const { screen, input } = await openApp(await signIn(), `/tickets/${ticket.uuid}`);
    await screen.getByRole('switch', { name: 'Assinar' }).click();
    sandbox.control.failNext({
      method: 'POST',
      path: '/messages/:ticketId',
      status: 500,
      error: 'ERR_SENDING_WAPP_MSG',
    });
    await input.fill('não pode se perder');
    await userEvent.keyboard('{Enter}');
    const outbox = screen.getByRole('list', { name: 'Mensagens a enviar' });
    await expect.element(outbox.getByText('Não enviada'), { timeout: 5000 }).toBeVisible();
    await expect.element(outbox.getByText('não pode se perder')).toBeVisible();
    expect(posts(ticket.id)).toHaveLength(1);

    const retry = outbox.getByRole('button', { name: 'Tentar novamente' });
    // The error's toast (this is a phone-sized screen) leaves the Retry and the input in sight and under the finger.
    const shown = '[data-sonner-toast][data-type="error"][data-mounted="true"]';
    await expect.poll(() => document.querySelector(shown)).not.toBeNull();
    const toast = document.querySelector(shown)!;
    await Promise.all(toast.getAnimations().map((a) => a.finished)); // where it comes to rest
    const toastBox = toast.getBoundingClientRect();
    for (const el of [retry.element(), input.element()]) {
      const box = el.getBoundingClientRect();
      expect(toastBox.bottom <= box.top || toastBox.top >= box.bottom).toBe(true);
    }
    await retry.click();
    await expect
      .poll(() => document.querySelectorAll('[data-outbox-entry]').length, { timeout: 5000 })
      .toBe(0);
    expect(posts(ticket.id).map((r) => r.status)).toEqual([500, 200]);
    await expect.element(screen.getByText('não pode se perder').first()).toBeVisible();
  });

  it('a closed ticket is read-only: the input is disabled with its reason, no microphone', async () => {
    const ticket = firstTicket('closed');
    const services = await signIn();
    const location = memoryLocation({ path: `/tickets/${ticket.uuid}`, record: true });
    const screen = await render(
      <div style={{ height: '900px' }}>
        <App services={services} location={{ hook: location.hook, searchHook: location.searchHook }} />
      </div>,
    );
    const input = screen.getByRole('textbox', { name: 'Mensagem' });
    await expect.element(input, { timeout: 15000 }).toBeDisabled();
    await expect
      .element(screen.getByText('Este ticket está resolvido: reabra-o para enviar uma mensagem.'))
      .toBeVisible();
    expect(screen.getByRole('button', { name: 'Gravar áudio' }).query()).toBeNull();
  });
});
