import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Swatch } from '../../src/ui/Swatch.tsx';
import { dark } from '../decorators.tsx';

/** The colour dot of a queue or a tag, beside its name. */
const meta = {
  title: 'ui/Swatch',
  component: Swatch,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <p className="flex items-center gap-2 bg-surface p-4 text-sm text-ink">
        <Story />
        Suporte
      </p>
    ),
  ],
  args: { color: '#2e7d32' },
} satisfies Meta<typeof Swatch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn in its colour and not read out: the name beside it says what it is. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const dot = canvasElement.querySelector('span[aria-hidden="true"]');
    await expect(dot).not.toBeNull();
    await expect(getComputedStyle(dot!).backgroundColor).toBe('rgb(46, 125, 50)');
  },
};

export const Dark: Story = { globals: dark };
