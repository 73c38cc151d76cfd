import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminCompany } from '../../../src/api/schemas/admin-company.schema.ts';
import type { Plan } from '../../../src/api/schemas/plan.schema.ts';
import { companiesView, type CompaniesExtra } from '../../../src/features/settings/companies.view.tsx';
import type { CompanyFormValues } from '../../../src/features/settings/components/company-form.ts';
import {
  CompanyUserButton,
  CompanyUserDialog,
  type CompanyUserState,
} from '../../../src/features/settings/components/CompanyUserDialog.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { closedConfirm, closedDialog, entityIntents } from '../../support/entity.ts';

const TODAY = '2026-11-27';
const plan = (id: number, name: string, value: number): Plan => ({
  id,
  name,
  users: 3,
  connections: 1,
  queues: 3,
  value,
  useCampaigns: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
  useKanban: true,
});
const plans = [plan(1, 'Básico', 49.9), plan(2, 'Profissional', 99.9)];
const company = (id: number, name: string, dueDate: string | null, campaigns: boolean): AdminCompany => ({
  id,
  name,
  email: `contato@empresa${id}.com.br`,
  phone: '11999990000',
  status: id % 2 === 1,
  dueDate,
  recurrence: 'MENSAL',
  planId: 1,
  plan: { id: 1, name: 'Básico' },
  settings: [{ key: 'campaignsEnabled', value: `${campaigns}` }],
  createdAt: '2026-08-29T12:00:00.000Z',
});
// One company in each colour band of S3 §4.3, counted from TODAY.
const companies: AdminCompany[] = [
  company(47, 'Clínica Sorriso', '2026-12-02', true), // +5: light yellow
  company(48, 'Mercado Bom Preço', '2026-11-29', false), // +2: orange
  company(49, 'Oficina Rápida', '2026-11-24', true), // -3: orange
  company(50, 'Padaria Pão Quente', '2026-11-23', false), // -4: red
  company(51, 'Escola Aprender', '2027-01-06', true), // +40: none
  company(52, 'Sem Vencimento', null, false),
];
const list = {
  items: companies,
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
const onOpenUser = fn();
const closedUser: CompanyUserState = {
  reading: false,
  open: false,
  companyName: '',
  userId: null,
  values: { name: '', email: '', password: '', profile: 'admin' },
  busy: false,
};

type Props = Omit<EntityPageProps<AdminCompany, CompanyFormValues, CompaniesExtra>, 'view'> & {
  user: CompanyUserState;
  onOpenUser: (company: AdminCompany) => void;
};

/** The Empresas tab as its binding draws it: the one entity screen, 'Usuário' and its dialog. */
function CompaniesPage({ user, onOpenUser, ...props }: Props) {
  const editing = props.dialog.editing;
  return (
    <EntityPage
      {...props}
      view={companiesView}
      frame="tab"
      formButtons={
        editing && (
          <CompanyUserButton
            reading={user.reading}
            disabled={props.dialog.busy || props.confirm.busy}
            onOpen={() => onOpenUser(editing)}
          />
        )
      }
      dialogs={
        <CompanyUserDialog
          open={user.open}
          companyName={user.companyName}
          userId={user.userId}
          values={user.values}
          busy={user.busy}
          onSubmit={fn()}
          onClose={fn()}
        />
      }
    />
  );
}

const meta = {
  title: 'features/settings/CompaniesPage',
  component: CompaniesPage,
  parameters: { layout: 'padded', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="bg-canvas p-4">{Story()}</div>],
  args: {
    list,
    search: '',
    extra: { plans, plansRead: { status: 'success', onRetry: fn() }, today: TODAY },
    dialog: closedDialog,
    confirm: closedConfirm,
    intents: entityIntents<AdminCompany, CompanyFormValues>({
      submit: onSubmit,
      edit: onEdit,
      askDelete: onDelete,
      close: onClear,
    }),
    user: closedUser,
    onOpenUser,
  } satisfies Props,
} satisfies Meta<typeof CompaniesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: { getAllByRole: (role: string) => HTMLElement[] }, name: string): HTMLElement => {
  const row = canvas.getAllByRole('row').find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

/** S3 §2.5 table columns and §4.3 colours: 5 days light yellow, -3…4 orange, exactly -4 red, otherwise none. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'Nome',
      'E-mail',
      'Telefone',
      'Plano',
      'Campanhas',
      'Status',
      'Criada Em',
      'Data de Vencimento',
      'Ações',
    ]);
    await expect(rowOf(canvas, 'Clínica Sorriso').className).toContain('bg-yellow-100');
    await expect(rowOf(canvas, 'Clínica Sorriso')).toHaveTextContent('2026-12-02Mensal');
    await expect(rowOf(canvas, 'Mercado Bom Preço').className).toContain('bg-orange-200');
    await expect(rowOf(canvas, 'Oficina Rápida').className).toContain('bg-orange-200');
    await expect(rowOf(canvas, 'Padaria Pão Quente').className).toContain('bg-red-200');
    for (const name of ['Escola Aprender', 'Sem Vencimento']) {
      await expect(rowOf(canvas, name).className).not.toMatch(/bg-(yellow|orange|red)/);
    }
    await expect(rowOf(canvas, 'Clínica Sorriso')).toHaveTextContent('Básico');
    await expect(rowOf(canvas, 'Clínica Sorriso')).toHaveTextContent('Habilitadas');
    await expect(rowOf(canvas, 'Mercado Bom Preço')).toHaveTextContent('Desabilitadas');
    await expect(rowOf(canvas, 'Clínica Sorriso')).toHaveTextContent('2026-08-29');
    // The rows edit only: a company is deleted from the form (S3 §2.5).
    await expect(within(rowOf(canvas, 'Oficina Rápida')).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(
      within(rowOf(canvas, 'Oficina Rápida')).getByRole('button', { name: 'Editar Oficina Rápida' }),
    );
    await expect(onEdit).toHaveBeenCalledWith(companies[2]);
  },
};

/** A new company: due one month ahead, monthly; email and plan required; Delete only while editing. */
export const AddValidates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onSubmit.mockClear();
    await expect(canvas.getByRole('form', { name: 'Nova empresa' })).toBeVisible();
    await expect(canvas.getByLabelText('Data de Vencimento')).toHaveValue('2026-12-27');
    await expect(canvas.queryByRole('button', { name: 'Excluir' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Usuário' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect((await canvas.findAllByText('Required')).length).toBe(2);
    await expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText(/E-mail/)).toHaveFocus());
    await userEvent.type(canvas.getByLabelText('Nome'), 'Nova Empresa');
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'nova@empresa');
    await expect(await canvas.findByText('Invalid email')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/E-mail/), '.com');
    await userEvent.click(canvas.getByRole('button', { name: /Plano/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Profissional' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Nova Empresa',
        email: 'nova@empresa.com',
        phone: '',
        planId: '2',
        status: 'true',
        campaignsEnabled: 'disabled',
        dueDate: '2026-12-27',
        recurrence: 'MENSAL',
      }),
    );
  },
};

/** A row loaded into the form: its values, YYYY-MM-DD due date; Clear, Delete, User, Save (S3 §2.5) hand out. */
export const Editing: Story = {
  args: { dialog: { ...closedDialog, open: true, editing: companies[0] ?? null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Editar empresa' })).toBeVisible();
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Clínica Sorriso');
    await expect(canvas.getByLabelText('Data de Vencimento')).toHaveValue('2026-12-02');
    const form = canvas.getByRole('form', { name: 'Editar empresa' });
    await expect(
      within(form)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((text) => ['Limpar', 'Excluir', 'Usuário', 'Salvar'].includes(text ?? '')),
    ).toEqual(['Limpar', 'Excluir', 'Usuário', 'Salvar']);
    // The loaded row keeps its due-date colour (no highlight of the record in the form).
    await expect(rowOf(canvas, 'Clínica Sorriso').className).toContain('bg-yellow-100');
    await userEvent.click(canvas.getByRole('button', { name: 'Usuário' }));
    await expect(onOpenUser).toHaveBeenCalledWith(companies[0]);
    onClear.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    await expect(onDelete).toHaveBeenCalledWith(companies[0]);
    // The machine asks a delete from its idle state: the loaded record leaves the form first.
    await expect(onClear).toHaveBeenCalled();
    onClear.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(onClear).toHaveBeenCalled();
  },
};

/** Saving (the 400 ms wait or the call): Salvar is busy, Clear and the rows' edit wait, what was typed stays. */
export const Busy: Story = {
  args: {
    dialog: {
      ...closedDialog,
      open: true,
      busy: true,
      values: {
        name: 'Nova Empresa',
        email: 'nova@empresa.com',
        phone: '',
        planId: '2',
        status: 'true',
        campaignsEnabled: 'enabled',
        dueDate: '2026-12-27',
        recurrence: 'MENSAL',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onSubmit.mockClear();
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Nova Empresa');
    await expect(canvas.getByRole('button', { name: 'Limpar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Salvar/ }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Editar Clínica Sorriso' })).toBeDisabled();
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
    await expect(within(canvasElement).getByText('Nenhuma empresa cadastrada.')).toBeVisible();
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

/** S3 §8: 'Exclusão de Registro' / 'Deseja realmente excluir esse registro?'. */
export const ConfirmDelete: Story = {
  args: {
    dialog: { ...closedDialog, open: true, editing: companies[0] ?? null },
    confirm: { open: true, busy: false, record: companies[0] ?? null },
  },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByText('Exclusão de Registro')).toBeVisible();
    await expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeVisible();
  },
};
