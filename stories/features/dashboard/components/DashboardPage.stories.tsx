import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Dashboard } from '../../../../src/api/schemas/dashboard.schema.ts';
import {
  DashboardPage,
  type DashboardPageProps,
} from '../../../../src/features/dashboard/components/DashboardPage.tsx';
import { initialFilter, ticketsPerHour } from '../../../../src/features/dashboard/dashboard-logic.ts';

const at = (h: number, m = 0) => new Date(2026, 10, 21, h, m).toISOString();
const createdAts = [at(8, 5), at(8, 40), at(9, 10), at(10), at(10, 30), at(10, 45), at(14), at(0, 0)];

const figuresIn: Dashboard = {
  counters: {
    supportPending: 20,
    supportHappening: 24,
    supportFinished: 36,
    leads: 12,
    avgSupportTime: 95.4,
    avgWaitTime: 7,
    supportCanceled: undefined,
  },
  attendants: [
    { id: 1, name: 'Admin', online: true, rating: 2.6, tickets: 18, avgSupportTime: 42 },
    { id: 3, name: 'Atendente', online: false, rating: 0, tickets: 9, avgSupportTime: 1500 },
    { id: 2, name: 'Gestor', online: true, rating: 3, tickets: 9, avgSupportTime: 59 },
  ],
};

const filters = { filter: initialFilter(new Date(2026, 10, 21)), onChange: fn(), onApply: fn(), busy: false };
const chart = { status: 'success' as const, count: 8, perHour: ticketsPerHour(createdAts), onRetry: fn() };
const figures = { status: 'success' as const, data: figuresIn, onRetry: fn() };

const meta = {
  title: 'features/dashboard/DashboardPage',
  component: DashboardPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="min-h-screen bg-canvas">{Story()}</div>],
  args: { dueDate: '14/03/2093', chart, filters, figures } satisfies DashboardPageProps,
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: HTMLElement, label: string) =>
  within(canvas).getByRole('group', { name: label }).querySelector('[data-figure]');

/** Every figure in: the cards (times as 'HHh MMm'), the chart's title and table, the attendants. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement, 'Data Vencimento')).toHaveTextContent('14/03/2093');
    await expect(card(canvasElement, 'Atd. Não Realizados')).toHaveTextContent('20');
    await expect(card(canvasElement, 'Atd. Finalizados')).toHaveTextContent('36');
    await expect(card(canvasElement, 'Atd. Realizados')).toHaveTextContent('36');
    await expect(card(canvasElement, 'Atd. Acontecendo')).toHaveTextContent('24');
    await expect(card(canvasElement, 'Leads')).toHaveTextContent('12');
    await expect(card(canvasElement, 'T.M. de Atendimento')).toHaveTextContent('01h 35m');
    await expect(card(canvasElement, 'T.M. de Espera')).toHaveTextContent('00h 07m');
    await expect(canvas.getByRole('heading', { name: 'Atendimentos Criados: 8' })).toBeVisible();
    const alt = canvas.getByRole('table', { name: 'Atendimentos criados hoje, por hora' });
    await expect(within(alt).getByRole('row', { name: '10:00 3' })).toBeInTheDocument();
    await expect(within(alt).getByRole('row', { name: '00:00 1' })).toBeInTheDocument();
    const people = canvas.getByRole('table', { name: 'Atendentes' });
    await expect(within(people).getByRole('img', { name: 'Avaliação 2 de 3' })).toBeVisible();
    await expect(within(people).getByRole('img', { name: 'Avaliação 0 de 3' })).toBeVisible();
    await expect(within(people).getByText('25h 00m')).toBeVisible();
    await expect(within(people).getAllByRole('img', { name: 'Online' })).toHaveLength(2);
  },
};

/** The first second: the frame is there, each figure a placeholder announced as busy; the chart loading. */
export const Loading: Story = {
  args: {
    dueDate: null,
    chart: { ...chart, status: 'pending', count: 0, perHour: [] },
    figures: { status: 'pending', onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Atd. Acontecendo' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeEnabled();
  },
};

/** No ticket made today: the chart says so; the rest as usual. */
export const NoTicketsToday: Story = {
  args: { chart: { ...chart, count: 0, perHour: ticketsPerHour([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Atendimentos Criados: 0' })).toBeVisible();
    await expect(canvas.getByText('Nenhum atendimento criado hoje.')).toBeVisible();
  },
};

/** The figures could not be read: the catalogue's words and a retry. */
export const Failed: Story = {
  args: { figures: { status: 'error', error: 'An error occurred!', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('An error occurred!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.figures.onRetry).toHaveBeenCalled();
  },
};

/** Today's tickets could not be read: the chart's own retry, the figures unaffected. */
export const ChartFailed: Story = {
  args: { chart: { ...chart, status: 'error', error: 'An error occurred!', count: 0, perHour: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.chart.onRetry).toHaveBeenCalled();
    await expect(card(canvasElement, 'Atd. Acontecendo')).toHaveTextContent('24');
  },
};

/** A filter applied: the figures shown stay while the new ones are read; the button is busy. */
export const Applying: Story = {
  args: { filters: { ...filters, busy: true } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Aplicar/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The due date could not be read (only logged, S2 §8): the card says it is not known. */
export const DueDateUnknown: Story = {
  args: { dueDate: '' },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Data Vencimento')).toHaveTextContent('Não informada');
  },
};

/** No attendant in the period. */
export const NoAttendants: Story = {
  args: { figures: { ...figures, data: { ...figuresIn, attendants: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum atendente no período.')).toBeVisible();
  },
};
