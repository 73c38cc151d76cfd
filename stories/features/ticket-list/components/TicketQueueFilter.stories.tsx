import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import {
  TicketQueueFilter,
  type TicketQueueFilterProps,
} from '../../../../src/features/ticket-list/components/TicketQueueFilter.tsx';
import { dark } from '../../../decorators.tsx';

const queues = [
  { id: 1, name: 'Suporte', color: '#7c7c7c' },
  { id: 2, name: 'Vendas', color: '#2e7d32' },
  { id: 3, name: 'Financeiro', color: '#1565c0' },
];

/** The selection follows the choices, as the workspace's does. */
function Live(props: TicketQueueFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TicketQueueFilter
      {...props}
      value={value}
      onChange={(ids) => {
        props.onChange(ids);
        setValue(ids);
      }}
    />
  );
}

/** The user's queue selection in the tickets toolbar (S1 §4.3): every queue chosen at first. */
const meta = {
  title: 'features/ticket-list/TicketQueueFilter',
  component: Live,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="flex h-64 w-80 items-start gap-2 bg-surface p-3">
        <Story />
      </div>
    ),
  ],
  args: { queues, value: [1, 2, 3], onChange: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All chosen: 'Todas', named 'Filas' for screen readers; leaving one out hands over the others. */
export const All: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /^Filas/ });
    await expect(button).toHaveTextContent('Todas');
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('option', { name: 'Vendas' }));
    await expect(args.onChange).toHaveBeenCalledWith([1, 3]);
    await expect(button).toHaveTextContent('2 filas');
  },
};

/** One queue: its name and colour. */
export const One: Story = {
  args: { value: [2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Filas/ })).toHaveTextContent('Vendas');
  },
};

/** None: only the tickets with no queue are listed (as the server lists them). */
export const None: Story = {
  args: { value: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Filas/ })).toHaveTextContent('Nenhuma fila');
  },
};

/** A user with one queue: choosing it is all there is. */
export const SingleQueue: Story = {
  args: { queues: [queues[0]!], value: [1] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Filas/ })).toHaveTextContent('Suporte');
  },
};

export const Dark: Story = { globals: dark };
