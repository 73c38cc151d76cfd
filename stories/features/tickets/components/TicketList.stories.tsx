import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TicketList } from '../../../../src/features/tickets/components/TicketList.tsx';
import { dark, frame } from '../../../decorators.tsx';
import { manyTickets, NOW } from '../../../fixtures.ts';

const meta = {
  title: 'features/tickets/TicketList',
  component: TicketList,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    frame(420, 560),
    (Story) => (
      <div className="flex h-full flex-col">
        <Story />
      </div>
    ),
  ],
  args: {
    tickets: manyTickets(12),
    loading: false,
    hasMore: true,
    onNearEnd: fn(),
    narrow: false,
    selectedUuid: 'uuid-1001',
    onSelect: fn(),
    onAccept: fn(),
    now: NOW,
  },
} satisfies Meta<typeof TicketList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Pending: Story = {
  args: { tickets: manyTickets(6, 'pending'), acceptingId: 1001, selectedUuid: null },
};
export const LoadingMore: Story = { args: { loading: true } };
export const FirstLoad: Story = {
  args: { tickets: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};
export const Empty: Story = {
  args: { tickets: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nada aqui!')).toBeVisible();
  },
};
export const Many: Story = { args: { tickets: manyTickets(800), hasMore: false } };
export const Dark: Story = { globals: dark };
