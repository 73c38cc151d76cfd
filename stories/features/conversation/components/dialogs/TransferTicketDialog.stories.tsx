import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { TransferTicketDialog } from '../../../../../src/features/conversation/components/dialogs/TransferTicketDialog.tsx';
import { dialogEntered } from '../../../../support/dialog.ts';

const queues = [
  { value: 1, label: 'Suporte' },
  { value: 2, label: 'Vendas' },
];

const meta = {
  title: 'features/conversation/dialogs/TransferTicketDialog',
  component: TransferTicketDialog,
  parameters: { a11y: { test: 'error' } },
  args: {
    open: true,
    onClose: fn(),
    queues,
    userQuery: '',
    onUserQueryChange: fn(),
    users: [],
    usersStatus: 'idle',
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof TransferTicketDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the queue is required ('Selecione uma fila'), nothing is sent. */
export const Empty: Story = {
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(screen.getAllByText('Selecione uma fila')).toHaveLength(2));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The focus goes to the field that says why.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Transferir para fila/ })).toHaveFocus());
  },
};

/** A queue and no user: sent with userId null (S1 §4.2: the ticket becomes pending). */
export const QueueOnly: Story = {
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByRole('button', { name: /Transferir para fila/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vendas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ queueId: 2, userId: null }));
  },
};

/** A user found by the search (3 characters or more) and a queue: sent with both. */
export const WithUser: Story = {
  args: { userQuery: 'ate', users: [{ id: 3, name: 'Atendente' }], usersStatus: 'success' },
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByLabelText('Digite para buscar usuários'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Atendente' }));
    await userEvent.click(screen.getByRole('button', { name: /Transferir para fila/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Suporte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ queueId: 1, userId: 3 }));
  },
};

/** A user with queues of their own: only those are offered, and a queue chosen before that is not theirs is cleared. */
export const UserNarrowsQueues: Story = {
  args: {
    userQuery: 'ate',
    users: [{ id: 3, name: 'Atendente', queueIds: [2] }],
    usersStatus: 'success',
  },
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByRole('button', { name: /Transferir para fila/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Suporte' }));
    await userEvent.click(await screen.findByLabelText('Digite para buscar usuários'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Atendente' }));
    // 'Suporte' is not one of the user's queues: cleared, and the list offers only 'Vendas'.
    await userEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(screen.getAllByText('Selecione uma fila').length).toBeGreaterThan(0));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Transferir para fila/ }));
    await expect(await screen.findAllByRole('option')).toHaveLength(1);
    await userEvent.click(screen.getByRole('option', { name: 'Vendas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ queueId: 2, userId: 3 }));
  },
};

export const NoUserFound: Story = {
  args: { userQuery: 'zzz', users: [], usersStatus: 'success' },
  play: async ({ userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByLabelText('Digite para buscar usuários'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByText('Nenhum usuário encontrado com esse nome')).toBeVisible();
  },
};

export const SearchFailed: Story = {
  args: { userQuery: 'ate', users: [], usersStatus: 'error' },
  play: async ({ userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByLabelText('Digite para buscar usuários'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByText('Não foi possível buscar.')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { submitting: true },
  play: async () => {
    await dialogEntered();
    await expect(await screen.findByRole('button', { name: 'Transferir' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
