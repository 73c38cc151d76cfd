import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { Ticket } from '../../../../src/api/schemas/ticket.schema.ts';
import { NotificationsPopover } from '../../../../src/features/notifications/components/NotificationsPopover.tsx';
import { makeTicket, NOW, queues } from '../../../fixtures.ts';
import { entering } from '../../../support/dialog.ts';

const unread: Ticket[] = [
  makeTicket({
    id: 1,
    contactName: 'Mariana Souza',
    status: 'pending',
    userId: null,
    user: null,
    unreadMessages: 3,
  }),
  makeTicket({
    id: 2,
    contactName: 'João Pereira',
    status: 'open',
    unreadMessages: 1,
    queue: queues.suporte,
    queueId: 2,
  }),
  makeTicket({
    id: 3,
    contactName: 'Carlos Eduardo Lima',
    status: 'closed',
    unreadMessages: 2,
    updatedAt: new Date(2026, 10, 19, 9, 0).toISOString(),
  }),
  makeTicket({
    id: 4,
    contactName: 'Fernanda Alves',
    status: 'pending',
    userId: null,
    user: null,
    unreadMessages: 1,
    queue: null,
    queueId: null,
  }),
];

/** What the ticket-status machine offers (the binding asks it): open unless pending, Accept on pending. */
const actionsOf = (ticket: Ticket) => ({
  open: ticket.status !== 'pending',
  accept: ticket.status === 'pending',
});

const meta = {
  title: 'features/notifications/NotificationsPopover',
  component: NotificationsPopover,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="flex min-h-[460px] justify-end bg-surface-muted p-4 pr-24">
        <Story />
      </div>
    ),
  ],
  args: {
    tickets: unread,
    count: unread.length,
    actionsOf,
    onOpen: fn(),
    onAccept: fn(),
    busyIds: new Set<number>(),
    desktop: 'default',
    onEnableDesktop: fn(),
    now: NOW,
    status: 'success',
    onRetry: fn(),
    hasMore: false,
    loadingMore: false,
    moreError: false,
    onRetryMore: fn(),
    onScrolled: fn(),
  },
} satisfies Meta<typeof NotificationsPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the popover and waits for its enter animation to end. */
const open = async (
  canvas: { getByRole: (role: string, o: { name: RegExp }) => HTMLElement },
  click: (el: HTMLElement) => Promise<void>,
) => {
  await click(canvas.getByRole('button', { name: /Notificações/ }));
  await waitFor(() => expect(document.querySelector('[data-notifications-panel]')).toBeVisible());
  await waitFor(() => expect(entering(document.querySelector('[data-notifications-panel]')!)).toBe(false));
};

/** Each kind of row (S1 §2.5): pending with Accept (not openable), open, closed with its badge, no queue (grey bar). */
export const Items: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(
      canvas.getByRole('button', { name: 'Notificações: 4 tickets com mensagens não lidas' }),
    ).toBeVisible();
    await open(canvas, (el) => userEvent.click(el));
    const row = (id: number) => canvasElement.querySelector<HTMLElement>(`[data-ticket-id="${id}"]`);
    // Pending: no click opens it; Accept does.
    await expect(row(1)?.querySelector('button[data-contact-name]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Aceitar ticket de Mariana Souza/ }));
    await expect(args.onAccept).toHaveBeenCalledWith(unread[0]);
    // Open: the name opens it.
    await userEvent.click(canvas.getByRole('button', { name: 'João Pereira' }));
    await expect(args.onOpen).toHaveBeenCalledWith(unread[1]);
    await expect(row(3)).toHaveTextContent('Fechado');
    await expect(row(3)).toHaveTextContent('19/11/2026');
    await expect(row(2)).toHaveTextContent('14:12');
    await expect(row(4)?.querySelector('[data-queue-bar]')).toHaveAttribute('data-queue-bar', '#9e9e9e');
    await expect(row(2)?.querySelector('[data-queue-bar]')).toHaveAttribute(
      'data-queue-bar',
      queues.suporte.color,
    );
  },
};

/**
 * Escape closes, focus goes back to the button; arrow keys move between the rows' actions, from the button just
 * opened with Enter too.
 */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Notificações/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-notifications-panel]')).not.toBeNull());
    const targets = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-notification-focus]')];
    await userEvent.keyboard('{ArrowDown}');
    await expect(targets()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(targets()[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(targets().at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(targets()[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.querySelector('[data-notifications-panel]')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Accept waiting for the server: the button is busy and refuses a second click. */
export const Accepting: Story = {
  args: { busyIds: new Set([1]) },
  play: async ({ canvas, userEvent }) => {
    await open(canvas, (el) => userEvent.click(el));
    await expect(canvas.getByRole('button', { name: /Aceitar ticket de Mariana Souza/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Aceitar ticket de Fernanda Alves/ })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { tickets: [], count: 0, status: 'pending' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Notificações' })).toBeVisible();
    await open(canvas, (el) => userEvent.click(el));
    await expect(canvas.getByRole('status')).toHaveTextContent(/Carregando/);
  },
};

export const Empty: Story = {
  args: { tickets: [], count: 0 },
  play: async ({ canvas, userEvent }) => {
    await open(canvas, (el) => userEvent.click(el));
    await expect(canvas.getByText('Nenhuma notificação.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { tickets: [], count: 0, status: 'error', error: 'Não foi possível carregar as notificações.' },
  play: async ({ canvas, userEvent, args }) => {
    await open(canvas, (el) => userEvent.click(el));
    await userEvent.click(canvas.getByRole('button', { name: /Tentar novamente/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Desktop notifications: asked only from this control (a gesture). */
export const DesktopAsk: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await open(canvas, (el) => userEvent.click(el));
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar notificações na área de trabalho' }));
    await expect(args.onEnableDesktop).toHaveBeenCalledTimes(1);
  },
};

export const DesktopBlocked: Story = {
  args: { desktop: 'denied' },
  play: async ({ canvas, userEvent }) => {
    await open(canvas, (el) => userEvent.click(el));
    await expect(canvas.getByText('Notificações bloqueadas no navegador')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Ativar notificações/ })).toBeNull();
  },
};

export const DesktopGranted: Story = {
  args: { desktop: 'granted' },
  play: async ({ canvas, userEvent }) => {
    await open(canvas, (el) => userEvent.click(el));
    await expect(canvas.queryByRole('button', { name: /Ativar notificações/ })).toBeNull();
  },
};

/** Narrow screens: the panel fits the viewport. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div className="flex min-h-[460px] justify-end bg-surface-muted p-2">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await open(canvas, (el) => userEvent.click(el));
    const panel = canvasElement.querySelector<HTMLElement>('[data-notifications-panel]');
    const box = panel?.getBoundingClientRect();
    await expect(box?.left ?? -1).toBeGreaterThanOrEqual(0);
    await expect(box?.right ?? Infinity).toBeLessThanOrEqual(window.innerWidth);
    await expect(box?.height ?? Infinity).toBeLessThanOrEqual(350);
  },
};
