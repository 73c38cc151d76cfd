import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Invoice } from '../../../src/api/schemas/invoice.schema.ts';
import { invoicesView, type InvoicesExtra } from '../../../src/features/billing/invoices.view.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { closedConfirm, closedDialog, entityIntents } from '../../support/entity.ts';

const now = new Date(2026, 10, 27, 10, 0);
const day = (d: number) => new Date(2026, 10, 27 + d, 12, 0).toISOString();
const invoices: Invoice[] = [
  { id: 1, detail: 'Plano Profissional - Mensalidade 1', status: 'paid', value: 99.9, dueDate: day(-45) },
  { id: 2, detail: 'Plano Profissional - Mensalidade 2', status: 'open', value: 99.9, dueDate: day(-15) },
  { id: 3, detail: 'Plano Profissional - Mensalidade 3', status: 'open', value: 1234.5, dueDate: day(15) },
];
const list = {
  items: invoices,
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};
const onPay = fn();

type Props = EntityPageProps<Invoice, never, InvoicesExtra>;

/** The invoices' screen as the one entity screen draws it from its view. */
function InvoicesPage(props: Props) {
  return <EntityPage {...props} />;
}

const meta = {
  title: 'features/billing/InvoicesPage',
  component: InvoicesPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    view: invoicesView,
    list,
    search: '',
    intents: entityIntents<Invoice, never>(),
    extra: { now, onPay },
    dialog: closedDialog,
    confirm: closedConfirm,
  } satisfies Props,
} satisfies Meta<typeof InvoicesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: HTMLElement, id: number) => {
  const row = within(canvas)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(id));
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

/** S3 §2.10, §4.4: Pago with PAGO; Vencido, light red, with PAGAR; Em Aberto with PAGAR, in R$. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Faturas' })).toBeVisible();
    const paid = rowOf(canvasElement, 1);
    await expect(paid).toHaveTextContent('Pago');
    await expect(paid).toHaveTextContent('PAGO');
    await expect(within(paid).queryByRole('button')).toBeNull();
    const overdue = rowOf(canvasElement, 2);
    await expect(overdue).toHaveTextContent('Vencido');
    await expect(overdue.className).toMatch(/bg-red-50/);
    const open = rowOf(canvasElement, 3);
    await expect(open).toHaveTextContent('Em Aberto');
    await expect(open).toHaveTextContent('R$ 1.234,50');
    await expect(open.className).not.toMatch(/bg-red-50/);
    await userEvent.click(within(open).getByRole('button', { name: 'Pagar a fatura 3' }));
    await expect(onPay).toHaveBeenCalledWith(invoices[2]);
  },
};
export const Loading: Story = { args: { list: { ...list, items: [], status: 'pending' } } };
export const Empty: Story = {
  args: { list: { ...list, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma fatura encontrada.')).toBeVisible();
  },
};
export const Failed: Story = {
  args: {
    list: { ...list, items: [], status: 'error', error: 'Não foi possível carregar a lista de registros' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(list.onRetry).toHaveBeenCalled();
  },
};
