import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { Tag } from '../../../../src/api/schemas/index.ts';
import {
  TagsEditor,
  type TagsEditorProps,
} from '../../../../src/features/conversation/components/TagsEditor.tsx';
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

/**
 * As the binding: a change shows at once and the editor is busy while the server saves it; a created tag is added
 * once the server made it, or, when `createFails`, nothing changes (the binding's toast says why).
 */
function Saving(props: TagsEditorProps & { createFails?: boolean }) {
  const [value, setValue] = useState(props.value);
  const [busy, setBusy] = useState(false);
  const [options, setOptions] = useState(props.options);
  const save = (after: () => void) => {
    setBusy(true);
    setTimeout(() => {
      after();
      setBusy(false);
    }, 60);
  };
  return (
    <TagsEditor
      {...props}
      value={value}
      options={options}
      busy={busy}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
        save(() => undefined);
      }}
      onCreate={(name) => {
        props.onCreate(name);
        save(() => {
          if (props.createFails) return;
          const tag = { id: 99, name, color: '#A4CCCC' };
          setOptions((list) => [...list, tag]);
          setValue((list) => [...list, tag]);
        });
      }}
    />
  );
}

const meta = {
  title: 'features/conversation/TagsEditor',
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
    optionsLoad: { status: 'success', onRetry: fn() },
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

/**
 * From the keyboard: a removed chip's place is taken by the next one, and so is the focus (the previous one's for
 * the last chip, the input once none is left), after the save that disabled the editor.
 */
export const RemoveKeepsTheFocus: Story = {
  args: { value: [tags[0]!, tags[1]!, tags[2]!] },
  render: (args) => <Saving {...args} />,
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Remover tag VIP' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remover tag Orçamento' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remover tag Reclamação' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remover tag Orçamento' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Tags' })).toHaveFocus());
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A tag that could not be created leaves its name typed, ready to try again; a created one clears it. */
export const CreateFailedKeepsTheName: Story = {
  render: (args) => <Saving {...args} createFails />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Tags' });
    await userEvent.type(input, 'Garantia');
    await userEvent.click(await screen.findByRole('option', { name: 'Criar tag "Garantia"' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Garantia');
    await waitFor(() => expect(input).toBeEnabled());
    await expect(input).toHaveValue('Garantia');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvas.queryByText('Garantia', { selector: 'li *' })).toBeNull();
  },
};

export const CreateClearsTheName: Story = {
  render: (args) => <Saving {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Tags' });
    await userEvent.type(input, 'Garantia');
    await userEvent.click(await screen.findByRole('option', { name: 'Criar tag "Garantia"' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remover tag Garantia' })).toBeVisible());
    await waitFor(() => expect(input).toBeEnabled());
    await expect(input).toHaveValue('');
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
  args: { optionsLoad: { status: 'pending', onRetry: fn() }, options: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tags' }));
    await expect(await screen.findByText('Carregando...')).toBeVisible();
  },
};

/** The tags could not be read: it says so without being opened, and offers a retry. */
export const OptionsFailed: Story = {
  args: { optionsLoad: { status: 'error', error: 'Erro interno', onRetry: fn() }, options: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tags: não foi possível carregar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.optionsLoad.onRetry).toHaveBeenCalledTimes(1);
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
