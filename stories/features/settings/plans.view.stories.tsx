import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Plan } from '../../../src/api/schemas/plan.schema.ts';
import type { PlanFormValues } from '../../../src/features/settings/components/plan-form.ts';
import { plansView } from '../../../src/features/settings/plans.view.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { closedConfirm, closedDialog, entityIntents } from '../../support/entity.ts';

const plan = (id: number, name: string, users: number, value: number): Plan => ({
  id,
  name,
  users,
  connections: Math.ceil(users / 3),
  queues: users,
  value,
  useCampaigns: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
  useKanban: true,
});
const plans = [
  plan(1, 'Básico', 3, 49.9),
  plan(3, 'Empresarial', 50, 1234567.89),
  plan(2, 'Profissional', 10, 99.9),
];
const list = {
  items: plans,
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};
const onSubmit = fn();
const onEdit = fn();
const onDelete = fn();
const onClear = fn();

type Props = Omit<EntityPageProps<Plan, PlanFormValues>, 'view'>;

/** The Planos tab as its binding draws it: the one entity screen from the plans view. */
function PlansPage(props: Props) {
  return <EntityPage {...props} view={plansView} frame="tab" />;
}

const meta = {
  title: 'features/settings/PlansPage',
  component: PlansPage,
  parameters: { layout: 'padded', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="bg-canvas p-4">{Story()}</div>],
  args: {
    list,
    search: '',
    extra: undefined,
    dialog: closedDialog,
    confirm: closedConfirm,
    intents: entityIntents<Plan, PlanFormValues>({
      submit: onSubmit,
      edit: onEdit,
      askDelete: onDelete,
      close: onClear,
    }),
  } satisfies Props,
} satisfies Meta<typeof PlansPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** S3 §2.6: the table's columns, the value in Brazilian currency. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'Nome',
      'Usuários',
      'Conexões',
      'Filas',
      'Valor',
      'Ações',
    ]);
    const row = canvas.getAllByRole('row').find((r) => r.textContent?.includes('Empresarial'));
    if (!row) throw new Error('no row');
    await expect(row).toHaveTextContent('R$ 1.234.567,89');
    await expect(canvas.getByText('R$ 49,90')).toBeVisible();
    // The rows edit only: a plan is deleted from the form (S3 §2.6).
    await expect(within(row).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(row).getByRole('button', { name: 'Editar Empresarial' }));
    await expect(onEdit).toHaveBeenCalledWith(plans[1]);
  },
};

/** S3 §5 money mask while typing: R$, dot thousands, decimal comma, 2 decimals, 7 integer digits, no negatives. */
export const MoneyMask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByLabelText('Valor');
    await userEvent.type(value, '1234,5');
    await expect(value).toHaveValue('R$ 1.234,5');
    await userEvent.type(value, '67');
    await expect(value).toHaveValue('R$ 1.234,56');
    await userEvent.clear(value);
    await userEvent.type(value, '12345678');
    await expect(value).toHaveValue('R$ 1.234.567');
    await userEvent.clear(value);
    await userEvent.type(value, '-9');
    await expect(value).toHaveValue('R$ 9');
    await userEvent.clear(value);
    await userEvent.click(value);
    await userEvent.paste('1.234,5');
    await expect(value).toHaveValue('R$ 1.234,5');
  },
};

/** A new plan: name required; the masked value, counts as typed (the screen sends the comma as a dot). */
export const AddValidates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onSubmit.mockClear();
    await expect(canvas.getByRole('form', { name: 'Novo plano' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Required')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Nome'), 'Plano Ouro');
    await userEvent.type(canvas.getByLabelText('Valor'), '1234,5');
    await userEvent.type(canvas.getByLabelText('Usuários'), 'x');
    await expect(await canvas.findByText('Use um número inteiro.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Usuários'));
    await userEvent.type(canvas.getByLabelText('Usuários'), '5');
    await userEvent.type(canvas.getByLabelText('Conexões'), '2');
    await userEvent.type(canvas.getByLabelText('Filas'), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Plano Ouro',
        value: 'R$ 1.234,5',
        users: '5',
        connections: '2',
        queues: '4',
      }),
    );
  },
};

/** A row loaded into the form: its value masked; Delete and Clear hand out. */
export const Editing: Story = {
  args: { dialog: { ...closedDialog, open: true, editing: plans[0] ?? null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Editar plano' })).toBeVisible();
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Básico');
    await expect(canvas.getByLabelText('Valor')).toHaveValue('R$ 49,90');
    onClear.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    await expect(onDelete).toHaveBeenCalledWith(plans[0]);
    // The machine asks a delete from its idle state: the loaded record leaves the form first.
    await expect(onClear).toHaveBeenCalled();
    onClear.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(onClear).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: {
    dialog: {
      ...closedDialog,
      open: true,
      busy: true,
      values: { name: 'Plano Ouro', value: 'R$ 10', users: '1', connections: '1', queues: '1' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onSubmit.mockClear();
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Plano Ouro');
    await expect(canvas.getByRole('button', { name: 'Limpar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Salvar/ }));
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { list: { ...list, items: [], status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { list: { ...list, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum plano cadastrado.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    list: { ...list, items: [], status: 'error', error: 'Não foi possível carregar a lista de registros' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar a lista de registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tentar novamente/ }));
    await expect(list.onRetry).toHaveBeenCalled();
  },
};

export const ConfirmDelete: Story = {
  args: {
    dialog: { ...closedDialog, open: true, editing: plans[0] ?? null },
    confirm: { open: true, busy: false, record: plans[0] ?? null },
  },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByText('Exclusão de Registro')).toBeVisible();
    await expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeVisible();
  },
};
