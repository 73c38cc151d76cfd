import { ClockIcon } from '@heroicons/react/24/outline';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CounterCard } from '../../../../src/features/dashboard/components/CounterCard.tsx';

const meta = {
  title: 'features/dashboard/CounterCard',
  component: CounterCard,
  parameters: { a11y: { test: 'error' } },
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
  args: { label: 'T.M. de Espera', value: '00h 07m', icon: <ClockIcon /> },
} satisfies Meta<typeof CounterCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'T.M. de Espera' });
    await expect(group).toHaveTextContent('00h 07m');
    await expect(group).not.toHaveAttribute('aria-busy');
  },
};
export const Loading: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAttribute('aria-busy', 'true');
  },
};
/** A long label wraps rather than being cut. */
export const LongLabel: Story = { args: { label: 'Atd. Não Realizados', value: 20 } };
