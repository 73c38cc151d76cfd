import { addDays, format } from 'date-fns';
import { useCallback } from 'react';
import * as v from 'valibot';
import { useDraft } from '../../session/use-draft.ts';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../session/context.tsx';
import { useCommand } from '../../session/use-command.ts';
import { usePlans } from '../../session/queries/hooks.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { SignupForm, type SignupValues } from './components/SignupForm.tsx';

const SignupDraftSchema = v.object({ name: v.string(), email: v.string(), planId: v.nullable(v.number()) });

/**
 * S1 §2.3 / §5: public sign-up. Fixed by the spec: recurrence 'MENSAL', due date one day ahead, status 't',
 * campaignsEnabled true. The email is prefilled from `customer_email`.
 */
export default function SignupScreen() {
  const { t } = useTranslation();
  const { api } = useServices();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const plans = usePlans();
  const signup = useCallback(
    (values: SignupValues) =>
      api.companies.signup({
        ...values,
        recurrence: 'MENSAL',
        dueDate: format(addDays(new Date(), 1), 'yyyy-MM-dd'),
        status: 't',
        campaignsEnabled: true,
      }),
    [api],
  );
  const draft = useDraft('signup', SignupDraftSchema);
  const { execute, pending } = useCommand(signup, () => {
    draft.clear();
    notifySuccess(t('auth:signupDone'));
    navigate('/login');
  });

  return (
    <AuthLayout title={t('auth:signup.title')} subtitle={t('auth:signup.subtitle')}>
      <SignupForm
        plans={plans.data ?? []}
        initialEmail={search.get('customer_email') ?? ''}
        initialDraft={draft.initial}
        onDraftChange={draft.save}
        onSubmit={(values) => void execute(values)}
        submitting={pending}
        loginHref="/login"
      />
    </AuthLayout>
  );
}
