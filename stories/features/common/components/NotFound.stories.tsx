import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotFound } from '../../../../src/features/common/components/NotFound.tsx';
import { dark } from '../../../decorators.tsx';

const meta = {
  title: 'features/common/NotFound',
  component: NotFound,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="h-screen bg-surface-muted">
        <Story />
      </div>
    ),
  ],
  args: { onHome: fn() },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar ao início' }));
    await expect(args.onHome).toHaveBeenCalled();
  },
};
export const Dark: Story = { globals: dark };
