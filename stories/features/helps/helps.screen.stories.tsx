import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Sandbox } from '../../../mocks/sandbox.ts';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

/** /helps on the sandbox (S3 §2.7): GET /helps/list, the live `company-{cid}-help` frames, the empty state. */
const meta = {
  title: 'Screens/Helps',
  // No docs page: each story runs on its own fresh sandbox.
  tags: ['!autodocs'],
  render: renderSandboxApp,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sandboxOf = (loaded: Record<string, unknown>) => loaded['sandbox'] as Sandbox;

/** The seeded videos by title; opening one shows its player (drawn in place: the sandbox reaches no host). */
export const Filled: Story = {
  parameters: { sandbox: { path: '/helps', signInAs: 'atendente@demo.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: /Conectando o WhatsApp/ }, { timeout: 20_000 });
    const items = canvas.getAllByRole('button', { expanded: false }).filter((b) => b.closest('li'));
    await expect(items.map((b) => b.querySelector('.font-medium')?.textContent)).toEqual([
      'Conectando o WhatsApp',
      'Primeiros passos',
      'Respostas rápidas',
    ]);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(first);
    const player = await canvas.findByTitle('Vídeo: Conectando o WhatsApp');
    await expect(player.getAttribute('src')).toBeNull();
  },
};

/** A super user elsewhere deletes every video: the frames refresh the list, which then says it is empty. */
export const EmptiedLive: Story = {
  parameters: { sandbox: { path: '/helps', signInAs: 'admin@admin.com' } satisfies SandboxStoryParams },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Primeiros passos/ }, { timeout: 20_000 });
    sandboxOf(loaded).control.clearHelps();
    await waitFor(() => expect(canvas.getByText('Nenhum vídeo de ajuda cadastrado.')).toBeVisible(), {
      timeout: 5000,
    });
  },
};

/** No videos at all: the designed empty state. */
export const Empty: Story = {
  parameters: {
    sandbox: {
      path: '/helps',
      signInAs: 'gestor@demo.com',
      arrange: (sandbox) => void sandbox.control.clearHelps(),
    } satisfies SandboxStoryParams,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nenhum vídeo de ajuda cadastrado.', {}, { timeout: 20_000 }),
    ).toBeVisible();
  },
};
