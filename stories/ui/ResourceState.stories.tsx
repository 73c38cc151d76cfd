import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../src/ui/Button.tsx';
import { ResourceState } from '../../src/ui/ResourceState.tsx';
import { dark, onSurface } from '../decorators.tsx';

const meta = {
  title: 'ui/ResourceState',
  component: ResourceState,
  decorators: [
    onSurface,
    (Story) => (
      <div className="max-w-md rounded-xl border border-line bg-surface">
        <Story />
      </div>
    ),
  ],
  parameters: { a11y: { test: 'error' } },
  args: {
    status: 'success',
    onRetry: fn(),
    children: <p className="p-6 text-sm">Suporte · Vendas · Financeiro</p>,
  },
} satisfies Meta<typeof ResourceState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.queryByText('Suporte · Vendas · Financeiro')).not.toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', error: 'Sessão expirada. Por favor entre.' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar.');
    await expect(alert).toHaveTextContent('Sessão expirada. Por favor entre.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { status: 'error', error: 'An error occurred!', retrying: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { isEmpty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nada aqui!')).toBeVisible();
    await expect(canvas.queryByText('Suporte · Vendas · Financeiro')).not.toBeInTheDocument();
  },
};

export const EmptyOfItsOwn: Story = {
  args: { isEmpty: true, empty: <p className="p-6 text-sm">Nenhuma tag cadastrada.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma tag cadastrada.')).toBeVisible();
    await expect(canvas.queryByText('Nada aqui!')).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: {
    status: 'error',
    error: 'ERR_NO_TICKET_FOUND',
    notFound: {
      title: 'Não encontrado: ele não existe ou foi excluído.',
      action: (
        <Button variant="secondary" size="sm">
          Voltar
        </Button>
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não encontrado: ele não existe ou foi excluído.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible();
    // A missing record offers a way back, never a retry and never the raw code.
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('ERR_NO_TICKET_FOUND')).not.toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suporte · Vendas · Financeiro')).toBeVisible();
  },
};

export const ErrorDark: Story = { args: { status: 'error', error: 'An error occurred!' }, globals: dark };
