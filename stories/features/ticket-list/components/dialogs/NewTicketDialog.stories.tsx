import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import {
  NewTicketDialog,
  type NewTicketDialogProps,
} from '../../../../../src/features/ticket-list/components/dialogs/NewTicketDialog.tsx';
import {
  useNewTicketForm,
  type NewTicketContact,
  type NewTicketValues,
} from '../../../../../src/features/ticket-list/components/dialogs/new-ticket-form.ts';
import { dialogEntered } from '../../../../support/dialog.ts';

const maria = { id: 1, name: 'Maria Souza', number: '5511999990001' };
const semNumero = { id: 2, name: 'Maria Sem Número', number: '' };

/** The dialog with its form, as the binding gives it: the contact and queue it starts with, what it sends. */
function NewTicket({
  contact,
  queueId,
  queueRequired,
  onSubmit,
  ...props
}: Omit<NewTicketDialogProps, 'form'> & {
  contact: NewTicketContact | null;
  queueId: number | null;
  queueRequired: boolean;
  onSubmit: (values: NewTicketValues) => void;
}) {
  const form = useNewTicketForm({
    initialContact: contact,
    initialQueueId: queueId,
    queueRequired,
    busy: props.submitting,
    onSubmit,
  });
  return <NewTicketDialog {...props} form={form} />;
}

const meta = {
  title: 'features/ticket-list/dialogs/NewTicketDialog',
  component: NewTicket,
  parameters: { a11y: { test: 'error' } },
  args: {
    open: true,
    onClose: fn(),
    query: '',
    onQueryChange: fn(),
    contacts: [],
    contactsStatus: 'idle',
    contact: null,
    onAddContact: fn(),
    queues: [
      { value: 1, label: 'Suporte' },
      { value: 2, label: 'Vendas' },
    ],
    queueId: null,
    queueRequired: true,
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof NewTicket>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No contact chosen: OK stays disabled. */
export const Empty: Story = {
  play: async () => {
    await dialogEntered();
    await expect(await screen.findByRole('button', { name: 'OK' })).toBeDisabled();
  },
};

/** Search results, and the offer to add what was typed. */
export const Results: Story = {
  args: { query: 'Maria', contacts: [maria, semNumero], contactsStatus: 'success' },
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByLabelText('Digite para pesquisar o contato'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('option', { name: /Maria Souza/ })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Adicionar Maria' }));
    await expect(args.onAddContact).toHaveBeenCalledWith('Maria');
  },
};

export const ContactWithoutNumber: Story = {
  args: { contact: semNumero, query: 'Maria' },
  play: async () => {
    await dialogEntered();
    await waitFor(async () => expect(await screen.findByText('Este contato não tem número')).toBeVisible());
    await expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
  },
};

/** A user (queue required) submitting without a queue: 'Selecione uma fila', nothing sent. */
export const QueueRequiredForUsers: Story = {
  args: { contact: maria, query: 'Maria' },
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getAllByText('Selecione uma fila')).toHaveLength(2));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An admin may leave the queue empty: sent as null; Enter submits. */
export const AdminWithoutQueue: Story = {
  args: { contact: maria, query: 'Maria', queueRequired: false },
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByLabelText('Digite para pesquisar o contato'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ contactId: 1, queueId: null }));
  },
};

export const Busy: Story = {
  args: { contact: maria, query: 'Maria', queueId: 1, submitting: true },
  play: async () => {
    await dialogEntered();
    await expect(await screen.findByRole('button', { name: 'OK' })).toHaveAttribute('aria-disabled', 'true');
  },
};
