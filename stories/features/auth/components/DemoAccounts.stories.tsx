import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthLayout } from '../../../../src/features/auth/components/AuthLayout.tsx';
import { DemoAccounts, type DemoAccount } from '../../../../src/features/auth/components/DemoAccounts.tsx';
import { dark } from '../../../decorators.tsx';

/** The demo's seeded accounts (README), as the sandbox hands them to the login page. */
const accounts: DemoAccount[] = [
  {
    email: 'admin@admin.com',
    password: '123456',
    name: 'Admin',
    profile: 'admin',
    super: true,
    company: 'Atende Demo',
  },
  {
    email: 'gestor@demo.com',
    password: '123456',
    name: 'Paula Gestora',
    profile: 'admin',
    super: false,
    company: 'Atende Demo',
  },
  {
    email: 'atendente@demo.com',
    password: '123456',
    name: 'Carla Atendente',
    profile: 'user',
    super: false,
    company: 'Atende Demo',
  },
  {
    email: 'admin@empresa2.com',
    password: '123456',
    name: 'Admin Empresa Dois',
    profile: 'admin',
    super: false,
    company: 'Empresa Dois',
  },
];

/** Sandbox mode only: under the login form, one button per seeded account; a press signs in with it. */
const meta = {
  title: 'features/auth/DemoAccounts',
  component: DemoAccounts,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <AuthLayout title="Login" subtitle="Entre com sua conta para continuar" year={2026}>
        <Story />
      </AuthLayout>
    ),
  ],
  args: { accounts, onSignIn: fn(), busy: false },
} satisfies Meta<typeof DemoAccounts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each account with its profile and company; the shared password is said once. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('region', { name: 'Contas de demonstração' });
    await expect(list).toHaveTextContent('Senha de todas: 123456.');
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    await expect(buttons[0]).toHaveTextContent('Entrar como Admin');
    await expect(buttons[0]).toHaveTextContent('Super administrador · Empresa: Atende Demo');
    await expect(buttons[1]).toHaveTextContent('Administrador · Empresa: Atende Demo');
    await expect(buttons[2]).toHaveTextContent('Atendente · Empresa: Atende Demo');
    await expect(buttons[3]).toHaveTextContent('Empresa: Empresa Dois');
    await userEvent.click(canvas.getByRole('button', { name: /Entrar como Carla Atendente/ }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await expect(args.onSignIn).toHaveBeenCalledWith(accounts[2]);
  },
};

/** The keyboard reaches every account in order with Tab; Enter and Space sign in. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Entrar como Admin admin@admin.com/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Entrar como Paula Gestora/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignIn).toHaveBeenLastCalledWith(accounts[1]);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Entrar como Admin Empresa Dois/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSignIn).toHaveBeenLastCalledWith(accounts[3]);
    await expect(args.onSignIn).toHaveBeenCalledTimes(2);
  },
};

/** While a sign-in runs, a press does nothing and the focus stays where it is. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const gestor = canvas.getByRole('button', { name: /Entrar como Paula Gestora/ });
    await expect(gestor).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(gestor);
    await expect(gestor).toHaveFocus();
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** No accounts, no section. */
export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Contas de demonstração' })).toBeNull();
  },
};

export const Dark: Story = {
  globals: dark,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Demo accounts' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Sign in as Carla Atendente/ })).toHaveTextContent(
      'Agent',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cuentas de demostración' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Entrar como Admin admin@admin.com/ })).toHaveTextContent(
      'Superadministrador',
    );
  },
};
