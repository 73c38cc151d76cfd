import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AppDrawer } from '../../../../src/features/layout/components/AppDrawer.tsx';
import { drawerItems } from '../../../../src/lib/navigation.ts';
import { dark } from '../../../decorators.tsx';

const admin = drawerItems({ profile: 'admin', isSuper: false, campaignsEnabled: 'false' });
const user = drawerItems({ profile: 'user', isSuper: false, campaignsEnabled: 'true' });
const superAdmin = drawerItems({ profile: 'admin', isSuper: true, campaignsEnabled: 'false' });
const withCampaigns = drawerItems({ profile: 'admin', isSuper: true, campaignsEnabled: 'true' });

const meta = {
  title: 'features/layout/AppDrawer',
  component: AppDrawer,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="flex h-screen bg-surface-muted">
        <Story />
      </div>
    ),
  ],
  args: {
    items: admin,
    currentPath: '/tickets',
    open: true,
    variant: 'permanent',
    onClose: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof AppDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Conexões' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Atendimentos/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Informativos' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Kanban/ })).toHaveTextContent('BETA');
    await userEvent.click(canvas.getByRole('link', { name: 'Contatos' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/contacts');
  },
};

export const User: Story = {
  args: { items: user },
  play: async ({ canvas }) => {
    for (const hidden of [
      'Dashboard',
      'Conexões',
      'Filas & Chatbot',
      'Usuários',
      'API',
      'Financeiro',
      'Configurações',
      'Campanhas',
    ]) {
      await expect(canvas.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
    await expect(canvas.queryByRole('button', { name: 'Campanhas' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Administração')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
  },
};

export const Super: Story = {
  args: { items: superAdmin, currentPath: '/announcements' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Informativos' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WithCampaigns: Story = {
  args: { items: withCampaigns },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Campanhas' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Listagem' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Listagem' })).toHaveAttribute('href', '/campaigns');
    await expect(canvas.getByRole('link', { name: 'Listas de Contatos' })).toHaveAttribute(
      'href',
      '/contact-lists',
    );
    await expect(canvas.getAllByRole('link', { name: 'Configurações' })).toHaveLength(2);
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('link', { name: 'Listagem' })).not.toBeInTheDocument();
  },
};

export const CampaignPathOpensGroup: Story = {
  args: { items: withCampaigns, currentPath: '/contact-lists' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Listas de Contatos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ConnectionsWarning: Story = {
  args: { connectionsWarning: true, chatsUnread: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Conexões/ });
    await expect(link).toHaveTextContent('!');
    await expect(link).toHaveAccessibleName(/Há conexões que precisam de atenção/);
    await expect(canvas.getByRole('link', { name: /Chat Interno/ })).toHaveAccessibleName(
      /Mensagens não lidas/,
    );
  },
};

export const Collapsed: Story = {
  args: { open: false, connectionsWarning: true, chatsUnread: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Atendimentos' })).toHaveAttribute('title', 'Atendimentos');
  },
};

export const Temporary: Story = {
  args: { variant: 'temporary', items: withCampaigns },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Tags' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/tags');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const TemporaryClosedAtStart: Story = {
  args: { variant: 'temporary', open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <div className="p-4">
        <button
          type="button"
          className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          onClick={() => setOpen(true)}
        >
          Menu
        </button>
        <AppDrawer {...args} open={open} onClose={() => setOpen(false)} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const AdminDark: Story = {
  args: { items: withCampaigns, connectionsWarning: true, chatsUnread: true, campaignsOpen: true },
  globals: dark,
};
