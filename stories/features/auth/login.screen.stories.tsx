import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

/** The login screen on the sandbox: real API client, real session machine, real socket after sign-in. */
const meta = {
  title: 'Screens/Login',
  parameters: { sandbox: { path: '/login' } satisfies SandboxStoryParams },
  render: renderSandboxApp,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'admin@admin.com');
    await userEvent.type(canvas.getByLabelText('Senha', { exact: true }), 'errada');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(
      await canvas.findByText('Erro de autenticação. Por favor, tente novamente.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const SignsInToTickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'atendente@demo.com');
    await userEvent.type(canvas.getByLabelText('Senha', { exact: true }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect((await canvas.findAllByText('Atendimentos', {}, { timeout: 5000 }))[0]).toBeVisible();
  },
};
