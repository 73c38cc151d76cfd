import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { ContactDrawer } from '../../../../src/features/contacts/components/ContactDrawer.tsx';
import { ContactNotes } from '../../../../src/features/contacts/components/ContactNotes.tsx';
import { useNoteForm } from '../../../../src/features/contacts/components/note-form.ts';
import { dark } from '../../../decorators.tsx';
import { makeTicket } from '../../../fixtures.ts';

const contact = {
  ...makeTicket({ id: 21, contactName: 'Henrique Souza' }).contact,
  email: 'henrique@example.com',
  extraInfo: [
    { id: 1, name: 'Cidade', value: 'São Paulo' },
    { id: 2, name: 'CPF', value: '120.220.320-30' },
  ],
};

function Notes() {
  const form = useNoteForm({ initial: '', busy: false, onAdd: () => undefined });
  return (
    <ContactNotes
      status="success"
      notes={[]}
      onRetry={() => undefined}
      form={form}
      adding={false}
      confirming={null}
      onAskDelete={() => undefined}
      onCancelDelete={() => undefined}
      onDelete={() => undefined}
      deletingId={null}
    />
  );
}

const notes = <Notes />;

const meta = {
  title: 'features/contacts/ContactDrawer',
  component: ContactDrawer,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="flex h-[640px] bg-surface-muted">
        <div className="flex-1" />
        <Story />
      </div>
    ),
  ],
  args: { contact, open: true, onClose: fn(), onEdit: fn(), variant: 'aside', notes },
} satisfies Meta<typeof ContactDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: a 320 px column beside the messages; Escape closes it. */
export const Aside: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const drawer = canvas.getByRole('complementary', { name: 'Dados do contato' });
    await expect(drawer.getBoundingClientRect().width).toBe(320);
    await expect(canvas.getByRole('link', { name: /5511987654321/ })).toHaveAttribute(
      'href',
      'tel:+5511987654321',
    );
    await expect(canvas.getByRole('link', { name: /henrique@example.com/ })).toHaveAttribute(
      'href',
      'mailto:henrique@example.com',
    );
    await expect(canvas.getByText('120.220.320-30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar contato Henrique Souza' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A contact with no email and no extra info. */
export const Sparse: Story = {
  args: { contact: { ...contact, email: '', extraInfo: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sem e-mail')).toBeVisible();
    await expect(canvas.getByText('Nenhuma informação adicional.')).toBeVisible();
  },
};

/** Narrow: a full-height sheet with a close button. */
export const Sheet: Story = {
  args: { variant: 'sheet' },
  play: async ({ userEvent, args }) => {
    await expect(await screen.findByRole('heading', { name: 'Dados do contato' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar dados do contato' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const Dark: Story = { globals: dark };
