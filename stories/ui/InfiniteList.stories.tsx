import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { InfiniteList } from '../../src/ui/InfiniteList.tsx';
import { frame } from '../decorators.tsx';

interface Row {
  id: number;
  title: string;
}
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, title: `Registro ${from + i}` }));

const renderRow = (row: Row) => (
  <div className="border-b border-line px-4 py-3 text-sm text-ink">{row.title}</div>
);

const meta = {
  title: 'ui/InfiniteList',
  component: InfiniteList<Row>,
  decorators: [frame(360, 420)],
  parameters: { a11y: { test: 'error' } },
  args: {
    label: 'Registros',
    items: rows(1, 20),
    getKey: (row: Row) => row.id,
    renderItem: renderRow,
    hasMore: true,
    loading: false,
    onNearEnd: fn(),
  },
} satisfies Meta<typeof InfiniteList<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CallsNearEnd: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Registros' });
    await expect(args.onNearEnd).not.toHaveBeenCalled();
    region.scrollTop = region.scrollHeight - region.clientHeight - 250;
    region.dispatchEvent(new Event('scroll'));
    await expect(args.onNearEnd).not.toHaveBeenCalled();
    region.scrollTop = region.scrollHeight - region.clientHeight - 60;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(args.onNearEnd).toHaveBeenCalled());
  },
};

export const NoMorePages: Story = {
  args: { hasMore: false },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Registros' });
    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    await expect(args.onNearEnd).not.toHaveBeenCalled();
  },
};

export const LoadingRow: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando mais...');
    const region = canvas.getByRole('region', { name: 'Registros' });
    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    await expect(args.onNearEnd).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: {
    items: [],
    hasMore: false,
    empty: <p className="p-6 text-center text-sm text-ink-muted">Nada aqui!</p>,
  },
};

/** 5 000 rows: only the visible ones are in the DOM. */
export const Virtualised: Story = {
  args: { items: rows(1, 5000), hasMore: false, estimateSize: 45 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Registro 1')).toBeVisible());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
  },
};

/** Pages of 20 added on demand, with a fake latency. */
export const Paging: Story = {
  render: function Render(args) {
    const [items, setItems] = useState(rows(1, 20));
    const [loading, setLoading] = useState(false);
    return (
      <InfiniteList<Row>
        {...args}
        items={items}
        loading={loading}
        hasMore={items.length < 100}
        onNearEnd={() => {
          setLoading(true);
          setTimeout(() => {
            setItems((prev) => [...prev, ...rows(prev.length + 1, 20)]);
            setLoading(false);
          }, 300);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Registros' });
    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getByText('Registro 40')).toBeInTheDocument());
  },
};
