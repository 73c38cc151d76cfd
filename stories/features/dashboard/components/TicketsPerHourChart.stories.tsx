import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  TicketsPerHourChart,
  type TicketsPerHourChartProps,
} from '../../../../src/features/dashboard/components/TicketsPerHourChart.tsx';
import { ticketsPerHour } from '../../../../src/features/dashboard/dashboard-logic.ts';

const at = (h: number, m = 0) => new Date(2026, 10, 21, h, m).toISOString();

const meta = {
  title: 'features/dashboard/TicketsPerHourChart',
  component: TicketsPerHourChart,
  parameters: { a11y: { test: 'error' } },
  args: {
    status: 'success',
    count: 5,
    perHour: ticketsPerHour([at(1), at(9, 15), at(9, 45), at(23, 59), at(0, 0)]),
    onRetry: fn(),
  } satisfies TicketsPerHourChartProps,
} satisfies Meta<typeof TicketsPerHourChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count in the title; the canvas hidden from screen readers, the table of 24 buckets read instead. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Atendimentos Criados: 5' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Atendimentos criados hoje, por hora' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(25);
    await expect(rows[1]).toHaveTextContent('01:001');
    await expect(rows[9]).toHaveTextContent('09:002');
    await expect(rows[23]).toHaveTextContent('23:001');
    await expect(rows[24]).toHaveTextContent('00:001');
    await expect(await within(canvasElement).findByRole('img', { hidden: true })).toBeTruthy();
  },
};
export const Loading: Story = { args: { status: 'pending', count: 0, perHour: [] } };
export const Empty: Story = {
  args: { count: 0, perHour: ticketsPerHour([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum atendimento criado hoje.')).toBeVisible();
  },
};
export const Failed: Story = {
  args: { status: 'error', error: 'An error occurred!', count: 0, perHour: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
