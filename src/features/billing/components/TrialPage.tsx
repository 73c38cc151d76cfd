import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { ResourceState, type ReadState } from '../../../ui/ResourceState.tsx';
import { TextField } from '../../../ui/TextField.tsx';

export interface TrialPageProps {
  /** The company read (its trial end and email). */
  company: ReadState & { daysLeft: number; email: string };
  onSubscribe: () => void;
  /** The checkout dialog (a `CheckoutDialog`), when open. */
  checkout?: ReactNode;
}

/** S3 §2.12 Assinatura (/subscription): the trial's days left, the billing email, 'Assine Agora!'. */
export function TrialPage({ company, onSubscribe, checkout }: TrialPageProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trial-title" className="mx-auto flex w-full max-w-xl flex-col gap-5 p-6">
      <h1 id="trial-title" className="text-xl font-semibold text-ink">
        {t('billing:trial.title')}
      </h1>
      <ResourceState
        status={company.status}
        {...(company.error === undefined ? {} : { error: company.error })}
        onRetry={company.onRetry}
      >
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5">
          <TextField
            label={t('billing:trial.period')}
            readOnly
            value={t('billing:trial.periodText', { count: company.daysLeft })}
          />
          <TextField label={t('billing:trial.email')} readOnly value={company.email} />
          <div>
            <Button onClick={onSubscribe}>{t('billing:trial.subscribe')}</Button>
          </div>
        </div>
      </ResourceState>
      {checkout}
    </section>
  );
}
