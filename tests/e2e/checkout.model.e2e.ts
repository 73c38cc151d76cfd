import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { checkoutMachine, type CheckoutEvent } from '../../machines/checkout/checkout.machine.ts';
import { checkoutTable } from '../../machines/checkout/checkout.table.ts';
import { expect, login, sandbox, test } from './fixtures.ts';

// ---------------------------------------------------------------------------------------------------------------
// Model-based walk (S3 §2.11, §4.4): the paths xstate/graph generates from the checkout machine, walked through the
// real checkout dialog of /financeiro (PAGAR on the open invoice 4) against the sandbox. The user's moves are the
// dialog's buttons (PRÓXIMO with the billing fields filled, a plan card, VOLTAR, PAGAR, 'Copiar código'); the
// server's are the sandbox's: POST /subscription's answer (held `LATENCY` ms so the busy state shows), its failure
// (`failNext` while held: the backend's 404 'Fatura não encontrada.'), the provider's confirmation (`pay(4)`: the
// company's payment frame, CONCLUIDA); the two timers are waited for. Each walk starts from a fresh seed
// (`reset()`): a paid invoice has no PAGAR any more. Each state's screen is asserted.
// ---------------------------------------------------------------------------------------------------------------

const INVOICE = 4;
const LATENCY = 1500;
const VALUES = {
  firstName: 'Ana Souza',
  address2: 'Rua A, 1',
  city: 'Recife',
  zipcode: '50000-000',
  country: 'BR',
  email: 'contato@atendedemo.com.br',
};
const PLAN = { id: 2, name: 'Profissional', users: 10, connections: 3, queues: 10, value: 99.9 };

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type Move =
  | { type: 'checkout.next'; values: typeof VALUES }
  | { type: 'checkout.choosePlan'; plan: typeof PLAN }
  | { type: 'checkout.back' }
  | { type: 'checkout.pay' }
  | { type: 'checkout.copy' }
  | { type: 'server.payment'; payment: { action: string; company: { dueDate: string } } }
  | { type: 'xstate.done.actor.subscribe'; output: { code: string; amount: number } }
  | { type: 'xstate.error.actor.subscribe'; error: string }
  | { type: 'xstate.after.1000.checkout.pix.copied' }
  | { type: 'xstate.after.4000.checkout.success' };

const MOVES: Move[] = [
  { type: 'checkout.next', values: VALUES },
  { type: 'checkout.choosePlan', plan: PLAN },
  { type: 'checkout.back' },
  { type: 'checkout.pay' },
  { type: 'checkout.copy' },
  {
    type: 'server.payment',
    payment: { action: 'CONCLUIDA', company: { dueDate: '2026-12-27T00:00:00.000Z' } },
  },
  { type: 'xstate.done.actor.subscribe', output: { code: '000201', amount: PLAN.value } },
  { type: 'xstate.error.actor.subscribe', error: 'Fatura não encontrada.' },
  { type: 'xstate.after.1000.checkout.pix.copied' },
  { type: 'xstate.after.4000.checkout.success' },
];

function stateName(s: Snapshot): string {
  const value: unknown = s.value;
  if (typeof value === 'string') return value;
  const [[top, sub]] = Object.entries(value as object) as [[string, string]];
  return `${top}.${sub}`;
}

/** A table row's event name for a move (`done.subscribe`, `after.1000`, `server.payment` + CONCLUIDA). */
function rowEvent(m: Move): { event: string; when?: string } {
  if (m.type === 'xstate.done.actor.subscribe') return { event: 'done.subscribe' };
  if (m.type === 'xstate.error.actor.subscribe') return { event: 'error.subscribe' };
  if (m.type.startsWith('xstate.after.')) return { event: `after.${m.type.split('.')[2]}` };
  if (m.type === 'checkout.next') return { event: m.type, when: 'valid' };
  if (m.type === 'server.payment') return { event: m.type, when: m.payment.action };
  return { event: m.type };
}

/** What can happen in a snapshot: a busy state waits for its answer (or the payment frame, a table row). */
function possible(s: Snapshot, m: Move): boolean {
  if (s.hasTag('busy')) return m.type.startsWith('xstate.done') || m.type.startsWith('xstate.error');
  return !m.type.startsWith('xstate.done') && !m.type.startsWith('xstate.error');
}

interface Walk {
  target: string;
  steps: { event: Move; state: Snapshot }[];
}

const INPUT = { invoiceId: INVOICE, values: { email: VALUES.email } };
const next = (s: Snapshot, m: Move) => getNextSnapshot(checkoutMachine, s, m as unknown as CheckoutEvent);

/**
 * The walks: the shortest path to every state, then each of those extended by every row of the table from its last
 * state, so every transition S3 §2.11 and §4.4 name is walked (the steps replayed with getNextSnapshot).
 */
function walks(): { all: Walk[]; unwalked: string[]; initial: Snapshot } {
  const initial = getInitialSnapshot(checkoutMachine, INPUT);
  const paths = getShortestPaths(checkoutMachine, {
    input: INPUT,
    serializeState: (s) => JSON.stringify(s.value),
    events: (s) => MOVES.filter((m) => possible(s, m)) as unknown as CheckoutEvent[],
  });
  const replay = (events: Move[]) => {
    let at = initial;
    return events.map((event) => ({ event, state: (at = next(at, event)) }));
  };
  const shortest: Walk[] = paths
    .map((p) => replay(p.steps.slice(1).map((s) => s.event as unknown as Move)))
    .map((steps) => ({ target: stateName(steps.at(-1)?.state ?? initial), steps }))
    .sort((a, b) => a.steps.length - b.steps.length);
  const last = (w: Walk) => w.steps.at(-1)?.state ?? initial;
  const key = (w: Walk) => JSON.stringify(w.steps.map((s) => [s.event.type, stateName(s.state)]));
  const seen = new Set(shortest.map(key));
  const extended: Walk[] = [];
  const unwalked: string[] = [];
  for (const row of checkoutTable) {
    const move = MOVES.find((m) => {
      const e = rowEvent(m);
      return e.event === row.event && (row.when === undefined || e.when === row.when);
    });
    const base = shortest.find((w) => stateName(last(w)) === row.from);
    if (!move || !base || stateName(next(last(base), move)) !== row.to) {
      unwalked.push(`${row.from} --${row.event}--> ${row.to}`);
      continue;
    }
    const walk = { target: row.to, steps: [...base.steps, { event: move, state: next(last(base), move) }] };
    if (!seen.has(key(walk))) {
      seen.add(key(walk));
      extended.push(walk);
    }
  }
  return { all: [...shortest, ...extended], unwalked, initial };
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Falta pouco!' });

/** The screen of one state: the step shown, its buttons, the busy PAGAR, the Pix code and copy, success, the redirect. */
async function expectState(page: Page, s: Snapshot) {
  const dialog = dialogOf(page);
  const state = stateName(s);
  const current = dialog.locator('[aria-current="step"]');
  const back = dialog.getByRole('button', { name: 'VOLTAR' });
  if (state === 'done') {
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
    return expect(page.getByRole('heading', { name: 'Falta pouco!' })).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/financeiro$/);
  switch (state) {
    case 'dados':
      await expect(current).toContainText('Dados');
      await expect(dialog.getByLabel('Nome completo')).toBeVisible();
      return expect(back).toBeDisabled();
    case 'personalizar':
      await expect(current).toContainText('Personalizar');
      await expect(dialog.getByRole('button', { name: /^Profissional/ })).toBeVisible();
      return expect(back).toHaveCount(0);
    case 'revisar.idle':
    case 'revisar.paying': {
      const paying = state === 'revisar.paying';
      await expect(current).toContainText('Revisar');
      await expect(dialog.getByRole('heading', { name: 'Resumo' })).toBeVisible();
      await expect(dialog).toContainText(PLAN.name);
      await expect(dialog).toContainText(VALUES.firstName);
      const pay = dialog.getByRole('button', { name: 'PAGAR' });
      if (paying) await expect(pay).toHaveAttribute('aria-busy', 'true');
      else await expect(pay).not.toHaveAttribute('aria-busy');
      return expect(back).toBeEnabled({ enabled: !paying });
    }
    case 'pix.waiting':
    case 'pix.copied':
      // The confirmation first: it lasts 1 s.
      await expect(
        dialog.getByRole('button', { name: state === 'pix.copied' ? 'Copiado!' : 'Copiar código' }),
      ).toBeVisible();
      await expect(current).toHaveCount(0);
      await expect(dialog.getByLabel('Código Pix')).toHaveValue(/^000201/);
      return expect(dialog.getByTestId('pix-amount')).toHaveText(/^R\$\s99,90$/);
    case 'success':
      await expect(dialog.getByRole('status')).toContainText(
        'Pagamento confirmado! Você será redirecionado.',
      );
      return expect(page.getByText(/^Sua licença foi renovada até \d{2}\/\d{2}\/\d{4}!$/)).toBeVisible();
    default:
      throw new Error(`no screen for ${state}`);
  }
}

/** Drives one move: the user's by the dialog's buttons, the server's by the sandbox, a timer by waiting for it. */
async function drive(page: Page, move: Move) {
  const dialog = dialogOf(page);
  switch (move.type) {
    case 'checkout.next':
      await dialog.getByLabel('Nome completo').fill(VALUES.firstName);
      await dialog.getByLabel('Endereço').fill(VALUES.address2);
      await dialog.getByLabel('Cidade').fill(VALUES.city);
      await dialog.getByLabel('CEP').fill(VALUES.zipcode);
      await dialog.getByRole('button', { name: 'País' }).click();
      await page.getByRole('option', { name: 'Brasil' }).click();
      return dialog.getByRole('button', { name: 'PRÓXIMO' }).click();
    case 'checkout.choosePlan':
      return dialog.getByRole('button', { name: /^Profissional/ }).click();
    case 'checkout.back':
      return dialog.getByRole('button', { name: 'VOLTAR' }).click();
    case 'checkout.pay':
      await sandbox(page, 'setLatency', LATENCY);
      return dialog.getByRole('button', { name: 'PAGAR' }).click();
    case 'checkout.copy':
      return dialog.getByRole('button', { name: 'Copiar código' }).click();
    case 'server.payment':
      await sandbox(page, 'pay', INVOICE);
      return;
    case 'xstate.done.actor.subscribe':
      await sandbox(page, 'setLatency', 0);
      return expect(
        page.getByText('Assinatura realizada com sucesso!, aguardando a realização do pagamento'),
      ).toBeVisible();
    case 'xstate.error.actor.subscribe':
      // The held request is refused as the reference refuses a checkout with no invoice of the company.
      await sandbox(page, 'setLatency', 0);
      await sandbox(page, 'failNext', {
        method: 'POST',
        path: '/subscription',
        status: 404,
        error: 'Fatura não encontrada.',
      });
      return expect(page.getByText(/^Fatura não encontrada: não há fatura em aberto/)).toBeVisible();
    case 'xstate.after.1000.checkout.pix.copied':
    case 'xstate.after.4000.checkout.success':
      return; // the screen's next state comes by itself; expectState waits for it
  }
}

/** A fresh seed, signed in, the checkout of the open invoice 4 on its first step. */
async function openCheckout(page: Page) {
  await page.goto('/login');
  await sandbox(page, 'reset');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/financeiro');
  await page.getByRole('button', { name: `Pagar a fatura ${INVOICE}` }).click();
  await expect(dialogOf(page).getByRole('heading', { name: 'Falta pouco!' })).toBeVisible();
}

test('checkout, model-based: every path xstate/graph gives, walked through the dialog on the sandbox', async ({
  page,
  context,
}) => {
  const { all, unwalked, initial } = walks();
  test.setTimeout(60_000 + all.length * 20_000);
  expect(unwalked).toEqual([]);
  expect(new Set(all.map((w) => w.target))).toEqual(
    new Set([
      'dados',
      'personalizar',
      'revisar.idle',
      'revisar.paying',
      'pix.waiting',
      'pix.copied',
      'success',
      'done',
    ]),
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const [n, walk] of all.entries()) {
    const name = `Percurso ${String(n + 1).padStart(2, '0')}`;
    await test.step(`${name}: ${[initial, ...walk.steps.map((s) => s.state)].map(stateName).join(' → ')}`, async () => {
      await openCheckout(page);
      await expectState(page, initial);
      for (const step of walk.steps) {
        await drive(page, step.event);
        await expectState(page, step.state);
      }
      await sandbox(page, 'setLatency', 0);
    });
  }
});
