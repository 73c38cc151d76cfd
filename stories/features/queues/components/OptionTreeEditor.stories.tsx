import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OptionTreeEditor } from '../../../../src/features/queues/components/OptionTreeEditor.tsx';
import { buildTree, startEditing } from '../../../../src/features/queues/components/option-tree.ts';
import { onSurface } from '../../../decorators.tsx';

const tree = buildTree([
  {
    id: 1,
    parentId: null,
    option: 1,
    title: 'Problemas técnicos',
    message: 'Qual serviço apresenta problema?',
  },
  { id: 2, parentId: 1, option: 1, title: 'Internet', message: 'Reinicie o modem.' },
  { id: 3, parentId: 1, option: 2, title: 'Telefone', message: '' },
  { id: 4, parentId: null, option: 2, title: '', message: 'Sem título.' },
]);

const meta = {
  title: 'features/queues/OptionTreeEditor',
  component: OptionTreeEditor,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
  args: {
    status: 'ready',
    tree,
    busyKeys: new Set<string>(),
    confirm: null,
    onRetry: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onChange: fn(),
    onSave: fn(),
    onCancel: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
  },
} satisfies Meta<typeof OptionTreeEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered options and sub-options (1, 1.1, 1.2, 2); an untitled one says so; every action named by its number. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Opção 1.2')).toHaveTextContent('1.2');
    await expect(canvas.getByText('Título não definido')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar sub-opção em 1' }));
    await expect(args.onAdd).toHaveBeenCalledWith('o1');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar opção' }));
    await expect(args.onAdd).toHaveBeenCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir opção 1.1' }));
    await expect(args.onDelete).toHaveBeenCalledWith('o2');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar opção 2' }));
    await expect(args.onEdit).toHaveBeenCalledWith('o4');
  },
};

/** Edit mode: the title has the focus; Enter saves, Escape cancels. */
export const Editing: Story = {
  args: { tree: startEditing(tree, 'o3') },
  play: async ({ canvas, args }) => {
    const title = canvas.getByLabelText('Título da opção 1.2');
    await expect(title).toHaveFocus();
    await userEvent.type(title, 'X');
    await expect(args.onChange).toHaveBeenCalledWith('o3', { title: 'TelefoneX' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('o3');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledWith('o3');
  },
};

/** An option being saved: its buttons wait. */
export const Saving: Story = {
  args: { tree: startEditing(tree, 'o3'), busyKeys: new Set(['o3']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Salvar opção 1.2' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { tree: [] } };
export const UnsavedQueue: Story = {
  args: { status: 'unsaved', tree: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Salve a fila para adicionar opções.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Adicionar opção' })).toBeNull();
  },
};
export const Loading: Story = { args: { status: 'loading', tree: [] } };
export const Failed: Story = {
  args: { status: 'error', tree: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
/** A delete asked first (the sub-options go with it). */
export const ConfirmDelete: Story = { args: { confirm: { key: 'o1', busy: false } } };
