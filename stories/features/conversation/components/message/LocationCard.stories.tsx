import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn } from 'storybook/test';
import { LocationCard } from '../../../../../src/features/conversation/components/message/LocationCard.tsx';
import { dark } from '../../../../decorators.tsx';

/** What the backend stores as a location's thumbnail: a base64 data:image URL (here a 1×1 PNG). */
const THUMB =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const MAP = 'https://maps.google.com/maps?q=-23.5505,-46.6333&z=17';

const meta = {
  title: 'features/conversation/message/LocationCard',
  component: LocationCard,
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
  args: { body: `${THUMB}|${MAP}|Praça da Sé, São Paulo`, openUrl: fn() },
} satisfies Meta<typeof LocationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** S1 §2.6, §3: 'image|link|description'; 'Visualizar' opens the map link. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const thumbnail = canvas.getByRole('img', { name: 'Localização' });
    await expect(thumbnail).toHaveAttribute('src', THUMB);
    await expect(canvas.getByText('Praça da Sé, São Paulo')).toBeVisible();
    const view = canvas.getByRole('button', { name: 'Visualizar' });
    await expect(view).toBeEnabled();
    await userEvent.click(view);
    await expect(args.openUrl).toHaveBeenCalledOnce();
    await expect(args.openUrl).toHaveBeenCalledWith(MAP);
  },
};

/** The body is split on '|': everything after the link is the description, pipes and all. */
export const DescriptionWithPipes: Story = {
  args: { body: `${THUMB}| ${MAP} |Rua Augusta, 100 | Bloco B | Apto 12` },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Rua Augusta, 100 | Bloco B | Apto 12')).toBeVisible();
    await expect(canvas.queryByText(/base64/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/maps\.google/)).not.toBeInTheDocument();
    // The link is trimmed before it is opened.
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar' }));
    await expect(args.openUrl).toHaveBeenCalledWith(MAP);
  },
};

/** No thumbnail and no description: a map pin in its place, the button still opens the map. */
export const WithoutThumbnail: Story = {
  args: { body: `|${MAP}` },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('p')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar' }));
    await expect(args.openUrl).toHaveBeenCalledWith(MAP);
  },
};

/** 'Visualizar' opens only http(s): a javascript: link leaves it disabled, a data:text thumbnail is not shown. */
export const UnsafeLink: Story = {
  args: { body: 'data:text/html,<script>alert(1)</script>|javascript:alert(1)|Aqui' },
  play: async ({ canvas, userEvent, args }) => {
    const view = canvas.getByRole('button', { name: 'Visualizar' });
    await expect(view).toBeDisabled();
    await userEvent.click(view);
    await expect(args.openUrl).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('Aqui')).toBeVisible();
  },
};

/** Junk (no '|' at all) is a card with a disabled button, never a crash. */
export const Junk: Story = {
  args: { body: '%%%\u0000' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const view = canvas.getByRole('button', { name: 'Visualizar' });
    await expect(view).toBeDisabled();
    await userEvent.click(view);
    await expect(args.openUrl).not.toHaveBeenCalled();
  },
};

/** Without an openUrl the map opens in a new tab, detached from this one. */
export const NewTab: Story = {
  render: ({ openUrl: _openUrl, ...args }) => <LocationCard {...args} />,
  play: async ({ canvas, userEvent }) => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Visualizar' }));
      await expect(open).toHaveBeenCalledOnce();
      await expect(open).toHaveBeenCalledWith(MAP, '_blank', 'noopener,noreferrer');
    } finally {
      open.mockRestore();
    }
  },
};

export const Dark: Story = { ...Default, globals: dark };
export const WithoutThumbnailDark: Story = { ...WithoutThumbnail, globals: dark };
