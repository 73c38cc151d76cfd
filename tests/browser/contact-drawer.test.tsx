/**
 * The contact drawer, its notes and the tags editor (S1 §2.6, §5, §8), bound to the resource cache and the
 * API, in Chromium on the sandbox behind MSW's service worker. What reached the sandbox is read from its request log
 * and its tables; what the user sees from the page, toasts included.
 */
import { setupWorker } from 'msw/browser';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createActor, fromCallback, fromPromise, waitFor as untilSnapshot } from 'xstate';
import { conversationMachine } from '../../machines/workspace/conversation.machine.ts';
import { createSandbox, type Sandbox } from '../../mocks/sandbox.ts';
import type { Ticket, TicketNote } from '../../src/api/schemas/index.ts';
import { ServicesProvider } from '../../src/session/context.tsx';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { ContactDrawerSlot, TicketNotes } from '../../src/features/contacts/contact-drawer.binding.tsx';
import { TicketTags } from '../../src/features/conversation/ticket-tags.binding.tsx';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n, loadCatalogue } from '../../src/lib/i18n/index.ts';
import { AppToaster } from '../../src/lib/toast.ts';
import { memoryStorage } from '../support/memory-storage.ts';

const BASE = `${location.origin}/api`;
const worker = setupWorker();
/** The seed's ticket with two notes (contact 21). */
const NOTED = { ticketId: 21, contactId: 21 };

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
});

afterEach(async () => {
  // Toasts live in sonner's own store, past the test that raised them: none may cover the next test's controls.
  toast.dismiss();
  services.session.stop();
  services.realtime.stop();
  sandbox.dispose();
  await page.viewport(414, 896);
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

const requests = (method: string, path: string) =>
  sandbox.control.requests().filter((r) => r.method === method && r.path === path);

const serverNotes = (ticketId: number) =>
  (sandbox.control.rows('notes', 1) as { ticketId: number; note: string }[])
    .filter((n) => n.ticketId === ticketId)
    .map((n) => n.note);

const ticket = (id: number): Promise<Ticket> => services.api.tickets.get(id);

/** The notes as the drawer binds them; the delete's confirmation is the conversation's dialog state, kept here. */
function Notes({ of }: { of: { ticketId: number; contactId: number } }) {
  const [confirming, setConfirming] = useState<TicketNote | null>(null);
  return (
    <TicketNotes
      of={of}
      confirming={confirming}
      onAskDelete={setConfirming}
      onCancelDelete={() => setConfirming(null)}
    />
  );
}

describe('notes (S1 §5, §8)', () => {
  it('loads the ticket notes, newest first, with user name and date', async () => {
    const screen = await render(<Notes of={NOTED} />, { wrapper: Providers });
    const items = screen.getByRole('list', { name: 'Observações' }).getByRole('listitem');
    await expect.element(items.first()).toHaveTextContent('Enviado orçamento por e-mail.');
    await expect.element(items.first()).toHaveTextContent(/Admin · \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await expect.element(items.last()).toHaveTextContent('Carla Atendente');
    expect(requests('GET', '/ticket-notes/list')[0]?.search).toBe('?ticketId=21&contactId=21');
  });

  it('a ticket without notes says so', async () => {
    const screen = await render(<Notes of={{ ticketId: 1, contactId: 1 }} />, { wrapper: Providers });
    await expect.element(screen.getByText('Nenhuma observação neste atendimento.')).toBeVisible();
  });

  it('each rule has its message and nothing is sent: empty → Required, blanks → Required, 1 character → Too Short!', async () => {
    const screen = await render(<Notes of={NOTED} />, { wrapper: Providers });
    const field = screen.getByLabelText('Nova observação');
    const add = screen.getByRole('button', { name: 'Adicionar' });
    await add.click();
    await expect.element(screen.getByText('Required')).toBeVisible();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('   ');
    await add.click();
    await expect.element(screen.getByText('Required')).toBeVisible();
    await field.fill(' x ');
    await add.click();
    await expect.element(screen.getByText('Too Short!')).toBeVisible();
    // Two characters follow the rule: the message goes as soon as they are typed.
    await field.fill('ok');
    await expect.element(screen.getByText('Too Short!')).not.toBeInTheDocument();
    expect(requests('POST', '/ticket-notes')).toHaveLength(0);
  });

  it('adds a note: toast, the list read again with it on top, the field emptied', async () => {
    const screen = await render(<Notes of={NOTED} />, { wrapper: Providers });
    const list = screen.getByRole('list', { name: 'Observações' });
    await expect.element(list.getByRole('listitem').nth(1)).toBeVisible();
    await screen.getByLabelText('Nova observação').fill('  Ligar amanhã às 10h  ');
    await screen.getByRole('button', { name: 'Adicionar' }).click();
    await expect.element(page.getByText('Observação adicionada com sucesso!')).toBeVisible();
    await expect.element(list.getByRole('listitem').first()).toHaveTextContent('Ligar amanhã às 10h');
    await expect.element(screen.getByLabelText('Nova observação')).toHaveValue('');
    expect(serverNotes(21)).toContain('Ligar amanhã às 10h');
    expect(requests('GET', '/ticket-notes/list')).toHaveLength(2);
  });

  it('a failed save keeps what was typed and toasts the catalogue text', async () => {
    sandbox.control.failNext({
      method: 'POST',
      path: '/ticket-notes',
      status: 400,
      error: 'ERR_NO_TICKET_FOUND',
    });
    const screen = await render(<Notes of={NOTED} />, { wrapper: Providers });
    await screen.getByLabelText('Nova observação').fill('Cliente pediu retorno');
    await screen.getByRole('button', { name: 'Adicionar' }).click();
    await expect.element(page.getByText('Nenhum tíquete encontrado com este ID.')).toBeVisible();
    await expect.element(screen.getByLabelText('Nova observação')).toHaveValue('Cliente pediu retorno');
    expect(serverNotes(21)).not.toContain('Cliente pediu retorno');
  });

  it("the reference backend's own 3-character rule refuses 2 characters: the text stays", async () => {
    const screen = await render(<Notes of={NOTED} />, { wrapper: Providers });
    await screen.getByLabelText('Nova observação').fill('ok');
    await screen.getByRole('button', { name: 'Adicionar' }).click();
    // A code the catalogue does not know is never shown raw (S1 §8's catch-all).
    await expect.element(page.getByText('An error occurred!')).toBeVisible();
    await expect.element(page.getByText('ERR_TICKETNOTE_INVALID_NAME')).not.toBeInTheDocument();
    await expect.element(screen.getByLabelText('Nova observação')).toHaveValue('ok');
    expect(requests('POST', '/ticket-notes')).toHaveLength(1);
  });

  it('deletes only after confirming; cancelling deletes nothing', async () => {
    const screen = await render(<Notes of={NOTED} />, { wrapper: Providers });
    const list = screen.getByRole('list', { name: 'Observações' });
    const first = list.getByRole('listitem').first();
    await expect.element(first).toHaveTextContent('Enviado orçamento por e-mail.');
    await first.getByRole('button', { name: 'Excluir observação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir Registro' });
    await expect.element(dialog.getByText('Deseja realmente excluir este registro?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(requests('DELETE', '/ticket-notes/2')).toHaveLength(0);

    await first.getByRole('button', { name: 'Excluir observação' }).click();
    await page
      .getByRole('dialog', { name: 'Excluir Registro' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.element(page.getByText('Observação excluída com sucesso!')).toBeVisible();
    await expect.element(list.getByText('Enviado orçamento por e-mail.')).not.toBeInTheDocument();
    await expect.element(list.getByRole('listitem')).toHaveTextContent('Cliente prefere contato pela manhã.');
    expect(serverNotes(21)).toEqual(['Cliente prefere contato pela manhã.']);
  });

  it('a failed delete toasts and keeps the note', async () => {
    sandbox.control.failNext({
      method: 'DELETE',
      path: '/ticket-notes/:noteId',
      status: 400,
      error: 'ERR_NO_PERMISSION',
    });
    const screen = await render(<Notes of={NOTED} />, { wrapper: Providers });
    const first = screen.getByRole('list', { name: 'Observações' }).getByRole('listitem').first();
    await first.getByRole('button', { name: 'Excluir observação' }).click();
    await page
      .getByRole('dialog', { name: 'Excluir Registro' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.element(page.getByText('Você não tem permissão para acessar este recurso.')).toBeVisible();
    await expect.element(first).toHaveTextContent('Enviado orçamento por e-mail.');
    expect(serverNotes(21)).toHaveLength(2);
  });

  it('a failed read shows the error with a retry that loads the notes', async () => {
    sandbox.control.failNext({
      method: 'GET',
      path: '/ticket-notes/list',
      status: 400,
      error: 'ERR_NO_TICKET_FOUND',
    });
    const screen = await render(<Notes of={NOTED} />, { wrapper: Providers });
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Nenhum tíquete encontrado com este ID.');
    await screen.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.element(screen.getByText('Enviado orçamento por e-mail.')).toBeVisible();
  });
});

describe('tags editor (S1 §2.6)', () => {
  it('adding a tag sends the whole set, old tags included, and the server keeps it', async () => {
    const sync = vi.spyOn(services.api.tags, 'sync');
    const open = await ticket(NOTED.ticketId);
    const before = open.tags.map((t) => t.name);
    expect(before.length).toBeGreaterThan(0);
    const screen = await render(<TicketTags ticket={open} readOnly={false} />, { wrapper: Providers });
    await screen.getByRole('combobox', { name: 'Tags' }).fill('Reclam');
    await userEvent.keyboard('{Enter}');
    const chips = screen.getByRole('list', { name: 'Tags' });
    await expect.element(chips.getByText('Reclamação')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Remover tag Reclamação' })).toBeEnabled();
    expect(sync).toHaveBeenCalledTimes(1);
    expect(sync.mock.calls[0]?.[0]).toBe(open.id);
    expect(sync.mock.calls[0]?.[1].map((t) => t.name)).toEqual([...before, 'Reclamação']);
    expect((await ticket(open.id)).tags.map((t) => t.name)).toEqual([...before, 'Reclamação']);
  });

  it('removing the only tag sends the empty set', async () => {
    const sync = vi.spyOn(services.api.tags, 'sync');
    const open = await ticket(NOTED.ticketId);
    const only = open.tags[0];
    if (!only || open.tags.length !== 1) throw new Error('the seed gives ticket 21 one tag');
    const screen = await render(<TicketTags ticket={open} readOnly={false} />, { wrapper: Providers });
    await screen.getByRole('button', { name: `Remover tag ${only.name}` }).click();
    await expect.element(screen.getByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    await expect.poll(() => sync.mock.calls.length).toBe(1);
    expect(sync.mock.calls[0]?.[1]).toEqual([]);
    await expect.poll(async () => (await ticket(open.id)).tags).toEqual([]);
  });

  it('a failed sync toasts and the chips go back to what the server has', async () => {
    sandbox.control.failNext({
      method: 'POST',
      path: '/tags/sync',
      status: 400,
      error: 'ERR_NO_TICKET_FOUND',
    });
    const open = await ticket(NOTED.ticketId);
    const screen = await render(<TicketTags ticket={open} readOnly={false} />, { wrapper: Providers });
    const names = open.tags.map((t) => t.name);
    await screen.getByRole('combobox', { name: 'Tags' }).fill('VIP');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Nenhum tíquete encontrado com este ID.')).toBeVisible();
    const chips = screen.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect.poll(() => chips.elements().map((e) => e.textContent)).toEqual(names);
    expect((await ticket(open.id)).tags.map((t) => t.name)).toEqual(names);
  });

  it('is busy while the sync runs: the input and the chips take nothing more', async () => {
    const open = await ticket(NOTED.ticketId);
    const screen = await render(<TicketTags ticket={open} readOnly={false} />, { wrapper: Providers });
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await expect.element(input).toBeEnabled();
    await input.fill('VIP');
    await expect.element(page.getByRole('option', { name: 'VIP' })).toBeVisible();
    sandbox.control.setLatency(600);
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Salvando tags...');
    await expect.element(input).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Remover tag VIP' })).toBeDisabled();
    await expect.element(screen.getByText('Salvando tags...')).not.toBeInTheDocument();
    await expect.element(input).toBeEnabled();
  });

  it('a name that matches no tag creates it (POST /tags) and adds it to the set', async () => {
    const sync = vi.spyOn(services.api.tags, 'sync');
    const open = await ticket(NOTED.ticketId);
    const screen = await render(<TicketTags ticket={open} readOnly={false} />, { wrapper: Providers });
    await screen.getByRole('combobox', { name: 'Tags' }).fill('Garantia');
    await page.getByRole('option', { name: 'Criar tag "Garantia"' }).click();
    await expect.element(screen.getByRole('list', { name: 'Tags' }).getByText('Garantia')).toBeVisible();
    await expect.poll(() => sync.mock.calls.length).toBe(1);
    expect(sync.mock.calls[0]?.[1].map((t) => t.name)).toEqual([...open.tags.map((t) => t.name), 'Garantia']);
    expect(requests('POST', '/tags')).toHaveLength(1);
    const created = (sandbox.control.rows('tags', 1) as { name: string }[]).filter(
      (t) => t.name === 'Garantia',
    );
    expect(created).toHaveLength(1);
  });

  it('a name that is already a tag, in other case, offers no creation', async () => {
    const open = await ticket(NOTED.ticketId);
    const screen = await render(<TicketTags ticket={open} readOnly={false} />, { wrapper: Providers });
    await screen.getByRole('combobox', { name: 'Tags' }).fill('vip');
    await expect.element(page.getByRole('option', { name: 'VIP' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: /Criar tag/ })).not.toBeInTheDocument();
  });

  it('read-only (the peek): chips and no editor', async () => {
    const open = await ticket(NOTED.ticketId);
    const screen = await render(<TicketTags ticket={open} readOnly />, { wrapper: Providers });
    await expect.element(screen.getByRole('list', { name: 'Tags' })).toBeVisible();
    await expect.element(screen.getByRole('combobox')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: /Remover tag/ })).not.toBeInTheDocument();
  });
});

describe('contact drawer (S1 §2.6, §4.3)', () => {
  async function conversationOf(ticketId: number) {
    const open = await ticket(ticketId);
    const machine = conversationMachine.provide({
      actors: {
        ticketEvents: fromCallback(() => () => undefined),
        fetchTicket: fromPromise(() => ticket(ticketId)),
      },
    });
    const actor = createActor(machine, { input: { ticket: open, currentUser: { id: 1, profile: 'admin' } } });
    actor.start();
    return { actor, open };
  }

  it('wide: a 320 px column with photo, name, tel: and mailto: links, notes and extra info; Escape closes', async () => {
    await page.viewport(1280, 800);
    const { actor, open } = await conversationOf(NOTED.ticketId);
    const onClose = vi.fn();
    const screen = await render(<ContactDrawerSlot conversation={actor} open onClose={onClose} />, {
      wrapper: Providers,
    });
    const drawer = screen.getByRole('complementary', { name: 'Dados do contato' });
    await expect.element(drawer).toBeVisible();
    expect(drawer.element().getBoundingClientRect().width).toBe(320);
    await expect.element(drawer.getByText(open.contact.name)).toBeVisible();
    await expect
      .element(drawer.getByRole('link', { name: new RegExp(open.contact.number) }))
      .toHaveAttribute('href', `tel:+${open.contact.number}`);
    await expect.element(drawer.getByText('Enviado orçamento por e-mail.')).toBeVisible();
    for (const info of open.contact.extraInfo ?? [])
      await expect.element(drawer.getByText(info.value)).toBeVisible();
    await expect.element(drawer.getByRole('button', { name: 'Fechar dados do contato' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('a contact update merges into the drawer at once (email link appears)', async () => {
    await page.viewport(1280, 800);
    const { actor, open } = await conversationOf(NOTED.ticketId);
    const screen = await render(<ContactDrawerSlot conversation={actor} open onClose={() => undefined} />, {
      wrapper: Providers,
    });
    await expect.element(screen.getByText('Sem e-mail')).toBeVisible();
    actor.send({
      type: 'server.contact.updated',
      contact: { ...open.contact, name: 'Henrique S. Souza', email: 'henrique@example.com' },
    });
    await expect.element(screen.getByText('Henrique S. Souza')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: /henrique@example.com/ }))
      .toHaveAttribute('href', 'mailto:henrique@example.com');
    actor.stop();
  });

  it('narrow: a full-height sheet with a close button; closed, nothing is shown and no note is read', async () => {
    const { actor } = await conversationOf(NOTED.ticketId);
    const onClose = vi.fn();
    const screen = await render(<ContactDrawerSlot conversation={actor} open={false} onClose={onClose} />, {
      wrapper: Providers,
    });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(requests('GET', '/ticket-notes/list')).toHaveLength(0);
    await screen.rerender(<ContactDrawerSlot conversation={actor} open onClose={onClose} />);
    // Headless UI's dialog root is 0×0: its title and panel are what shows.
    const sheet = page.getByRole('dialog', { name: 'Dados do contato' });
    await expect.element(sheet.getByRole('heading', { name: 'Dados do contato' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Fechar dados do contato' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it("the edit and a note's delete confirmation are the conversation's dialog, one at a time over the drawer", async () => {
    await page.viewport(1280, 800);
    const { actor } = await conversationOf(NOTED.ticketId);
    const screen = await render(<ContactDrawerSlot conversation={actor} open onClose={() => undefined} />, {
      wrapper: Providers,
    });
    const drawer = screen.getByRole('complementary', { name: 'Dados do contato' });
    await drawer.getByRole('button', { name: 'Excluir observação' }).first().click();
    // Headless UI's dialog root is 0×0: its text is what shows.
    await expect.element(page.getByText('Deseja realmente excluir este registro?')).toBeVisible();
    expect(actor.getSnapshot().context.dialog).toMatchObject({ kind: 'deleteNote', note: { id: 2 } });
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'Excluir Registro' })).not.toBeInTheDocument();
    expect(actor.getSnapshot().context.dialog).toBeNull();

    // Opened from elsewhere (the machine), the edit shows over the drawer; closing it leaves the drawer.
    actor.send({ type: 'dialog.open', dialog: { kind: 'editContact' } });
    await expect
      .element(page.getByRole('dialog', { name: 'Editar contato' }).getByRole('button', { name: 'Salvar' }))
      .toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'Editar contato' })).not.toBeInTheDocument();
    expect(actor.getSnapshot().context.dialog).toBeNull();
    await expect.element(drawer).toBeVisible();
    actor.stop();
  });
});
