import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Select, type SelectOption } from '../../src/ui/Select.tsx';
import { dark, onSurface } from '../decorators.tsx';

const options: SelectOption<number>[] = [
  { value: 1, label: 'Vendas', leading: <span className="size-2.5 rounded-full bg-[#6b62fe]" /> },
  { value: 2, label: 'Suporte Técnico', leading: <span className="size-2.5 rounded-full bg-[#0ea5e9]" /> },
  {
    value: 3,
    label: 'Financeiro',
    leading: <span className="size-2.5 rounded-full bg-[#f59e0b]" />,
    disabled: true,
  },
];

const meta = {
  title: 'ui/Select',
  component: Select<number>,
  decorators: [
    onSurface,
    (Story) => (
      <div className="max-w-sm pb-48">
        <Story />
      </div>
    ),
  ],
  parameters: { a11y: { test: 'error' } },
  args: { label: 'Fila', placeholder: 'Selecione uma fila', options, value: null, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(args.value);
    return (
      <Select<number>
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof Select<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Fila/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Suporte Técnico' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Fila/ })).toHaveTextContent('Suporte Técnico'),
    );
  },
};
export const Chosen: Story = { args: { value: 1 } };
export const WithError: Story = { args: { error: 'Selecione uma fila' } };
export const ChosenDark: Story = { args: { value: 2 }, globals: dark };
