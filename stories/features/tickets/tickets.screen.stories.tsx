import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Sandbox } from '../../../mocks/sandbox.ts';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

/** The tickets walking skeleton on the sandbox: paged lists fed by the socket, accept through the status machine. */
const meta = {
  title: 'Screens/Tickets',
  render: renderSandboxApp,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = {
  parameters: { sandbox: { path: '/tickets', signInAs: 'admin@admin.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByRole('button', { name: 'Aceitar' }, { timeout: 8000 }))[0],
    ).toBeVisible();
  },
};

export const AsAttendant: Story = {
  parameters: { sandbox: { path: '/tickets', signInAs: 'atendente@demo.com' } satisfies SandboxStoryParams },
};

export const LiveIncomingMessage: Story = {
  parameters: { sandbox: { path: '/tickets', signInAs: 'admin@admin.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: 'Aceitar' }, { timeout: 8000 });
    const sandbox = loaded['sandbox'] as Sandbox;
    sandbox.control.incomingMessage({
      contactNumber: '5511900001111',
      body: 'Olá! Chegou agora pelo WhatsApp',
    });
    await waitFor(() => expect(canvas.getByText('Olá! Chegou agora pelo WhatsApp')).toBeVisible(), {
      timeout: 5000,
    });
  },
};

export const AcceptOpensTheTicket: Story = {
  parameters: { sandbox: { path: '/tickets', signInAs: 'admin@admin.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [accept] = await canvas.findAllByRole('button', { name: 'Aceitar' }, { timeout: 8000 });
    await userEvent.click(accept!);
    await waitFor(() => expect(canvas.getAllByRole('tab', { name: /Atendendo/ })[0]).toBeVisible());
  },
};
