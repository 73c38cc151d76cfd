import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

/** /kanban on the sandbox, as the attendant: her open tickets on the local board (S2 §2 'Kanban'). */
const meta = {
  title: 'Screens/Kanban',
  // No docs page: each story runs on its own fresh sandbox, which one page rendering every story at once cannot give.
  tags: ['!autodocs'],
  render: renderSandboxApp,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const asAttendant = { path: '/kanban', signInAs: 'atendente@demo.com' } satisfies SandboxStoryParams;

export const Loaded: Story = {
  parameters: { sandbox: asAttendant },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = await canvas.findByRole('region', { name: 'Fase Atendendo' }, { timeout: 20_000 });
    await waitFor(() => expect(within(home).getAllByTestId('kanban-card').length).toBeGreaterThan(1), {
      timeout: 8000,
    });
    await expect(within(home).getAllByRole('link')[0]).toHaveAccessibleName(/^Ticket nº \d+, /);
  },
};

/** The tickets' read failed: no cards, no toast, the failure said above the board with a retry that brings them. */
export const FailedWithRetry: Story = {
  parameters: {
    sandbox: {
      ...asAttendant,
      arrange: (sandbox) => {
        sandbox.control.failNext({
          method: 'GET',
          path: '/tickets',
          query: 'status=open',
          status: 500,
          error: 'boom',
        });
      },
    } satisfies SandboxStoryParams,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar os tickets.');
    await expect(canvas.queryAllByTestId('kanban-card')).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(canvas.getAllByTestId('kanban-card').length).toBeGreaterThan(1), {
      timeout: 8000,
    });
  },
};
