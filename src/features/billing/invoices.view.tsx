import { BanknotesIcon, CheckIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../api/schemas/invoice.schema.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import type { EntityView } from '../../ui/entity/entity-view.ts';
import {
  formatDay,
  formatMoney,
  invoiceStatus,
  type InvoiceDisplayStatus,
} from './components/billing-format.ts';

/** What the invoices' screen hands its rows: today (the overdue rule, S3 §4.4) and the way to pay one. */
export interface InvoicesExtra {
  now: Date;
  onPay: (invoice: Invoice) => void;
}

const TONES: Record<InvoiceDisplayStatus, BadgeTone> = {
  paid: 'success',
  overdue: 'danger',
  open: 'warning',
};

/**
 * S3 §2.10 Faturas (/financeiro): Id, Detalhes, Valor, Data Venc., Status, Acao; an unpaid invoice offers PAGAR
 * (the checkout dialog), a paid one shows PAGO; an overdue unpaid row is light red. Read-only: no add, edit or
 * delete.
 */
export const invoicesView: EntityView<Invoice, never, InvoicesExtra> = {
  titleId: 'invoices-title',
  icon: <BanknotesIcon />,
  texts: {
    title: 'billing:invoices.title',
    tableLabel: 'billing:invoices.table.label',
    actionsHeader: 'billing:invoices.table.action',
    empty: 'billing:invoices.empty',
  },
  nameOf: (i) => String(i.id),
  columns: (t, { now }) => [
    {
      key: 'id',
      header: t('billing:invoices.table.id'),
      width: '4rem',
      cell: (i) => <span className="tabular-nums">{i.id}</span>,
    },
    {
      key: 'detail',
      header: t('billing:invoices.table.detail'),
      width: 'minmax(0,2fr)',
      cell: (i) => <span className="truncate">{i.detail}</span>,
    },
    {
      key: 'value',
      header: t('billing:invoices.table.value'),
      width: '8rem',
      align: 'end',
      cell: (i) => <span className="tabular-nums">{formatMoney(i.value)}</span>,
    },
    {
      key: 'dueDate',
      header: t('billing:invoices.table.dueDate'),
      width: '8rem',
      align: 'center',
      cell: (i) => <span className="tabular-nums">{formatDay(i.dueDate)}</span>,
    },
    {
      key: 'status',
      header: t('billing:invoices.table.status'),
      width: '8rem',
      align: 'center',
      cell: (i) => {
        const status = invoiceStatus(i, now);
        return <Badge tone={TONES[status]}>{t(`billing:invoices.status.${status}`)}</Badge>;
      },
    },
  ],
  actions: {
    width: '7rem',
    commands: (invoice, { onPay }) => [
      { key: 'pay', element: <PayOrPaid invoice={invoice} onPay={onPay} /> },
    ],
  },
  rowClassName: (i, { now }) =>
    invoiceStatus(i, now) === 'overdue' ? 'bg-red-50 dark:bg-red-950/40' : undefined,
};

/** PAGAR on an unpaid invoice (its accessible name says which), PAGO on a paid one. */
function PayOrPaid({ invoice, onPay }: { invoice: Invoice; onPay: (invoice: Invoice) => void }) {
  const { t } = useTranslation();
  if (invoice.status === 'paid')
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-ink-muted">
        <CheckIcon aria-hidden="true" className="size-4" />
        {t('billing:invoices.paid')}
      </span>
    );
  return (
    <Button
      size="xs"
      aria-label={t('billing:invoices.payLabel', { id: invoice.id })}
      onClick={() => onPay(invoice)}
    >
      {t('billing:invoices.pay')}
    </Button>
  );
}
