import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Conversation } from '../../../../src/features/conversation/components/Conversation.tsx';
import { TicketList } from '../../../../src/features/ticket-list/components/TicketList.tsx';
import { TicketsManager } from '../../../../src/features/ticket-list/components/TicketsManager.tsx';
import { TicketsWorkspace } from '../../../../src/features/ticket-list/components/TicketsWorkspace.tsx';
import { dark } from '../../../decorators.tsx';
import { makeTicket, manyTickets, NOW } from '../../../fixtures.ts';

const tickets = manyTickets(10);
const chosen = makeTicket({ id: 1001, contactName: 'Mariana Souza' });
const manager = (narrow: boolean) => (
  <TicketsManager
    tab="open"
    onTabChange={fn()}
    subTab="assigned"
    onSubTabChange={fn()}
    counts={{ assigned: 10, pending: 2 }}
    search={{ value: '', onChange: fn() }}
    canShowAll
    lists={{
      assigned: (
        <TicketList
          tickets={tickets}
          status="success"
          onRetry={fn()}
          hasMore={false}
          loadingMore={false}
          moreError={false}
          onRetryMore={fn()}
          onScrolled={fn()}
          narrow={narrow}
          onSelect={fn()}
          commandsOf={() => []}
          onCommand={fn()}
          busyIds={new Set()}
          selectedUuid="uuid-1001"
          now={NOW}
        />
      ),
      pending: null,
      closed: null,
      search: null,
    }}
  />
);
const conversation = (
  <Conversation
    ticket={chosen}
    contact={chosen.contact}
    commands={['return', 'resolve']}
    onCommand={() => undefined}
    busy={false}
    messages={null}
  />
);

const meta = {
  title: 'features/ticket-list/TicketsWorkspace',
  component: TicketsWorkspace,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="h-screen">
        <Story />
      </div>
    ),
  ],
  args: { narrow: false, list: manager(false), conversation: null },
} satisfies Meta<typeof TicketsWorkspace>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WideWelcome: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Selecione um ticket para começar a conversar.')).toBeVisible();
  },
};
export const WideWithConversation: Story = { args: { conversation } };

export const NarrowSelectTicket: Story = {
  args: { narrow: true, list: manager(true), onTabChange: fn() },
  decorators: [
    (Story) => (
      <div className="h-screen w-[375px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Ticket' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Selecionar Ticket' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('tickets');
    await expect(canvas.getByRole('tab', { name: 'Atendimentos' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const NarrowWithConversation: Story = {
  args: { narrow: true, list: manager(true), conversation, tab: 'ticket' },
  decorators: [
    (Story) => (
      <div className="h-screen w-[375px]">
        <Story />
      </div>
    ),
  ],
};

export const WideDark: Story = { args: { conversation }, globals: dark };
