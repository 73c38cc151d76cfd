import type { Meta, StoryObj } from '@storybook/react-vite';
import { DndContext } from '@dnd-kit/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KanbanLane, type KanbanLaneProps } from '../../../../src/features/kanban/components/KanbanLane.tsx';
import { lanes } from './fixtures.ts';

const meta = {
  title: 'features/kanban/KanbanLane',
  component: KanbanLane,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="h-[480px] bg-surface-muted p-4">
        <DndContext>{Story()}</DndContext>
      </div>
    ),
  ],
  args: {
    lane: lanes[0]!,
    onRename: fn(),
    onToggle: fn(),
    onDelete: fn(),
  } satisfies KanbanLaneProps,
} satisfies Meta<typeof KanbanLane>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default lane: 'Atendendo', its count as the label, collapse, rename and delete. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Atendendo' })).toBeVisible();
    await expect(canvas.getByText('2 tickets')).toBeVisible();
    const collapse = canvas.getByRole('button', { name: 'Recolher fase Atendendo' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    await expect(args.onToggle).toHaveBeenCalled();
  },
};

/** Renamed through the same form: it starts with the title; Escape or Cancelar leave it as it was. */
export const Rename: Story = {
  args: { lane: lanes[1]! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Renomear fase Proposta' }));
    const input = canvas.getByRole('textbox', { name: 'Título' });
    await expect(input).toHaveValue('Proposta');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Título' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Renomear fase Proposta' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Título' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Negociação{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('Negociação');
  },
};

export const Collapsed: Story = {
  args: { lane: { ...lanes[0]!, collapsed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('kanban-card')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Expandir fase Atendendo' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Empty: Story = {
  args: { lane: lanes[2]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Arraste cartões para cá.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
