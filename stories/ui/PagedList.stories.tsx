import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PagedList } from '../../src/ui/PagedList.tsx';
import { frame } from '../decorators.tsx';

interface Row {
  id: number;
  name: string;
}
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Contato ${i + 1}` }));

const meta = {
  title: 'ui/PagedList',
  component: PagedList<Row>,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    frame(360, 320),
    (Story) => (
      <div className="flex h-full flex-col">
        <Story />
      </div>
    ),
  ],
  args: {
    items: rows,
    getKey: (row: Row) => row.id,
    renderItem: (row: Row) => <p className="border-b border-line px-4 py-2 text-sm">{row.name}</p>,
    label: 'Contatos',
    status: 'success',
    onRetry: fn(),
    hasMore: true,
    loadingMore: false,
    moreError: false,
    onRetryMore: fn(),
    onScrolled: fn(),
    empty: <p className="p-6 text-sm">Nenhum contato</p>,
  },
} satisfies Meta<typeof PagedList<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Contatos' })).toBeVisible();
    await expect(canvas.getByText('Contato 1')).toBeVisible();
  },
};

export const FirstPageLoading: Story = {
  args: { items: [], status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByText('Nenhum contato')).toBeNull();
  },
};

/** The first page failed: its failure and a retry, never the empty state. */
export const FirstPageFailed: Story = {
  args: { items: [], status: 'error', error: 'Não foi possível carregar.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar.');
    await expect(canvas.queryByText('Nenhum contato')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Tentar/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum contato')).toBeVisible();
  },
};

/** The next page failed: the rows stay, with a retry at the end. */
export const NextPageFailed: Story = {
  args: { moreError: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Tentar novamente/ }));
    await expect(args.onRetryMore).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Contato 1')).toBeInTheDocument();
  },
};
