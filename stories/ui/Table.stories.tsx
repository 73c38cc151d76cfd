import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Table, type TableColumn } from '../../src/ui/Table.tsx';
import { onSurface } from '../decorators.tsx';

interface Row {
  id: number;
  name: string;
  count: number;
}
const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Linha ${i + 1}`, count: i * 3 }));
const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Nome', width: 'minmax(0,2fr)', cell: (r) => r.name },
  { key: 'count', header: 'Total', align: 'end', cell: (r) => r.count },
];
const view = {
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};

interface DemoProps {
  items: Row[];
  status?: 'pending' | 'error' | 'success';
  moreError?: boolean;
  loadingMore?: boolean;
}

function Demo(args: DemoProps) {
  return (
    <div className="flex h-96 flex-col">
      <Table
        {...view}
        {...(args.status ? { status: args.status } : {})}
        {...(args.status === 'error' ? { error: 'Não foi possível carregar.' } : {})}
        moreError={args.moreError ?? false}
        loadingMore={args.loadingMore ?? false}
        items={args.items}
        columns={columns}
        getKey={(r) => r.id}
        label="Linhas"
        empty={<p className="p-6 text-sm">Nada aqui!</p>}
      />
    </div>
  );
}

const meta = {
  title: 'ui/Table',
  component: Demo,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  args: { items: rows(5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Linhas' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Total']);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(table).toHaveAttribute('aria-rowcount', '6');
  },
};

/** One tab stop: the first row; ↓, End, ↑ and Home move the focus between rows. */
export const KeyboardRows: Story = {
  args: { items: rows(8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const bodyRows = canvas.getAllByRole('row').slice(1);
    await expect(bodyRows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(bodyRows[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getAllByRole('row').at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getAllByRole('row').at(-2)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getAllByRole('row')[1]).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** 10,000 rows: virtualised, only a window of them in the DOM. */
export const TenThousandRows: Story = {
  args: { items: rows(10_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
  },
};

export const Loading: Story = { args: { items: [], status: 'pending' } };
export const Empty: Story = { args: { items: [] } };
export const Failed: Story = {
  args: { items: [], status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
export const LoadingMore: Story = { args: { items: rows(5), loadingMore: true } };
export const MoreFailed: Story = { args: { items: rows(5), moreError: true } };
