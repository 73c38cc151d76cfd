import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Sandbox } from '../../../mocks/sandbox.ts';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

/** The campaign screens on the sandbox: the list, a report followed live, the settings (S2 §2). */
const meta = {
  title: 'Screens/Campaigns',
  tags: ['!autodocs'],
  render: renderSandboxApp,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sandboxOf = (loaded: Record<string, unknown>) => loaded['sandbox'] as Sandbox;
const admin = (path: string) => ({ path, signInAs: 'admin@admin.com' }) satisfies SandboxStoryParams;

/** /campaigns: the seeded campaigns with their status labels and row actions. */
export const List: Story = {
  parameters: { sandbox: admin('/campaigns') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Campanhas' }, { timeout: 20_000 });
    await within(table).findByText('Promoção de Natal', {}, { timeout: 8000 });
    await expect(
      within(table).getByRole('button', { name: 'Parar a campanha Promoção de Natal' }),
    ).toBeVisible();
  },
};

/** /campaign/4/report: the running campaign's figures, and a delivery by the queue moving them live. */
export const ReportLive: Story = {
  parameters: { sandbox: admin('/campaign/4/report') },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Relatório da Promoção de Natal' }, { timeout: 20_000 });
    const line = await canvas.findByText(/^Em Andamento: \d+ de 30 entregues$/, {}, { timeout: 8000 });
    const delivered = () => Number(/: (\d+) de/.exec(line.textContent ?? '')?.[1] ?? -1);
    const before = delivered();
    const sandbox = sandboxOf(loaded);
    sandbox.control.campaignSpeed(1000);
    await waitFor(() => expect(delivered()).toBeGreaterThan(before), { timeout: 8000 });
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
    sandbox.control.campaignSpeed(1);
  },
};

/** /campaigns-config: the company's intervals and its variable. */
export const Settings: Story = {
  parameters: { sandbox: admin('/campaigns-config') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Configurações de Campanhas' }, { timeout: 20_000 });
    await expect(
      await canvas.findByRole('button', { name: /^Intervalo Randômico de Disparo/ }, { timeout: 8000 }),
    ).toHaveTextContent('5 segundos');
    await expect(canvas.getByText('{loja}')).toBeVisible();
  },
};
