import { BanknotesIcon, CheckIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../api/schemas/invoice.schema.ts';
import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { ListPage } from '../../../ui/ListPage.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { formatDay, formatMoney, invoiceStatus, type InvoiceDisplayStatus } from './billing-format.ts';

export interface InvoicesPageProps {
  list: PagedListViewProps & { items: readonly Invoice[] };
  /** Today, for the overdue rule (S3 §4.4). */
  now: Date;
  onPay: (invoice: Invoice) => void;
  /** The checkout dialog of the invoice being paid (a `CheckoutDialog`), when one is open. */
  checkout?: ReactNode;
}

const TONES: Record<InvoiceDisplayStatus, BadgeTone> = {
  paid: 'success',
  overdue: 'danger',
  open: 'warning',
};

/**
 * S3 §2.10 Faturas (/financeiro): Id, Detalhes, Valor, Data Venc., Status, Acao; an unpaid invoice offers PAGAR
 * (the checkout dialog), a paid one shows PAGO; an overdue unpaid row is light red.
 */
export function InvoicesPage({ list, now, onPay, checkout }: InvoicesPageProps) {
  const { t } = useTranslation();
  const columns: TableColumn<Invoice>[] = [
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
    {
      key: 'action',
      header: t('billing:invoices.table.action'),
      width: '7rem',
      align: 'end',
      cell: (i) =>
        i.status === 'paid' ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-ink-muted">
            <CheckIcon aria-hidden="true" className="size-4" />
            {t('billing:invoices.paid')}
          </span>
        ) : (
          <Button
            size="xs"
            aria-label={t('billing:invoices.payLabel', { id: i.id })}
            onClick={() => onPay(i)}
          >
            {t('billing:invoices.pay')}
          </Button>
        ),
    },
  ];
  return (
    <ListPage titleId="invoices-title" title={t('billing:invoices.title')} actions={null} dialogs={checkout}>
      <Table
        {...list}
        columns={columns}
        getKey={(i) => i.id}
        label={t('billing:invoices.table.label')}
        rowClassName={(i) =>
          invoiceStatus(i, now) === 'overdue' ? 'bg-red-50 dark:bg-red-950/40' : undefined
        }
        empty={<EmptyState icon={<BanknotesIcon />} title={t('billing:invoices.empty')} />}
      />
    </ListPage>
  );
}
