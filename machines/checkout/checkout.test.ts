import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MachineEmitted } from '../common/emitted.ts';
import {
  checkoutMachine,
  EMPTY_BILLING,
  validateBilling,
  type BillingValues,
  type PixCharge,
  type SubscriptionRequest,
} from './checkout.machine.ts';

const valid: BillingValues = {
  firstName: 'Ana Souza',
  address2: 'Rua A, 1',
  city: 'Recife',
  zipcode: '50000-000',
  country: 'BR',
  email: 'ana@example.com',
};
const plan = { id: 2, name: 'Plano 2', users: 5, connections: 2, queues: 3, value: 49.9 };

function start(answer: (r: SubscriptionRequest) => Promise<PixCharge>, invoiceId: number | null = 7) {
  const requests: SubscriptionRequest[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        createSubscription: fromPromise<PixCharge, SubscriptionRequest>(({ input }) => {
          requests.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { invoiceId } },
  );
  const emitted: MachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, requests, emitted, value: () => actor.getSnapshot().value };
}

const charge = () => Promise.resolve({ code: '00020101PIXCODE', amount: 49.9 });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkout step 0 validation (S3 §5)', () => {
  it('names every missing field with its message key', () => {
    expect(validateBilling(EMPTY_BILLING)).toEqual({
      firstName: 'billing:validation.firstName',
      address2: 'billing:validation.address2',
      city: 'billing:validation.city',
      zipcode: 'billing:validation.zipcode',
      country: 'billing:validation.country',
    });
  });

  it('accepts BR and usa only', () => {
    expect(validateBilling(valid)).toEqual({});
    expect(validateBilling({ ...valid, country: 'usa' })).toEqual({});
    expect(validateBilling({ ...valid, country: 'AR' })).toEqual({ country: 'billing:validation.country' });
  });

  it('a blank-only name counts as missing', () => {
    expect(validateBilling({ ...valid, firstName: '   ' })).toEqual({
      firstName: 'billing:validation.firstName',
    });
  });
});

describe('checkout steps (S3 §2.11, §4.4)', () => {
  it('stays on Dados with the errors when the fields are missing, moves on once they pass', () => {
    const { actor, value } = start(charge);
    actor.send({ type: 'checkout.next', values: { ...valid, city: '' } });
    expect(value()).toBe('dados');
    expect(actor.getSnapshot().context.errors).toEqual({ city: 'billing:validation.city' });
    actor.send({ type: 'checkout.next', values: valid });
    expect(value()).toBe('personalizar');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('choosing a plan advances to Revisar; VOLTAR is not taken on the plan step', () => {
    const { actor, value } = start(charge);
    actor.send({ type: 'checkout.next', values: valid });
    actor.send({ type: 'checkout.back' });
    expect(value()).toBe('personalizar');
    actor.send({ type: 'checkout.choosePlan', plan });
    expect(value()).toEqual({ revisar: 'idle' });
    actor.send({ type: 'checkout.back' });
    expect(value()).toBe('personalizar');
  });

  it('PAGAR sends the values, plan and invoice, then shows the Pix charge with the subscription toast', async () => {
    const { actor, value, requests, emitted } = start(charge);
    actor.send({ type: 'checkout.next', values: valid });
    actor.send({ type: 'checkout.choosePlan', plan });
    actor.send({ type: 'checkout.pay' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.runOnlyPendingTimersAsync();
    expect(requests).toEqual([{ values: valid, plan, invoiceId: 7 }]);
    expect(value()).toEqual({ pix: 'waiting' });
    expect(actor.getSnapshot().context.pix).toEqual({ code: '00020101PIXCODE', amount: 49.9 });
    expect(emitted).toEqual([{ type: 'notify', level: 'success', key: 'billing:subscribed' }]);
  });

  it('a refused subscription stays on Revisar with the catalogue toast', async () => {
    const { actor, value, emitted } = start(() => Promise.reject(new Error('Fatura não encontrada.')), null);
    actor.send({ type: 'checkout.next', values: valid });
    actor.send({ type: 'checkout.choosePlan', plan });
    actor.send({ type: 'checkout.pay' });
    await vi.runOnlyPendingTimersAsync();
    expect(value()).toEqual({ revisar: 'idle' });
    expect(emitted).toMatchObject([{ type: 'notify', level: 'error', key: 'errors:generic' }]);
  });

  it('the copy confirmation lasts 1 s', async () => {
    const { actor, value } = start(charge);
    actor.send({ type: 'checkout.next', values: valid });
    actor.send({ type: 'checkout.choosePlan', plan });
    actor.send({ type: 'checkout.pay' });
    await vi.runOnlyPendingTimersAsync();
    actor.send({ type: 'checkout.copy' });
    expect(value()).toEqual({ pix: 'copied' });
    vi.advanceTimersByTime(999);
    expect(value()).toEqual({ pix: 'copied' });
    vi.advanceTimersByTime(1);
    expect(value()).toEqual({ pix: 'waiting' });
  });

  it('a CONCLUIDA payment shows success with the new due date, and 4 s later sends the user to /', async () => {
    const { actor, value, emitted } = start(charge);
    actor.send({ type: 'checkout.next', values: valid });
    actor.send({ type: 'checkout.choosePlan', plan });
    actor.send({ type: 'checkout.pay' });
    await vi.runOnlyPendingTimersAsync();
    actor.send({ type: 'server.payment', payment: { action: 'ATIVA' } });
    expect(value()).toEqual({ pix: 'waiting' });
    actor.send({
      type: 'server.payment',
      payment: { action: 'CONCLUIDA', company: { dueDate: '2027-01-10T12:00:00.000Z' } },
    });
    expect(value()).toBe('success');
    expect(emitted.at(-1)).toEqual({
      type: 'notify',
      level: 'success',
      key: 'billing:renewed',
      params: { date: '10/01/2027' },
    });
    vi.advanceTimersByTime(3999);
    expect(value()).toBe('success');
    vi.advanceTimersByTime(1);
    expect(value()).toBe('done');
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/' });
  });
});
