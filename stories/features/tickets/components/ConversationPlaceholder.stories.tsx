import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConversationPlaceholder } from '../../../../src/features/tickets/components/ConversationPlaceholder.tsx';
import { dark } from '../../../decorators.tsx';
import { makeTicket } from '../../../fixtures.ts';

const meta = {
  title: 'features/tickets/ConversationPlaceholder',
  component: ConversationPlaceholder,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="h-[520px]">
        <Story />
      </div>
    ),
  ],
  args: { ticket: makeTicket({ id: 7, contactName: 'João Pereira' }) },
} satisfies Meta<typeof ConversationPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'João Pereira' })).toBeVisible();
    await expect(canvas.getByText('A conversa completa chega na próxima versão.')).toBeVisible();
  },
};
export const Unassigned: Story = {
  args: { ticket: makeTicket({ id: 8, user: null, userId: null, queue: null, queueId: null }) },
};
export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Atendimentos' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
export const Dark: Story = { globals: dark };
