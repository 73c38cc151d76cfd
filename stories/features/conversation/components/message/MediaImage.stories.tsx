import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { MediaImage } from '../../../../../src/features/conversation/components/message/MediaImage.tsx';
import { dark } from '../../../../decorators.tsx';
import { MEDIA, never, pictureBlob } from '../../../../support/media.ts';

const meta = {
  title: 'features/conversation/message/MediaImage',
  component: MediaImage,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="bg-surface-muted p-6">
        <div className="w-fit max-w-md rounded-lg bg-surface px-3 py-1.5 text-sm text-ink shadow-sm">
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    url: `${MEDIA}/foto.png`,
    alt: 'A vista da loja',
    loadMedia: fn<(url: string) => Promise<Blob>>(pictureBlob),
  },
} satisfies Meta<typeof MediaImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the answer is on its way: a spinner that says so, and no image. */
export const Loading: Story = {
  args: { loadMedia: fn<(url: string) => Promise<Blob>>(never) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando imagem');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(args.loadMedia).toHaveBeenCalledOnce();
    await expect(args.loadMedia).toHaveBeenCalledWith(`${MEDIA}/foto.png`);
  },
};

/** The image is fetched through loadMedia (with the session) and shown from its blob, under its alt text. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const picture = await canvas.findByRole('img', { name: 'A vista da loja' });
    await expect(picture.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBe(240));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(args.loadMedia).toHaveBeenCalledOnce();
  },
};

/** The first answer of Failed fails, the next ones carry the picture. */
let failedOnce = false;
const failOnce = async (): Promise<Blob> => {
  if (failedOnce) return pictureBlob();
  failedOnce = true;
  throw new Error('403');
};

/** A failed image says so and retries on demand. */
export const Failed: Story = {
  args: { loadMedia: fn<(url: string) => Promise<Blob>>(failOnce) },
  beforeEach: () => {
    failedOnce = false;
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar a imagem.');
    await expect(canvas.queryByRole('img', { name: 'A vista da loja' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('img', { name: 'A vista da loja' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.loadMedia).toHaveBeenCalledTimes(2);
    await expect(args.loadMedia).toHaveBeenLastCalledWith(`${MEDIA}/foto.png`);
  },
};

/** A retry that fails again stays failed, and can be retried again. */
export const FailedAgain: Story = {
  args: { loadMedia: fn<(url: string) => Promise<Blob>>(() => Promise.reject(new Error('404'))) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar a imagem.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(args.loadMedia).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** A loadMedia that throws at once (not a rejected promise) fails the same way. */
export const ThrowsAtOnce: Story = {
  args: {
    loadMedia: fn<(url: string) => Promise<Blob>>(() => {
      throw new Error('no session');
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar a imagem.');
  },
};

function Toggle({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        Toggle
      </button>
      {shown && children}
    </>
  );
}

/** The object URL lives as long as the image: revoked when it goes away. */
export const RevokedOnUnmount: Story = {
  render: (args) => (
    <Toggle>
      <MediaImage {...args} />
    </Toggle>
  ),
  play: async ({ canvas, userEvent }) => {
    const picture = await canvas.findByRole('img', { name: 'A vista da loja' });
    const src = picture.getAttribute('src');
    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Toggle' }));
      await expect(revoke).toHaveBeenCalledOnce();
      await expect(revoke).toHaveBeenCalledWith(src);
    } finally {
      revoke.mockRestore();
    }
  },
};

/** The caller's side: it may swap the URL, and re-renders with a new inline loadMedia each time. */
function Caller(props: { loadMedia: (url: string) => Promise<Blob>; alt: string }) {
  const [url, setUrl] = useState(`${MEDIA}/foto.png`);
  const [, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setUrl(`${MEDIA}/outra.png`)}>
        Trocar
      </button>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Redesenhar
      </button>
      <MediaImage url={url} alt={props.alt} loadMedia={(u) => props.loadMedia(u)} />
    </>
  );
}

/** A new loadMedia on every render fetches nothing again; a new URL fetches it and revokes the old object URL. */
export const UrlChange: Story = {
  render: (args) => <Caller loadMedia={args.loadMedia} alt={args.alt} />,
  play: async ({ canvas, userEvent, args }) => {
    const first = (await canvas.findByRole('img', { name: 'A vista da loja' })).getAttribute('src');
    await userEvent.click(canvas.getByRole('button', { name: 'Redesenhar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Redesenhar' }));
    await expect(args.loadMedia).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('img', { name: 'A vista da loja' })).toHaveAttribute('src', first);

    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Trocar' }));
      await expect(revoke).toHaveBeenCalledWith(first);
      await expect(args.loadMedia).toHaveBeenCalledTimes(2);
      await expect(args.loadMedia).toHaveBeenLastCalledWith(`${MEDIA}/outra.png`);
      await waitFor(() =>
        expect(canvas.getByRole('img', { name: 'A vista da loja' }).getAttribute('src')).not.toBe(first),
      );
    } finally {
      revoke.mockRestore();
    }
  },
};

/** The answer of LateAnswer, held back until the image is gone. */
const lateAnswer = { resolve: (_blob: Blob) => undefined as void, promise: never() };

/** An answer that arrives after the image is gone makes no object URL at all (nothing would revoke it). */
export const LateAnswer: Story = {
  args: { loadMedia: fn<(url: string) => Promise<Blob>>(() => lateAnswer.promise) },
  render: (args) => (
    <Toggle>
      <MediaImage {...args} />
    </Toggle>
  ),
  beforeEach: () => {
    lateAnswer.promise = new Promise<Blob>((resolve) => {
      lateAnswer.resolve = resolve;
    });
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando imagem');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle' }));
    const create = spyOn(URL, 'createObjectURL');
    try {
      lateAnswer.resolve(await pictureBlob());
      await lateAnswer.promise;
      await new Promise((resolve) => setTimeout(resolve, 0));
      await expect(create).not.toHaveBeenCalled();
    } finally {
      create.mockRestore();
    }
  },
};

export const LoadingDark: Story = { ...Loading, globals: dark };
export const FailedDark: Story = { ...Failed, globals: dark };
