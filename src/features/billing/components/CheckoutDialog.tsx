import { CheckCircleIcon, ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type {
  BillingErrors,
  BillingValues,
  CheckoutPlan,
  PixCharge,
} from '../../../../machines/checkout/checkout.machine.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ResourceState, type ReadState } from '../../../ui/ResourceState.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { formatMoney } from './billing-format.ts';
import { useBillingForm } from './billing-form.ts';

export type CheckoutStep = 'dados' | 'personalizar' | 'revisar' | 'pix' | 'success';

export interface CheckoutDialogProps {
  open: boolean;
  onClose: () => void;
  step: CheckoutStep;
  values: BillingValues;
  /** i18n keys of the step 0 messages, per field (S3 §5). */
  errors: BillingErrors;
  onNext: (values: BillingValues) => void;
  plans: ReadState & { items: readonly CheckoutPlan[] };
  plan: CheckoutPlan | null;
  onChoosePlan: (plan: CheckoutPlan) => void;
  onBack: () => void;
  onPay: () => void;
  /** POST /subscription is running. */
  paying: boolean;
  pix: PixCharge | null;
  /** The copy confirmation is showing (1 s). */
  copied: boolean;
  onCopy: (code: string) => void;
}

const STEPS = ['dados', 'personalizar', 'revisar'] as const;
const FIELDS = ['firstName', 'address2', 'city', 'zipcode'] as const;

/** S3 §2.11 the checkout dialog 'Falta pouco!': Dados, Personalizar, Revisar, then the Pix screen. */
export function CheckoutDialog(props: CheckoutDialogProps) {
  const { t } = useTranslation();
  const { step } = props;
  const index = STEPS.findIndex((s) => s === step);
  return (
    <Dialog open={props.open} onClose={props.onClose} title={t('billing:checkout.title')} size="lg">
      {index >= 0 && (
        <ol aria-label={t('billing:checkout.title')} className="mb-5 flex gap-2 text-sm">
          {STEPS.map((s, i) => (
            <li
              key={s}
              aria-current={i === index ? 'step' : undefined}
              className={clsx(
                'flex flex-1 items-center gap-2 rounded-lg border px-3 py-2',
                i === index
                  ? 'border-primary bg-primary/5 font-semibold text-ink'
                  : 'border-line text-ink-muted',
              )}
            >
              <span className="tabular-nums">{i + 1}</span>
              {t(`billing:checkout.steps.${s}`)}
            </li>
          ))}
        </ol>
      )}
      {step === 'dados' && <BillingStep {...props} />}
      {step === 'personalizar' && <PlanStep {...props} />}
      {step === 'revisar' && <ReviewStep {...props} />}
      {step === 'pix' && <PixStep {...props} />}
      {step === 'success' && (
        <p
          role="status"
          className="flex items-center gap-2 py-8 text-base font-medium text-emerald-700 dark:text-emerald-400"
        >
          <CheckCircleIcon aria-hidden="true" className="size-6" />
          {t('billing:checkout.success')}
        </p>
      )}
    </Dialog>
  );
}

function BillingStep({ values, errors, onNext }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const form = useBillingForm({ values, onNext });
  const message = (key: string | undefined) => (key === undefined ? undefined : t(key));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      className="flex flex-col gap-4"
    >
      {FIELDS.map((name) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <TextField
              name={name}
              label={t(`billing:checkout.fields.${name}`)}
              value={field.state.value}
              required
              error={message(errors[name])}
              onChange={(e) => field.handleChange(e.target.value)}
            />
          )}
        </form.Field>
      ))}
      <form.Field name="country">
        {(field) => (
          <Select<string>
            name="country"
            label={t('billing:checkout.fields.country')}
            value={field.state.value === '' ? null : field.state.value}
            placeholder={t('billing:checkout.chooseCountry')}
            options={[
              { value: 'BR', label: t('billing:checkout.countries.BR') },
              { value: 'usa', label: t('billing:checkout.countries.usa') },
            ]}
            error={message(errors.country)}
            onChange={(country) => field.handleChange(country)}
          />
        )}
      </form.Field>
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="ghost" disabled>
          {t('billing:checkout.back')}
        </Button>
        <Button type="submit">{t('billing:checkout.next')}</Button>
      </div>
    </form>
  );
}

function PlanStep({ plans, onChoosePlan, plan: chosen }: CheckoutDialogProps) {
  const { t } = useTranslation();
  return (
    <ResourceState
      status={plans.status}
      {...(plans.error === undefined ? {} : { error: plans.error })}
      onRetry={plans.onRetry}
      isEmpty={plans.items.length === 0}
      empty={<p className="text-sm text-ink-muted">{t('billing:checkout.plan.none')}</p>}
    >
      {/* VOLTAR is hidden on the plan step (S3 §2.11); choosing a card advances. */}
      <ul className="grid gap-3 sm:grid-cols-2">
        {plans.items.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              aria-pressed={chosen?.id === p.id}
              onClick={() => onChoosePlan(p)}
              className="flex w-full flex-col gap-1 rounded-xl border border-line p-4 text-left hover:border-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none aria-pressed:border-primary"
            >
              <span className="text-base font-semibold">{p.name}</span>
              <span className="text-lg font-semibold text-ink">
                {formatMoney(p.value)}
                <span className="text-sm font-normal text-ink-muted">
                  {t('billing:checkout.plan.perMonth')}
                </span>
              </span>
              <span className="text-sm text-ink-muted">
                {t('billing:checkout.plan.users', { count: p.users })}
              </span>
              <span className="text-sm text-ink-muted">
                {t('billing:checkout.plan.connections', { count: p.connections })}
              </span>
              <span className="text-sm text-ink-muted">
                {t('billing:checkout.plan.queues', { count: p.queues })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </ResourceState>
  );
}

function ReviewStep({ values, plan, onBack, onPay, paying }: CheckoutDialogProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-base font-semibold">{t('billing:checkout.review.title')}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-ink-muted">{t('billing:checkout.review.name')}</dt>
        <dd>{values.firstName}</dd>
        <dt className="text-ink-muted">{t('billing:checkout.review.plan')}</dt>
        <dd>{plan?.name}</dd>
        <dt className="text-ink-muted">{t('billing:checkout.review.total')}</dt>
        <dd className="font-semibold">{plan === null ? '' : formatMoney(plan.value)}</dd>
      </dl>
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="ghost" onClick={onBack} disabled={paying}>
          {t('billing:checkout.back')}
        </Button>
        <Button type="button" onClick={onPay} loading={paying}>
          {t('billing:checkout.pay')}
        </Button>
      </div>
    </div>
  );
}

function PixStep({ pix, copied, onCopy }: CheckoutDialogProps) {
  const { t } = useTranslation();
  if (pix === null) return null;
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-base font-semibold">{t('billing:checkout.pix.title')}</h3>
      <p className="text-sm">
        <span className="text-ink-muted">{t('billing:checkout.pix.amount')}: </span>
        <strong data-testid="pix-amount">{formatMoney(pix.amount)}</strong>
      </p>
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-ink-muted">{t('billing:checkout.pix.code')}</span>
        <textarea
          readOnly
          value={pix.code}
          rows={4}
          className="rounded-lg border border-line bg-surface-muted p-2 font-mono text-xs break-all text-ink"
        />
      </label>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">{t('billing:checkout.pix.waiting')}</p>
        <Button type="button" variant="secondary" onClick={() => onCopy(pix.code)}>
          <ClipboardDocumentIcon aria-hidden="true" className="size-4" />
          {copied ? t('billing:checkout.pix.copied') : t('billing:checkout.pix.copy')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {copied ? t('billing:checkout.pix.copied') : ''}
      </p>
    </div>
  );
}
