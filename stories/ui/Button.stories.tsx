import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaperAirplaneIcon, PlusIcon, TrashIcon } from '@heroicons/react/20/solid';
import { expect, fn } from 'storybook/test';
import { Button } from '../../src/ui/Button.tsx';
import { dark, onSurface } from '../decorators.tsx';

const meta = {
  title: 'ui/Button',
  component: Button,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
  args: { children: 'Salvar', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancelar' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Mais opções' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Excluir', leadingIcon: <TrashIcon /> } };
/**
 * Loading: busy and blocked (said as unavailable), but it keeps the focus it has: a request started from the keyboard
 * that fails leaves the user where they were, not on the page.
 */
export const Loading: Story = {
  args: { loading: true, children: 'Entrar', type: 'submit' },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        args.onClick?.(event);
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    // Neither the click handler nor the form's submit ran.
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          <Button {...args} size={size} leadingIcon={<PlusIcon />}>
            Novo
          </Button>
          <Button {...args} size={size} variant="secondary">
            Cancelar
          </Button>
          <Button {...args} size={size} variant="ghost">
            Detalhes
          </Button>
          <Button {...args} size={size} variant="danger">
            Excluir
          </Button>
          <Button {...args} size={size} trailingIcon={<PaperAirplaneIcon />}>
            Enviar
          </Button>
          <Button {...args} size={size} disabled>
            Desabilitado
          </Button>
          <Button {...args} size={size} loading>
            Carregando
          </Button>
        </div>
      ))}
    </div>
  ),
};
export const AllVariantsDark: Story = { ...AllVariants, globals: dark };
