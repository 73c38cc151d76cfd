import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AckIcon } from '../../../../../src/features/conversation/components/message/AckIcon.tsx';
import { dark } from '../../../../decorators.tsx';

const meta = {
  title: 'features/conversation/message/AckIcon',
  component: AckIcon,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    // Where the bubble puts it: the muted footer of an own message.
    (Story) => (
      <div className="bg-surface-muted p-6">
        <p className="flex w-fit items-center gap-3 rounded-lg bg-primary/12 px-3 py-1.5 text-[11px] text-ink-muted">
          <Story />
        </p>
      </div>
    ),
  ],
  args: { ack: 0 },
} satisfies Meta<typeof AckIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One ack value: its label for screen readers, its state, and one check (sent) or two (the rest). */
const ackStory = (ack: number | null, label: string, state: string, checks: number): Story => ({
  args: { ack },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: label });
    await expect(icon).toHaveAttribute('data-ack', state);
    if (state === 'pending') {
      // A clock, not checks: the Heroicon inside the labelled wrapper.
      await expect(icon.tagName).toBe('SPAN');
      await expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    } else {
      await expect(icon.querySelectorAll('path')).toHaveLength(checks);
    }
  },
});

/** S1 §4.2: 0 is pending (a clock). */
export const Pending = ackStory(0, 'Pendente', 'pending', 0);
/** Missing or nonsense is pending too. */
export const Missing = ackStory(null, 'Pendente', 'pending', 0);
export const Negative = ackStory(-1, 'Pendente', 'pending', 0);
export const Sent = ackStory(1, 'Enviada', 'sent', 1);
export const Delivered = ackStory(2, 'Entregue', 'delivered', 2);
export const Read = ackStory(3, 'Lida', 'read', 2);
export const Read4 = ackStory(4, 'Lida', 'readBlue', 2);
export const Read5 = ackStory(5, 'Lida', 'readBlue', 2);

/** S1 §4.2: every state side by side; 4 and 5 are read in a distinct colour, read is darker than delivered. */
export const Colours: Story = {
  render: () => (
    <>
      {[0, 1, 2, 3, 4, 5].map((ack) => (
        <AckIcon key={ack} ack={ack} />
      ))}
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
    const icons = (state: string) => Array.from(canvasElement.querySelectorAll(`[data-ack="${state}"]`));
    const colour = (state: string) => {
      const [icon] = icons(state);
      if (!icon) throw new Error(`no ${state} icon`);
      return getComputedStyle(icon).color;
    };
    await expect(icons('readBlue')).toHaveLength(2);
    // 4 and 5 look the same.
    const [four, five] = icons('readBlue');
    await expect(getComputedStyle(four!).color).toBe(getComputedStyle(five!).color);
    await expect(colour('readBlue')).not.toBe(colour('read'));
    await expect(colour('readBlue')).not.toBe(colour('delivered'));
    await expect(colour('readBlue')).not.toBe(colour('sent'));
    await expect(colour('read')).not.toBe(colour('delivered'));
    // Sent and delivered keep the muted colour of the footer around them.
    await expect(colour('delivered')).toBe(colour('sent'));
  },
};

/** A class from the caller is added to the icon's own. */
export const WithClassName: Story = {
  args: { ack: 4, className: 'ml-2' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Lida' });
    await expect(icon).toHaveClass('ml-2');
    await expect(icon).toHaveClass('text-sky-500');
  },
};

export const ColoursDark: Story = { ...Colours, globals: dark };
