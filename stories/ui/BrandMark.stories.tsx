import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandMark } from '../../src/ui/BrandMark.tsx';
import { dark, onSurface } from '../decorators.tsx';

const meta = {
  title: 'ui/BrandMark',
  component: BrandMark,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-8">
      <BrandMark size="sm" />
      <BrandMark size="md" />
      <BrandMark size="lg" />
      <BrandMark size="md" compact />
    </div>
  ),
};
export const Dark: Story = { ...Sizes, globals: dark };
