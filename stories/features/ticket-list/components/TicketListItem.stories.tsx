import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TicketListItem } from '../../../../src/features/ticket-list/components/TicketListItem.tsx';
import { dark } from '../../../decorators.tsx';
import { makeTicket, NOW, queues } from '../../../fixtures.ts';

const meta = {
  title: 'features/ticket-list/TicketListItem',
  component: TicketListItem,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="bg-surface-muted p-6">
        <div className="max-w-md overflow-hidden rounded-xl border border-line">
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    ticket: makeTicket({ id: 1, status: 'open', unreadMessages: 0 }),
    narrow: false,
    selected: false,
    onSelect: fn(),
    commands: [],
    onCommand: fn(),
    busy: false,
    now: NOW,
  },
} satisfies Meta<typeof TicketListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('14:12')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Aceitar/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mariana Souza' }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.ticket);
  },
};

/** The last message as the bubble shows it: WhatsApp's markers styled, an address plain text (no link in a row). */
export const FormattedPreview: Story = {
  args: {
    ticket: makeTicket({ id: 1, status: 'open', lastMessage: '*Ana*:\nVeja https://exemplo.com.br/pedido' }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Ana').tagName).toBe('STRONG');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement.textContent).toContain('Veja https://exemplo.com.br/pedido');
    await expect(canvasElement.textContent).not.toContain('*');
  },
};

/** A double click opens once: its second press is no open (it may land on a row that slid under the pointer). */
export const DoubleClickOpensOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Mariana Souza' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/** A double click on Aceitar accepts once (its second press could be on the next row's Aceitar by then). */
export const DoubleClickAcceptsOnce: Story = {
  args: { ticket: makeTicket({ id: 2, status: 'pending', unreadMessages: 1 }), commands: ['accept'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: /^Aceitar/ }));
    await expect(args.onCommand).toHaveBeenCalledOnce();
  },
};

export const Selected: Story = { args: { selected: true } };

export const Pending: Story = {
  args: {
    ticket: makeTicket({
      id: 2,
      status: 'pending',
      userId: null,
      user: null,
      unreadMessages: 2,
      queue: queues.suporte,
      queueId: 2,
    }),
    commands: ['accept', 'close'],
  },
  play: async ({ canvas, userEvent, args }) => {
    // Pending tickets cannot be opened by click (S1 §4.2): the name is the row's keyboard stop, but disabled.
    const name = canvas.getByRole('button', { name: 'Mariana Souza' });
    await expect(name).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(name);
    await userEvent.click(canvas.getByRole('button', { name: /Aceitar/ }));
    await expect(args.onCommand).toHaveBeenCalledWith(args.ticket, 'accept');
    await userEvent.click(canvas.getByRole('button', { name: /Finalizar/ }));
    await expect(args.onCommand).toHaveBeenCalledWith(args.ticket, 'close');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** 'Espiar Conversa' on a pending row (S1 §2.6): the eye beside the name. */
export const PendingWithPeek: Story = {
  args: { ...Pending.args, onPeek: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Espiar conversa de Mariana Souza' }));
    await expect(args.onPeek).toHaveBeenCalledWith(args.ticket);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A command waits for the server: its buttons say so and refuse a second click. */
export const Busy: Story = {
  args: { ...Pending.args, busy: true },
  play: async ({ canvas, args }) => {
    const accept = canvas.getByRole('button', { name: /Aceitar/ });
    await expect(accept).toHaveAttribute('aria-disabled', 'true');
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

/** An admin on an open ticket with a user: Close (S1 §4.2 bullet). */
export const OpenForAdmin: Story = {
  args: { commands: ['close'] },
  play: async ({ canvas }) => {
    // The icon's name says whose ticket it closes, for whoever hears the buttons out of their row.
    await expect(canvas.getByRole('button', { name: 'Finalizar ticket de Mariana Souza' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: {
    commands: ['reopen'],
    ticket: makeTicket({
      id: 3,
      status: 'closed',
      updatedAt: new Date(2026, 10, 18, 9, 0).toISOString(),
      lastMessage: 'Obrigado, até mais!',
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('18/11/2026')).toBeVisible();
    await expect(canvas.getByText('Fechado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Reabrir/ }));
    await expect(args.onCommand).toHaveBeenCalledWith(args.ticket, 'reopen');
  },
};

export const Unread: Story = {
  args: { ticket: makeTicket({ id: 4, unreadMessages: 7 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 mensagens não lidas')).toBeInTheDocument();
  },
};

/** Plurals through i18next: one message is 'mensagem'. */
export const OneUnread: Story = {
  args: { ticket: makeTicket({ id: 4, unreadMessages: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 mensagem não lida')).toBeInTheDocument();
  },
};

export const NoQueue: Story = {
  args: { ticket: makeTicket({ id: 5, queue: null, queueId: null }) },
  play: async ({ canvas, canvasElement }) => {
    // 'Sem fila' is outlined and dashed, with no colour bar: it never reads as a grey queue.
    const chip = canvas.getByText('Sem fila');
    await expect(chip).toBeVisible();
    await expect(getComputedStyle(chip).borderStyle).toBe('dashed');
    await expect(canvasElement.querySelector('[data-queue-bar]')).toBeNull();
  },
};

/** A grey queue keeps its colour bar and dot: distinguishable from 'Sem fila'. */
export const GreyQueue: Story = {
  args: { ticket: makeTicket({ id: 7, queue: { id: 8, name: 'Geral', color: '#7c7c7c' }, queueId: 8 }) },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-queue-bar]')).not.toBeNull();
    await expect(canvas.queryByText('Sem fila')).not.toBeInTheDocument();
  },
};

/** A name starting with an emoji: the initials and the narrow shortening keep whole characters. */
/** The text on screen (what `.sr-only` holds is for screen readers). */
const seen = (el: HTMLElement) =>
  [...el.childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.classList.contains('sr-only')))
    .map((node) => node.textContent)
    .join('');

export const EmojiName: Story = {
  args: { ticket: makeTicket({ id: 8, contactName: '👩‍👩‍👧‍👦 Família Souza Ribeiro' }), narrow: true },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('button', { name: '👩‍👩‍👧‍👦 Família Souza Ribeiro' });
    await expect(seen(name)).toBe('👩‍👩‍👧‍👦 Família …');
  },
};

const longQueue =
  'Atendimento Especializado para Clientes Corporativos de Grande Porte e Parceiros Estratégicos Nacionais';

export const LongNames: Story = {
  args: {
    ticket: makeTicket({
      id: 6,
      contactName: 'Maria Aparecida dos Santos Oliveira Ferreira',
      lastMessage:
        'Bom dia! Estou entrando em contato para pedir informações sobre a segunda via do boleto referente ao mês passado.',
      queue: { id: 9, name: longQueue, color: '#10b981' },
      queueId: 9,
      unreadMessages: 128,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${longQueue.slice(0, 70)}…`)).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  args: { ...LongNames.args, narrow: true },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Cut to 10 characters on screen (S1 §2.6), whole for screen readers.
    const name = canvas.getByRole('button', { name: 'Maria Aparecida dos Santos Oliveira Ferreira' });
    await expect(seen(name)).toBe('Maria Apar…');
  },
};

export const PendingDark: Story = { args: { ...Pending.args }, globals: dark };
export const UnreadDark: Story = { args: { ...Unread.args, selected: true }, globals: dark };
