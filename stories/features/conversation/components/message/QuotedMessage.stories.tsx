import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  QuotedMessage,
  type QuotedMsg,
} from '../../../../../src/features/conversation/components/message/QuotedMessage.tsx';
import { dark } from '../../../../decorators.tsx';

const MEDIA = 'https://media.example.com/public/company1';

const quoted = (overrides: Partial<QuotedMsg> = {}): QuotedMsg => ({
  body: 'Qual o *prazo* de entrega?',
  mediaType: 'conversation',
  mediaUrl: null,
  fromMe: false,
  contact: { name: 'Mariana Souza' },
  ...overrides,
});

const meta = {
  title: 'features/conversation/message/QuotedMessage',
  component: QuotedMessage,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    // Where the bubble puts it: above the reply's own text.
    (Story) => (
      <div className="bg-surface-muted p-6">
        <div className="w-72 rounded-lg bg-surface px-3 py-1.5 text-sm text-ink shadow-sm">
          <Story />
          <p>Chega amanhã até as 18h.</p>
        </div>
      </div>
    ),
  ],
  args: { quoted: quoted() },
} satisfies Meta<typeof QuotedMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A contact's text: their name, then the text with its WhatsApp formatting. */
export const Text: Story = {
  play: async ({ canvas }) => {
    const quote = canvas.getByRole('blockquote');
    await expect(quote).toHaveAccessibleName('Mensagem respondida');
    const inside = within(quote);
    await expect(inside.getByText('Mariana Souza')).toBeVisible();
    await expect(inside.getByText('prazo').tagName).toBe('STRONG');
    await expect(quote).toHaveTextContent('Mariana SouzaQual o prazo de entrega?');
    // Text says what it is: no media icon.
    await expect(inside.queryByRole('img')).not.toBeInTheDocument();
    await expect(quote.querySelector('svg')).toBeNull();
  },
};

/** One of our own messages: 'Você', whoever the contact is. */
export const Own: Story = {
  args: { quoted: quoted({ fromMe: true, body: 'Enviamos amanhã.', contact: { name: 'Ana Atendente' } }) },
  play: async ({ canvas }) => {
    const quote = within(canvas.getByLabelText('Mensagem respondida'));
    await expect(quote.getByText('Você')).toBeVisible();
    await expect(quote.queryByText('Ana Atendente')).not.toBeInTheDocument();
    await expect(quote.getByText('Enviamos amanhã.')).toBeVisible();
  },
};

/** A contact without a name (a group's unknown member): no author line, the text alone. */
export const WithoutAuthor: Story = {
  args: { quoted: quoted({ contact: null, body: 'Bom dia' }) },
  play: async ({ canvas }) => {
    const quote = canvas.getByLabelText('Mensagem respondida');
    await expect(quote.querySelectorAll('p')).toHaveLength(1);
    await expect(quote).toHaveTextContent(/^Bom dia$/);
  },
};

/** An image with a caption: the caption, with an icon named 'Imagem' for screen readers. */
export const ImageWithCaption: Story = {
  args: {
    quoted: quoted({ mediaType: 'image', mediaUrl: `${MEDIA}/foto.png`, body: 'A _vista_ da loja' }),
  },
  play: async ({ canvas }) => {
    const quote = within(canvas.getByLabelText('Mensagem respondida'));
    await expect(quote.getByRole('img', { name: 'Imagem' })).toBeVisible();
    await expect(quote.getByText('vista').tagName).toBe('EM');
    // Only the icon says 'Imagem'.
    await expect(quote.queryByText('Imagem')).not.toBeInTheDocument();
  },
};

/** Media whose body only repeats the file name have no caption: the kind is said in words, the icon is decorative. */
export const MediaWithoutCaption: Story = {
  render: () => (
    <>
      <QuotedMessage
        quoted={quoted({ mediaType: 'image', mediaUrl: `${MEDIA}/foto.png`, body: 'foto.png' })}
      />
      <QuotedMessage quoted={quoted({ mediaType: 'ptt', mediaUrl: `${MEDIA}/voz.ogg`, body: '' })} />
      <QuotedMessage quoted={quoted({ mediaType: 'video', mediaUrl: null, body: '' })} />
      <QuotedMessage
        quoted={quoted({
          mediaType: 'application',
          mediaUrl: `${MEDIA}/1700000000-Contrato%20assinado.pdf`,
          body: '1700000000-Contrato assinado.pdf',
        })}
      />
      <QuotedMessage quoted={quoted({ mediaType: 'call_log', body: '' })} />
    </>
  ),
  play: async ({ canvas }) => {
    const quotes = canvas.getAllByLabelText('Mensagem respondida');
    const said = quotes.map((quote) => quote.querySelectorAll('p')[1]?.textContent);
    await expect(said).toEqual(['Imagem', 'Áudio', 'Vídeo', 'Documento', 'Chamada']);
    for (const quote of quotes) {
      await expect(within(quote).queryByRole('img')).not.toBeInTheDocument();
      await expect(quote.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(canvas.queryByText(/foto\.png|Contrato/)).not.toBeInTheDocument();
  },
};

/** A location's body is a base64 thumbnail and a link: it says 'Localização' and shows neither. */
export const Location: Story = {
  args: {
    quoted: quoted({
      fromMe: true,
      mediaType: 'locationMessage',
      body: 'data:image/png;base64,iVBORw0KGgo=|https://maps.google.com/maps?q=-23.5,-46.6|Praça da Sé',
    }),
  },
  play: async ({ canvas }) => {
    const quote = within(canvas.getByLabelText('Mensagem respondida'));
    await expect(quote.getByText('Você')).toBeVisible();
    await expect(quote.getByText('Localização')).toBeVisible();
    await expect(quote.queryByText(/base64|maps\.google|Praça/)).not.toBeInTheDocument();
    await expect(quote.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A shared contact: its name, not the raw vCard. */
export const VCard: Story = {
  args: {
    quoted: quoted({
      mediaType: 'vcard',
      body: 'BEGIN:VCARD\nVERSION:3.0\nFN:João Lima\nTEL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD',
    }),
  },
  play: async ({ canvas }) => {
    const quote = within(canvas.getByLabelText('Mensagem respondida'));
    await expect(quote.getByText('João Lima')).toBeVisible();
    await expect(quote.getByRole('img', { name: 'Contato' })).toBeVisible();
    await expect(quote.queryByText(/BEGIN|98888/)).not.toBeInTheDocument();
  },
};

/** A broken vCard still says what it was. */
export const VCardJunk: Story = {
  args: { quoted: quoted({ mediaType: 'contactMessage', body: '%%%;;::' }) },
  play: async ({ canvas }) => {
    const quote = within(canvas.getByLabelText('Mensagem respondida'));
    await expect(quote.getByText('Contato')).toBeVisible();
    await expect(quote.queryByText(/%%%/)).not.toBeInTheDocument();
  },
};

/** A long quote is clamped to three lines. */
export const LongText: Story = {
  args: {
    quoted: quoted({
      body: 'Bom dia! Fiz o pedido na semana passada e até agora não recebi nenhuma atualização sobre a entrega. Vocês poderiam verificar o que aconteceu? O número do pedido é 12345 e o endereço é Rua Augusta, 100, Bloco B, Apartamento 12.',
    }),
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/^Bom dia! Fiz o pedido/);
    const line = parseFloat(getComputedStyle(text).lineHeight);
    await expect(Math.round(text.clientHeight / line)).toBe(3);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

export const TextDark: Story = { ...Text, globals: dark };
export const ImageWithCaptionDark: Story = { ...ImageWithCaption, globals: dark };
export const LocationDark: Story = { ...Location, globals: dark };
