import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import {
  ContactDialog,
  emptyContactValues,
} from '../../../../src/features/contacts/components/ContactDialog.tsx';
import { dialogEntered } from '../../../support/dialog.ts';

const meta = {
  title: 'features/contacts/ContactDialog',
  component: ContactDialog,
  parameters: { a11y: { test: 'error' } },
  args: {
    open: true,
    mode: 'add',
    initialValues: emptyContactValues,
    submitting: false,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ContactDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Add, empty: submitting marks the name as required and sends nothing. */
export const Empty: Story = {
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
    await expect(await screen.findByText('Required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every rule's message (S1 §5): name too short, number too short, invalid email. */
export const Invalid: Story = {
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.type(await screen.findByLabelText('Nome'), 'A');
    await userEvent.type(screen.getByLabelText('Número do Whatsapp'), '1234567');
    await userEvent.type(screen.getByLabelText('Email'), 'maria@');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await expect(await screen.findAllByText('Too Short!')).toHaveLength(2);
    await expect(screen.getByText('Invalid email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The focus goes to the first field that says why; what was typed stays.
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
    await expect(screen.getByLabelText('Nome')).toHaveValue('A');
  },
};

/** Prefilled with the name typed in the new-ticket search; extra-info rows added and removed, then saved. */
export const WithInitialNameAndExtraInfo: Story = {
  args: { initialValues: { ...emptyContactValues, name: 'Joana Prado' } },
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await expect(await screen.findByLabelText('Nome')).toHaveValue('Joana Prado');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar informação' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar informação' }));
    await userEvent.type(screen.getAllByLabelText('Nome do campo')[0]!, 'CPF');
    await userEvent.type(screen.getAllByLabelText('Valor')[0]!, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Remover informação 2' }));
    await expect(screen.getAllByLabelText('Nome do campo')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Número do Whatsapp'), '5511912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Joana Prado',
        number: '5511912345678',
        email: '',
        extraInfo: [{ id: null, name: 'CPF', value: '123' }],
      }),
    );
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      name: 'Maria Souza',
      number: '5511999990001',
      email: 'maria@example.com',
      extraInfo: [{ id: 10, name: 'Empresa', value: 'Padaria' }],
    },
  },
  play: async () => {
    await dialogEntered();
    await expect(await screen.findByRole('button', { name: 'Salvar' })).toBeEnabled();
    await expect(screen.getByLabelText('Valor')).toHaveValue('Padaria');
  },
};

export const Busy: Story = {
  args: { submitting: true, initialValues: { ...emptyContactValues, name: 'Joana Prado' } },
  play: async () => {
    await dialogEntered();
    await expect(await screen.findByRole('button', { name: 'Adicionar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { mode: 'edit', load: { status: 'pending', onRetry: fn() } },
};

export const LoadFailed: Story = {
  args: {
    mode: 'edit',
    load: { status: 'error', error: 'Nenhum contato encontrado com este ID.', onRetry: fn() },
  },
  play: async () => {
    await dialogEntered();
    await waitFor(async () =>
      expect(await screen.findByText('Nenhum contato encontrado com este ID.')).toBeVisible(),
    );
  },
};
