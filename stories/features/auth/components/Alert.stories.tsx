import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from '../../../../src/features/auth/components/Alert.tsx';
import { dark, onSurface } from '../../../decorators.tsx';

const meta = {
  title: 'features/auth/Alert',
  component: Alert,
  decorators: [
    onSurface,
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  parameters: { a11y: { test: 'error' } },
  args: { tone: 'error', text: 'Erro de autenticação. Por favor, tente novamente.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
export const Warning: Story = { args: { tone: 'warning', text: 'Sua assinatura vence em 2 dia(s)' } };
export const WarningDark: Story = {
  args: { tone: 'warning', text: 'Sua assinatura vence em 2 dia(s)' },
  globals: dark,
};
