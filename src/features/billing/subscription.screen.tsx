import { useSession } from '../../session/context.tsx';
import { useReadState } from '../../session/queries/index.ts';
import { useCompany } from '../../session/queries/dashboard.ts';
import { useCheckout } from './checkout.binding.tsx';
import { trialDaysLeft } from './components/billing-format.ts';
import { TrialPage } from './components/TrialPage.tsx';

/** /subscription (S3 §2.12): the trial's days left and the billing email; 'Assine Agora!' opens a checkout. */
export default function SubscriptionScreen() {
  const { user } = useSession();
  const companyId = user?.companyId ?? 0;
  const company = useCompany(companyId);
  const read = useReadState(company);
  const email = company.data?.email ?? '';
  const { open, checkout } = useCheckout(email);
  const trialEnd = company.data?.trialExpiration ?? company.data?.dueDate ?? null;
  return (
    <TrialPage
      company={{ ...read, email, daysLeft: trialEnd === null ? 0 : trialDaysLeft(trialEnd, new Date()) }}
      onSubscribe={() => open(null)}
      checkout={checkout}
    />
  );
}
