import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Ticket } from '../../../../src/api/schemas/ticket.schema.ts';
import { expect, fn, waitFor } from 'storybook/test';
import { TicketList } from '../../../../src/features/ticket-list/components/TicketList.tsx';
import type { TicketRowCommand } from '../../../../src/features/ticket-list/components/TicketListItem.tsx';
import { dark, frame } from '../../../decorators.tsx';
import { manyTickets, NOW } from '../../../fixtures.ts';

const meta = {
  title: 'features/ticket-list/TicketList',
  component: TicketList,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    frame(420, 850 - 64 - 140),
    (Story) => (
      <div className="flex h-full flex-col">
        <Story />
      </div>
    ),
  ],
  args: {
    tickets: manyTickets(14),
    status: 'success',
    onRetry: fn(),
    hasMore: true,
    loadingMore: false,
    moreError: false,
    onRetryMore: fn(),
    onScrolled: fn(),
    narrow: false,
    selectedUuid: 'uuid-1001',
    onSelect: fn(),
    commandsOf: (_ticket: Ticket): readonly TicketRowCommand[] => [],
    onCommand: fn(),
    busyIds: new Set<number>(),
    now: NOW,
  },
} satisfies Meta<typeof TicketList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Compact rows: the list area of an 850 px window shows at least ten of them. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>(
      '[role="list"], [aria-label="Lista de atendimentos"]',
    );
    const box = list?.getBoundingClientRect();
    const rows = [...canvasElement.querySelectorAll('[data-ticket-id]')].filter((row) => {
      const r = row.getBoundingClientRect();
      return box !== undefined && r.top >= box.top && r.bottom <= box.bottom + 1;
    });
    await expect(rows.length).toBeGreaterThanOrEqual(10);
  },
};

export const Pending: Story = {
  args: {
    tickets: manyTickets(6, 'pending'),
    selectedUuid: null,
    commandsOf: (): readonly TicketRowCommand[] => ['accept'],
    busyIds: new Set([1000]),
  },
  play: async ({ canvas }) => {
    const accepts = canvas.getAllByRole('button', { name: /Aceitar/ });
    await expect(accepts[0]).toHaveAttribute('aria-disabled', 'true');
    await expect(accepts[1]).toBeEnabled();
  },
};

export const LoadingMore: Story = { args: { loadingMore: true } };

/** The next page failed: the rows stay, with a retry at the end. */
export const LoadMoreFailed: Story = {
  args: { moreError: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Tentar novamente/ }));
    await expect(args.onRetryMore).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('button', { name: /Mariana Souza|João|Carlos/ }).length).toBeGreaterThan(
      0,
    );
  },
};

export const FirstLoad: Story = {
  args: { tickets: [], status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/** The first page failed: not an empty list, but the failure and a retry. */
export const FirstLoadFailed: Story = {
  args: { tickets: [], status: 'error', error: 'Não foi possível carregar os atendimentos.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Não foi possível carregar os atendimentos.')).toBeVisible();
    await expect(canvas.queryByText('Nada aqui!')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Tentar novamente/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { tickets: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nada aqui!')).toBeVisible();
  },
};

/** Scrolling reports the real distance to the bottom; the list machine decides when that is near (S1 §9). */
export const ReportsDistance: Story = {
  args: { tickets: manyTickets(40) },
  play: async ({ canvasElement, args }) => {
    const scroller = [...canvasElement.querySelectorAll<HTMLElement>('*')].find(
      (el) => el.scrollHeight > el.clientHeight + 10 && getComputedStyle(el).overflowY === 'auto',
    );
    if (!scroller) throw new Error('no scroller');
    scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight - 70;
    scroller.dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 50));
    const last = args.onScrolled.mock.calls.at(-1)?.[0];
    await expect(last).toBeGreaterThan(60);
    await expect(last).toBeLessThan(80);
  },
};

export const Many: Story = { args: { tickets: manyTickets(800), hasMore: false } };
export const Dark: Story = { globals: dark };

/**
 * The keyboard: one tab stop, the arrows move row by row, End reaches the last row of a virtualised list,
 * Enter opens an open ticket; a pending row's name refuses Enter, and its eye opens 'Espiar Conversa'.
 */
export const Keyboard: Story = {
  args: {
    tickets: [...manyTickets(2, 'pending', 2000), ...manyTickets(200)],
    selectedUuid: null,
    commandsOf: (ticket): readonly TicketRowCommand[] => (ticket.status === 'pending' ? ['accept'] : []),
    onPeek: fn(),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const focusedRow = () =>
      document.activeElement?.closest('[data-ticket-id]')?.getAttribute('data-ticket-id');
    const first = canvasElement.querySelector<HTMLElement>('[data-ticket-id="2000"] [data-row-primary]');
    if (!first) throw new Error('no first row');
    await expect(canvasElement.querySelectorAll('[data-row-primary][tabindex="0"]')).toHaveLength(1);
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPeek).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(focusedRow()).toBe('1000');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedRow()).toBe('1199'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedRow()).toBe('2000'));
  },
};
