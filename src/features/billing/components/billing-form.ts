import { useForm } from '@tanstack/react-form';
import type { BillingValues } from '../../../../machines/checkout/checkout.machine.ts';

/**
 * The checkout's step 0 fields (S3 §2.11 Dados). The form holds what is typed; the checkout machine holds the step
 * and the step's rules (S3 §5, §4.4: validation runs on step 0 only, as the machine's guard), so every PRÓXIMO hands
 * the values to it whatever they are, and its messages come back as the dialog's `errors`: said after PRÓXIMO and
 * kept until the next one.
 */
export function useBillingForm({
  values,
  onNext,
}: {
  /** What the machine holds (the email prefilled). */
  values: BillingValues;
  onNext: (values: BillingValues) => void;
}) {
  return useForm({
    defaultValues: values,
    onSubmit: ({ value }) => onNext(value),
  });
}

export type BillingForm = ReturnType<typeof useBillingForm>;
