import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Queue } from '../../../src/api/schemas/queue.schema.ts';
import { QueueDialog } from '../../../src/features/queues/components/QueueDialog.tsx';
import type { QueueFormValues } from '../../../src/features/queues/components/queue-form.ts';
import { QueuesForbidden, queuesView } from '../../../src/features/queues/queues.view.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { closedConfirm, closedDialog, entityIntents } from '../../support/entity.ts';

const queues: Queue[] = [
  {
    id: 1,
    name: 'Suporte',
    color: '#7c7c7c',
    greetingMessage: 'Olá! Você está falando com o Suporte.',
    outOfHoursMessage: '',
    typebotId: '',
    schedules: [],
  },
  {
    id: 2,
    name: 'Vendas',
    color: '#0062B1',
    greetingMessage: '',
    outOfHoursMessage: 'Volte amanhã.',
    typebotId: 'vendas-bot',
    schedules: [],
  },
];
const list = {
  items: queues,
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};
const closed = closedDialog;
const onSubmit = fn();
const onSchedulesKept = fn();
const onDelete = fn();

interface QueuesPageProps extends EntityPageProps<Queue, QueueFormValues> {
  /** S2.4: the company's scheduleType is 'queue'. */
  showHours: boolean;
  options: ReactNode;
  onSchedulesKept: () => void;
}

/** The queues screen as the one entity screen draws it, with the queue's own dialog as the screen binds it. */
function QueuesPage({ showHours, options, onSchedulesKept, ...props }: QueuesPageProps) {
  return (
    <EntityPage
      {...props}
      formDialog={
        <QueueDialog
          {...props.dialog}
          showHours={showHours}
          options={options}
          onSubmit={props.intents.submit}
          onClose={props.intents.close}
          onSchedulesKept={onSchedulesKept}
        />
      }
    />
  );
}

const meta = {
  title: 'features/queues/QueuesPage',
  component: QueuesPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    view: queuesView,
    list,
    search: '',
    intents: entityIntents<Queue, QueueFormValues>({ submit: onSubmit, askDelete: onDelete }),
    extra: undefined,
    dialog: closed,
    confirm: closedConfirm,
    showHours: true,
    options: <p>Opções</p>,
    onSchedulesKept,
  } satisfies QueuesPageProps,
} satisfies Meta<typeof QueuesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's columns: name, typebotId, colour, greeting; edit and delete named by the queue. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nome',
      'typebotId',
      'Cor',
      'Mensagem de saudação',
      'Ações',
    ]);
    const vendas = canvas.getAllByRole('row').find((row) => row.textContent?.includes('Vendas'));
    if (!vendas) throw new Error('no Vendas row');
    await expect(vendas).toHaveTextContent('vendas-bot');
    await userEvent.click(within(vendas).getByRole('button', { name: 'Excluir Vendas' }));
    await expect(onDelete).toHaveBeenCalledWith(queues[1]);
  },
};
export const Loading: Story = { args: { list: { ...list, items: [], status: 'pending' } } };
export const Empty: Story = { args: { list: { ...list, items: [] } } };
export const Failed: Story = {
  args: {
    list: { ...list, items: [], status: 'error', error: 'Não foi possível carregar a lista de registros' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(list.onRetry).toHaveBeenCalled();
  },
};

/** Add: the spec's rules before anything is sent (S3 §5), then a palette colour; the week goes with the queue. */
export const AddDialog: Story = {
  args: { dialog: { ...closed, open: true } },
  play: async () => {
    onSubmit.mockClear();
    const dialog = await dialogEntered();
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Adicionar' }));
    await expect(await d.findByText('Required')).toBeVisible();
    await expect(d.getByText('Escolha uma cor.')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(d.getByLabelText('Nome'), 'Garantia');
    await userEvent.click(d.getByRole('radio', { name: '#B80000' }));
    await userEvent.click(d.getByRole('button', { name: 'Adicionar' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.lastCall?.[0] as { name: string; color: string; schedules: unknown[] };
    await expect(sent).toMatchObject({ name: 'Garantia', color: '#B80000' });
    await expect(sent.schedules).toHaveLength(7);
  },
};

/** A name over 200 characters is refused (S3 §5 'Too Long!'). */
export const NameTooLong: Story = {
  args: { dialog: { ...closed, open: true, editing: queues[0] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    const name = within(dialog).getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(201));
    await expect(await within(dialog).findByText('Too Long!')).toBeVisible();
  },
};

/** The hours tab: Save keeps the week (the screen says 'Clique em salvar…') and returns to the data tab. */
export const HoursTab: Story = {
  args: { dialog: { ...closed, open: true, editing: queues[1] ?? null } },
  play: async () => {
    onSchedulesKept.mockClear();
    onSubmit.mockClear();
    const dialog = await dialogEntered();
    const d = within(dialog);
    await userEvent.click(d.getByRole('tab', { name: 'Horarios de Atendimento' }));
    const end = d.getByLabelText('Hora final — Segunda-feira');
    await userEvent.clear(end);
    await userEvent.type(end, '1700');
    await userEvent.click(within(d.getByRole('tabpanel')).getByRole('button', { name: 'Salvar' }));
    await expect(onSchedulesKept).toHaveBeenCalledTimes(1);
    await expect(d.getByRole('tab', { name: 'Dados da Fila' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(d.getAllByRole('button', { name: 'Salvar' }).at(-1)!);
    const sent = onSubmit.mock.lastCall?.[0] as { schedules: { weekdayEn: string; endTime: string }[] };
    await expect(sent.schedules[0]).toMatchObject({ weekdayEn: 'monday', endTime: '17:00' });
  },
};

/** scheduleType is not 'queue': no hours tab (S3 §2.4). */
export const WithoutHours: Story = {
  args: { showHours: false, dialog: { ...closed, open: true, editing: queues[0] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).queryByRole('tab')).toBeNull();
  },
};

export const Saving: Story = {
  args: { dialog: { ...closed, open: true, editing: queues[0] ?? null, busy: true } },
};
export const ChangedElsewhere: Story = {
  args: { dialog: { ...closed, open: true, editing: queues[0] ?? null, changedElsewhere: true } },
};
export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: queues[1] ?? null } },
};
export const Deleting: Story = { args: { confirm: { open: true, busy: true, record: queues[1] ?? null } } };

/** A user's typed URL (S3 §6). */
export const Forbidden: StoryObj<typeof QueuesForbidden> = {
  render: () => <QueuesForbidden />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  },
};
