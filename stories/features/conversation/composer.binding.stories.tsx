import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Sandbox } from '../../../mocks/sandbox.ts';
import type { AppServices } from '../../../src/session/services.ts';
import { SandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

/**
 * The composer wired into the open conversation (S1 §2.7, §4.4), on the sandbox: the actors
 * `conversation.composer` and `conversation.recording`, the real API and socket.
 */
interface SeedTicket {
  uuid: string;
  status: string;
  userId: number | null;
}

/** Opens the admin's first ticket of a status (the seed's uuids are not known before the sandbox exists). */
function renderTicket(status: 'open' | 'closed') {
  return function render(_args: unknown, { loaded }: { loaded: Record<string, unknown> }): ReactElement {
    const services = loaded['services'] as AppServices;
    const sandbox = loaded['sandbox'] as Sandbox;
    const rows = sandbox.control.rows('tickets', 1) as SeedTicket[];
    const ticket = rows.find((t) => t.status === status && t.userId === 1);
    return <SandboxApp services={services} path={`/tickets/${ticket?.uuid ?? 'none'}`} />;
  };
}

const meta = {
  title: 'Screens/Tickets/Composer',
  // No docs page: each story runs on its own fresh sandbox, which one page rendering every story at once cannot give.
  tags: ['!autodocs'],
  parameters: { sandbox: { path: '/tickets', signInAs: 'admin@admin.com' } satisfies SandboxStoryParams },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sandboxOf = (loaded: Record<string, unknown>) => loaded['sandbox'] as Sandbox;

async function input(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return { canvas, input: await canvas.findByRole('textbox', { name: 'Mensagem' }, { timeout: 15000 }) };
}

/** An open ticket: type, Enter (twice): one POST, the input empties, the entry leaves the outbox once answered. */
export const SendOnAnOpenTicket: Story = {
  render: renderTicket('open'),
  play: async ({ canvasElement, loaded }) => {
    const { input: box } = await input(canvasElement);
    await waitFor(() => expect(box).toBeEnabled(), { timeout: 10000 });
    await userEvent.type(box, 'Oi!{Enter}{Enter}');
    await expect(box).toHaveValue('');
    await waitFor(() => expect(canvasElement.querySelector('[data-outbox-entry]')).toBeNull());
    const posts = sandboxOf(loaded)
      .control.requests()
      .filter((r) => r.method === 'POST' && r.path.startsWith('/messages/'));
    await expect(posts).toHaveLength(1);
  },
};

/** A failed send stays in the outbox with Retry; Retry sends it. */
export const FailedSendWithRetry: Story = {
  render: renderTicket('open'),
  play: async ({ canvasElement, loaded }) => {
    const { canvas, input: box } = await input(canvasElement);
    await waitFor(() => expect(box).toBeEnabled(), { timeout: 10000 });
    sandboxOf(loaded).control.failNext({
      method: 'POST',
      path: '/messages/:ticketId',
      status: 500,
      error: 'ERR_SENDING_WAPP_MSG',
    });
    await userEvent.type(box, 'Ops{Enter}');
    const outbox = await canvas.findByRole('list', { name: 'Mensagens a enviar' }, { timeout: 8000 });
    await waitFor(() => expect(within(outbox).getByText('Não enviada')).toBeVisible(), { timeout: 8000 });
    await userEvent.click(within(outbox).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-outbox-entry]')).toBeNull(), {
      timeout: 8000,
    });
  },
};

/** A closed ticket: read-only, with the reason, and no microphone (S1 §2.7, §4.2). */
export const ClosedTicketIsReadOnly: Story = {
  render: renderTicket('closed'),
  play: async ({ canvasElement }) => {
    const { canvas, input: box } = await input(canvasElement);
    await waitFor(() => expect(box).toBeDisabled(), { timeout: 10000 });
    await expect(
      canvas.getByText('Este ticket está resolvido: reabra-o para enviar uma mensagem.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Gravar áudio' })).toBeNull();
  },
};
