import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { MessageList } from '../../../../src/features/conversation/components/MessageList.tsx';
import { PeekDialog } from '../../../../src/features/conversation/components/PeekDialog.tsx';
import { Button } from '../../../../src/ui/Button.tsx';
import { dark, onSurface } from '../../../decorators.tsx';
import { makeMessage, makeTicket } from '../../../fixtures.ts';
import { dialogEntered } from '../../../support/dialog.ts';

const ticket = makeTicket({ id: 501, status: 'pending', userId: null, contactName: 'Henrique Silva' });
const messages = Array.from({ length: 12 }, (_, i) => makeMessage(i + 1, { fromMe: i % 3 === 2 }));
const list = {
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
  loadMedia: () => Promise.reject(new Error('no media in this story')),
};

const meta = {
  title: 'features/conversation/PeekDialog',
  component: PeekDialog,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
  args: {
    peeked: { ticket, contact: ticket.contact },
    onClose: fn(),
    messages: <MessageList messages={messages} status="success" {...list} />,
  },
  // As on the list: a button opens it, and the focus goes back there when it closes.
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    const close = () => {
      setOpen(false);
      args.onClose();
    };
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Espiar
        </Button>
        <PeekDialog {...args} peeked={open ? args.peeked : null} onClose={close} />
      </>
    );
  },
} satisfies Meta<typeof PeekDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Espiar Conversa' with 'Fechar' (S1 §2.6): the messages, read-only — no composer, no commands. */
export const Open: Story = {
  play: async ({ args }) => {
    await dialogEntered();
    const title = await screen.findByRole('heading', { name: 'Espiar Conversa' });
    await waitFor(() => expect(title).toBeVisible());
    const dialog = screen.getByRole('dialog', { name: 'Espiar Conversa' });
    await expect(dialog).toHaveTextContent('Henrique Silva');
    await expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes it (focus return to the row's button is checked end to end: tests/e2e/live.e2e.ts). */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await dialogEntered();
    await screen.findByRole('heading', { name: 'Espiar Conversa' });
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    const opener = screen.getByRole('button', { name: 'Espiar' });
    await userEvent.click(opener);
    await screen.findByRole('heading', { name: 'Espiar Conversa' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Espiar Conversa' })).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const LoadingMessages: Story = {
  args: { messages: <MessageList messages={[]} status="pending" {...list} /> },
  play: async () => {
    await dialogEntered();
    await waitFor(async () => expect(await screen.findByText('Carregando...')).toBeVisible());
  },
};

export const MessagesFailed: Story = {
  args: {
    messages: (
      <MessageList messages={[]} status="error" error="Não foi possível carregar as mensagens." {...list} />
    ),
  },
  play: async () => {
    await dialogEntered();
    await waitFor(async () =>
      expect(await screen.findByRole('button', { name: /Tentar novamente/ })).toBeVisible(),
    );
  },
};

export const NoQueue: Story = {
  args: {
    peeked: {
      ticket: { ...ticket, queue: null, queueId: null },
      contact: ticket.contact,
    },
  },
  play: async () => {
    await dialogEntered();
    await waitFor(async () => expect(await screen.findByText('Sem fila')).toBeVisible());
  },
};

export const Dark: Story = { globals: dark };
