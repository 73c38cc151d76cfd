import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ScheduleDialog } from '../../../../src/features/schedules/components/ScheduleDialog.tsx';
import { dialogEntered } from '../../../support/dialog.ts';

const meta = {
  title: 'features/schedules/ScheduleDialog',
  component: ScheduleDialog,
  parameters: { a11y: { test: 'error' } },
  args: {
    open: true,
    onClose: fn(),
    mode: 'add',
    initialValues: { body: '', contact: { id: 1, name: 'Maria Souza' }, sendAt: '2026-11-23T15:00' },
    contactQuery: '',
    onContactQueryChange: fn(),
    contacts: [],
    contactsStatus: 'idle',
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ScheduleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From a ticket: its contact, an empty body; a short body says 'Mensagem muito curta'. */
export const Invalid: Story = {
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.type(await screen.findByLabelText('Mensagem'), 'Oi');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await expect(await screen.findByText('Mensagem muito curta')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The focus goes back to the field that says why.
    await waitFor(() => expect(screen.getByLabelText('Mensagem')).toHaveFocus());
  },
};

export const MissingContactAndDate: Story = {
  args: { initialValues: { body: 'Lembrete da consulta', contact: null, sendAt: '' } },
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.getAllByText('Obrigatório')).toHaveLength(2));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    await userEvent.type(await screen.findByLabelText('Mensagem'), 'Lembrete da consulta');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      // The request, then the form's values (the schedules page keeps them if the save fails).
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          body: 'Lembrete da consulta',
          contactId: 1,
          sendAt: new Date('2026-11-23T15:00').toISOString(),
        },
        expect.objectContaining({ body: 'Lembrete da consulta', sendAt: '2026-11-23T15:00' }),
      ),
    );
  },
};

/** Status 'ERRO' is shown; a schedule not sent yet can still be saved. */
export const SendError: Story = {
  args: {
    mode: 'edit',
    status: 'ERRO',
    sentAt: null,
    initialValues: {
      body: 'Lembrete da consulta',
      contact: { id: 1, name: 'Maria Souza' },
      sendAt: '2026-11-23T15:00',
    },
  },
  play: async () => {
    await dialogEntered();
    await waitFor(async () => expect(await screen.findByText('Erro no envio')).toBeVisible());
    await expect(screen.getByText('Status: ERRO')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Salvar' })).toBeVisible();
  },
};

/** Sent: the save button is gone (S1 §5). */
export const Sent: Story = {
  args: {
    mode: 'edit',
    status: 'ENVIADA',
    sentAt: '23/11/2026 15:00',
    initialValues: {
      body: 'Lembrete da consulta',
      contact: { id: 1, name: 'Maria Souza' },
      sendAt: '2026-11-23T15:00',
    },
  },
  play: async () => {
    await dialogEntered();
    await waitFor(async () => expect(await screen.findByText(/23\/11\/2026 15:00/)).toBeVisible());
    await expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};

export const Busy: Story = {
  args: { submitting: true },
  play: async () => {
    await dialogEntered();
    await expect(await screen.findByRole('button', { name: 'Adicionar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Loading: Story = { args: { mode: 'edit', load: { status: 'pending', onRetry: fn() } } };

export const LoadFailed: Story = {
  args: { mode: 'edit', load: { status: 'error', error: 'An error occurred!', onRetry: fn() } },
  play: async () => {
    await dialogEntered();
    await waitFor(async () => expect(await screen.findByText('An error occurred!')).toBeVisible());
  },
};
