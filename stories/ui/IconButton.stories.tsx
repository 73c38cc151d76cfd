import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellIcon, Cog6ToothIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { expect, fn } from 'storybook/test';
import { CountBadge } from '../../src/ui/Badge.tsx';
import { IconButton } from '../../src/ui/IconButton.tsx';
import { dark, onSurface } from '../decorators.tsx';

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
  args: { 'aria-label': 'Notificações', icon: <BellIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notificações' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const WithBadge: Story = { args: { badge: <CountBadge count={5} tone="danger" /> } };
export const Variants: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" />
      <IconButton {...args} aria-label="Configurações" icon={<Cog6ToothIcon />} variant="secondary" />
      <IconButton {...args} aria-label="Fechar" icon={<XMarkIcon />} variant="primary" size="lg" />
    </div>
  ),
};
export const VariantsDark: Story = { ...Variants, globals: dark };
