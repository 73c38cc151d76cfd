import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Sandbox } from '../../../mocks/sandbox.ts';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

/** The main layout (S1 §2.4) on the sandbox, as each kind of user sees it. */
const meta = {
  title: 'Screens/Layout',
  // No docs page: each story runs on its own fresh sandbox, which one page rendering every story at once cannot give.
  tags: ['!autodocs'],
  parameters: { viewport: { defaultViewport: 'desktop' } },
  render: renderSandboxApp,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = {
  parameters: { sandbox: { path: '/', signInAs: 'admin@admin.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // campaignsEnabled is 'true' for this company, and the super flag shows Informativos.
    await expect(await canvas.findByRole('button', { name: /Campanhas/ }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Informativos' })).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: { sandbox: { path: '/', signInAs: 'gestor@demo.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Conexões' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Informativos' })).toBeNull();
  },
};

export const User: Story = {
  parameters: { sandbox: { path: '/tickets', signInAs: 'atendente@demo.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Atendimentos' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Conexões' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  },
};

/** The seed has a connection waiting for its QR code: the '!' shows after 2 s. */
export const ConnectionsWarning: Story = {
  parameters: { sandbox: { path: '/connections', signInAs: 'admin@admin.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('connections-warning', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/**
 * S1 §4.3: a live session frame (status only, no connection update) that leaves no connection in a problem status
 * takes the '!' away at once.
 */
export const WarningClearsLive: Story = {
  parameters: { sandbox: { path: '/connections', signInAs: 'admin@admin.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('connections-warning', {}, { timeout: 8000 });
    const sandbox = loaded['sandbox'] as Sandbox;
    sandbox.control.emit('company-1-whatsappSession', {
      action: 'update',
      session: { id: 2, status: 'CONNECTED' },
    });
    await waitFor(() => expect(canvas.queryByTestId('connections-warning')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

export const AllConnected: Story = {
  parameters: {
    sandbox: {
      path: '/connections',
      signInAs: 'admin@admin.com',
      arrange: (sandbox) => sandbox.control.setConnectionStatus(2, 'CONNECTED'),
    } satisfies SandboxStoryParams,
  },
};
