/**
 * The checkout dialog (S3 §2.11, §4.4, §5): three steps, Dados (0), Personalizar (1), Revisar (2), then the Pix
 * screen. Transitions and their spec references: `checkout.table.ts`.
 *
 * - `dados`: the billing fields; `checkout.next` carries the typed values and moves on only when they pass the
 *   step 0 rules (S3 §5; validation runs on step 0 only, S3 §4.4). Refused, the errors stay in the context.
 * - `personalizar`: the plan cards; choosing one advances (S3 §2.11). No VOLTAR here (hidden on the plan step).
 * - `revisar`: the summary; VOLTAR goes back to the plans; PAGAR creates the subscription (POST /subscription,
 *   `revisar.paying`, busy). Its answer is the Pix charge (`pix`), with the toast of S3 §4.4; a failure stays on
 *   the summary with the error catalogue's toast.
 * - `pix`: the Pix code and amount; `checkout.copy` shows the copy confirmation for 1 s (`pix.copied`).
 * - A payment event (`company-{cid}-payment`) with action CONCLUIDA, on any step, shows success with the toast
 *   'Sua licença foi renovada até {date}!' (`success`), and 4 s later the user is sent to / (`done`).
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';

/** S3 §5: the countries the billing step offers. */
export const CHECKOUT_COUNTRIES = ['BR', 'usa'] as const;

export interface BillingValues {
  firstName: string;
  address2: string;
  city: string;
  zipcode: string;
  country: string;
  email: string;
}

export type BillingField = 'firstName' | 'address2' | 'city' | 'zipcode' | 'country';
/** Field -> i18n key of its message (`billing:validation.<field>`). */
export type BillingErrors = Partial<Record<BillingField, string>>;

/** S3 §5 checkout step 0: the required fields; a country outside BR / usa counts as missing. */
export function validateBilling(values: BillingValues): BillingErrors {
  const errors: BillingErrors = {};
  const required: BillingField[] = ['firstName', 'address2', 'city', 'zipcode', 'country'];
  for (const field of required)
    if (values[field].trim() === '') errors[field] = `billing:validation.${field}`;
  if (errors.country === undefined && !CHECKOUT_COUNTRIES.some((c) => c === values.country))
    errors.country = 'billing:validation.country';
  return errors;
}

export interface CheckoutPlan {
  id: number;
  name: string;
  users: number;
  connections: number;
  queues: number;
  value: number;
}

/** The Pix charge POST /subscription answers (CONTRACT: `qrcode{qrcode, imagemQrcode}`, `valor.original`). */
export interface PixCharge {
  code: string;
  amount: number;
}

export interface SubscriptionRequest {
  values: BillingValues;
  plan: CheckoutPlan;
  invoiceId: number | null;
}

export interface CheckoutInput {
  /** The invoice being paid; null from the trial screen (S3 §2.12). */
  invoiceId: number | null;
  values?: Partial<BillingValues>;
}

export interface CheckoutContext {
  invoiceId: number | null;
  values: BillingValues;
  errors: BillingErrors;
  plan: CheckoutPlan | null;
  pix: PixCharge | null;
  /** The company's new due date, from the payment event. */
  renewedUntil: string | null;
  error: unknown;
}

export interface PaymentFrame {
  action: string;
  company?: { dueDate?: string | null } | null;
}

export type CheckoutEvent =
  | { type: 'checkout.next'; values: BillingValues }
  | { type: 'checkout.choosePlan'; plan: CheckoutPlan }
  | { type: 'checkout.back' }
  | { type: 'checkout.pay' }
  | { type: 'checkout.copy' }
  | { type: 'server.payment'; payment: PaymentFrame };

export const EMPTY_BILLING: BillingValues = {
  firstName: '',
  address2: '',
  city: '',
  zipcode: '',
  country: '',
  email: '',
};

/** The renewal date as the toast shows it (DD/MM/YYYY, the reference frontend's format); '' when unreadable. */
export function renewalDay(iso: string | null): string {
  if (iso === null) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** S3 §4.4: the only payment action that counts. */
export const PAYMENT_DONE = 'CONCLUIDA';

const onPayment = {
  'server.payment': {
    guard: 'paymentDone' as const,
    target: '#checkout.success',
    actions: ['keepRenewal' as const, 'notifyRenewed' as const],
  },
};

export const checkoutMachine = setup({
  types: {
    input: typeOf<CheckoutInput>(),
    context: typeOf<CheckoutContext>(),
    events: typeOf<CheckoutEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  actors: {
    createSubscription: fromPromise<PixCharge, SubscriptionRequest>(() => notProvided('createSubscription')),
  },
  guards: {
    validBilling: ({ event }) =>
      event.type === 'checkout.next' && Object.keys(validateBilling(event.values)).length === 0,
    paymentDone: ({ event }) => event.type === 'server.payment' && event.payment.action === PAYMENT_DONE,
  },
  actions: {
    keepValues: assign(({ event }) => {
      assertEvent(event, 'checkout.next');
      return { values: event.values, errors: validateBilling(event.values) };
    }),
    choosePlan: assign(({ event }) => {
      assertEvent(event, 'checkout.choosePlan');
      return { plan: event.plan };
    }),
    notifySubscribed: emit({ type: 'notify' as const, level: 'success' as const, key: 'billing:subscribed' }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : null })),
    notifyFailure: emit(({ event }) => ({
      type: 'notify' as const,
      level: 'error' as const,
      key: 'errors:generic',
      error: 'error' in event ? event.error : undefined,
    })),
    keepRenewal: assign(({ event }) => {
      assertEvent(event, 'server.payment');
      return { renewedUntil: event.payment.company?.dueDate ?? null };
    }),
    notifyRenewed: emit(({ context }) => ({
      type: 'notify' as const,
      level: 'success' as const,
      key: 'billing:renewed',
      params: { date: renewalDay(context.renewedUntil) },
    })),
    goHome: emit({ type: 'navigate' as const, to: '/' }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    invoiceId: input.invoiceId,
    values: { ...EMPTY_BILLING, ...input.values },
    errors: {},
    plan: null,
    pix: null,
    renewedUntil: null,
    error: null,
  }),
  initial: 'dados',
  states: {
    dados: {
      on: {
        ...onPayment,
        'checkout.next': [
          { guard: 'validBilling', target: 'personalizar', actions: 'keepValues' },
          { actions: 'keepValues' },
        ],
      },
    },
    personalizar: {
      on: { ...onPayment, 'checkout.choosePlan': { target: 'revisar', actions: 'choosePlan' } },
    },
    revisar: {
      initial: 'idle',
      on: onPayment,
      states: {
        idle: {
          on: { 'checkout.back': '#checkout.personalizar', 'checkout.pay': 'paying' },
        },
        paying: {
          tags: ['busy'],
          invoke: {
            id: 'subscribe',
            src: 'createSubscription',
            input: ({ context }) => {
              if (context.plan === null) throw new Error('checkout: no plan chosen');
              return { values: context.values, plan: context.plan, invoiceId: context.invoiceId };
            },
            onDone: {
              target: '#checkout.pix',
              actions: [assign({ pix: ({ event }) => event.output, error: null }), 'notifySubscribed'],
            },
            onError: { target: 'idle', actions: ['keepError', 'notifyFailure'] },
          },
        },
      },
    },
    pix: {
      initial: 'waiting',
      on: onPayment,
      states: {
        waiting: { on: { 'checkout.copy': 'copied' } },
        copied: { after: { 1000: 'waiting' }, on: { 'checkout.copy': { target: 'copied', reenter: true } } },
      },
    },
    success: {
      after: { 4000: 'done' },
    },
    done: { type: 'final', entry: 'goHome' },
  },
});
