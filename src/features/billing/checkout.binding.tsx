import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { checkoutMachine, type BillingValues } from '../../../machines/checkout/checkout.machine.ts';
import { useServices } from '../../session/context.tsx';
import { usePlans } from '../../session/queries/hooks.ts';
import { useReadState } from '../../session/queries/index.ts';
import { relay } from '../../session/relay.ts';
import type { AppServices } from '../../session/services.ts';
import { CheckoutDialog, type CheckoutStep } from './components/CheckoutDialog.tsx';

type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/**
 * One checkout (S3 §2.11): its actor lives as long as its dialog (opened by PAGAR or 'Assine Agora!', gone when
 * closed), with POST /subscription and the company's payment frames bound to it, and its toasts and navigation
 * through the one effects binding.
 */
function startCheckout(services: AppServices, invoiceId: number | null, values: Partial<BillingValues>) {
  const { api, realtime, effects } = services;
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        createSubscription: fromPromise(({ input }) =>
          api.billing.subscribe({ ...input.values, plan: input.plan, invoiceId: input.invoiceId }),
        ),
      },
    }),
    { input: { invoiceId, values }, inspect: effects.inspect },
  );
  actor.start();
  const off = relay(
    realtime,
    {
      frames: {
        'server.payment': (event) =>
          ({
            type: 'server.payment',
            payment: { action: event.action, company: { dueDate: event.dueDate } },
          }) as const,
      },
    },
    (event) => actor.send(event),
  );
  return {
    actor,
    stop: () => {
      off();
      actor.stop();
    },
  };
}

/** Opens a checkout for an invoice (null: from the trial screen); `checkout` is the dialog while one is open. */
export function useCheckout(email: string) {
  const services = useServices();
  const [current, setCurrent] = useState<ReturnType<typeof startCheckout> | null>(null);
  useEffect(() => () => current?.stop(), [current]);
  return {
    open: (invoiceId: number | null) => setCurrent(startCheckout(services, invoiceId, { email })),
    checkout:
      current === null ? null : (
        <BoundCheckout key={current.actor.id} actor={current.actor} onClose={() => setCurrent(null)} />
      ),
  };
}

function stepOf(s: ReturnType<CheckoutActor['getSnapshot']>): CheckoutStep {
  if (s.matches('dados')) return 'dados';
  if (s.matches('personalizar')) return 'personalizar';
  if (s.matches('revisar')) return 'revisar';
  if (s.matches('pix')) return 'pix';
  return 'success';
}

function BoundCheckout({ actor, onClose }: { actor: CheckoutActor; onClose: () => void }) {
  const plansQuery = usePlans();
  const plansRead = useReadState(plansQuery);
  const step = useSelector(actor, stepOf);
  const context = useSelector(actor, (s) => s.context);
  const paying = useSelector(actor, (s) => s.matches({ revisar: 'paying' }));
  const copied = useSelector(actor, (s) => s.matches({ pix: 'copied' }));
  return (
    <CheckoutDialog
      open
      onClose={onClose}
      step={step}
      values={context.values}
      errors={context.errors}
      onNext={(values) => actor.send({ type: 'checkout.next', values })}
      plans={{ ...plansRead, items: plansQuery.data ?? [] }}
      plan={context.plan}
      onChoosePlan={(plan) => actor.send({ type: 'checkout.choosePlan', plan })}
      onBack={() => actor.send({ type: 'checkout.back' })}
      onPay={() => actor.send({ type: 'checkout.pay' })}
      paying={paying}
      pix={context.pix}
      copied={copied}
      onCopy={(code) => {
        void navigator.clipboard.writeText(code).then(
          () => actor.send({ type: 'checkout.copy' }),
          // Refused (no permission): the code stays selectable in its box.
          () => undefined,
        );
      }}
    />
  );
}
