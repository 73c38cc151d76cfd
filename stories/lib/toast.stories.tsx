import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Button } from '../../src/ui/Button.tsx';
import { AppToaster, notifyError, notifyInfo, notifySuccess, notifyWarning } from '../../src/lib/toast.ts';
import { onSurface } from '../decorators.tsx';

const meta = {
  title: 'lib/AppToaster',
  component: AppToaster,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <>
      <AppToaster {...args} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => notifySuccess('Login efetuado com sucesso!')}>Sucesso</Button>
        <Button
          variant="danger"
          onClick={() => notifyError('Erro de autenticação. Por favor, tente novamente.')}
        >
          Erro
        </Button>
        <Button variant="secondary" onClick={() => notifyWarning('Sua assinatura vence em 3 dia(s)')}>
          Aviso
        </Button>
        <Button variant="ghost" onClick={() => notifyInfo('Sua conta foi acessada em outro computador.')}>
          Info
        </Button>
      </div>
    </>
  ),
} satisfies Meta<typeof AppToaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erro' }));
    await expect(
      await screen.findByText('Erro de autenticação. Por favor, tente novamente.'),
    ).toBeInTheDocument();
  },
};
export const Dark: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sucesso' }));
    await expect(await screen.findByText('Login efetuado com sucesso!')).toBeInTheDocument();
  },
};
