import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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
    loadingMore: false,
    moreError: false,
    onRetryMore: fn(),
    onScrolled: fn(),
  },
} satisfies Meta<typeof InfiniteList<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

const scrollTo = (region: HTMLElement, top: number) => {
  region.scrollTop = top;
  region.dispatchEvent(new Event('scroll'));
};
/** The last distance reported to `onScrolled`. */
const lastDistance = (onScrolled: { mock: { calls: unknown[][] } }): number => {
  const value = onScrolled.mock.calls.at(-1)?.[0];
  if (typeof value !== 'number') throw new Error('onScrolled was not called');
  return value;
};
/** Where a row is, relative to the top of the scrolled region. */
const offsetOf = (region: HTMLElement, element: HTMLElement) =>
  element.getBoundingClientRect().top - region.getBoundingClientRect().top;

/** Top anchor: the real distance to the bottom is reported (the machine applies its 100 px rule). */
export const Top: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Registros' });
    const bottom = region.scrollHeight - region.clientHeight;
    scrollTo(region, bottom - 250);
    await waitFor(() => expect(lastDistance(args.onScrolled)).toBeCloseTo(250, 0));
    scrollTo(region, bottom - 60);
    await waitFor(() => expect(lastDistance(args.onScrolled)).toBeCloseTo(60, 0));
    scrollTo(region, bottom);
    await waitFor(() => expect(lastDistance(args.onScrolled)).toBe(0));
  },
};

/** A first page shorter than the viewport reports distance 0 at once, so the next page is asked for. */
export const ShortPage: Story = {
  args: { items: rows(1, 3) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onScrolled).toHaveBeenCalledWith(0));
  },
};

export const NoMorePages: Story = {
  args: { hasMore: false },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Registros' });
    scrollTo(region, region.scrollHeight);
    await expect(args.onScrolled).not.toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando mais...');
    const region = canvas.getByRole('region', { name: 'Registros' });
    scrollTo(region, region.scrollHeight);
    await expect(args.onScrolled).not.toHaveBeenCalled();
  },
};

/** The last load-more failed: the footer says so and retries on demand; scrolling does not retry by itself. */
export const MoreFailed: Story = {
  args: { moreError: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não foi possível carregar mais.');
    const region = canvas.getByRole('region', { name: 'Registros' });
    scrollTo(region, region.scrollHeight);
    await expect(args.onScrolled).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryMore).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: {
    items: [],
    hasMore: false,
    empty: <p className="p-6 text-center text-sm text-ink-muted">Nada aqui!</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nada aqui!')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Registros' })).toBeNull();
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

/** Pages of 20 added on demand, with a fake latency, as the list machine does within 100 px of the bottom. */
export const Paging: Story = {
  render: function Render(args) {
    const [items, setItems] = useState(rows(1, 20));
    const [loadingMore, setLoadingMore] = useState(false);
    return (
      <InfiniteList<Row>
        {...args}
        items={items}
        loadingMore={loadingMore}
        hasMore={items.length < 100}
        onScrolled={(distance) => {
          if (distance > 100) return;
          setLoadingMore(true);
          setTimeout(() => {
            setItems((prev) => [...prev, ...rows(prev.length + 1, 20)]);
            setLoadingMore(false);
          }, 300);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Registros' });
    scrollTo(region, region.scrollHeight);
    await waitFor(() => expect(canvas.getByText('Registro 40')).toBeInTheDocument());
  },
};

/**
 * Bottom anchor (a conversation): starts at the bottom; within 50 px of the top the older page is prepended and
 * the row the reader was looking at stays where it was; a new item appended while at the bottom stays in view.
 */
function BottomList({
  first,
  count,
  ...args
}: Parameters<NonNullable<Story['render']>>[0] & { first: number; count: number }) {
  const [items, setItems] = useState(rows(first, count));
  const loading = useRef(false);
  return (
    <div className="flex h-full flex-col">
      <button
        type="button"
        className="border-b border-line p-2 text-xs"
        onClick={() => setItems((prev) => [...prev, ...rows((prev.at(-1)?.id ?? 0) + 1, 1)])}
      >
        Nova mensagem
      </button>
      <InfiniteList<Row>
        {...args}
        anchor="bottom"
        items={items}
        hasMore={(items[0]?.id ?? 1) > 1}
        onScrolled={(distance) => {
          args.onScrolled(distance);
          if (distance > 50 || loading.current) return;
          loading.current = true;
          setTimeout(() => {
            setItems((prev) => [...rows(Math.max(1, (prev[0]?.id ?? 1) - 20), 20), ...prev]);
            loading.current = false;
          }, 100);
        }}
      />
    </div>
  );
}

const bottomPlay =
  (firstShown: string, newest: string, appended: string): NonNullable<Story['play']> =>
  async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Registros' });
    // Starts at the bottom: the newest row is in view.
    await waitFor(() => expect(region.scrollTop).toBeCloseTo(region.scrollHeight - region.clientHeight, 0));
    await waitFor(() => expect(canvas.getByText(newest)).toBeVisible());
    scrollTo(region, 0);
    await waitFor(() => expect(lastDistance(args.onScrolled)).toBeLessThanOrEqual(50));
    const row = canvas.getByText(firstShown);
    const before = offsetOf(region, row);
    // The older page comes in above: the row the reader was on does not move.
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    await waitFor(() => expect(offsetOf(region, canvas.getByText(firstShown))).toBeCloseTo(before, 0));
    // At the bottom, a new item keeps the view pinned to it.
    scrollTo(region, region.scrollHeight);
    await userEvent.click(canvas.getByRole('button', { name: 'Nova mensagem' }));
    await waitFor(() => expect(canvas.getByText(appended)).toBeVisible());
    await expect(region.scrollHeight - region.clientHeight - region.scrollTop).toBeLessThanOrEqual(1);
  };

export const Bottom: Story = {
  render: (args) => <BottomList {...args} first={41} count={20} />,
  play: bottomPlay('Registro 41', 'Registro 60', 'Registro 61'),
};

/** The same with a virtualised list (more rows than `virtualizeFrom`). */
export const BottomVirtualised: Story = {
  args: { estimateSize: 45 },
  render: (args) => <BottomList {...args} first={21} count={80} />,
  play: bottomPlay('Registro 21', 'Registro 100', 'Registro 101'),
};
