import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorBoundary } from '../../../../src/features/common/components/ErrorBoundary.tsx';
import { ErrorFallback } from '../../../../src/features/common/components/ErrorFallback.tsx';
import { dark } from '../../../decorators.tsx';

const meta = {
  title: 'features/common/ErrorFallback',
  component: ErrorFallback,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="h-screen bg-surface-muted">
        <Story />
      </div>
    ),
  ],
  args: { error: new Error('Cannot read properties of undefined'), onRetry: fn() },
} satisfies Meta<typeof ErrorFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred!');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const WithDetails: Story = { args: { showDetails: true } };
export const Dark: Story = { globals: dark };

function Boom(): never {
  throw new Error('Falha de renderização de teste');
}

/** The boundary catches a throwing child and shows the fallback. */
export const Boundary: Story = {
  render: () => (
    <ErrorBoundary showDetails>
      <Boom />
    </ErrorBoundary>
  ),
  play: async ({ canvas }) => {
    // The fallback view loads on demand (it is not on the /login path).
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
