/**
 * The checkout dialog (S3 §2.11, §4.4, §5) as data. `checkout.conformance.test.ts` compares it with the machine in
 * both directions. States are named with their substate where it matters (`revisar.paying`, `pix.copied`).
 */
import type { TableRow } from '../testing/conformance.ts';

const PAID =
  "S3 §4.4 a payment event with action CONCLUIDA shows success, toast 'Sua licença foi renovada até {date}!'";

const paymentRows: TableRow[] = [
  'dados',
  'personalizar',
  'revisar.idle',
  'revisar.paying',
  'pix.waiting',
  'pix.copied',
].map((from): TableRow => ({ from, event: 'server.payment', when: 'CONCLUIDA', to: 'success', ref: PAID }));

export const checkoutTable: TableRow[] = [
  {
    from: 'dados',
    event: 'checkout.next',
    when: 'valid',
    to: 'personalizar',
    ref: 'S3 §2.11 Next moves forward; §5 checkout step 0 rules pass; §4.4 validation runs on step 0 only',
  },
  {
    from: 'personalizar',
    event: 'checkout.choosePlan',
    to: 'revisar.idle',
    ref: 'S3 §2.11 Step 1 Personalizar: selecting a card advances',
  },
  {
    from: 'revisar.idle',
    event: 'checkout.back',
    to: 'personalizar',
    ref: 'S3 §2.11 VOLTAR moves back (hidden on the plan step, so offered on Revisar only)',
  },
  {
    from: 'revisar.idle',
    event: 'checkout.pay',
    to: 'revisar.paying',
    ref: 'S3 §2.11 Step 2 Revisar: PAGAR creates the subscription (S3 §7 POST /subscription)',
  },
  {
    from: 'revisar.paying',
    event: 'done.subscribe',
    to: 'pix.waiting',
    ref: "S3 §2.11 after success a Pix payment screen appears; §4.4 toast 'Assinatura realizada com sucesso!, …'",
  },
  {
    from: 'revisar.paying',
    event: 'error.subscribe',
    to: 'revisar.idle',
    ref: 'S3 §8 a failure goes to the error catalogue toast; the summary stays',
  },
  {
    from: 'pix.waiting',
    event: 'checkout.copy',
    to: 'pix.copied',
    ref: 'S3 §2.11 the Pix screen offers a copy action',
  },
  {
    from: 'pix.copied',
    event: 'after.1000',
    to: 'pix.waiting',
    ref: 'S3 §2.11 the copy confirmation lasts 1 s',
  },
  ...paymentRows,
  { from: 'success', event: 'after.4000', to: 'done', ref: 'S3 §2.11, §4.4 sent to / after 4 seconds' },
];
