import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MultiSelect } from '../../src/ui/MultiSelect.tsx';
import { onSurface } from '../decorators.tsx';

const options = [
  { value: 1, label: 'VIP', leading: <span className="size-2.5 rounded-full bg-red-600" /> },
  { value: 2, label: 'Urgente', leading: <span className="size-2.5 rounded-full bg-amber-500" /> },
  { value: 3, label: 'Retorno', leading: <span className="size-2.5 rounded-full bg-blue-600" /> },
];

function Controlled({ initial }: { initial: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="w-72">
      <MultiSelect<number>
        label="Tags"
        placeholder="Filtrar por tags"
        summary={(n) => `${n} tags`}
        value={value}
        onChange={setValue}
        options={options}
      />
    </div>
  );
}

const meta = {
  title: 'ui/MultiSelect',
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { render: () => <Controlled initial={[]} /> };
export const One: Story = { render: () => <Controlled initial={[1]} /> };
export const Several: Story = { render: () => <Controlled initial={[1, 2]} /> };

export const PicksTwo: Story = {
  render: () => <Controlled initial={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'VIP' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Urgente' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Tags' })).toHaveTextContent('2 tags');
  },
};

const retryTags = fn();

/**
 * The options' read failed: no silently empty filter, but what failed and a retry, in the control's place
 * and at its height.
 */
export const LoadFailed: Story = {
  render: () => (
    <div className="w-72">
      <MultiSelect<number>
        label="Filtrar por tags"
        hideLabel
        placeholder="Filtrar por tags"
        value={[]}
        onChange={() => undefined}
        options={[]}
        load={{ status: 'error', error: 'Erro interno', onRetry: retryTags }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Filtrar por tags: não foi possível carregar.');
    // Why, in the words it was given (the catalogue's or the server's), as every failure says it.
    await expect(canvas.getByText('Erro interno')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Filtrar por tags/ })).toBeNull();
    retryTags.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(retryTags).toHaveBeenCalledTimes(1);
  },
};
