import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog.tsx';

const onConfirm = fn();
const onCancel = fn();

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { a11y: { test: 'error' } },
  args: {
    open: true,
    busy: false,
    title: 'Excluir Registro',
    message: 'Deseja realmente excluir este registro?',
    onConfirm,
    onCancel,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel has the focus first: Enter does not destroy by accident. */
export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Excluir Registro' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
  },
};

/** While the call runs the confirm button is busy and Escape waits for the answer. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Excluir Registro' });
    onCancel.mockClear();
    await userEvent.keyboard('{Escape}');
    await expect(onCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole('button', { name: 'Excluir' })).toHaveAttribute('aria-disabled', 'true');
  },
};
