import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenPlaceholder } from '../../../../src/features/common/components/ScreenPlaceholder.tsx';
import { dark } from '../../../decorators.tsx';

const meta = {
  title: 'features/common/ScreenPlaceholder',
  component: ScreenPlaceholder,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="h-screen bg-surface-muted">
        <Story />
      </div>
    ),
  ],
  args: { name: 'Respostas Rápidas' },
} satisfies Meta<typeof ScreenPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Respostas Rápidas' })).toBeVisible();
    await expect(canvas.getByText('Esta tela (Respostas Rápidas) chega em breve.')).toBeVisible();
  },
};
export const Dark: Story = { args: { name: 'Financeiro' }, globals: dark };
