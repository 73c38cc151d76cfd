import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button.tsx';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { dark, onSurface } from '../decorators.tsx';
import { dialogEntered } from '../support/dialog.ts';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
  args: {
    open: true,
    onClose: fn(),
    title: 'Excluir Registro',
    description: 'Deseja realmente excluir este registro?',
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const close = () => {
      setOpen(false);
      args.onClose();
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>Abrir</Button>
        <Dialog
          {...args}
          open={open}
          onClose={close}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                Cancelar
              </Button>
              <Button variant="danger" onClick={close}>
                Excluir
              </Button>
            </>
          }
        />
      </>
    );
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, userEvent }) => {
    await dialogEntered();
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByText('Excluir Registro')).toBeVisible());
    await expect(panel).toHaveAccessibleName('Excluir Registro');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
export const WithContent: Story = {
  args: { title: 'Transferir Ticket', description: undefined as unknown as string, size: 'lg' },
  render: (args) => (
    <Dialog {...args} actions={<Button>Transferir</Button>}>
      <p className="text-sm text-ink-muted">Conteúdo do diálogo: formulários, listas e mais.</p>
    </Dialog>
  ),
};
export const ConfirmDark: Story = { globals: dark };

/** A panel taller than the window starts at the top and scrolls whole: its title is never out of reach. */
export const TallerThanTheWindow: Story = {
  args: {
    title: 'Editar conexão',
    description: 'Mais campos do que a janela mostra.',
    children: (
      <div className="space-y-3">
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Campo {i + 1}</p>
        ))}
      </div>
    ),
  },
  play: async () => {
    await dialogEntered();
    const title = screen.getByText('Editar conexão');
    await waitFor(() => expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    const last = screen.getByText('Campo 40');
    await expect(last.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight);
  },
};
