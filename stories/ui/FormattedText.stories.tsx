import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedText } from '../../src/ui/FormattedText.tsx';
import { dark } from '../decorators.tsx';

const meta = {
  title: 'ui/FormattedText',
  component: FormattedText,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    // Where MessageBody puts it: a paragraph of a contact's bubble.
    (Story) => (
      <div className="bg-surface-muted p-6">
        <p className="w-fit max-w-md rounded-lg bg-surface px-3 py-1.5 text-sm break-words whitespace-pre-wrap text-ink shadow-sm">
          <Story />
        </p>
      </div>
    ),
  ],
  args: { text: 'Olá! Preciso de ajuda com meu pedido.' },
} satisfies Meta<typeof FormattedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Olá! Preciso de ajuda com meu pedido.')).toBeVisible();
    await expect(canvasElement.querySelector('p')?.children).toHaveLength(0);
  },
};

/** WhatsApp's markers become elements and are gone; inside words, or unclosed, they stay text. */
export const Styles: Story = {
  args: {
    text: '*negrito* _itálico_ ~riscado~ ```código``` e *_os dois_*\n2*3*4, snake_case, *sem fim e 🎉',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('negrito').tagName).toBe('STRONG');
    await expect(canvas.getByText('itálico').tagName).toBe('EM');
    await expect(canvas.getByText('riscado').tagName).toBe('S');
    const mono = canvas.getByText('código');
    await expect(mono.tagName).toBe('CODE');
    await expect(getComputedStyle(mono).fontFamily).toMatch(/mono/i);
    const both = canvas.getByText('os dois');
    await expect(both.tagName).toBe('EM');
    await expect(both.parentElement?.tagName).toBe('STRONG');
    const text = canvasElement.textContent ?? '';
    await expect(text).toContain('negrito itálico riscado código e os dois');
    await expect(text).toContain('2*3*4, snake_case, *sem fim e 🎉');
    await expect(canvasElement.querySelectorAll('strong, em, s, code')).toHaveLength(6);
  },
};

/** A style never crosses a line break. */
export const StylesStayOnTheirLine: Story = {
  args: { text: '*começa aqui\ne termina aqui*' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('strong')).toBeNull();
    await expect(canvasElement.querySelector('p')?.textContent).toBe('*começa aqui\ne termina aqui*');
  },
};

/** ```mono``` is literal: markers inside it are not styles, and it may span lines. */
export const MonoIsLiteral: Story = {
  args: { text: '```*não* é _estilo_\nnem ~isto~```' },
  play: async ({ canvas, canvasElement }) => {
    const code = canvasElement.querySelector('code');
    await expect(code?.textContent).toBe('*não* é _estilo_\nnem ~isto~');
    await expect(canvasElement.querySelector('strong, em, s')).toBeNull();
    await expect(canvas.queryByText('```', { exact: false })).not.toBeInTheDocument();
  },
};

/** Only http(s), mailto and tel become links, opened in a new tab detached from this one. */
export const Links: Story = {
  args: {
    text: [
      'Site: https://loja.example.com.br/pedido?id=7',
      'Blog: http://blog.example.com e www.example.com.br',
      'E-mail: suporte@loja.example.com ou mailto:vendas@loja.example.com',
      'Ligue: tel:+5511987654321',
      'Não: javascript:alert(1) data:text/html,oi vbscript:msgbox(1) ftp://arquivos.example.com/x',
    ].join('\n'),
  },
  play: async ({ canvas }) => {
    const link = (name: string) => canvas.getByRole('link', { name });
    const expected: [string, string][] = [
      ['https://loja.example.com.br/pedido?id=7', 'https://loja.example.com.br/pedido?id=7'],
      ['http://blog.example.com', 'http://blog.example.com'],
      ['www.example.com.br', 'http://www.example.com.br'],
      ['suporte@loja.example.com', 'mailto:suporte@loja.example.com'],
      ['mailto:vendas@loja.example.com', 'mailto:vendas@loja.example.com'],
      ['tel:+5511987654321', 'tel:+5511987654321'],
    ];
    for (const [name, href] of expected) {
      await expect(link(name)).toHaveAttribute('href', href);
      await expect(link(name)).toHaveAttribute('target', '_blank');
      await expect(link(name)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getAllByRole('link')).toHaveLength(expected.length);
    // The unsafe ones are shown, as text.
    await expect(
      canvas.getByText(/javascript:alert\(1\) data:text\/html,oi vbscript:msgbox\(1\) ftp:\/\/arquivos/),
    ).toBeVisible();
  },
};

/** A link is atomic: markers inside a URL are part of it, and a styled link stays a link. */
export const MarkersInsideLinks: Story = {
  args: { text: 'Veja https://example.com/a_b_c/*d*/ e *o link https://example.com/negrito em negrito*' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'https://example.com/a_b_c/*d*/' })).toHaveAttribute(
      'href',
      'https://example.com/a_b_c/*d*/',
    );
    const bold = canvas.getByRole('link', { name: 'https://example.com/negrito' });
    await expect(bold).toHaveAttribute('href', 'https://example.com/negrito');
    await expect(bold.parentElement?.tagName).toBe('STRONG');
    await expect(bold.parentElement?.textContent).toBe('o link https://example.com/negrito em negrito');
  },
};

/** A contact's text is text: markup is shown, never run. */
export const MarkupIsText: Story = {
  args: { text: '<img src=x onerror=alert(1)><b>oi</b><a href="javascript:alert(2)">clique</a>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('<img src=x onerror=alert(1)><b>oi</b><a href="javascript:alert(2)">clique</a>'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img, b, a')).toBeNull();
  },
};

export const Empty: Story = {
  args: { text: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')?.textContent).toBe('');
  },
};

export const StylesDark: Story = { ...Styles, globals: dark };
/** Links keep a readable accent on the dark bubble. */
export const LinksDark: Story = { ...Links, globals: dark };
