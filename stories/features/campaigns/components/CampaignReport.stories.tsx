import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CampaignReport,
  type CampaignReportProps,
} from '../../../../src/features/campaigns/components/CampaignReport.tsx';
import { campaign, formatDate, runningReport } from '../fixtures.ts';

const read = { status: 'success' as const, onRetry: fn() };

const meta = {
  title: 'features/campaigns/CampaignReport',
  component: CampaignReport,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[720px] bg-canvas">{Story()}</div>],
  args: {
    campaign: runningReport(),
    read,
    notFound: false,
    formatDate,
    onBack: fn(),
  } satisfies CampaignReportProps,
} satisfies Meta<typeof CampaignReport>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, label: string) => {
  const card = within(canvasElement)
    .getAllByRole('listitem')
    .find((c) => c.textContent?.startsWith(label));
  if (!card) throw new Error(`no card ${label}`);
  return card;
};

/**
 * Running with confirmation: 5 of 10 valid delivered is 50 % (the invalid number does not count), every card of the
 * spec, the two confirmation cards included.
 */
export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Relatório da Promoção de Natal' })).toBeVisible();
    await expect(canvas.getByText('Em Andamento: 5 de 10 entregues')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progresso dos envios' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(cardOf(canvasElement, 'Contatos Válidos')).toHaveTextContent('10');
    await expect(cardOf(canvasElement, 'Confirmações Solicitadas')).toHaveTextContent('5');
    await expect(
      within(canvasElement)
        .getAllByRole('listitem')
        .find((c) => c.querySelector('dt')?.textContent === 'Confirmações'),
    ).toHaveTextContent('2');
    await expect(cardOf(canvasElement, 'Entregues')).toHaveTextContent('5');
    await expect(cardOf(canvasElement, 'Conexão')).toHaveTextContent('Atende Demo - Principal');
    await expect(cardOf(canvasElement, 'Lista de Contatos')).toHaveTextContent('Leads de Março');
    await expect(cardOf(canvasElement, 'Conclusão')).toHaveTextContent('Não concluída');
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar às campanhas' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** Confirmation off: no confirmation cards. */
export const WithoutConfirmation: Story = {
  args: { campaign: runningReport({ confirmation: false }) },
  play: async ({ canvasElement }) => {
    const labels = within(canvasElement)
      .getAllByRole('listitem')
      .map((c) => c.querySelector('dt')?.textContent);
    await expect(labels).toEqual([
      'Contatos Válidos',
      'Entregues',
      'Conexão',
      'Lista de Contatos',
      'Agendamento',
      'Conclusão',
    ]);
  },
};

/** Finished: 100 % and its completion date. */
export const Finished: Story = {
  args: {
    campaign: runningReport({
      status: 'FINALIZADA',
      completedAt: '2026-11-27T12:40:00.000Z',
      shipping: Array.from({ length: 10 }, (_, i) => ({
        id: i + 1,
        deliveredAt: '2026-11-27T12:30:00.000Z',
      })),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finalizada: 10 de 10 entregues')).toBeVisible();
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(cardOf(canvasElement, 'Conclusão')).not.toHaveTextContent('Não concluída');
  },
};

/** No name, no list, no connection, no schedule: 'Relatório da Campanha', the fallback texts, 0 %. */
export const Untitled: Story = {
  args: { campaign: campaign({ id: 9, name: '', contactList: null, whatsapp: null, shipping: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Relatório da Campanha' })).toBeVisible();
    await expect(canvas.getByText('Inativa: 0 de 0 entregues')).toBeVisible();
    await expect(cardOf(canvasElement, 'Lista de Contatos')).toHaveTextContent('Não definida');
    await expect(cardOf(canvasElement, 'Conexão')).toHaveTextContent('Não definido');
    await expect(cardOf(canvasElement, 'Agendamento')).toHaveTextContent('Sem agendamento');
  },
};

export const Loading: Story = {
  args: { campaign: null, read: { ...read, status: 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Relatório da Campanha' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Failed: Story = {
  args: { campaign: null, read: { status: 'error', error: 'Network Error', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Network Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.read.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { campaign: null, read: { status: 'error', error: 'ERR', onRetry: fn() }, notFound: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Campanha não encontrada.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};
