import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingScreen } from '../../src/ui/LoadingScreen.tsx';
import { dark } from '../decorators.tsx';

const meta = {
  title: 'ui/LoadingScreen',
  component: LoadingScreen,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof LoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};
export const CustomLabel: Story = { args: { label: 'Verificando sua sessão...' } };
export const Dark: Story = { globals: dark };
