import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnvelopeIcon } from '@heroicons/react/20/solid';
import { expect } from 'storybook/test';
import { TextField } from '../../src/ui/TextField.tsx';
import { dark, onSurface } from '../decorators.tsx';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  decorators: [
    onSurface,
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: { a11y: { test: 'error' } },
  args: { label: 'Email', placeholder: 'voce@empresa.com.br' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Usado para entrar no sistema.', leading: <EnvelopeIcon /> } };
export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Invalid email', leading: <EnvelopeIcon /> },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email');
  },
};
export const Password: Story = {
  args: { label: 'Senha', type: 'password', defaultValue: 'segredo123' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin@admin.com' } };
export const ErrorDark: Story = { ...WithError, globals: dark };
