import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from '../../src/ui/Avatar.tsx';
import { dark, onSurface } from '../decorators.tsx';

const pixel =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#a7f3d0"/><circle cx="32" cy="26" r="12" fill="#059669"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#059669"/></svg>',
  );

const meta = {
  title: 'ui/Avatar',
  component: Avatar,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
  args: { name: 'Mariana Souza' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The initials are drawn (generated content), not text: a picture of the name the image is named by. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Mariana Souza' });
    await expect(avatar).toHaveTextContent('');
    const drawn = avatar.querySelector('[data-initials]');
    await expect(drawn && getComputedStyle(drawn, '::before').content).toBe('"MS"');
  },
};

/**
 * Inside a control named otherwise (the top bar's account menu, 'Conta'): initials written as text were its visible
 * label, which its name does not contain (axe label-content-name-mismatch, serious; WCAG 2.5.3). axe runs on this
 * story as on every one of this file.
 */
export const InANamedControl: Story = {
  render: (args) => (
    <button type="button" aria-label="Conta" className="inline-flex rounded-full p-0.5">
      <Avatar {...args} size="sm" />
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Conta' })).toBeVisible();
  },
};
export const Image: Story = { args: { src: pixel } };
export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="Ana" size="xs" />
      <Avatar name="João Pereira" size="sm" />
      <Avatar name="Carlos Eduardo Lima" size="md" />
      <Avatar name="Fernanda Alves" size="lg" />
      <Avatar name="Foto" src={pixel} size="lg" />
    </div>
  ),
};
export const SizesDark: Story = { ...Sizes, globals: dark };
