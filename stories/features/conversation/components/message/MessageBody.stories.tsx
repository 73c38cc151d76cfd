import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn } from 'storybook/test';
import { MessageBody } from '../../../../../src/features/conversation/components/message/MessageBody.tsx';
import { dark } from '../../../../decorators.tsx';
import { MEDIA, pictureBlob } from '../../../../support/media.ts';
import { makeMessage } from '../../../../fixtures.ts';

const AT = new Date(2026, 10, 21, 14, 10);
const MAP = 'https://maps.google.com/maps?q=-23.5505,-46.6333&z=17';
const THUMB =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const message = (mediaType: string, overrides: Parameters<typeof makeMessage>[1] = {}) =>
  makeMessage(1, { at: AT, fromMe: false, mediaType, ...overrides });

const meta = {
  title: 'features/conversation/message/MessageBody',
  component: MessageBody,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    // Where the bubble puts it.
    (Story) => (
      <div className="bg-surface-muted p-6">
        <div className="w-fit max-w-md rounded-lg bg-surface px-3 py-1.5 text-sm text-ink shadow-sm">
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    message: message('conversation', { body: 'Olá! *Preciso* de ajuda com meu pedido.' }),
    loadMedia: fn<(url: string) => Promise<Blob>>(pictureBlob),
    openUrl: fn(),
  },
} satisfies Meta<typeof MessageBody>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text is a paragraph with its WhatsApp formatting; nothing is fetched. */
export const Text: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Olá! Preciso de ajuda com meu pedido.');
    await expect(canvas.getByText('Preciso').tagName).toBe('STRONG');
    await expect(args.loadMedia).not.toHaveBeenCalled();
  },
};

/** Any type the app does not know is its body as text (CONTRACT GET /messages), whatever URL it carries. */
export const UnknownType: Story = {
  args: {
    message: message('pollCreationMessage', { mediaUrl: `${MEDIA}/x`, body: 'Qual horário _prefere_?' }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Qual horário prefere?');
    await expect(canvas.getByText('prefere').tagName).toBe('EM');
    await expect(canvasElement.querySelector('img, audio, video, a, button, [data-vcard]')).toBeNull();
    await expect(args.loadMedia).not.toHaveBeenCalled();
  },
};

/** Types named like Object's own members find no media kind: text too. */
export const ProtoType: Story = {
  args: { message: message('__proto__', { mediaUrl: `${MEDIA}/x`, body: 'ok' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(/^ok$/);
    await expect(canvasElement.querySelector('img, audio, video, a')).toBeNull();
  },
};

/** An image is fetched through loadMedia; its caption is shown under it and names it. */
export const Image: Story = {
  args: { message: message('image', { mediaUrl: `${MEDIA}/foto.png`, body: 'A *vista* da loja' }) },
  play: async ({ canvas, args }) => {
    const picture = await canvas.findByRole('img', { name: 'A *vista* da loja' });
    await expect(picture.getAttribute('src')).toMatch(/^blob:/);
    await expect(args.loadMedia).toHaveBeenCalledWith(`${MEDIA}/foto.png`);
    await expect(canvas.getByText('vista').tagName).toBe('STRONG');
  },
};

/** A sticker is an image; a body that is only the file name is no caption: the image is named 'Imagem'. */
export const Sticker: Story = {
  args: { message: message('sticker', { mediaUrl: `${MEDIA}/figurinha.webp`, body: 'figurinha.webp' }) },
  play: async ({ canvas, canvasElement }) => {
    // The picture is read first (a spinner meanwhile): a loaded runner takes more than the default second.
    await expect(await canvas.findByRole('img', { name: 'Imagem' }, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.querySelector('p')).toBeNull();
    await expect(canvas.queryByText('figurinha.webp')).not.toBeInTheDocument();
  },
};

/** Audio and voice notes (ptt) are a player on the URL, without a caption. */
export const Audio: Story = {
  args: { message: message('ptt', { mediaUrl: `${MEDIA}/voz.ogg`, body: 'voz.ogg' }) },
  play: async ({ canvas, canvasElement, args }) => {
    const audio = canvasElement.querySelector('audio');
    await expect(audio).toHaveAttribute('controls');
    await expect(audio).toHaveAttribute('src', `${MEDIA}/voz.ogg`);
    await expect(audio).toHaveAttribute('aria-label', 'Áudio');
    await expect(canvas.queryByText('voz.ogg')).not.toBeInTheDocument();
    await expect(args.loadMedia).not.toHaveBeenCalled();
  },
};

/** A video is a player on the URL, its caption under it. */
export const Video: Story = {
  args: { message: message('video', { mediaUrl: `${MEDIA}/video.mp4`, body: 'Como montar' }) },
  play: async ({ canvas, canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('src', `${MEDIA}/video.mp4`);
    await expect(video).toHaveAttribute('aria-label', 'Vídeo');
    await expect(canvas.getByText('Como montar')).toBeVisible();
  },
};

/** A document ('application' or 'document') is a download link named after the file in the URL. */
export const Document: Story = {
  args: {
    message: message('application', { mediaUrl: `${MEDIA}/1700000000-Contrato%20assinado.pdf`, body: '' }),
  },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Baixar 1700000000-Contrato assinado.pdf' });
    await expect(link).toHaveAttribute('href', `${MEDIA}/1700000000-Contrato%20assinado.pdf`);
    const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(link);
      await expect(args.loadMedia).toHaveBeenCalledWith(`${MEDIA}/1700000000-Contrato%20assinado.pdf`);
    } finally {
      clicks.mockRestore();
    }
  },
};

/** A body names the document; with neither body nor file name it is 'Documento'. */
export const DocumentNames: Story = {
  render: (args) => (
    <>
      <MessageBody
        {...args}
        message={message('document', { mediaUrl: `${MEDIA}/abc123`, body: 'Nota fiscal.pdf' })}
      />
      <MessageBody {...args} message={message('document', { mediaUrl: `${MEDIA}/`, body: '' })} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Baixar Nota fiscal.pdf' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Baixar Documento' })).toBeVisible();
  },
};

/** A shared contact ('vcard' or 'contactMessage') is a card. */
export const VCard: Story = {
  args: {
    message: message('contactMessage', {
      body: 'BEGIN:VCARD\nVERSION:3.0\nFN:João Lima\nitem1.TEL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vcard]')).not.toBeNull();
    await expect(canvas.getByText('João Lima')).toBeVisible();
    await expect(canvas.getByText('+55 11 98888-7777')).toBeVisible();
    await expect(canvas.queryByText(/BEGIN:VCARD/)).not.toBeInTheDocument();
  },
};

/** A location is a card whose 'Visualizar' goes through the caller's openUrl. */
export const Location: Story = {
  args: { message: message('locationMessage', { body: `${THUMB}|${MAP}|Praça da Sé, São Paulo` }) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Localização' })).toBeVisible();
    await expect(canvas.getByText('Praça da Sé, São Paulo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar' }));
    await expect(args.openUrl).toHaveBeenCalledWith(MAP);
  },
};

/** Without an openUrl the card's own default opens the map in a new, detached tab. */
export const LocationWithoutOpenUrl: Story = {
  args: { ...Location.args },
  render: ({ openUrl: _openUrl, ...args }) => <MessageBody {...args} />,
  play: async ({ canvas, userEvent }) => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Visualizar' }));
      await expect(open).toHaveBeenCalledWith(MAP, '_blank', 'noopener,noreferrer');
    } finally {
      open.mockRestore();
    }
  },
};

/** A missed call says when, at the message's own HH:mm. */
export const Call: Story = {
  args: { message: message('call_log', { body: '' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chamada de voz/vídeo perdida às 14:10')).toBeVisible();
  },
};

/** Media without an http(s) URL fall back to their body as text: nothing is fetched, nothing is linked. */
export const MediaWithoutSafeUrl: Story = {
  render: (args) => (
    <>
      <MessageBody {...args} message={message('image', { mediaUrl: null, body: 'sem url' })} />
      <MessageBody {...args} message={message('video', { mediaUrl: '/rel.mp4', body: 'relativa' })} />
      <MessageBody
        {...args}
        message={message('application', { mediaUrl: 'javascript:alert(1)', body: 'perigosa.pdf' })}
      />
      <MessageBody
        {...args}
        message={message('audio', { mediaUrl: 'data:audio/ogg;base64,AAAA', body: '' })}
      />
    </>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('sem url')).toBeVisible();
    await expect(canvas.getByText('relativa')).toBeVisible();
    await expect(canvas.getByText('perigosa.pdf')).toBeVisible();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(4);
    await expect(canvasElement.querySelector('img, audio, video, a, [role="status"]')).toBeNull();
    await expect(args.loadMedia).not.toHaveBeenCalled();
  },
};

export const TextDark: Story = { ...Text, globals: dark };
export const CallDark: Story = { ...Call, globals: dark };
export const DocumentDark: Story = { ...Document, globals: dark };
