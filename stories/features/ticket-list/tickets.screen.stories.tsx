import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Sandbox } from '../../../mocks/sandbox.ts';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

/**
 * The tickets workspace on the sandbox: the workspace actor tree (lists per tab, ticket commands, the open
 * conversation) fed by the real socket, every state of the spec.
 */
const meta = {
  title: 'Screens/Tickets',
  // No docs page: each story runs on its own fresh sandbox, which one page rendering every story at once cannot give.
  tags: ['!autodocs'],
  render: renderSandboxApp,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sandboxOf = (loaded: Record<string, unknown>) => loaded['sandbox'] as Sandbox;
const asAdmin = { path: '/tickets', signInAs: 'admin@admin.com' } satisfies SandboxStoryParams;

async function openPending(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The first story of the file also waits for the sandbox's boot (its seed now holds every S2 screen's records).
  await userEvent.click(await canvas.findByRole('tab', { name: /Aguardando/ }, { timeout: 20_000 }));
  await canvas.findAllByRole('button', { name: /^Aceitar/ }, { timeout: 8000 });
  return canvas;
}

/** Admins get the 'Todos' switch and see tickets with no queue (S1 §6). */
export const AsAdmin: Story = {
  parameters: { sandbox: asAdmin },
  play: async ({ canvasElement }) => {
    const canvas = await openPending(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Todos' })).toBeVisible();
    await expect(canvas.getAllByText('Sem fila').length).toBeGreaterThan(0);
  },
};

/** A user: no 'Todos' switch (and no empty strip in its place), only the tickets of their queues. */
export const AsAttendant: Story = {
  parameters: { sandbox: { path: '/tickets', signInAs: 'atendente@demo.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement }) => {
    const canvas = await openPending(canvasElement);
    await expect(canvas.queryByRole('switch', { name: 'Todos' })).toBeNull();
    await expect(canvas.queryByText('Sem fila')).toBeNull();
  },
};

export const LiveIncomingMessage: Story = {
  parameters: { sandbox: asAdmin },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await openPending(canvasElement);
    sandboxOf(loaded).control.incomingMessage({
      contactNumber: '5511900001111',
      body: 'Olá! Chegou agora pelo WhatsApp',
    });
    await waitFor(() => expect(canvas.getByText('Olá! Chegou agora pelo WhatsApp')).toBeVisible(), {
      timeout: 5000,
    });
  },
};

/** Accept (S1 §4.2): the ticket opens in the conversation pane and sits in 'Atendendo', assigned to the admin. */
export const AcceptOpensTheTicket: Story = {
  parameters: { sandbox: asAdmin },
  play: async ({ canvasElement }) => {
    const canvas = await openPending(canvasElement);
    const row = canvasElement.querySelector<HTMLElement>('[data-status="pending"]');
    if (!row) throw new Error('no pending row');
    const name = row.querySelector('[data-contact-name]')?.getAttribute('title') ?? '';
    await userEvent.click(within(row).getByRole('button', { name: /^Aceitar/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name }, { timeout: 5000 })).toBeVisible();
    // On a narrow screen the list is behind the 'Atendimentos' tab.
    const listTab = canvas.queryByRole('tab', { name: 'Atendimentos' });
    if (listTab) await userEvent.click(listTab);
    await expect(canvas.getByRole('tab', { name: /Atendendo/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => {
      const panel = canvas.getAllByRole('tabpanel').at(-1);
      if (!panel) throw new Error('no list panel');
      return expect(within(panel).getAllByRole('button', { name })[0]).toBeVisible();
    });
  },
};

/** A command waiting for the server: the control that started it is busy and refuses a second click. */
export const BusyAccept: Story = {
  parameters: { sandbox: asAdmin },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await openPending(canvasElement);
    sandboxOf(loaded).control.setLatency(1500);
    const [accept] = canvas.getAllByRole('button', { name: /^Aceitar/ });
    await userEvent.click(accept!);
    await waitFor(() => expect(accept).toHaveAttribute('aria-busy', 'true'));
    await expect(accept).toHaveAttribute('aria-disabled', 'true');
    sandboxOf(loaded).control.setLatency(0);
    const puts = sandboxOf(loaded)
      .control.requests()
      .filter((r) => r.method === 'PUT');
    await expect(puts.length).toBeLessThanOrEqual(1);
  },
};

/** The first page failed: the failure and a retry, never an empty list. */
export const ListErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      ...asAdmin,
      arrange: (sandbox) => {
        // The assigned list's request (status=open), not the notifications' (the top bar reads /tickets too).
        sandbox.control.failNext({
          method: 'GET',
          path: '/tickets',
          query: 'status=open',
          status: 500,
          error: 'boom',
        });
      },
    } satisfies SandboxStoryParams,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' }, { timeout: 8000 });
    await expect(canvas.queryByText('Nada aqui!')).toBeNull();
    await userEvent.click(retry);
    await waitFor(() => expect(canvasElement.querySelector('[data-ticket-id]')).not.toBeNull(), {
      timeout: 5000,
    });
  },
};

/**
 * The search filters' reads failed (GET /tags/list, GET /users/list): each filter says so and offers a retry,
 * never a silently empty filter; the retry brings the choices.
 */
export const SearchFiltersFailed: Story = {
  parameters: {
    sandbox: {
      ...asAdmin,
      arrange: (sandbox) => {
        // A 4xx: the cache does not retry it by itself, so the failure stays until the user asks again.
        sandbox.control.failNext({ method: 'GET', path: '/tags/list', status: 400, error: 'boom' });
        sandbox.control.failNext({ method: 'GET', path: '/users/list', status: 400, error: 'boom' });
      },
    } satisfies SandboxStoryParams,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /Busca/ }, { timeout: 8000 }));
    const failedTags = await canvas.findByText(
      'Filtrar por tags: não foi possível carregar.',
      {},
      { timeout: 8000 },
    );
    await expect(
      await canvas.findByText('Filtrar por usuários: não foi possível carregar.', {}, { timeout: 8000 }),
    ).toBeVisible();
    const alert = failedTags.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not announced');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Filtrar por tags/ }, { timeout: 8000 }));
    await expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    await expect(canvas.getByText('Filtrar por usuários: não foi possível carregar.')).toBeVisible();
  },
};

/** A search that matches nothing: the empty state. */
export const EmptySearch: Story = {
  parameters: { sandbox: asAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /Busca/ }, { timeout: 8000 }));
    await userEvent.type(canvas.getByRole('searchbox'), 'zzzz-nada-zzzz');
    await expect(await canvas.findByText('Nada aqui!', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A ticket uuid that does not exist: not found, with the way back. */
export const TicketNotFound: Story = {
  parameters: {
    sandbox: { path: '/tickets/00000000-0000-4000-8000-000000000000', signInAs: 'admin@admin.com' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Atendimento não encontrado', {}, { timeout: 20000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar aos atendimentos' })).toBeVisible();
  },
};

/** The socket down for more than 2 s: the banner says so until live again and caught up. */
export const OfflineBanner: Story = {
  parameters: { sandbox: asAdmin },
  play: async ({ canvasElement, loaded }) => {
    await openPending(canvasElement);
    sandboxOf(loaded).control.dropSocket(6000);
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-connection-banner="down"]')).toHaveTextContent(
          'Sem conexão em tempo real',
        ),
      { timeout: 5000 },
    );
  },
};
