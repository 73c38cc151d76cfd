import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthLayout } from '../../../../src/features/auth/components/AuthLayout.tsx';
import { brand } from '../../../../src/lib/brand.ts';
import { dark } from '../../../decorators.tsx';

const meta = {
  title: 'features/auth/AuthLayout',
  component: AuthLayout,
  parameters: { a11y: { test: 'error' } },
  args: {
    title: 'Login',
    subtitle: 'Entre com sua conta para continuar',
    year: 2026,
    children: <p className="text-center text-sm text-ink-muted">Conteúdo do cartão</p>,
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByText(brand.legalNotice)).toBeVisible();
  },
};
export const Dark: Story = { globals: dark };
