import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { Tag } from '../../../../src/api/schemas/index.ts';
import { TagsEditor, type TagsEditorProps } from '../../../../src/features/tickets/components/TagsEditor.tsx';
import { dark } from '../../../decorators.tsx';

const tags: Tag[] = [
  { id: 1, name: 'VIP', color: '#e53935' },
  { id: 2, name: 'Orçamento', color: '#fb8c00' },
  { id: 3, name: 'Reclamação', color: '#8e24aa' },
  { id: 4, name: 'Retorno', color: '#43a047' },
];

/** The chips follow what was chosen, as the binding's do once the server accepted it. */
function Live(props: TagsEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TagsEditor
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'features/tickets/TagsEditor',
  component: Live,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="h-80 bg-surface">
        <Story />
      </div>
    ),
  ],
  args: {
    value: [tags[1]!],
    options: tags,
    optionsStatus: 'success',
    onChange: fn(),
    onCreate: fn(),
    busy: false,
  },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a tag hands over the whole set. */
export const Add: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'VIP' }));
    await expect(args.onChange).toHaveBeenCalledWith([tags[1], tags[0]]);
  },
};

export const Remove: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover tag Orçamento' }));
    await expect(args.onChange).toHaveBeenCalledWith([]);
  },
};

/** A name no tag has: offered as a new tag. */
export const Create: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Tags' }), 'Garantia');
    await userEvent.click(await screen.findByRole('option', { name: 'Criar tag "Garantia"' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith('Garantia'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Tags' })).toBeEnabled();
  },
};

/** A sync in flight: nothing else can change until it is in. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Salvando tags...');
    await expect(canvas.getByRole('combobox', { name: 'Tags' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remover tag Orçamento' })).toBeDisabled();
  },
};

export const LoadingOptions: Story = {
  args: { optionsStatus: 'pending', options: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tags' }));
    await expect(await screen.findByText('Carregando...')).toBeVisible();
  },
};

export const OptionsFailed: Story = {
  args: { optionsStatus: 'error', options: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tags' }));
    await expect(await screen.findByText('Não foi possível carregar as tags.')).toBeVisible();
  },
};

/** The peek: chips only. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: [tags[0]!, tags[1]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const Dark: Story = { globals: dark };
