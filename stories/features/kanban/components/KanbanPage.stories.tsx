import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KanbanPage, type KanbanPageProps } from '../../../../src/features/kanban/components/KanbanPage.tsx';
import { emptyLanes, lanes } from './fixtures.ts';

const meta = {
  title: 'features/kanban/KanbanPage',
  component: KanbanPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-surface-muted">{Story()}</div>],
  args: {
    status: 'success',
    onRetry: fn(),
    lanes,
    onMove: fn(),
    onAddLane: fn(),
    onRenameLane: fn(),
    onToggleLane: fn(),
    onDeleteLane: fn(),
  } satisfies KanbanPageProps,
} satisfies Meta<typeof KanbanPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Titled 'Kanban' with BETA; each lane with its title and count; cards 'Ticket nº {id}' with name and number. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Kanban BETA' })).toBeVisible();
    const home = canvas.getByRole('region', { name: 'Fase Atendendo' });
    await expect(within(home).getAllByTestId('kanban-card')).toHaveLength(2);
    await expect(within(home).getByText('2 tickets')).toBeVisible();
    await expect(within(home).getByRole('link', { name: /^Ticket nº 31, Maria Souza/ })).toHaveAttribute(
      'href',
      '/tickets/6f1c1f38-8a55-4a39-9d65-2f1f2b9c0a31',
    );
    await expect(canvas.getByRole('region', { name: 'Fase Fechamento' })).toHaveTextContent(
      'Arraste cartões para cá.',
    );
    // The default lane offers delete like the others: the screen refuses it (S2 §8).
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir fase Atendendo' }));
    await expect(args.onDeleteLane).toHaveBeenCalledWith('lane1');
  },
};

/** 'Adicionar fase' opens the form: Salvar refuses a blank title, then adds the lane; Cancelar closes it. */
export const AddLane: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar fase' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getByText('Obrigatório')).toBeVisible();
    await expect(args.onAddLane).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), '  Pós-venda ');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onAddLane).toHaveBeenCalledWith('Pós-venda');
    await expect(canvas.queryByRole('textbox', { name: 'Título' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar fase' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onAddLane).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'pending', lanes: emptyLanes },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('region', { name: 'Fase Atendendo' });
    await expect(within(home).getByRole('status')).toHaveTextContent('Carregando tickets…');
  },
};

export const Empty: Story = {
  args: { lanes: emptyLanes },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('region', { name: 'Fase Atendendo' });
    await expect(home).toHaveTextContent('Nenhum ticket em atendimento.');
  },
};

/** S2 §7, §8: no cards and no toast; the page says it failed and offers a retry. */
export const FailedWithRetry: Story = {
  args: { status: 'error', lanes: emptyLanes },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os tickets.');
    await expect(canvas.queryAllByTestId('kanban-card')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const CollapsedLane: Story = {
  args: { lanes: lanes.map((l) => (l.id === 'proposta' ? { ...l, collapsed: true } : l)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lane = canvas.getByRole('region', { name: 'Fase Proposta' });
    await expect(within(lane).queryByTestId('kanban-card')).toBeNull();
    await expect(within(lane).getByText('1 ticket')).toBeVisible();
    await userEvent.click(within(lane).getByRole('button', { name: 'Expandir fase Proposta' }));
    await expect(args.onToggleLane).toHaveBeenCalledWith('proposta');
  },
};
