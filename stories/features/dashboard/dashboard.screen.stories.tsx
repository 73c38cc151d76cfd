import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

/** The dashboard on the sandbox: GET /dashboard computed from the seed, today's tickets, the due date. */
const meta = {
  title: 'Screens/Dashboard',
  tags: ['!autodocs'],
  render: renderSandboxApp,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame at once, the figures after the first-load second: the seed's open tickets in 'Atd. Acontecendo'. */
export const AsAdmin: Story = {
  parameters: { sandbox: { path: '/', signInAs: 'admin@admin.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 20_000 });
    const sandbox = loaded['sandbox'] as {
      control: { rows: (e: 'tickets', c: number) => { status: string }[] };
    };
    const open = sandbox.control.rows('tickets', 1).filter((t) => t.status === 'open').length;
    const happening = canvas.getByRole('group', { name: 'Atd. Acontecendo' });
    await expect(await within(happening).findByText(String(open), {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Atendentes' })).toBeVisible();
  },
};
