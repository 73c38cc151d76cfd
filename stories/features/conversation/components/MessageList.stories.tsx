import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { MessageList } from '../../../../src/features/conversation/components/MessageList.tsx';
import { dark, frame } from '../../../decorators.tsx';
import { makeMessage } from '../../../fixtures.ts';
import { pictureBlob } from '../../../support/media.ts';

const messages = Array.from({ length: 30 }, (_, i) => makeMessage(i + 1));
const MEDIA = 'https://media.example.com/public';

const AT = (h: number, m: number) => new Date(2026, 10, 21, h, m);

const everyType = [
  makeMessage(1, { at: AT(9, 0), fromMe: false, body: 'Olá! Seguem os arquivos.' }),
  makeMessage(2, {
    at: AT(9, 1),
    fromMe: false,
    mediaType: 'image',
    mediaUrl: `${MEDIA}/foto.png`,
    body: 'Foto do defeito',
  }),
  makeMessage(3, {
    at: AT(9, 2),
    fromMe: false,
    mediaType: 'audio',
    mediaUrl: `${MEDIA}/audio.wav`,
    body: 'audio.wav',
  }),
  makeMessage(4, {
    at: AT(9, 3),
    fromMe: false,
    mediaType: 'video',
    mediaUrl: `${MEDIA}/video.webm`,
    body: 'Vídeo do problema',
  }),
  makeMessage(5, {
    at: AT(9, 4),
    fromMe: false,
    mediaType: 'application',
    mediaUrl: `${MEDIA}/nota-fiscal.pdf`,
    body: 'nota-fiscal.pdf',
  }),
  makeMessage(6, {
    at: AT(9, 5),
    fromMe: false,
    mediaType: 'vcard',
    body: 'BEGIN:VCARD\nVERSION:3.0\nFN:Marcos Técnico\nTEL;type=CELL:+55 11 98888-7777\nEND:VCARD',
  }),
  makeMessage(7, {
    at: AT(9, 6),
    fromMe: false,
    mediaType: 'locationMessage',
    body: 'data:image/png;base64,iVBORw0KGgo=|https://maps.google.com/maps?q=-23.56,-46.65|Av. Paulista, 1000',
  }),
  makeMessage(8, { at: AT(9, 7), fromMe: false, mediaType: 'call_log', body: 'Chamada perdida' }),
  makeMessage(9, {
    at: AT(9, 8),
    fromMe: false,
    mediaType: 'pollCreationMessage',
    body: 'Qual horário prefere?',
  }),
  makeMessage(10, {
    at: AT(9, 9),
    fromMe: true,
    body: 'Recebi a foto, obrigado!',
    ack: 4,
    quotedMsg: {
      id: 'm2',
      body: 'Foto do defeito',
      mediaType: 'image',
      mediaUrl: null,
      fromMe: false,
      contact: null,
    },
  }),
];

const meta = {
  title: 'features/conversation/MessageList',
  component: MessageList,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    frame(560, 480),
    (Story) => (
      <div className="flex h-full flex-col">
        <Story />
      </div>
    ),
  ],
  args: {
    messages,
    loadMedia: fn<(url: string) => Promise<Blob>>(pictureBlob),
    onReply: fn(),
    onDelete: fn(),
    status: 'success',
    onRetry: fn(),
    hasMore: true,
    loadingMore: false,
    moreError: false,
    onRetryMore: fn(),
    onScrolled: fn(),
  },
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the newest message (anchored at the bottom). */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mensagem 30')).toBeVisible();
  },
};

/** A date separator (dd/MM/yyyy) where the local day changes, across midnight (S1 §2.6). */
export const AcrossDays: Story = {
  args: {
    hasMore: false,
    messages: [
      makeMessage(1, { at: new Date(2026, 10, 20, 23, 58), body: 'Boa noite' }),
      makeMessage(2, { at: new Date(2026, 10, 20, 23, 59, 59), body: 'Ainda aí?' }),
      makeMessage(3, { at: new Date(2026, 10, 21, 0, 0, 0), body: 'Bom dia!' }),
      makeMessage(4, { at: new Date(2026, 10, 21, 0, 1), body: 'Tudo certo' }),
    ],
  },
  play: async ({ canvas }) => {
    const separators = canvas.getAllByTestId('day-separator');
    await expect(separators.map((s) => s.textContent)).toEqual(['20/11/2026', '21/11/2026']);
    // The second separator stands right above the first message of the new day.
    await expect(separators[1]?.parentElement).toHaveTextContent('Bom dia!');
  },
};

/** Consecutive messages of two tickets: the conversation ended and another began (dd/MM/yyyy HH:mm:ss). */
export const ConversationBanner: Story = {
  args: {
    hasMore: false,
    messages: [
      makeMessage(1, { at: new Date(2026, 10, 19, 10, 0, 5), ticketId: 6, body: 'Obrigado, resolvido!' }),
      makeMessage(2, { at: new Date(2026, 10, 19, 10, 2, 41), ticketId: 6, body: 'Por nada!' }),
      makeMessage(3, { at: new Date(2026, 10, 21, 8, 15, 9), ticketId: 7, body: 'Oi, voltei' }),
    ],
  },
  play: async ({ canvas }) => {
    const banners = canvas.getAllByTestId('conversation-banner');
    await expect(banners).toHaveLength(1);
    await expect(banners[0]).toHaveTextContent('Conversa encerrada: 19/11/2026 10:02:41');
    await expect(banners[0]).toHaveTextContent('Conversa iniciada: 21/11/2026 08:15:09');
    await expect(banners[0]?.parentElement).toHaveTextContent('Oi, voltei');
  },
};

/** Every media type, a quoted reply and an unknown type (a plain bubble); images come from loadMedia as a blob. */
export const EveryMediaType: Story = {
  args: { hasMore: false, messages: everyType },
  play: async ({ canvas, canvasElement, args }) => {
    const image = await canvas.findByRole('img', { name: 'Foto do defeito' });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    await expect(args.loadMedia).toHaveBeenCalledWith(`${MEDIA}/foto.png`);
    await expect(canvasElement.querySelector('audio')).toHaveAttribute('src', `${MEDIA}/audio.wav`);
    await expect(canvasElement.querySelector('video')).toHaveAttribute('src', `${MEDIA}/video.webm`);
    await expect(canvas.getByRole('link', { name: 'Baixar nota-fiscal.pdf' })).toBeVisible();
    await expect(canvas.getByText('Marcos Técnico')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Visualizar' })).toBeVisible();
    await expect(canvas.getByText(/Chamada de voz\/vídeo perdida às 09:07/)).toBeVisible();
    await expect(canvas.getByText('Qual horário prefere?')).toBeVisible();
    await expect(canvas.getByText('Recebi a foto, obrigado!')).toBeVisible();
  },
};

/** Deleted: an own message keeps its text struck through with an icon; the contact's says so (S1 §2.6). */
export const Deleted: Story = {
  args: {
    hasMore: false,
    messages: [
      makeMessage(1, { at: AT(10, 0), fromMe: false, isDeleted: true, body: 'Mensagem enviada por engano' }),
      makeMessage(2, { at: AT(10, 1), fromMe: true, isDeleted: true, body: 'Esta mensagem foi apagada' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Essa mensagem foi apagada pelo contato')).toBeVisible();
    await expect(canvas.queryByText('Mensagem enviada por engano')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Mensagem apagada' })).toBeVisible();
    await expect(canvas.getByText('Esta mensagem foi apagada').tagName).toBe('DEL');
  },
};

/** 'Responder' hands the message back; 'Deletar' (own messages only) asks the caller, which confirms first. */
export const Options: Story = {
  args: {
    hasMore: false,
    messages: [
      makeMessage(1, { at: AT(11, 0), fromMe: false, body: 'Do contato' }),
      makeMessage(2, { at: AT(11, 1), fromMe: true, body: 'Minha' }),
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const [theirs, mine] = canvas.getAllByRole('button', { name: 'Opções da mensagem' });
    if (!theirs || !mine) throw new Error('two option menus expected');
    await userEvent.click(theirs);
    await expect(screen.queryByRole('menuitem', { name: 'Deletar' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Responder' }));
    await expect(args.onReply).toHaveBeenCalledWith(args.messages[0]);
    await userEvent.click(mine);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deletar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.messages[1]);
  },
};

/** A long conversation is virtualised: a bounded number of messages is in the DOM, the newest on screen. */
export const LongList: Story = {
  args: {
    hasMore: false,
    messages: Array.from({ length: 5000 }, (_, i) =>
      makeMessage(i + 1, { at: new Date(2026, 10, 1, 8, 0 + i) }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Mensagem 5000')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-message-id]').length).toBeLessThanOrEqual(150);
  },
};

/** Contact text is text: markup in a body is shown, never run. */
export const BodyIsText: Story = {
  args: { hasMore: false, messages: [makeMessage(1, { body: '<img src=x onerror="alert(1)"> oi' })] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)"> oi')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** No messages yet: the greeting suggests saying hello to the new contact (S1 §2.6). */
export const Empty: Story = {
  args: { messages: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Diga olá para o seu novo contato!')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: [], status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { messages: [], status: 'error', error: 'Não foi possível carregar as mensagens.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Não foi possível carregar as mensagens.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tentar novamente/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An older page on its way: the top of the list says so. */
export const LoadingOlder: Story = {
  args: { loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando mais...')).toBeInTheDocument();
  },
};

/** An older page failed: a retry at the top. */
export const OlderFailed: Story = {
  args: { moreError: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryMore).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: dark };
export const EveryMediaTypeDark: Story = { ...EveryMediaType, globals: dark };
