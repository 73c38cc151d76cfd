import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ConnectionDialog,
  type ConnectionDialogProps,
} from '../../../../src/features/connections/components/ConnectionDialog.tsx';
import { dialogEntered } from '../../../support/dialog.ts';

const onSubmit = fn();

const meta = {
  title: 'features/connections/ConnectionDialog',
  component: ConnectionDialog,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    open: true,
    editing: null,
    values: null,
    busy: false,
    queues: [
      { id: 1, name: 'Comercial' },
      { id: 2, name: 'Financeiro' },
    ],
    onSubmit,
    onClose: fn(),
  } satisfies ConnectionDialogProps,
} satisfies Meta<typeof ConnectionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Add: a one-letter name is refused with the spec's 'Too Short!' and nothing is sent; a valid name is. */
export const AddTooShort: Story = {
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('heading', { name: 'Adicionar WhatsApp' })).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(await within(dialog).findByText('Too Short!')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'tendimento');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Atendimento' }));
  },
};
