import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CheckoutDialog,
  type CheckoutDialogProps,
} from '../../../../src/features/billing/components/CheckoutDialog.tsx';
import { dialogEntered } from '../../../support/dialog.ts';

const plans = [
  { id: 1, name: 'Básico', users: 3, connections: 1, queues: 3, value: 49.9 },
  { id: 2, name: 'Profissional', users: 10, connections: 3, queues: 10, value: 99.9 },
];
const values = { firstName: '', address2: '', city: '', zipcode: '', country: '', email: 'admin@admin.com' };
const filled = {
  ...values,
  firstName: 'Ana Souza',
  address2: 'Rua A, 1',
  city: 'Recife',
  zipcode: '50000-000',
  country: 'BR',
};
const onNext = fn();
const onChoosePlan = fn();
const onBack = fn();
const onPay = fn();
const onCopy = fn();

const meta = {
  title: 'features/billing/CheckoutDialog',
  component: CheckoutDialog,
  parameters: { a11y: { test: 'error' } },
  args: {
    open: true,
    onClose: fn(),
    step: 'dados',
    values,
    errors: {},
    onNext,
    plans: { status: 'success', onRetry: fn(), items: plans },
    plan: null,
    onChoosePlan,
    onBack,
    onPay,
    paying: false,
    pix: null,
    copied: false,
    onCopy,
  } satisfies CheckoutDialogProps,
} satisfies Meta<typeof CheckoutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 0 Dados: the typed values go out with PRÓXIMO; VOLTAR is there but disabled. */
export const Dados: Story = {
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('heading', { name: 'Falta pouco!' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'VOLTAR' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/Nome completo/), 'Ana');
    await userEvent.click(dialog.getByRole('button', { name: 'PRÓXIMO' }));
    await expect(onNext).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ana', email: 'admin@admin.com' }),
    );
  },
};

/** S3 §5: the step 0 messages, as the machine names them. */
export const DadosInvalid: Story = {
  args: {
    errors: {
      firstName: 'billing:validation.firstName',
      address2: 'billing:validation.address2',
      city: 'billing:validation.city',
      zipcode: 'billing:validation.zipcode',
      country: 'billing:validation.country',
    },
  },
  play: async () => {
    const dialog = within(await dialogEntered());
    for (const text of [
      'O nome completo é obrigatório',
      'O Endereço é obrigatório',
      'Cidade é obrigatória',
      'CEP é obrigatório',
      'País é obrigatório',
    ])
      await expect(dialog.getByText(text)).toBeVisible();
  },
};

/** Step 1 Personalizar: cards with users, connections, queues and R$ a month; no VOLTAR; a card advances. */
export const Personalizar: Story = {
  args: { step: 'personalizar', values: filled },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.queryByRole('button', { name: 'VOLTAR' })).toBeNull();
    const card = dialog.getByRole('button', { name: /^Profissional/ });
    await expect(card).toHaveTextContent('R$ 99,90');
    await expect(card).toHaveTextContent('Usuários: 10');
    await expect(card).toHaveTextContent('Conexões: 3');
    await expect(card).toHaveTextContent('Filas: 10');
    await userEvent.click(card);
    await expect(onChoosePlan).toHaveBeenCalledWith(plans[1]);
  },
};
export const PlansLoading: Story = {
  args: { step: 'personalizar', plans: { status: 'pending', onRetry: fn(), items: [] } },
};
export const PlansFailed: Story = {
  args: { step: 'personalizar', plans: { status: 'error', error: 'Falhou.', onRetry: fn(), items: [] } },
  play: async ({ args }) => {
    const dialog = within(await dialogEntered());
    await userEvent.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.plans.onRetry).toHaveBeenCalled();
  },
};

/** Step 2 Revisar: the summary, VOLTAR and PAGAR. */
export const Revisar: Story = {
  args: { step: 'revisar', values: filled, plan: plans[1] ?? null },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByText('R$ 99,90')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'VOLTAR' }));
    await expect(onBack).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'PAGAR' }));
    await expect(onPay).toHaveBeenCalled();
  },
};
export const Paying: Story = {
  args: { step: 'revisar', values: filled, plan: plans[1] ?? null, paying: true },
};

/** The Pix screen: the code, the amount in R$, copy. */
export const Pix: Story = {
  args: { step: 'pix', pix: { code: '00020101021226850014br.gov.bcb.pix', amount: 99.9 } },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByLabelText('Código Pix')).toHaveValue('00020101021226850014br.gov.bcb.pix');
    await expect(dialog.getByText('R$ 99,90')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Copiar código' }));
    await expect(onCopy).toHaveBeenCalledWith('00020101021226850014br.gov.bcb.pix');
  },
};
export const PixCopied: Story = {
  args: { step: 'pix', pix: { code: '00020101021226850014br.gov.bcb.pix', amount: 99.9 }, copied: true },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  },
};
export const Success: Story = {
  args: { step: 'success' },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('status')).toHaveTextContent('Pagamento confirmado');
  },
};
