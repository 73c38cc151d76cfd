import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MediaKindIcon } from '../../../../../src/features/conversation/components/message/MediaKindIcon.tsx';
import { dark } from '../../../../decorators.tsx';

const KINDS = ['image', 'audio', 'video', 'document', 'vcard', 'location', 'call'] as const;
/** The names QuotedMessage gives them (messages:media.*). */
const LABELS = {
  image: 'Imagem',
  audio: 'Áudio',
  video: 'Vídeo',
  document: 'Documento',
  vcard: 'Contato',
  location: 'Localização',
  call: 'Chamada',
} as const;

const meta = {
  title: 'features/conversation/message/MediaKindIcon',
  component: MediaKindIcon,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="bg-surface-muted p-6 text-ink">
        <div className="flex w-fit items-center gap-3 rounded-lg bg-surface px-3 py-2 shadow-sm">
          <Story />
        </div>
      </div>
    ),
  ],
  args: { kind: 'image', className: 'size-5' },
} satisfies Meta<typeof MediaKindIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label the icon is decorative: hidden from screen readers, sized by the caller's class. */
export const Decorative: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveClass('size-5');
    await expect(svg?.getBoundingClientRect().width).toBe(20);
  },
};

/** With a label (no text next to it says the kind) it is an image of that name. */
export const Labelled: Story = {
  args: { kind: 'location', label: 'Localização' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Localização' });
    await expect(icon.tagName).toBe('SPAN');
    await expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every kind, each with its own icon. */
export const AllKinds: Story = {
  render: (args) => (
    <>
      {KINDS.map((kind) => (
        <MediaKindIcon key={kind} {...args} kind={kind} label={LABELS[kind]} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const shapes = KINDS.map((kind) => {
      const icon = canvas.getByRole('img', { name: LABELS[kind] });
      return Array.from(icon.querySelectorAll('path'), (path) => path.getAttribute('d')).join(' ');
    });
    await expect(shapes.every((shape) => shape !== '')).toBe(true);
    // Seven kinds, seven different drawings.
    await expect(new Set(shapes).size).toBe(KINDS.length);
  },
};

export const AllKindsDark: Story = { ...AllKinds, globals: dark };
