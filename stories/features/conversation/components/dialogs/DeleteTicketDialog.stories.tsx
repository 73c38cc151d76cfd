import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DeleteTicketDialog } from '../../../../../src/features/conversation/components/dialogs/DeleteTicketDialog.tsx';
import { dialogEntered } from '../../../../support/dialog.ts';

const meta = {
  title: 'features/conversation/dialogs/DeleteTicketDialog',
  component: DeleteTicketDialog,
  parameters: { a11y: { test: 'error' } },
  args: {
    open: true,
    ticketId: 12,
    contactName: 'Maria Souza',
    deleting: false,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DeleteTicketDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await waitFor(async () =>
      expect(await screen.findByText('Deletar o ticket #12 do contato Maria Souza?')).toBeVisible(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { deleting: true },
  play: async () => {
    await dialogEntered();
    await expect(await screen.findByRole('button', { name: 'Deletar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
