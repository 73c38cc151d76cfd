import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  KanbanBoard,
  type KanbanBoardProps,
} from '../../../../src/features/kanban/components/KanbanBoard.tsx';
import { lanes } from './fixtures.ts';

const meta = {
  title: 'features/kanban/KanbanBoard',
  component: KanbanBoard,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[560px] bg-surface-muted p-4">{Story()}</div>],
  args: {
    lanes,
    onMove: fn(),
    onAddLane: fn(),
    onRenameLane: fn(),
    onToggleLane: fn(),
    onDeleteLane: fn(),
  } satisfies KanbanBoardProps,
} satisfies Meta<typeof KanbanBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const liveRegion = (root: HTMLElement) =>
  root.ownerDocument.querySelector<HTMLElement>('[id^="DndLiveRegion"]');

/** Keyboard: space picks the card up, → carries it to the next lane, space drops it; each step read out in pt. */
export const KeyboardMove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Mover Ticket nº 28' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        'Ticket nº 28 pego, na fase Atendendo, posição 2 de 2.',
      ),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(/sobre a fase Proposta/));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(1));
    const [ticketId, laneId] = args.onMove.mock.calls[0] ?? [];
    await expect([ticketId, laneId]).toEqual([28, 'proposta']);
    await expect(liveRegion(canvasElement)).toHaveTextContent(/Ticket nº 28 solto na fase Proposta/);
  },
};

/** Escape while carrying: nothing is handed up, and the card is read out as back in its lane. */
export const KeyboardCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Mover Ticket nº 31' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        'Movimento cancelado. Ticket nº 31 voltou para a fase Atendendo.',
      ),
    );
    await expect(args.onMove).not.toHaveBeenCalled();
    const home = canvas.getByRole('region', { name: 'Fase Atendendo' });
    await expect(within(home).getAllByTestId('kanban-card')).toHaveLength(2);
  },
};

/** The catalogue in English: lanes, buttons and the screen reader's instructions. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Lane In service' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add lane' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move ticket no. 31' })).toBeVisible();
  },
};
