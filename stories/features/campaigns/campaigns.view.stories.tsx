import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { campaignOffers } from '../../../machines/campaign-status/campaign-status.offers.ts';
import type { CampaignRecord } from '../../../src/api/schemas/s2.ts';
import { campaignsView, type CampaignsExtra } from '../../../src/features/campaigns/campaigns.view.tsx';
import type { CampaignSubmit } from '../../../src/features/campaigns/components/campaign-form.ts';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { closedDialog, entityIntents } from '../../support/entity.ts';
import { campaigns, cancelada, emAndamento, finalizada, formatDate } from './fixtures.ts';

const list = {
  items: campaigns,
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};
const onCancel = fn();
const onRestart = fn();
const onReport = fn();

type Props = Omit<EntityPageProps<CampaignRecord, CampaignSubmit, CampaignsExtra>, 'view' | 'extra'> &
  CampaignsExtra;

/** The campaigns screen as the one entity screen draws it (its dialog is the screen's). */
function CampaignsPage({ offersOf, onCancel, onRestart, onReport, busyId, formatDate, ...props }: Props) {
  return (
    <EntityPage
      {...props}
      view={campaignsView}
      extra={{ offersOf, onCancel, onRestart, onReport, busyId, formatDate }}
      formDialog={null}
    />
  );
}

const meta = {
  title: 'features/campaigns/CampaignsPage',
  component: CampaignsPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[720px] bg-canvas">{Story()}</div>],
  args: {
    list,
    search: '',
    intents: entityIntents(),
    dialog: closedDialog,
    onReport,
    offersOf: (c) => campaignOffers(c),
    onCancel,
    onRestart,
    busyId: null,
    formatDate,
    confirm: { open: false, busy: false, record: null },
  } satisfies Props,
} satisfies Meta<typeof CampaignsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: string) => {
  const row = within(canvasElement)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

/** Every status as S2 §2 displays it, the fallback texts, and the row actions by status (the machine's offers). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'Black Friday').getByText('Inativa')).toBeVisible();
    await expect(rowOf(canvasElement, 'Boas-vindas').getByText('Programada')).toBeVisible();
    await expect(rowOf(canvasElement, 'Promoção de Natal').getByText('Habilitada')).toBeVisible();
    const draft = rowOf(canvasElement, 'Rascunho sem lista');
    await expect(draft.getByText('Não definida')).toBeVisible();
    await expect(draft.getByText('Não definido')).toBeVisible();
    await expect(draft.getByText('Sem agendamento')).toBeVisible();
    await expect(draft.getByText('Não concluída')).toBeVisible();
    // Stop only when running, restart only when cancelled.
    await expect(draft.queryByRole('button', { name: /^Parar/ })).toBeNull();
    await userEvent.click(
      rowOf(canvasElement, 'Promoção de Natal').getByRole('button', {
        name: 'Parar a campanha Promoção de Natal',
      }),
    );
    await expect(onCancel).toHaveBeenCalledWith(emAndamento);
    await expect(
      rowOf(canvasElement, 'Promoção de Natal').queryByRole('button', { name: /^Reiniciar/ }),
    ).toBeNull();
    await userEvent.click(
      rowOf(canvasElement, 'Pesquisa de satisfação').getByRole('button', {
        name: 'Reiniciar a campanha Pesquisa de satisfação',
      }),
    );
    await expect(onRestart).toHaveBeenCalledWith(cancelada);
    await userEvent.click(
      rowOf(canvasElement, 'Campanha de Março').getByRole('button', {
        name: 'Relatório da campanha Campanha de Março',
      }),
    );
    await expect(onReport).toHaveBeenCalledWith(finalizada);
  },
};

/** A command running: that row's command is disabled. */
export const CommandBusy: Story = {
  args: { busyId: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      rowOf(canvasElement, 'Promoção de Natal').getByRole('button', {
        name: 'Parar a campanha Promoção de Natal',
      }),
    ).toBeDisabled();
    await expect(
      rowOf(canvasElement, 'Pesquisa de satisfação').getByRole('button', { name: /^Reiniciar/ }),
    ).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { list: { ...list, items: [], status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Black Friday')).toBeNull();
    await expect(within(canvasElement).queryByText('Nenhuma campanha cadastrada.')).toBeNull();
  },
};
export const Empty: Story = {
  args: { list: { ...list, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma campanha cadastrada.')).toBeVisible();
  },
};
export const NothingFound: Story = {
  args: { list: { ...list, items: [] }, search: 'xyz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma campanha corresponde à pesquisa.')).toBeVisible();
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
export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: null } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByText('Esta ação não pode ser revertida.')).toBeVisible();
  },
};
