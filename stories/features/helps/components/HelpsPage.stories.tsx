import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Help } from '../../../../src/api/schemas/s2.ts';
import { HelpsPage, type HelpsPageProps } from '../../../../src/features/helps/components/HelpsPage.tsx';

const helps: Help[] = [
  {
    id: 2,
    title: 'Conectando o WhatsApp',
    description: 'Como ler o QR code e manter a conexão ativa.',
    video: 'aqz-KE-bpKQ',
    link: '',
  },
  {
    id: 1,
    title: 'Primeiros passos',
    description: 'Conheça a tela de atendimentos.',
    video: 'M7lc1UVf-VE',
    link: '',
  },
  { id: 3, title: 'Sem vídeo ainda', description: '', video: '', link: '' },
];
const ok = { status: 'success' as const, onRetry: fn() };
const onRetry = fn();

const meta = {
  title: 'features/helps/HelpsPage',
  component: HelpsPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[900px] bg-canvas">{Story()}</div>],
  args: { helps, read: ok, player: 'placeholder' } satisfies HelpsPageProps,
} satisfies Meta<typeof HelpsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvasElement: HTMLElement, title: string): HTMLElement =>
  within(canvasElement).getByRole('button', { name: new RegExp(title) });

/**
 * S3 §2.7, §9: the accordion of videos, closed: no player exists until an item opens; opening one shows its 700 by
 * 500 player, opening another closes the first (its player goes), and the keyboard opens and closes items.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Central de Ajuda(3)');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const first = item(canvasElement, 'Primeiros passos');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const player = await canvas.findByTitle('Vídeo: Primeiros passos');
    await expect(player.getAttribute('width')).toBe('700');
    await expect(player.getAttribute('height')).toBe('500');
    await expect(player.getBoundingClientRect().width).toBe(700);
    await expect(player.getBoundingClientRect().height).toBe(500);
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
    // The sandbox's frame has no address: nothing is loaded from the internet.
    await expect(player.getAttribute('src')).toBeNull();
    await expect(player.getAttribute('srcdoc')).toContain('M7lc1UVf-VE');

    const second = item(canvasElement, 'Conectando o WhatsApp');
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
    await expect(canvas.getByTitle('Vídeo: Conectando o WhatsApp')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Production: the player is the video host's embed of the code, and nothing else is framed. */
export const EmbedPlayer: Story = {
  args: { player: 'embed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(item(canvasElement, 'Primeiros passos'));
    const player = await canvas.findByTitle('Vídeo: Primeiros passos');
    await expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  },
};

/** A help saved without a video code opens to a note, no frame. */
export const WithoutVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(item(canvasElement, 'Sem vídeo ainda'));
    await expect(canvas.getByText('Este item não tem vídeo.')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const Loading: Story = {
  args: { helps: null, read: { status: 'pending', onRetry } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando');
  },
};

export const Empty: Story = {
  args: { helps: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum vídeo de ajuda cadastrado.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('(0)');
  },
};

export const LoadError: Story = {
  args: {
    helps: null,
    read: { status: 'error', error: 'Não foi possível carregar a lista de registros', onRetry },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a lista de registros',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** A retry running: the button is busy and takes no second press. */
export const Retrying: Story = {
  args: {
    helps: null,
    read: {
      status: 'error',
      error: 'Não foi possível carregar a lista de registros',
      onRetry,
      retrying: true,
    },
  },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Tentar novamente/ }));
    await expect(onRetry).not.toHaveBeenCalled();
  },
};
