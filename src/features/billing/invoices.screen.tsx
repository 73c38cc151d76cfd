import { useSession } from '../../session/context.tsx';
import { EntityScreen } from '../../session/entity/EntityScreen.tsx';
import { useLocalDay } from '../../lib/use-local-day.ts';
import { useCheckout } from './checkout.binding.tsx';
import { invoicesEntity } from './invoices.entity.ts';

/** /financeiro (S3 §2.10): the invoices entity drawn by the one entity screen; PAGAR opens that invoice's checkout. */
export default function InvoicesScreen() {
  const { user } = useSession();
  const { open, checkout } = useCheckout(user?.email ?? '');
  // Drawn again when the local day turns: the overdue rule reads today.
  useLocalDay();
  return (
    <EntityScreen
      entity={invoicesEntity}
      extra={{ now: new Date(), onPay: (invoice) => open(invoice.id) }}
      dialogs={checkout}
    />
  );
}
