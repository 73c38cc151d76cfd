import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CompanyUserDialog,
  type CompanyUserDialogProps,
} from '../../../../src/features/settings/components/CompanyUserDialog.tsx';
import { dialogEntered } from '../../../support/dialog.ts';

const onSubmit = fn();
const onClose = fn();
const filled = { name: 'Ana Lima', email: 'ana@empresa2.com', password: '', profile: 'admin' as const };

/** S3 §2.5 Empresas → 'Usuário': the company's first user (the reference's ModalUsers). */
const meta = {
  title: 'features/settings/CompanyUserDialog',
  component: CompanyUserDialog,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    open: true,
    companyName: 'Empresa 2',
    userId: 4,
    values: filled,
    busy: false,
    onSubmit,
    onClose,
  } satisfies CompanyUserDialogProps,
} satisfies Meta<typeof CompanyUserDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first user as read: name, email, an empty password (kept when left blank), profile; Salvar sends them. */
export const Filled: Story = {
  play: async () => {
    onSubmit.mockClear();
    const dialog = within(await dialogEntered());
    await expect(dialog.getByText('Editar usuário')).toBeVisible();
    await expect(dialog.getByText('Empresa 2')).toBeVisible();
    await expect(dialog.getByLabelText('Nome')).toHaveValue('Ana Lima');
    await expect(dialog.getByLabelText(/Email/)).toHaveValue('ana@empresa2.com');
    await expect(dialog.getByLabelText('Senha')).toHaveValue('');
    await expect(dialog.getByText('Deixe em branco para manter a senha atual.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Nome'));
    await userEvent.type(dialog.getByLabelText('Nome'), 'Ana Souza');
    await userEvent.click(dialog.getByRole('button', { name: /Perfil/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'User' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Ana Souza',
        email: 'ana@empresa2.com',
        password: '',
        profile: 'user',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(onClose).toHaveBeenCalled();
  },
};

/** Name 2–50, email required and valid, password 5–50 when given: nothing is sent while a rule fails. */
export const Validation: Story = {
  play: async () => {
    onSubmit.mockClear();
    const dialog = within(await dialogEntered());
    await userEvent.clear(dialog.getByLabelText('Nome'));
    await userEvent.type(dialog.getByLabelText('Nome'), 'A');
    await userEvent.clear(dialog.getByLabelText(/Email/));
    await userEvent.type(dialog.getByLabelText(/Email/), 'ana@');
    await userEvent.type(dialog.getByLabelText('Senha'), '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect((await dialog.findAllByText('Too Short!')).length).toBe(2);
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Nome'), 'x'.repeat(50));
    await expect(await dialog.findByText('Too Long!')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** A company with no user yet: 'Adicionar usuário', the password required (the backend asks one). */
export const NoUserYet: Story = {
  args: { userId: null, values: { name: '', email: '', password: '', profile: 'admin' } },
  play: async () => {
    onSubmit.mockClear();
    const dialog = within(await dialogEntered());
    await expect(dialog.getByText('Adicionar usuário')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar' }));
    await expect((await dialog.findAllByText('Required')).length).toBe(3);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Saving: Salvar is busy, Cancelar waits, what was typed stays, a second press sends nothing. */
export const Busy: Story = {
  args: { busy: true, values: { ...filled, name: 'Ana Souza' } },
  play: async () => {
    onSubmit.mockClear();
    onClose.mockClear();
    const dialog = within(await dialogEntered());
    await expect(dialog.getByLabelText('Nome')).toHaveValue('Ana Souza');
    await expect(dialog.getByRole('button', { name: /Salvar/ })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Salvar/ }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(onClose).not.toHaveBeenCalled();
  },
};
