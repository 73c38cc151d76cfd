import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatDialog, type ChatDialogProps } from '../../../../src/features/chats/components/ChatDialog.tsx';
import { dialogEntered } from '../../../support/dialog.ts';
import { chats, users } from './fixtures.ts';

const onSubmit = fn();

const meta = {
  title: 'features/chats/ChatDialog',
  component: ChatDialog,
  parameters: { a11y: { test: 'error' } },
  args: {
    open: true,
    editing: null,
    values: null,
    busy: false,
    changedElsewhere: false,
    users,
    onSubmit,
    onClose: fn(),
  } satisfies ChatDialogProps,
} satisfies Meta<typeof ChatDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Conversa': both rules said before anything is sent, then title and a colleague. */
export const New: Story = {
  play: async () => {
    const dialog = await dialogEntered();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await within(dialog).findByText('Por favor, preencha o título da conversa.')).toBeVisible();
    await expect(within(dialog).getByText('Por favor, selecione pelo menos um usuário.')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Plantão');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuários' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Carla Atendente' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(onSubmit).toHaveBeenCalledWith({
      title: 'Plantão',
      users: [{ id: 3, name: 'Carla Atendente' }],
    });
  },
};
/** Edit: the chat's title and its members (the owner too, as the reference lists them). */
export const Edit: Story = {
  args: { editing: chats[0] ?? null },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByLabelText('Título')).toHaveValue('Equipe de atendimento');
    await expect(within(dialog).getByRole('button', { name: 'Usuários' })).toHaveTextContent('3 usuários');
  },
};
export const Saving: Story = { args: { editing: chats[0] ?? null, busy: true } };
export const ChangedElsewhere: Story = {
  args: { editing: chats[0] ?? null, values: { title: 'Equipe B', users: [] }, changedElsewhere: true },
};
export const UsersFailed: Story = {
  args: { users: [], usersLoad: { status: 'error', error: 'Falhou.', onRetry: fn(), retrying: false } },
};
