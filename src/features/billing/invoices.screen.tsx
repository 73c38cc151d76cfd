import { useEntityPage } from '../../session/entity/entity-page.ts';
import { useSession } from '../../session/context.tsx';
import { useLocalDay } from '../../lib/use-local-day.ts';
import { useCheckout } from './checkout.binding.tsx';
import { InvoicesPage } from './components/InvoicesPage.tsx';
import { invoicesEntity } from './invoices.entity.ts';

/** /financeiro (S3 §2.10): the invoices entity page; PAGAR opens the checkout of that invoice. */
export default function InvoicesScreen() {
  const page = useEntityPage(invoicesEntity);
  const { user } = useSession();
  const { open, checkout } = useCheckout(user?.email ?? '');
  useLocalDay();
  return (
    <InvoicesPage
      list={page.list}
      now={new Date()}
      onPay={(invoice) => open(invoice.id)}
      checkout={checkout}
    />
  );
}
