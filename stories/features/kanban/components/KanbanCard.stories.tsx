import type { Meta, StoryObj } from '@storybook/react-vite';
import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { expect, within } from 'storybook/test';
import {
  KanbanCard,
  KanbanCardPreview,
  type KanbanCardProps,
} from '../../../../src/features/kanban/components/KanbanCard.tsx';
import { cards } from './fixtures.ts';

const meta = {
  title: 'features/kanban/KanbanCard',
  component: KanbanCard,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story, { args }) => (
      <div className="w-72 bg-surface-muted p-4">
        <DndContext>
          <SortableContext items={[args.card.id]}>
            <ul>{Story()}</ul>
          </SortableContext>
        </DndContext>
      </div>
    ),
  ],
  args: { card: cards[0]!, laneId: 'lane1' } satisfies KanbanCardProps,
} satisfies Meta<typeof KanbanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** S2 §2: 'Ticket nº {id}', the contact's name as the label, the number and the last message; opens in a new window. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /^Ticket nº 31, Maria Souza: abrir em uma nova janela$/ });
    await expect(link).toHaveTextContent('Ticket nº 31');
    await expect(link).toHaveAttribute('href', '/tickets/6f1c1f38-8a55-4a39-9d65-2f1f2b9c0a31');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('5511987654321')).toBeVisible();
    await expect(canvas.getByText(/prazo de entrega/)).toBeVisible();
    const handle = canvas.getByRole('button', { name: 'Mover Ticket nº 31' });
    await expect(handle).toHaveAttribute('aria-describedby');
  },
};

/** A long name is cut, an empty last message leaves no empty line. */
export const LongNameNoMessage: Story = { args: { card: cards[2]! } };

/** What is carried while dragging. */
export const Preview: Story = {
  render: () => <KanbanCardPreview card={cards[1]!} />,
};
