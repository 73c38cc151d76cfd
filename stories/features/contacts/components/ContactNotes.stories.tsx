import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { TicketNote } from '../../../../src/api/schemas/index.ts';
import {
  ContactNotes,
  type ContactNotesProps,
} from '../../../../src/features/contacts/components/ContactNotes.tsx';
import { useNoteForm } from '../../../../src/features/contacts/components/note-form.ts';
import { dark, frame } from '../../../decorators.tsx';

const notes: TicketNote[] = [
  {
    id: 2,
    note: 'Enviado orçamento por e-mail.',
    ticketId: 21,
    contactId: 21,
    createdAt: '2026-11-22T17:13:00.000Z',
    user: { name: 'Admin' },
  },
  {
    id: 1,
    note: 'Cliente prefere contato pela manhã.',
    ticketId: 21,
    contactId: 21,
    createdAt: '2026-11-22T07:13:00.000Z',
    user: { name: 'Carla Atendente' },
  },
];

type NotesArgs = Omit<ContactNotesProps, 'form' | 'confirming' | 'onAskDelete' | 'onCancelDelete'> & {
  initial?: string;
  onAdd: (note: string) => void;
};

/** The form lives in the binding, the confirmation in the conversation's dialog state; the story keeps both. */
function Controlled(props: NotesArgs) {
  const { initial = '', onAdd, onDelete, ...rest } = props;
  const form = useNoteForm({ initial, busy: rest.adding, onAdd });
  const [confirming, setConfirming] = useState<TicketNote | null>(null);
  return (
    <ContactNotes
      {...rest}
      form={form}
      confirming={confirming}
      onAskDelete={setConfirming}
      onCancelDelete={() => setConfirming(null)}
      onDelete={(note) => {
        setConfirming(null);
        onDelete(note);
      }}
    />
  );
}

const meta = {
  title: 'features/contacts/ContactNotes',
  component: Controlled,
  decorators: [frame(320, 'auto')],
  parameters: { a11y: { test: 'error' } },
  args: {
    status: 'success',
    notes,
    onRetry: fn(),
    onAdd: fn(),
    adding: false,
    onDelete: fn(),
    deletingId: null,
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Enviado orçamento por e-mail.');
    await expect(items[0]).toHaveTextContent('Admin · 22/11/2026');
  },
};

export const Loading: Story = {
  args: { status: 'pending', notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma observação neste atendimento.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', notes: [], error: 'An error occurred!' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** S1 §5: each rule's message, and nothing is added. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(canvas.getByText('Required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nova observação'), 'x');
    await expect(canvas.getByText('Too Short!')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Add: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Nova observação'), '  Ligar amanhã  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Ligar amanhã');
  },
};

/** A save in flight: the button shows it and takes no second click; the text stays. */
export const Adding: Story = {
  args: { adding: true, initial: 'Ligar amanhã' },
  play: async ({ canvas, userEvent, args }) => {
    // Blocked but focusable: pressed again, nothing is added twice, and the focus stays on it.
    const add = canvas.getByRole('button', { name: 'Adicionar' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(add).toHaveFocus();
    await expect(canvas.getByLabelText('Nova observação')).toHaveValue('Ligar amanhã');
  },
};

/** 'Excluir Registro' first; only its confirm deletes. */
export const ConfirmDelete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Excluir observação' })[0]!);
    await waitFor(() => expect(screen.getByText('Deseja realmente excluir este registro?')).toBeVisible());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(notes[0]));
  },
};

/** As the binding: the delete runs a moment, then the note is gone from the list. */
function Deletes(props: NotesArgs) {
  const [list, setList] = useState(props.notes);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  return (
    <Controlled
      {...props}
      notes={list}
      deletingId={deletingId}
      onDelete={(note) => {
        props.onDelete(note);
        setDeletingId(note.id);
        setTimeout(() => {
          setList((current) => current.filter((n) => n.id !== note.id));
          setDeletingId(null);
        }, 80);
      }}
    />
  );
}

/** From the keyboard: the deleted note's button leaves with it, and the focus goes to the note input. */
export const DeleteFromTheKeyboard: Story = {
  render: (args) => <Deletes {...args} />,
  play: async ({ canvas, userEvent }) => {
    canvas.getAllByRole('button', { name: 'Excluir observação' })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('button', { name: 'Excluir' });
    await waitFor(() => expect(confirm).toBeVisible());
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(canvas.getByLabelText('Nova observação')).toHaveFocus());
  },
};

export const Deleting: Story = {
  args: { deletingId: 2 },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Excluir observação' });
    await expect(buttons[0]).toHaveAttribute('aria-busy', 'true');
    await expect(buttons[1]).toBeDisabled();
  },
};

export const Dark: Story = { globals: dark };
