import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { TicketList } from '../../../../src/features/ticket-list/components/TicketList.tsx';
import {
  TicketsManager,
  type TicketsSubTab,
  type TicketsTab,
} from '../../../../src/features/ticket-list/components/TicketsManager.tsx';
import { dark, frame } from '../../../decorators.tsx';
import { manyTickets, NOW } from '../../../fixtures.ts';

const list = (status: 'open' | 'pending' | 'closed', count: number) => (
  <TicketList
    tickets={manyTickets(count, status, status === 'pending' ? 2000 : status === 'closed' ? 3000 : 1000)}
    status="success"
    onRetry={fn()}
    hasMore={false}
    loadingMore={false}
    moreError={false}
    onRetryMore={fn()}
    onScrolled={fn()}
    narrow={false}
    onSelect={fn()}
    commandsOf={() => (status === 'pending' ? ['accept'] : [])}
    onCommand={fn()}
    busyIds={new Set()}
    now={NOW}
  />
);

const meta = {
  title: 'features/ticket-list/TicketsManager',
  component: TicketsManager,
  parameters: { a11y: { test: 'error' } },
  decorators: [frame(440, 640)],
  args: {
    tab: 'open',
    onTabChange: fn(),
    subTab: 'assigned',
    onSubTabChange: fn(),
    counts: { assigned: 8, pending: 3 },
    lists: {
      assigned: list('open', 8),
      pending: list('pending', 3),
      closed: list('closed', 5),
      search: list('open', 2),
    },
    search: { value: '', onChange: fn() },
    canShowAll: false,
    onNewTicket: fn(),
  },
  render: function Render(args) {
    const [tab, setTab] = useState<TicketsTab>(args.tab);
    const [subTab, setSubTab] = useState<TicketsSubTab>(args.subTab);
    const [showAll, setShowAll] = useState(args.showAll ?? false);
    const [query, setQuery] = useState(args.search.value);
    return (
      <TicketsManager
        {...args}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          args.onTabChange(next);
        }}
        subTab={subTab}
        onSubTabChange={(next) => {
          setSubTab(next);
          args.onSubTabChange(next);
        }}
        showAll={showAll}
        onShowAllChange={(value) => {
          setShowAll(value);
          args.onShowAllChange?.(value);
        }}
        search={{
          value: query,
          onChange: (value) => {
            setQuery(value);
            args.search.onChange(value);
          },
        }}
      />
    );
  },
} satisfies Meta<typeof TicketsManager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const User: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: /Atendendo/ })).toHaveTextContent('8');
    await expect(canvas.getByRole('tab', { name: /Aguardando/ })).toHaveTextContent('3');
    await expect(canvas.queryByRole('switch', { name: 'Todos' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: /Aguardando/ }));
    await expect(args.onSubTabChange).toHaveBeenCalledWith('pending');
    await expect(canvas.getAllByRole('button', { name: /Aceitar/ })).toHaveLength(3);
  },
};

export const AdminShowAll: Story = {
  args: { canShowAll: true, onShowAllChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Todos' }));
    await expect(args.onShowAllChange).toHaveBeenCalledWith(true);
  },
};

export const PendingTab: Story = { args: { subTab: 'pending', counts: { assigned: 8, pending: 3 } } };

export const Search: Story = {
  args: { tab: 'search' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'maria');
    await expect(args.search.onChange).toHaveBeenLastCalledWith('maria');
  },
};

export const Closed: Story = { args: { tab: 'closed' } };

/** A user with neither 'Novo' nor 'Todos': no empty strip above the tabs. */
export const WithoutTools: Story = {
  args: { canShowAll: false },
  render: function Render(args) {
    const { onNewTicket: _none, ...rest } = args;
    return <TicketsManager {...rest} />;
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-toolbar]')).toBeNull();
  },
};
export const ZeroCounts: Story = {
  args: {
    counts: { assigned: 0, pending: 0 },
    lists: {
      assigned: list('open', 0),
      pending: list('pending', 0),
      closed: list('closed', 0),
      search: list('open', 0),
    },
  },
};
export const Dark: Story = { args: { canShowAll: true }, globals: dark };
