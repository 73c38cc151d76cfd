import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { TopBar } from '../../../../src/features/layout/components/TopBar.tsx';
import { dark } from '../../../decorators.tsx';

const meta = {
  title: 'features/layout/TopBar',
  component: TopBar,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="min-h-64 bg-surface-muted">
        <Story />
      </div>
    ),
  ],
  args: {
    userName: 'Ana Atendente',
    userEmail: 'atendente@demo.com',
    narrow: false,
    onToggleDrawer: fn(),
    onProfile: fn(),
    onLogout: fn(),
    onAnnouncements: fn(),
    onChats: fn(),
    announcementsCount: 2,
    chatsUnread: 5,
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('greeting')).toHaveTextContent('Olá Ana Atendente, Seja bem-vindo.');
    await userEvent.click(canvas.getByRole('button', { name: 'Conta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  args: { narrow: true },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('greeting')).toHaveTextContent(/^Ana Atendente$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir ou fechar o menu' }));
    await expect(args.onToggleDrawer).toHaveBeenCalled();
  },
};

export const Profile: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Conta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Perfil' }));
    await expect(args.onProfile).toHaveBeenCalled();
  },
};

export const NoNotifications: Story = { args: { announcementsCount: 0, chatsUnread: 0 } };
export const Dark: Story = { globals: dark };
