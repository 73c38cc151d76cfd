import type { Meta, StoryObj } from '@storybook/react-vite';
import { InboxIcon } from '@heroicons/react/24/outline';
import { Button } from '../../src/ui/Button.tsx';
import { EmptyState } from '../../src/ui/EmptyState.tsx';
import { dark, onSurface } from '../decorators.tsx';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  decorators: [
    onSurface,
    (Story) => (
      <div className="max-w-md rounded-xl border border-line bg-surface">
        <Story />
      </div>
    ),
  ],
  parameters: { a11y: { test: 'error' } },
  args: {
    icon: <InboxIcon />,
    title: 'Nada aqui!',
    description: 'Nenhum atendimento encontrado com esse status ou termo pesquisado',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button>Selecionar Ticket</Button> } };
export const Dark: Story = { args: { action: <Button>Selecionar Ticket</Button> }, globals: dark };
