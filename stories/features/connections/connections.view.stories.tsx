import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Whatsapp } from '../../../src/api/schemas/whatsapp.schema.ts';
import type { ConnectionFormValues } from '../../../src/features/connections/components/connection-form.ts';
import { SessionActions } from '../../../src/features/connections/components/SessionActions.tsx';
import {
  connectionsView,
  type ConnectionsExtra,
} from '../../../src/features/connections/connections.view.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { closedConfirm, closedDialog, entityIntents } from '../../support/entity.ts';

const base = {
  qrcode: null,
  retries: 0,
  updatedAt: '2024-05-10T14:30:00.000Z',
  greetingMessage: '',
  complationMessage: '',
  outOfHoursMessage: '',
  ratingMessage: '',
  token: '',
  provider: 'beta',
  phoneIdCloudApi: null,
  queues: [],
};
const connections: Whatsapp[] = [
  { ...base, id: 1, name: 'Atendimento', status: 'CONNECTED', isDefault: true },
  { ...base, id: 2, name: 'Vendas', status: 'qrcode', isDefault: false },
  { ...base, id: 3, name: 'Suporte', status: 'DISCONNECTED', isDefault: false },
];
const list = {
  items: connections,
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};
const onDelete = fn();
const onSubmit = fn();
const extra: ConnectionsExtra = {
  sessionColumn: true,
  session: (w: Whatsapp) => <span>sessão {w.id}</span>,
  queues: [
    { id: 1, name: 'Comercial' },
    { id: 2, name: 'Financeiro' },
  ],
};

type ConnectionsPageProps = EntityPageProps<Whatsapp, ConnectionFormValues, ConnectionsExtra>;

/** The connections screen as the one entity screen draws it from the connections view. */
function ConnectionsPage(props: ConnectionsPageProps) {
  return <EntityPage {...props} />;
}

const meta = {
  title: 'features/connections/ConnectionsPage',
  component: ConnectionsPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    view: connectionsView,
    list,
    search: '',
    intents: entityIntents<Whatsapp, ConnectionFormValues>({ askDelete: onDelete, submit: onSubmit }),
    extra,
    dialog: closedDialog,
    confirm: closedConfirm,
  } satisfies ConnectionsPageProps,
} satisfies Meta<typeof ConnectionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

function rowOf(root: HTMLElement, name: string): HTMLElement {
  const row = within(root)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no ${name} row`);
  return row;
}

/** Rows with their status icon (an image named 'Status: ' and its tooltip's title), the default star on the default one only. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Conexões' })).toBeVisible();
    const main = rowOf(canvasElement, 'Atendimento');
    await expect(within(main).getByRole('img', { name: 'Status: Conexão estabelecida!' })).toBeVisible();
    await expect(within(main).getByRole('img', { name: 'Conexão padrão' })).toBeVisible();
    await expect(within(main).getByText('sessão 1')).toBeVisible();
    const sales = rowOf(canvasElement, 'Vendas');
    await expect(
      within(sales).getByRole('img', { name: 'Status: Esperando leitura do QR Code' }),
    ).toBeVisible();
    await expect(within(sales).queryByRole('img', { name: 'Conexão padrão' })).toBeNull();
    const support = rowOf(canvasElement, 'Suporte');
    await expect(
      within(support).getByRole('img', { name: 'Status: Falha ao iniciar sessão do WhatsApp' }),
    ).toBeVisible();
    await userEvent.click(within(support).getByRole('button', { name: 'Excluir Suporte' }));
    await expect(onDelete).toHaveBeenCalledWith(connections[2]);
  },
};

/**
 * A connection starting its session: the status says 'Conectando' as a status (an image named for it, not a button)
 * and the session cell's disabled 'Conectando' button is the row's only control of that name.
 */
export const Connecting: Story = {
  args: {
    list: { ...list, items: [{ ...base, id: 4, name: 'Loja', status: 'OPENING', isDefault: false }] },
    extra: {
      ...extra,
      session: (w: Whatsapp) => (
        <SessionActions
          name={w.name}
          cloudApi={false}
          offers={{
            showQr: false,
            restart: false,
            newQr: false,
            disconnect: false,
            connecting: w.status === 'OPENING',
            busy: false,
          }}
          onShowQr={fn()}
          onRestart={fn()}
          onNewQr={fn()}
          onDisconnect={fn()}
        />
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Loja');
    const controls = within(row).getAllByRole('button', { name: /Conectando/ });
    await expect(controls).toHaveLength(1);
    await expect(controls[0]).toHaveAccessibleName('Conectando — Loja');
    await expect(controls[0]).toBeDisabled();
    await expect(within(row).getByRole('img', { name: 'Status: Conectando' })).toBeVisible();
  },
};

/** A Cloud API connection is not deleted here: a lock says why in place of its delete button; edit stays. */
export const CloudApiNoDelete: Story = {
  args: {
    list: {
      ...list,
      items: [
        { ...base, id: 5, name: 'Oficial', status: 'CONNECTED', isDefault: false, phoneIdCloudApi: '123' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Oficial');
    await expect(
      within(row).getByRole('img', { name: 'Uma conexão da API oficial não pode ser excluída' }),
    ).toBeVisible();
    await expect(within(row).queryByRole('button', { name: 'Excluir Oficial' })).toBeNull();
    await expect(within(row).getByRole('button', { name: 'Editar Oficial' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { list: { ...list, items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma conexão cadastrada.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar WhatsApp' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { list: { ...list, items: [], status: 'error', error: 'Não foi possível carregar.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Não foi possível carregar.'))[0]).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Atendimento/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(list.onRetry).toHaveBeenCalled();
  },
};

/** Add: a one-letter name is refused with the spec's 'Too Short!' and nothing is sent; a valid name is. */
export const AddTooShort: Story = {
  args: { dialog: { ...closedDialog, open: true } },
  play: async () => {
    onSubmit.mockClear();
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('heading', { name: 'Adicionar WhatsApp' })).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(await within(dialog).findByText('Too Short!')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'tendimento');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Atendimento' }));
  },
};
