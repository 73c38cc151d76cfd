import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DeleteMessageDialog } from '../../../../../src/features/conversation/components/message/DeleteMessageDialog.tsx';
import { dark } from '../../../../decorators.tsx';
import { makeMessage } from '../../../../fixtures.ts';
import { dialogEntered } from '../../../../support/dialog.ts';

const message = makeMessage(3, { fromMe: true, body: 'Minha mensagem' });

const meta = {
  title: 'features/conversation/message/DeleteMessageDialog',
  component: DeleteMessageDialog,
  parameters: { a11y: { test: 'error' } },
  args: { message, busy: false, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof DeleteMessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asks before deleting (S1 §2.6); confirming hands the message over. */
export const Open: Story = {
  play: async ({ userEvent, args }) => {
    await dialogEntered();
    await waitFor(async () =>
      expect(await screen.findByRole('heading', { name: 'Apagar mensagem?' })).toBeVisible(),
    );
    await expect(screen.getByText('Esta ação não pode ser revertida.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(message);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Cancel and Escape close it without deleting. */
export const Cancel: Story = {
  play: async ({ userEvent, args }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(2));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The DELETE is running: the confirm button is busy, nothing closes the dialog until the answer. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ userEvent, args }) => {
    await dialogEntered();
    const confirm = await screen.findByRole('button', { name: 'Deletar' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { message: null },
  play: async () => {
    await expect(screen.queryByRole('heading', { name: 'Apagar mensagem?' })).not.toBeInTheDocument();
  },
};

export const Dark: Story = { globals: dark };
