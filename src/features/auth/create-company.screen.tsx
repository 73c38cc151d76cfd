import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useServices } from '../../session/context.tsx';
import { useCommand } from '../../session/use-command.ts';
import { usePlans } from '../../session/queries/hooks.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { CreateCompanyForm, type CreateCompanyValues } from './components/CreateCompanyForm.tsx';

/** S3 §2.14: plan first, then name and token, then submit; success shows 'company registered'. */
export default function CreateCompanyScreen() {
  const { t } = useTranslation();
  const { api } = useServices();
  const [, navigate] = useLocation();
  const plans = usePlans();
  const register = useCallback((values: CreateCompanyValues) => api.companies.register(values), [api]);
  const { execute, pending } = useCommand(register, () => {
    notifySuccess(t('auth:companyRegistered'));
    navigate('/login');
  });
  return (
    <AuthLayout title={t('auth:company.title')}>
      <CreateCompanyForm
        plans={plans.data ?? []}
        onSubmit={(values) => void execute(values)}
        submitting={pending}
      />
    </AuthLayout>
  );
}
