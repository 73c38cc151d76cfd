import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthLayout } from '../../../../src/features/auth/components/AuthLayout.tsx';
import { LoginForm } from '../../../../src/features/auth/components/LoginForm.tsx';
import { brand } from '../../../../src/lib/brand.ts';
import { dark } from '../../../decorators.tsx';

const meta = {
  title: 'features/auth/LoginForm',
  component: LoginForm,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <AuthLayout title="Login" subtitle="Entre com sua conta para continuar" year={2026}>
        <Story />
      </AuthLayout>
    ),
  ],
  args: { onSubmit: fn(), submitting: false, registerUrl: brand.pricingUrl },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@admin.com');
    await userEvent.type(canvas.getByLabelText('Senha'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'admin@admin.com', password: '123456' });
    const register = canvas.getByRole('link', { name: /Registre-se, agora mesmo!/ });
    await expect(register).toHaveAttribute('href', brand.pricingUrl);
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'gestor@demo.com');
    await userEvent.type(canvas.getByLabelText('Senha'), '123456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { submitting: true, initialEmail: 'admin@admin.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  },
};

export const InvalidCredentials: Story = {
  args: { error: 'Erro de autenticação. Por favor, tente novamente.', initialEmail: 'admin@admin.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Erro de autenticação. Por favor, tente novamente.',
    );
  },
};

export const SubscriptionExpired: Story = {
  args: {
    error: 'Opss! Sua assinatura venceu 10/11/2026. Entre em contato com o Suporte para mais informações!',
    initialEmail: 'admin@empresa2.com',
  },
};

export const SubscriptionWarning: Story = {
  args: { warning: 'Sua assinatura vence em 3 dia(s)', initialEmail: 'gestor@demo.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sua assinatura vence em 3 dia(s)');
  },
};

export const DarkWithError: Story = {
  args: { error: 'Erro de autenticação. Por favor, tente novamente.' },
  globals: dark,
};

export const English: Story = { globals: { locale: 'en' } };
