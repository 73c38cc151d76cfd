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
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** An empty submit sends nothing and marks both fields with the spec's message (S1 §5, §8). */
export const EmptySubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Senha');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Required');
    await expect(password).toHaveAccessibleDescription('Required');
    // The first field to fix gets the focus.
    await expect(email).toHaveFocus();
  },
};

/** A malformed email is named as such; the password alone is missing; still nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription('Required');
  },
};

/** After a failed attempt the messages follow the typing, and a fixed form goes through. */
export const FixedAfterAnEmptySubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await userEvent.type(canvas.getByLabelText('Email'), 'gestor@demo.com');
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription('Required');
    await userEvent.type(canvas.getByLabelText('Senha'), '123456');
    await expect(canvas.queryByText('Required')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'gestor@demo.com', password: '123456' });
  },
};

export const DarkWithErrors: Story = {
  globals: dark,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getAllByText('Required')).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
  },
};
