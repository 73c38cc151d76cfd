import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { MessageBubble } from '../../../../../src/features/conversation/components/message/MessageBubble.tsx';
import { dark } from '../../../../decorators.tsx';
import { MEDIA, never, pictureBlob } from '../../../../support/media.ts';
import { makeMessage } from '../../../../fixtures.ts';

const AT = new Date(2026, 10, 21, 14, 10);

const meta = {
  title: 'features/conversation/message/MessageBubble',
  component: MessageBubble,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="min-h-64 bg-surface-muted p-6 pb-32 text-ink">
        <div className="mx-auto flex max-w-xl flex-col">
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    message: makeMessage(1, { at: AT, fromMe: false, body: 'Olá! Preciso de ajuda com meu pedido.' }),
    loadMedia: fn<(url: string) => Promise<Blob>>(pictureBlob),
    onReply: fn(),
    onDelete: fn(),
    openUrl: fn(),
  },
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Olá! Preciso de ajuda com meu pedido.')).toBeVisible();
    await expect(canvas.getByText('14:10')).toBeVisible();
    // The contact's messages carry no delivery icon.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** WhatsApp markers become elements; the markers themselves are gone. */
export const Formatting: Story = {
  args: {
    message: makeMessage(2, {
      at: AT,
      fromMe: false,
      body: '*negrito* _itálico_ ~riscado~ ```código``` e *_os dois_*\nsegunda linha com 2*3*4 e snake_case 🎉',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('negrito').tagName).toBe('STRONG');
    await expect(canvas.getByText('itálico').tagName).toBe('EM');
    await expect(canvas.getByText('riscado').tagName).toBe('S');
    await expect(canvas.getByText('código').tagName).toBe('CODE');
    const both = canvas.getByText('os dois');
    await expect(both.tagName).toBe('EM');
    await expect(both.parentElement?.tagName).toBe('STRONG');
    await expect(canvasElement.textContent).toContain('2*3*4 e snake_case 🎉');
    await expect(canvasElement.textContent).not.toContain('*negrito*');
  },
};

/** Contact text is text: markup is shown, never run. */
export const MarkupIsText: Story = {
  args: { message: makeMessage(3, { at: AT, fromMe: false, body: '<img src=x onerror=alert(1)><b>oi</b>' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror=alert(1)><b>oi</b>')).toBeVisible();
    await expect(canvasElement.querySelector('img, b')).toBeNull();
  },
};

/** Only http(s), mailto and tel become links, opened detached in a new tab. */
export const Links: Story = {
  args: {
    message: makeMessage(4, {
      at: AT,
      fromMe: false,
      body: 'Site: https://loja.example.com.br/pedido?id=7 ou suporte@loja.example.com\nNão: javascript:alert(1) data:text/html,oi vbscript:msgbox(1)',
    }),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'https://loja.example.com.br/pedido?id=7' });
    await expect(link).toHaveAttribute('href', 'https://loja.example.com.br/pedido?id=7');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'suporte@loja.example.com' })).toHaveAttribute(
      'href',
      'mailto:suporte@loja.example.com',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText(/javascript:alert\(1\)/)).toBeVisible();
  },
};

export const Quoted: Story = {
  args: {
    message: makeMessage(5, {
      at: AT,
      fromMe: true,
      body: 'Chega amanhã até as 18h.',
      quotedMsg: {
        body: 'Qual o *prazo* de entrega?',
        mediaType: 'conversation',
        mediaUrl: null,
        fromMe: false,
        contact: { name: 'Mariana Souza' },
      },
    }),
  },
  play: async ({ canvas }) => {
    const quote = within(canvas.getByLabelText('Mensagem respondida'));
    await expect(quote.getByText('Mariana Souza')).toBeVisible();
    await expect(quote.getByText('prazo').tagName).toBe('STRONG');
    await expect(canvas.getByText('Chega amanhã até as 18h.')).toBeVisible();
  },
};

/** A quoted location says what it was: its body (a base64 thumbnail) is not for reading. */
export const QuotedMedia: Story = {
  args: {
    message: makeMessage(6, {
      at: AT,
      fromMe: false,
      body: 'Aqui?',
      quotedMsg: {
        body: 'data:image/png;base64,iVBORw0KGgo=|https://maps.google.com/maps?q=-23.5,-46.6',
        mediaType: 'locationMessage',
        mediaUrl: null,
        fromMe: true,
        contact: null,
      },
    }),
  },
  play: async ({ canvas }) => {
    const quote = within(canvas.getByLabelText('Mensagem respondida'));
    await expect(quote.getByText('Você')).toBeVisible();
    await expect(quote.getByText('Localização')).toBeVisible();
    await expect(quote.queryByText(/base64/)).not.toBeInTheDocument();
  },
};

const image = (overrides: Parameters<typeof makeMessage>[1] = {}) =>
  makeMessage(7, {
    at: AT,
    fromMe: false,
    mediaType: 'image',
    mediaUrl: `${MEDIA}/foto.png`,
    body: 'foto.png',
    ...overrides,
  });

export const ImageLoading: Story = {
  args: { message: image(), loadMedia: fn<(url: string) => Promise<Blob>>(never) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando imagem');
    await expect(args.loadMedia).toHaveBeenCalledWith(`${MEDIA}/foto.png`);
  },
};

export const ImageLoaded: Story = {
  args: { message: image({ body: 'A *vista* da loja' }) },
  play: async ({ canvas }) => {
    const picture = await canvas.findByRole('img', { name: 'A *vista* da loja' });
    await expect(picture.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByText('vista').tagName).toBe('STRONG');
    // The file name alone is no caption.
    await expect(canvas.queryByText('foto.png')).not.toBeInTheDocument();
  },
};

/** The first answer of ImageFailed fails, the next ones carry the picture. */
let failedOnce = false;
const failOnce = async (): Promise<Blob> => {
  if (failedOnce) return pictureBlob();
  failedOnce = true;
  throw new Error('403');
};

/** A failed image says so and retries on demand. */
export const ImageFailed: Story = {
  args: { message: image(), loadMedia: fn<(url: string) => Promise<Blob>>(failOnce) },
  beforeEach: () => {
    failedOnce = false;
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar a imagem.');
    await expect(canvas.queryByRole('img', { name: 'Imagem' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('img', { name: 'Imagem' })).toBeVisible();
    await expect(args.loadMedia).toHaveBeenCalledTimes(2);
  },
};

function Toggle({ children }: { children: React.ReactNode }) {
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

/** The object URL lives as long as the image: revoked when the bubble goes away. */
export const ImageRevokedOnUnmount: Story = {
  args: { message: image() },
  render: (args) => (
    <Toggle>
      <MessageBubble {...args} />
    </Toggle>
  ),
  play: async ({ canvas, userEvent }) => {
    const picture = await canvas.findByRole('img', { name: 'Imagem' });
    const src = picture.getAttribute('src');
    const revoke = spyOn(URL, 'revokeObjectURL');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle' }));
    await expect(revoke).toHaveBeenCalledWith(src);
    revoke.mockRestore();
  },
};

/** The answer of ImageLateAnswer, held back until the bubble is gone. */
const lateAnswer = { resolve: (_blob: Blob) => undefined as void, promise: never() };

/** An answer that arrives after the bubble is gone makes no object URL at all (nothing would revoke it). */
export const ImageLateAnswer: Story = {
  args: { message: image(), loadMedia: fn<(url: string) => Promise<Blob>>(() => lateAnswer.promise) },
  render: (args) => (
    <Toggle>
      <MessageBubble {...args} />
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
    lateAnswer.resolve(await pictureBlob());
    await lateAnswer.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(create).not.toHaveBeenCalled();
    create.mockRestore();
  },
};

export const Audio: Story = {
  args: {
    message: makeMessage(8, {
      at: AT,
      fromMe: false,
      mediaType: 'audio',
      mediaUrl: `${MEDIA}/voz.ogg`,
      body: 'voz.ogg',
    }),
  },
  play: async ({ canvasElement }) => {
    const audio = canvasElement.querySelector('audio');
    await expect(audio).not.toBeNull();
    await expect(audio).toHaveAttribute('controls');
    await expect(audio).toHaveAttribute('src', `${MEDIA}/voz.ogg`);
  },
};

export const Video: Story = {
  args: {
    message: makeMessage(9, {
      at: AT,
      fromMe: true,
      mediaType: 'video',
      mediaUrl: `${MEDIA}/video.mp4`,
      body: 'Como montar',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('src', `${MEDIA}/video.mp4`);
    await expect(canvas.getByText('Como montar')).toBeVisible();
  },
};

export const Document: Story = {
  args: {
    message: makeMessage(10, {
      at: AT,
      fromMe: false,
      mediaType: 'application',
      mediaUrl: `${MEDIA}/1700000000-Contrato%20assinado.pdf`,
      body: '',
    }),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Baixar 1700000000-Contrato assinado.pdf' });
    await expect(link).toHaveAttribute('href', `${MEDIA}/1700000000-Contrato%20assinado.pdf`);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A document with a caption: the link names the stored file, the caption is styled text below it. */
export const DocumentWithCaption: Story = {
  args: {
    message: makeMessage(11, {
      at: AT,
      fromMe: false,
      mediaType: 'application',
      mediaUrl: `${MEDIA}/Contrato%20assinado.pdf`,
      body: 'Segue o *contrato* assinado',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Baixar Contrato assinado.pdf' })).toBeVisible();
    await expect(canvas.getByText('contrato').tagName).toBe('STRONG');
    await expect(canvasElement.textContent).not.toContain('*');
  },
};

/** A click downloads the file through loadMedia (with the session), under its own name. */
export const DocumentDownload: Story = {
  args: { ...Document.args },
  play: async ({ canvas, userEvent, args }) => {
    const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('link', { name: 'Baixar 1700000000-Contrato assinado.pdf' }));
      await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
      await expect(args.loadMedia).toHaveBeenCalledWith(`${MEDIA}/1700000000-Contrato%20assinado.pdf`);
      const saved: unknown = clicks.mock.contexts[0];
      if (!(saved instanceof HTMLAnchorElement)) throw new Error('no anchor was clicked');
      await expect(saved.getAttribute('href')).toMatch(/^blob:/);
      await expect(saved.download).toBe('1700000000-Contrato assinado.pdf');
    } finally {
      clicks.mockRestore();
    }
  },
};

/** A download that fails says so under the link. */
export const DocumentDownloadFailed: Story = {
  args: {
    ...Document.args,
    loadMedia: fn<(url: string) => Promise<Blob>>(() => Promise.reject(new Error('404'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Baixar 1700000000-Contrato assinado.pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível baixar o arquivo.');
  },
};

export const VCardContact: Story = {
  args: {
    message: makeMessage(11, {
      at: AT,
      fromMe: false,
      mediaType: 'vcard',
      body: 'BEGIN:VCARD\nVERSION:3.0\nN:Lima;João;;;\nFN:João Lima\nitem1.TEL;waid=5511988887777:+55 11 98888-7777\nitem1.X-ABLabel:Celular\nEND:VCARD',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('João Lima')).toBeVisible();
    await expect(canvas.getByText('+55 11 98888-7777')).toBeVisible();
    await expect(canvas.queryByText(/BEGIN:VCARD/)).not.toBeInTheDocument();
  },
};

/** A broken vCard is still a card. */
export const VCardJunk: Story = {
  args: { message: makeMessage(12, { at: AT, fromMe: false, mediaType: 'vcard', body: '%%%;;::\n\u0000' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Contato')).toBeVisible();
    await expect(canvas.getByText('Sem número')).toBeVisible();
  },
};

const MAP = 'https://maps.google.com/maps?q=-23.5505,-46.6333&z=17';

export const Location: Story = {
  args: {
    message: makeMessage(13, {
      at: AT,
      fromMe: false,
      mediaType: 'locationMessage',
      body: `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==|${MAP}|Praça da Sé, São Paulo`,
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Praça da Sé, São Paulo')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Localização' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar' }));
    await expect(args.openUrl).toHaveBeenCalledWith(MAP);
  },
};

/** Without an openUrl the map opens in a new tab, detached from this one. */
export const LocationNewTab: Story = {
  args: { ...Location.args },
  render: ({ openUrl: _openUrl, ...args }) => <MessageBubble {...args} />,
  play: async ({ canvas, userEvent }) => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar' }));
    await expect(open).toHaveBeenCalledWith(MAP, '_blank', 'noopener,noreferrer');
    open.mockRestore();
  },
};

/** 'Visualizar' opens only http(s): a javascript: link leaves the button disabled and opens nothing. */
export const LocationUnsafeLink: Story = {
  args: {
    message: makeMessage(14, {
      at: AT,
      fromMe: false,
      mediaType: 'locationMessage',
      body: 'data:text/html,<script>alert(1)</script>|javascript:alert(1)|Aqui',
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    const view = canvas.getByRole('button', { name: 'Visualizar' });
    await expect(view).toBeDisabled();
    await userEvent.click(view);
    await expect(args.openUrl).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const CallLog: Story = {
  args: { message: makeMessage(15, { at: AT, fromMe: false, mediaType: 'call_log', body: '' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chamada de voz/vídeo perdida às 14:10')).toBeVisible();
  },
};

/** Any type the app does not know is its body as text. */
export const UnknownType: Story = {
  args: {
    message: makeMessage(16, {
      at: AT,
      fromMe: false,
      mediaType: 'pollCreationMessage',
      mediaUrl: `${MEDIA}/x`,
      body: 'Qual horário prefere?',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Qual horário prefere?')).toBeVisible();
  },
};

/** Junk never crashes: an image with no URL and no body, a '__proto__' type, an empty body. */
export const Junk: Story = {
  render: (args) => (
    <>
      <MessageBubble
        {...args}
        message={makeMessage(17, { at: AT, mediaType: 'image', mediaUrl: null, body: '' })}
      />
      <MessageBubble
        {...args}
        message={makeMessage(18, {
          at: AT,
          mediaType: '__proto__',
          mediaUrl: 'javascript:alert(1)',
          body: 'ok',
        })}
      />
      <MessageBubble
        {...args}
        message={makeMessage(19, { at: AT, mediaType: 'video', mediaUrl: '/rel.mp4', body: '' })}
      />
    </>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByText('14:10')).toHaveLength(3);
    await expect(canvas.getByText('ok')).toBeVisible();
    await expect(canvasElement.querySelector('video, img, a')).toBeNull();
    await expect(args.loadMedia).not.toHaveBeenCalled();
  },
};

export const DeletedOwn: Story = {
  args: { message: makeMessage(20, { at: AT, fromMe: true, isDeleted: true, body: 'Mensagem errada' }) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Mensagem apagada' })).toBeVisible();
    await expect(canvas.getByText('Mensagem errada').tagName).toBe('DEL');
    // Already deleted: reply stays, delete is not offered again.
    await userEvent.click(canvas.getByRole('button', { name: 'Opções da mensagem' }));
    await expect(await screen.findByRole('menuitem', { name: 'Responder' })).toBeInTheDocument();
    await expect(screen.queryByRole('menuitem', { name: 'Deletar' })).not.toBeInTheDocument();
  },
};

/** A signed message deleted: struck through as it read, the name in bold, no markers. */
export const DeletedOwnSigned: Story = {
  args: {
    message: makeMessage(23, { at: AT, fromMe: true, isDeleted: true, body: '*Ana Lima*\nMensagem errada' }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Ana Lima').tagName).toBe('STRONG');
    await expect(canvas.getByText('Ana Lima').closest('del')).not.toBeNull();
    await expect(canvasElement.querySelector('del')?.textContent).not.toContain('*');
  },
};

export const DeletedByContact: Story = {
  args: { message: makeMessage(21, { at: AT, fromMe: false, isDeleted: true, body: 'segredo' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Essa mensagem foi apagada pelo contato')).toBeVisible();
    await expect(canvas.queryByText('segredo')).not.toBeInTheDocument();
  },
};

export const Edited: Story = {
  args: { message: makeMessage(22, { at: AT, fromMe: true, isEdited: true, body: 'Corrigido', ack: 2 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Editada')).toBeVisible();
  },
};

/** Group chats name the author of the contact's messages. */
export const GroupAuthor: Story = {
  args: {
    showContactName: true,
    message: makeMessage(23, {
      at: AT,
      fromMe: false,
      body: 'Bom dia, grupo',
      contact: { name: 'Carlos Dias' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carlos Dias')).toBeVisible();
  },
};

const ackStory = (ack: number, label: string, state: string): Story => ({
  args: { message: makeMessage(30, { at: AT, fromMe: true, body: `ack ${String(ack)}`, ack }) },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: label });
    await expect(icon).toHaveAttribute('data-ack', state);
  },
});

export const AckPending = ackStory(0, 'Pendente', 'pending');
export const AckNegative = ackStory(-1, 'Pendente', 'pending');
export const AckSent = ackStory(1, 'Enviada', 'sent');
export const AckDelivered = ackStory(2, 'Entregue', 'delivered');
export const AckRead = ackStory(3, 'Lida', 'read');
export const AckRead4 = ackStory(4, 'Lida', 'readBlue');
export const AckRead5 = ackStory(5, 'Lida', 'readBlue');

/** S1 §4.2: 4 and 5 are read in a distinct colour; sent has one check, delivered two. */
export const AckColours: Story = {
  render: (args) => (
    <>
      {[1, 2, 3, 4].map((ack) => (
        <MessageBubble
          key={ack}
          {...args}
          message={makeMessage(40 + ack, { at: AT, fromMe: true, body: `ack ${ack}`, ack })}
        />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const icon = (state: string) => canvasElement.querySelector(`[data-ack="${state}"]`);
    const colour = (state: string) => getComputedStyle(icon(state) ?? document.body).color;
    await expect(icon('sent')?.querySelectorAll('path')).toHaveLength(1);
    await expect(icon('delivered')?.querySelectorAll('path')).toHaveLength(2);
    await expect(colour('readBlue')).not.toBe(colour('read'));
    await expect(colour('readBlue')).not.toBe(colour('delivered'));
  },
};

export const OptionsMenu: Story = {
  args: { message: makeMessage(50, { at: AT, fromMe: true, body: 'Minha mensagem' }) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opções da mensagem' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deletar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Opções da mensagem' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Responder' }));
    await expect(args.onReply).toHaveBeenCalledWith(args.message);
  },
};

/** The menu works from the keyboard: Tab to the trigger, Enter, arrows. */
export const OptionsKeyboard: Story = {
  args: { message: makeMessage(51, { at: AT, fromMe: true, body: 'Minha mensagem' }) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Opções da mensagem' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(args.message));
  },
};

/** Delete is offered only on own messages. */
export const OptionsContactMessage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opções da mensagem' }));
    await expect(await screen.findByRole('menuitem', { name: 'Responder' })).toBeInTheDocument();
    await expect(screen.queryByRole('menuitem', { name: 'Deletar' })).not.toBeInTheDocument();
  },
};

/** Read-only (the peek dialog): no callbacks, no menu. */
export const ReadOnly: Story = {
  render: ({ onReply: _onReply, onDelete: _onDelete, ...args }) => <MessageBubble {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Opções da mensagem' })).not.toBeInTheDocument();
  },
};

export const QuotedDark: Story = { ...Quoted, globals: dark };
export const LocationDark: Story = { ...Location, globals: dark };
export const AckColoursDark: Story = { ...AckColours, globals: dark };
