import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AuthLayout } from '../../../../src/features/auth/components/AuthLayout.tsx';
import { SignupForm } from '../../../../src/features/auth/components/SignupForm.tsx';
import { dark } from '../../../decorators.tsx';
import { plans } from '../../../fixtures.ts';

const meta = {
  title: 'features/auth/SignupForm',
  component: SignupForm,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <AuthLayout title="Cadastre-se" subtitle="Crie a conta da sua empresa" year={2026}>
        <Story />
      </AuthLayout>
    ),
  ],
  args: { plans, onSubmit: fn(), submitting: false, loginHref: '/login' },
} satisfies Meta<typeof SignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PrefilledEmail: Story = {
  args: { initialEmail: 'cliente@empresa.com.br' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveValue('cliente@empresa.com.br');
  },
};

export const NameTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Nome da Empresa'), 'A');
    await userEvent.tab();
    await expect(await canvas.findByText('Too Short!')).toBeVisible();
  },
};

export const TooLongAndInvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Nome da Empresa'), 'x'.repeat(51));
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(canvas.getByLabelText('Senha'), '1234');
    await userEvent.tab();
    await expect(await canvas.findByText('Too Long!')).toBeVisible();
    await expect(canvas.getByText('Invalid email')).toBeVisible();
    await expect(canvas.getByText('Too Short!')).toBeVisible();
  },
};

export const SubmitEmptyShowsRequired: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(canvas.getAllByText('Required')).toHaveLength(4));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Nome da Empresa'), 'Padaria Pão Quente');
    await userEvent.type(canvas.getByLabelText('Email'), 'contato@paoquente.com.br');
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo1');
    await userEvent.click(canvas.getByRole('button', { name: /Plano/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Profissional/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Padaria Pão Quente',
        email: 'contato@paoquente.com.br',
        password: 'segredo1',
        planId: 2,
      }),
    );
  },
};

export const Submitting: Story = { args: { submitting: true, initialEmail: 'cliente@empresa.com.br' } };
export const Dark: Story = { ...NameTooShort, globals: dark };
