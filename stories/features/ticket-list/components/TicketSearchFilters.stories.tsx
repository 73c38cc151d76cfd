import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { TicketSearchFilters } from '../../../../src/features/ticket-list/components/TicketSearchFilters.tsx';
import { onSurface } from '../../../decorators.tsx';

const tags = [
  { id: 1, name: 'VIP', color: '#e53935' },
  { id: 2, name: 'Urgente', color: '#fb8c00' },
];
const users = [
  { id: 1, name: 'Admin', queues: [] },
  { id: 3, name: 'Carla Atendente', queues: [] },
];

function Filters({ admin }: { admin: boolean }) {
  const [t, setT] = useState<number[]>([]);
  const [u, setU] = useState<number[]>([]);
  return (
    <div className="w-96">
      <TicketSearchFilters
        tags={tags}
        selectedTags={t}
        onTagsChange={setT}
        {...(admin ? { users, selectedUsers: u, onUsersChange: setU } : {})}
      />
    </div>
  );
}

const meta = {
  title: 'features/ticket-list/TicketSearchFilters',
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** S1 §2.6: admins get the user filter too. */
export const Admin: Story = {
  render: () => <Filters admin />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Filtrar por usuários/ })).toBeVisible();
  },
};

export const User: Story = {
  render: () => <Filters admin={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Filtrar por usuários/ })).toBeNull();
  },
};
