import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotificationItem } from '../../../../src/features/notifications/components/NotificationItem.tsx';
import { dark, frame } from '../../../decorators.tsx';
import { makeTicket, NOW } from '../../../fixtures.ts';

const meta = {
  title: 'features/notifications/NotificationItem',
  component: NotificationItem,
  parameters: { a11y: { test: 'error' } },
  decorators: [frame(350, 'auto')],
  args: {
    ticket: makeTicket({ id: 7, contactName: 'João Pereira', unreadMessages: 2 }),
    canOpen: true,
    canAccept: false,
    onOpen: fn(),
    onAccept: fn(),
    busy: false,
    now: NOW,
  },
} satisfies Meta<typeof NotificationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'João Pereira' }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.ticket);
    await expect(canvas.getByText('2 mensagens não lidas')).toBeInTheDocument();
  },
};

/** The last message as the bubble shows it: WhatsApp's markers styled, an address plain text (no link in a row). */
export const FormattedPreview: Story = {
  args: {
    ticket: makeTicket({
      id: 7,
      contactName: 'João Pereira',
      unreadMessages: 1,
      lastMessage: '_Oi_, veja www.exemplo.com.br',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Oi').tagName).toBe('EM');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain('_');
  },
};

/** Pending: only Accept (S1 §2.5). */
export const Pending: Story = {
  args: {
    ticket: makeTicket({ id: 8, status: 'pending', userId: null, user: null, unreadMessages: 1 }),
    canOpen: false,
    canAccept: true,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Mariana Souza' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Aceitar/ }));
    await expect(args.onAccept).toHaveBeenCalledWith(args.ticket);
  },
};

export const Accepting: Story = {
  ...Pending,
  args: { ...Pending.args, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Aceitar/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Closed: Story = {
  args: {
    ticket: makeTicket({
      id: 9,
      status: 'closed',
      unreadMessages: 1,
      updatedAt: new Date(2026, 10, 2, 8, 0).toISOString(),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fechado')).toBeVisible();
    await expect(canvas.getByText('02/11/2026')).toBeVisible();
  },
};

export const NoQueue: Story = {
  args: { ticket: makeTicket({ id: 10, queue: null, queueId: null, unreadMessages: 5 }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-queue-bar]')).toHaveAttribute(
      'data-queue-bar',
      '#9e9e9e',
    );
  },
};

export const Dark: Story = { globals: dark };
