import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs, type TabItem } from '../../src/ui/Tabs.tsx';
import { dark, onSurface } from '../decorators.tsx';

type Id = 'open' | 'closed' | 'search';
const tabs: TabItem<Id>[] = [
  { id: 'open', label: 'Abertas', count: 12 },
  { id: 'closed', label: 'Resolvidos' },
  { id: 'search', label: 'Busca' },
];

const meta = {
  title: 'ui/Tabs',
  component: Tabs<Id>,
  decorators: [
    onSurface,
    (Story) => (
      <div className="max-w-md rounded-xl border border-line bg-surface">
        <Story />
      </div>
    ),
  ],
  parameters: { a11y: { test: 'error' } },
  args: { tabs, value: 'open', onChange: fn(), fullWidth: true },
  render: function Render(args) {
    const [value, setValue] = useState<Id>(args.value);
    return (
      <Tabs<Id>
        {...args}
        value={value}
        onChange={(id) => {
          setValue(id);
          args.onChange(id);
        }}
        renderPanel={(id) => <p className="p-4 text-sm text-ink-muted">Painel: {id}</p>}
      />
    );
  },
} satisfies Meta<typeof Tabs<Id>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: /Abertas/ })).toHaveTextContent('12');
    await userEvent.click(canvas.getByRole('tab', { name: 'Resolvidos' }));
    await expect(args.onChange).toHaveBeenCalledWith('closed');
    await expect(canvas.getByRole('tab', { name: 'Resolvidos' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Busca' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const Pill: Story = {
  args: {
    variant: 'pill',
    tabs: [
      { id: 'open', label: 'Atendendo', count: 4 },
      { id: 'closed', label: 'Aguardando', count: 0 },
    ],
  },
};
export const PillDark: Story = { ...Pill, globals: dark };

/** A count that changes on its own (a list's count under live events): only its badge renders again. */
function liveCount(initial: number) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    get: () => value,
    set: (next: number) => {
      value = next;
      listeners.forEach((l) => l());
    },
  };
}
const waiting = liveCount(2);

export const LiveCount: Story = {
  args: {
    variant: 'pill',
    tabs: [
      { id: 'open', label: 'Atendendo', count: 4 },
      { id: 'closed', label: 'Aguardando', count: waiting },
    ],
  },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: /Aguardando/ });
    waiting.set(2);
    await waitFor(() => expect(tab).toHaveTextContent('Aguardando2'));
    waiting.set(3);
    await waitFor(() => expect(tab).toHaveTextContent('Aguardando3'));
  },
};
