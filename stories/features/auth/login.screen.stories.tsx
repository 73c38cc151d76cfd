import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from 'sonner';
import type { Sandbox } from '../../../mocks/sandbox.ts';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

/** The login screen on the sandbox: real API client, real session machine, real socket after sign-in. */
const meta = {
  title: 'Screens/Login',
  // No docs page: each story runs on its own fresh sandbox, which one page rendering every story at once cannot give.
  tags: ['!autodocs'],
  parameters: { sandbox: { path: '/login' } satisfies SandboxStoryParams },
  render: renderSandboxApp,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const WRONG_PASSWORD = 'Erro de autenticação. Por favor, tente novamente.';

const loginCalls = (sandbox: Sandbox) =>
  sandbox.control.requests().filter((r) => r.method === 'POST' && r.path === '/auth/login');

/** sonner's store outlives a story: start without the toasts of the one before. */
async function withoutEarlierToasts(): Promise<void> {
  toast.dismiss();
  await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0), {
    timeout: 3000,
  });
}

/** The toast with this text, once it has faded in. */
async function toastWith(text: string): Promise<HTMLElement> {
  const found = await screen.findByText(text, {}, { timeout: 5000 });
  await waitFor(() => expect(found).toBeVisible());
  return found;
}

export const Empty: Story = {};

/**
 * An empty submit sends nothing and marks both fields 'Required' (today's backend would answer
 * ERR_INVALID_BODY). The wrong-password attempt after it proves the count: one login call in all.
 */
export const EmptySubmitSendsNothing: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const sandbox = loaded['sandbox'] as Sandbox;
    await withoutEarlierToasts();
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }));
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Senha', { exact: true });
    await expect(email).toHaveAccessibleDescription('Required');
    await expect(password).toHaveAccessibleDescription('Required');
    await expect(email).toHaveFocus();

    await userEvent.type(email, 'admin@admin.com');
    await userEvent.type(password, 'errada');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await toastWith(WRONG_PASSWORD);
    await expect(loginCalls(sandbox)).toHaveLength(1);
  },
};

/** The wrong-password message appears once: a toast (the catalogue's way, S1 §8), no second copy in the form. */
export const WrongPassword: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const sandbox = loaded['sandbox'] as Sandbox;
    await withoutEarlierToasts();
    await userEvent.type(await canvas.findByLabelText('Email'), 'admin@admin.com');
    await userEvent.type(canvas.getByLabelText('Senha', { exact: true }), 'errada');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await toastWith(WRONG_PASSWORD);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled());
    await expect(screen.getAllByText(WRONG_PASSWORD)).toHaveLength(1);
    await expect(
      within(canvas.getByRole('button', { name: 'Entrar' }).closest('form')!).queryByRole('alert'),
    ).toBeNull();
    await expect(loginCalls(sandbox)).toHaveLength(1);
    // The email stays for the next try; the fields carry no validation message (the form was valid).
    await expect(canvas.getByLabelText('Email')).toHaveValue('admin@admin.com');
    await expect(canvas.queryByText('Required')).toBeNull();
  },
};

export const SignsInToTickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'atendente@demo.com');
    await userEvent.type(canvas.getByLabelText('Senha', { exact: true }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect((await canvas.findAllByText('Atendimentos', {}, { timeout: 20_000 }))[0]).toBeVisible();
  },
};
