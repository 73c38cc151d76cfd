import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VCard } from '../../../../../src/features/conversation/components/message/VCard.tsx';
import { dark } from '../../../../decorators.tsx';

/** A vCard as WhatsApp sends it: a property group on the number, a waid parameter, a label. */
const JOAO = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Lima;João;;;',
  'FN:João Lima',
  'item1.TEL;waid=5511988887777:+55 11 98888-7777',
  'item1.X-ABLabel:Celular',
  'END:VCARD',
].join('\n');

const meta = {
  title: 'features/conversation/message/VCard',
  component: VCard,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="bg-surface-muted p-6">
        <div className="w-fit rounded-lg bg-surface px-3 py-1.5 text-sm text-ink shadow-sm">
          <Story />
        </div>
      </div>
    ),
  ],
  args: { body: JOAO },
} satisfies Meta<typeof VCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A shared contact: its name and number, never the raw vCard. */
export const Contact: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('João Lima')).toBeVisible();
    await expect(canvas.getByText('+55 11 98888-7777')).toBeVisible();
    await expect(canvas.queryByText('Sem número')).not.toBeInTheDocument();
    const text = canvasElement.textContent ?? '';
    await expect(text).not.toMatch(/BEGIN|VCARD|waid|Celular/);
  },
};

/** Every number of the card, one per line; a TEL without a digit is skipped. */
export const SeveralNumbers: Story = {
  args: {
    body: [
      'BEGIN:VCARD',
      'FN:Loja Centro',
      'TEL;TYPE=CELL:+55 11 98888-7777',
      'TEL;TYPE=WORK:+55 11 3333-4444',
      'TEL:sem número aqui',
      'END:VCARD',
    ].join('\r\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loja Centro')).toBeVisible();
    await expect(canvas.getByText('+55 11 98888-7777')).toBeVisible();
    await expect(canvas.getByText('+55 11 3333-4444')).toBeVisible();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(3);
    await expect(canvas.queryByText('sem número aqui')).not.toBeInTheDocument();
  },
};

/** No FN: the name is read from N (given name first); folded lines are joined. */
export const StructuredNameAndFoldedLines: Story = {
  args: { body: 'BEGIN:VCARD\nN:Souza;Mariana;;;\nTEL:+55 11 9\n 7654-3210\nEND:VCARD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mariana Souza')).toBeVisible();
    await expect(canvas.getByText('+55 11 97654-3210')).toBeVisible();
  },
};

/** A name and no number says so. */
export const WithoutNumber: Story = {
  args: { body: 'BEGIN:VCARD\nFN:Carlos Dias\nEND:VCARD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carlos Dias')).toBeVisible();
    await expect(canvas.getByText('Sem número')).toBeVisible();
  },
};

/** A broken vCard is still a card: 'Contato', 'Sem número'. */
export const Junk: Story = {
  args: { body: '%%%;;::\n\u0000' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Contato')).toBeVisible();
    await expect(canvas.getByText('Sem número')).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('%%%');
  },
};

export const Empty: Story = {
  args: { body: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Contato')).toBeVisible();
    await expect(canvas.getByText('Sem número')).toBeVisible();
  },
};

/** A long name is cut (truncate): the card keeps its width. */
export const LongName: Story = {
  args: {
    body: 'BEGIN:VCARD\nFN:Maria Aparecida dos Santos Oliveira de Albuquerque e Silva\nTEL:+55 11 98888-7777\nEND:VCARD',
  },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByText('Maria Aparecida dos Santos Oliveira de Albuquerque e Silva');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    const card = canvasElement.querySelector<HTMLElement>('[data-vcard]');
    await expect(card?.getBoundingClientRect().width).toBe(240);
  },
};

export const Dark: Story = { ...Contact, globals: dark };
export const JunkDark: Story = { ...Junk, globals: dark };
