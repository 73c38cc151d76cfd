/**
 * The checkout's Dados step with the real checkout machine behind it (S3 §2.11, §5): the form holds what is typed,
 * the machine holds the step and says the rules after PRÓXIMO; a message stays while the field is typed in, until the
 * next PRÓXIMO, and what was typed (and the prefilled email) is what the machine gets.
 */
import { useSelector } from '@xstate/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import { CheckoutDialog } from '../../src/features/billing/components/CheckoutDialog.tsx';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { bundles } from '../../src/lib/i18n/resources/index.ts';

const i18n = createI18n('pt', bundles);
const noop = () => undefined;
type Checkout = ActorRefFrom<typeof checkoutMachine>;

function Bound({ actor }: { actor: Checkout }) {
  const onDados = useSelector(actor, (s) => s.matches('dados'));
  const context = useSelector(actor, (s) => s.context);
  return (
    <CheckoutDialog
      open
      onClose={noop}
      step={onDados ? 'dados' : 'personalizar'}
      values={context.values}
      errors={context.errors}
      onNext={(values) => actor.send({ type: 'checkout.next', values })}
      plans={{ status: 'success', onRetry: noop, items: [] }}
      plan={null}
      onChoosePlan={noop}
      onBack={noop}
      onPay={noop}
      paying={false}
      pix={null}
      copied={false}
      onCopy={noop}
    />
  );
}

const field = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  return document.getElementById(found?.htmlFor ?? '') as HTMLInputElement;
};
const next = () => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'PRÓXIMO')!;
const text = () => document.querySelector('[role="dialog"]')?.textContent ?? '';

describe('checkout, Dados', () => {
  it('keeps what was typed through a refused PRÓXIMO; a message stays while typing, until the next PRÓXIMO', async () => {
    const actor = createActor(
      checkoutMachine.provide({
        actors: { createSubscription: fromPromise(() => Promise.resolve({ code: '000201', amount: 1 })) },
      }),
      { input: { invoiceId: 4, values: { email: 'admin@admin.com' } } },
    );
    actor.start();
    await render(
      <I18nextProvider i18n={i18n}>
        <Bound actor={actor} />
      </I18nextProvider>,
    );
    await vi.waitFor(() => expect(next()).toBeDefined());
    // Nothing is said before PRÓXIMO.
    expect(text()).not.toContain('Cidade é obrigatória');
    await userEvent.type(field('Nome completo'), 'Ana Souza');
    await userEvent.type(field('Endereço'), 'Rua A, 1');
    await userEvent.type(field('CEP'), '50000-000');
    await userEvent.click(next());
    await vi.waitFor(() => expect(text()).toContain('Cidade é obrigatória'));
    expect(text()).toContain('País é obrigatório');
    expect(text()).not.toContain('O nome completo é obrigatório');
    expect(field('Nome completo').value).toBe('Ana Souza');
    expect(actor.getSnapshot().value).toBe('dados');

    // Typed in, the city's message stays until the next PRÓXIMO says again.
    await userEvent.type(field('Cidade'), 'Recife');
    expect(text()).toContain('Cidade é obrigatória');
    await userEvent.click(next());
    await vi.waitFor(() => expect(text()).not.toContain('Cidade é obrigatória'));
    expect(text()).toContain('País é obrigatório');

    // Enter in a field is PRÓXIMO too.
    await userEvent.click(document.querySelector<HTMLElement>('button[aria-haspopup]') ?? field('País'));
    const brasil = await vi.waitFor(() => {
      const option = [...document.querySelectorAll('[role="option"]')].find(
        (o) => o.textContent === 'Brasil',
      );
      if (!option) throw new Error('no option yet');
      return option as HTMLElement;
    });
    await userEvent.click(brasil);
    field('CEP').focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('personalizar'));
    expect(actor.getSnapshot().context.values).toEqual({
      firstName: 'Ana Souza',
      address2: 'Rua A, 1',
      city: 'Recife',
      zipcode: '50000-000',
      country: 'BR',
      email: 'admin@admin.com',
    });
    actor.stop();
  });
});
