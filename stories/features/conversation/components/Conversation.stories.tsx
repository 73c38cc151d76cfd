import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Conversation } from '../../../../src/features/conversation/components/Conversation.tsx';
import { dark } from '../../../decorators.tsx';
import { makeTicket } from '../../../fixtures.ts';

const ticket = makeTicket({ id: 7, contactName: 'João Pereira' });

const meta = {
  title: 'features/conversation/Conversation',
  component: Conversation,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="h-[520px]">
        <Story />
      </div>
    ),
  ],
  args: {
    ticket,
    contact: ticket.contact,
    commands: ['return', 'resolve'],
    onCommand: fn(),
    busy: false,
    busyCommand: null,
    messages: <div className="flex-1 bg-surface-muted" />,
  },
} satisfies Meta<typeof Conversation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'João Pereira' })).toBeVisible();
    await expect(canvas.getByText('Atribuído à: Ana Atendente')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Resolver/ }));
    await expect(args.onCommand).toHaveBeenCalledWith('resolve');
  },
};

/** The command in flight shows its spinner; every command refuses a second click. */
export const Resolving: Story = {
  args: { busy: true, busyCommand: 'resolve' },
  play: async ({ canvas, args }) => {
    const resolve = canvas.getByRole('button', { name: /Resolver/ });
    await expect(resolve).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /Retornar/ })).toBeDisabled();
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { ticket: makeTicket({ id: 8, status: 'closed' }), commands: ['reopen'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Reabrir/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Resolver/ })).not.toBeInTheDocument();
  },
};

export const Unassigned: Story = {
  args: {
    ticket: makeTicket({ id: 9, user: null, userId: null, queue: null, queueId: null, status: 'pending' }),
    commands: ['accept'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sem fila')).toBeVisible();
    await expect(canvas.getByText('5511987654321')).toBeVisible();
  },
};

export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Atendimentos' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
export const Dark: Story = { globals: dark };
