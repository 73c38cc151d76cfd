import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Schedule } from '../../../src/api/schemas/schedule.schema.ts';
import { ScheduleDialog } from '../../../src/features/schedules/components/ScheduleDialog.tsx';
import type { ScheduleFormValues } from '../../../src/features/schedules/components/schedule-form.ts';
import { schedulesView } from '../../../src/features/schedules/schedules.view.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { closedConfirm, closedDialog, entityIntents } from '../../support/entity.ts';

const LONG_BODY = 'Lembrete: sua consulta é amanhã às 15h, responda SIM para confirmar.';
const schedule = (id: number, name: string, body: string, status: string): Schedule => ({
  id,
  body,
  // Local time (no zone): the cell shows it as written, whatever the runner's zone.
  sendAt: '2026-11-23T15:04:05',
  sentAt: null,
  status,
  contactId: id,
  ticketId: null,
  userId: null,
  contact: { id, name },
});
const schedules: Schedule[] = [
  schedule(1, 'Maria Souza', LONG_BODY, 'PENDENTE'),
  schedule(2, 'João Lima', 'Oi, tudo bem?', 'ERRO'),
  schedule(3, 'Ana Dias', 'Seu pedido saiu para entrega.', 'ENVIADA'),
];
const list = {
  items: schedules,
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};
const onDelete = fn();
const onEdit = fn();
const onSubmit = fn();

/** The schedules screen as the one entity screen draws it, with the shared schedule dialog. */
function SchedulesPage(props: EntityPageProps<Schedule, ScheduleFormValues>) {
  return <EntityPage {...props} />;
}

const meta = {
  title: 'features/schedules/SchedulesPage',
  component: SchedulesPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    view: schedulesView,
    list,
    search: '',
    intents: entityIntents<Schedule, ScheduleFormValues>({ edit: onEdit, askDelete: onDelete }),
    extra: undefined,
    dialog: closedDialog,
    confirm: closedConfirm,
    formDialog: null,
  } satisfies EntityPageProps<Schedule, ScheduleFormValues>,
} satisfies Meta<typeof SchedulesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: string) => {
  const row = within(canvasElement)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

/** The body cut at 25 characters with the whole as tooltip, the date with seconds, the status capitalised. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Agendamentos' })).toBeVisible();
    const maria = rowOf(canvasElement, 'Maria Souza');
    const cells = within(maria).getAllByRole('cell');
    await expect(cells[1]).toHaveTextContent(`${LONG_BODY.slice(0, 25)}...`);
    await expect(cells[1]).not.toHaveTextContent(LONG_BODY);
    await expect(within(cells[1] as HTMLElement).getByTitle(LONG_BODY)).toBeVisible();
    await expect(cells[2]).toHaveTextContent('23/11/2026 15:04:05');
    await expect(cells[3]).toHaveTextContent('Pendente');
    // A short body is not cut.
    await expect(within(rowOf(canvasElement, 'João Lima')).getAllByRole('cell')[1]).toHaveTextContent(
      /^Oi, tudo bem\?$/,
    );
    await userEvent.click(within(maria).getByRole('button', { name: 'Editar o agendamento de Maria Souza' }));
    await expect(onEdit).toHaveBeenCalledWith(schedules[0]);
    await userEvent.click(
      within(maria).getByRole('button', { name: 'Excluir o agendamento de Maria Souza' }),
    );
    await expect(onDelete).toHaveBeenCalledWith(schedules[0]);
  },
};

/** ERRO is a send error: 'Erro', titled and told to a screen reader. */
export const SendError: Story = {
  play: async ({ canvasElement }) => {
    const status = within(rowOf(canvasElement, 'João Lima')).getAllByRole('cell')[3] as HTMLElement;
    await expect(status).toHaveTextContent('Erro (Erro no envio)');
    await expect(within(status).getByTitle('Erro no envio')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Ana Dias')).getAllByRole('cell')[3]).toHaveTextContent(
      /^Enviada$/,
    );
  },
};
export const Loading: Story = {
  args: { list: { ...list, items: [], status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Maria Souza')).toBeNull();
    await expect(within(canvasElement).queryByText('Nenhum agendamento.')).toBeNull();
  },
};
export const Empty: Story = {
  args: { list: { ...list, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum agendamento.')).toBeVisible();
  },
};
export const NothingFound: Story = {
  args: { list: { ...list, items: [] }, search: 'xyz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum agendamento corresponde à pesquisa.')).toBeVisible();
  },
};
export const Failed: Story = {
  args: { list: { ...list, items: [], status: 'error', error: 'Network Error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Network Error')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(list.onRetry).toHaveBeenCalled();
  },
};

/** The add dialog over the page: a body under 5 characters says 'Mensagem muito curta' and sends nothing. */
export const AddDialog: Story = {
  args: {
    formDialog: (
      <ScheduleDialog
        open
        onClose={fn()}
        mode="add"
        initialValues={{ body: '', contact: { id: 1, name: 'Maria Souza' }, sendAt: '2026-11-23T15:00' }}
        contactQuery=""
        onContactQueryChange={fn()}
        contacts={[]}
        contactsStatus="idle"
        submitting={false}
        onSubmit={onSubmit}
      />
    ),
  },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('heading', { name: 'Novo Agendamento' })).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Mensagem'), 'Oi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(await within(dialog).findByText('Mensagem muito curta')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Mensagem'), ' Maria');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { body: 'Oi Maria', contactId: 1, sendAt: new Date('2026-11-23T15:00').toISOString() },
        expect.anything(),
      ),
    );
  },
};
export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: schedules[0] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(
      within(dialog).getByRole('heading', { name: 'Você tem certeza que quer excluir este Agendamento?' }),
    ).toBeVisible();
  },
};
