import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { EmojiPicker } from '../../../../../src/features/conversation/components/composer/EmojiPicker.tsx';
import { dark } from '../../../../decorators.tsx';

const meta = {
  title: 'features/conversation/composer/EmojiPicker',
  component: EmojiPicker,
  parameters: {
    a11y: { test: 'error' },
  },
  decorators: [
    // Where the composer puts it: at the bottom, the panel opening upwards.
    (Story) => (
      <div className="flex min-h-[480px] flex-col justify-end bg-surface-muted p-6">
        <div className="mx-auto flex w-full max-w-2xl items-center gap-2 rounded-xl border border-line bg-surface p-2">
          <Story />
          <button type="button" className="ml-auto rounded-md px-2 py-1 text-sm text-ink">
            Fora
          </button>
        </div>
      </div>
    ),
  ],
  args: { onPick: fn() },
} satisfies Meta<typeof EmojiPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The panel, looked for on the whole page (the story root is only the button's row). */
const page = within(document.body);
/** The emoji grid, once its data has loaded from public/emojibase (slow on a busy machine). */
const grid = () => page.findByRole('grid', {}, { timeout: 10_000 });

/** Closed: only the button. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Emojis' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/**
 * S1 §2.7: the button opens a panel of 16 emojis per line; each click picks one and the panel stays open (several can
 * be added); Escape closes it and gives the focus back to the button.
 */
export const OpenPickEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Emojis' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const emojis = await grid();
    await expect(emojis).toHaveAttribute('aria-colcount', '16');
    const rows = await within(emojis).findAllByRole('row', {}, { timeout: 10_000 });
    const firstRow = within(rows[0]!).getAllByRole('gridcell');
    await expect(firstRow).toHaveLength(16);
    for (const row of rows) await expect(within(row).getAllByRole('gridcell').length).toBeLessThanOrEqual(16);
    // Sixteen side by side on one line, not wrapped.
    const tops = new Set(firstRow.map((cell) => Math.round(cell.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);

    const [first, second] = firstRow;
    await userEvent.click(first!);
    await expect(args.onPick).toHaveBeenCalledOnce();
    await expect(args.onPick).toHaveBeenCalledWith(first!.textContent);
    await userEvent.click(second!);
    await expect(args.onPick).toHaveBeenCalledTimes(2);
    await expect(args.onPick).toHaveBeenLastCalledWith(second!.textContent);
    await expect(page.getByRole('grid')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('grid')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The search field takes the focus; it finds by Portuguese names ('risonho' is 😀) and picks with the keyboard. */
export const SearchAndKeyboardPick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Emojis' }));
    await grid();
    const search = page.getByRole('searchbox', { name: 'Buscar emoji' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'pizza');
    const pizza = await page.findByRole('gridcell', { name: 'Pizza' });
    await expect(pizza).toHaveTextContent('🍕');
    await userEvent.click(pizza);
    await expect(args.onPick).toHaveBeenCalledWith('🍕');

    await userEvent.clear(search);
    await userEvent.type(search, 'rosto risonho');
    await waitFor(() => expect(page.getAllByRole('gridcell')[0]).toHaveAccessibleName('Rosto risonho'));
    await expect(page.getAllByRole('gridcell')[0]).toHaveTextContent('😀');
    // The first result is active while typing: Enter picks it.
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenLastCalledWith('😀');
  },
};

/**
 * The arrows walk the grid from the search box and the grid scrolls with the active emoji, rows numbered from 1 for
 * assistive technology (ARIA; frimousse 0.4.0 numbers from 0, mended in scripts/patch-deps.mjs, which also asks for
 * the row it scrolls to by that number).
 */
export const KeyboardScrollsTheGrid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Emojis' }));
    const emojiGrid = await grid();
    const search = page.getByRole('searchbox', { name: 'Buscar emoji' });
    await waitFor(() => expect(search).toHaveFocus());
    const rows = () => [...emojiGrid.querySelectorAll('[role="row"]')];
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(rows()[0]).toHaveAttribute('aria-rowindex', '1');
    await expect(within(rows()[0] as HTMLElement).getAllByRole('gridcell')[0]).toHaveAttribute(
      'aria-colindex',
      '1',
    );
    // Down the first column, well past the fold (about 8 rows show).
    const activeRow = () =>
      Number(
        emojiGrid.querySelector('[data-active]')?.closest('[role="row"]')?.getAttribute('aria-rowindex'),
      );
    // One press at a time, each waited for: the picker draws the active emoji a moment after the key.
    for (let i = 0; i < 30 && (activeRow() || 0) < 14; i += 1) {
      const before = activeRow() || 0;
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(activeRow()).toBeGreaterThan(before));
    }
    await expect(activeRow()).toBe(14);
    const active = emojiGrid.querySelector('[data-active]');
    if (!(active instanceof HTMLElement)) throw new Error('no active emoji');
    await expect(active).toHaveAttribute('aria-colindex', '1');
    const viewport = emojiGrid.closest('[frimousse-viewport]') ?? emojiGrid.parentElement;
    if (!viewport) throw new Error('no viewport');
    await waitFor(async () => {
      const box = viewport.getBoundingClientRect();
      // Looked up again: the virtualised grid may have drawn the row anew as it scrolled.
      const cell = (emojiGrid.querySelector('[data-active]') ?? active).getBoundingClientRect();
      await expect(cell.top).toBeGreaterThanOrEqual(box.top - 1);
      await expect(cell.bottom).toBeLessThanOrEqual(box.bottom + 1);
    });
  },
};

/** A search that finds nothing says so. */
export const NoResults: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Emojis' }));
    await grid();
    await userEvent.type(page.getByRole('searchbox', { name: 'Buscar emoji' }), 'xyzqwv');
    await expect(await page.findByText('Nenhum emoji encontrado')).toBeVisible();
    await expect(page.queryAllByRole('gridcell')).toHaveLength(0);
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** A click outside closes the panel. */
export const ClickOutsideCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Emojis' }));
    await grid();
    await userEvent.click(canvas.getByRole('button', { name: 'Fora' }));
    await waitFor(() => expect(page.queryByRole('grid')).not.toBeInTheDocument());
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** A slow answer for the emoji data: the panel says it is loading. */
export const Loading: Story = {
  // An address of its own: frimousse caches the data per address, and this one never answers.
  args: { emojibaseUrl: '/emojibase-lento' },
  play: async ({ canvas, userEvent }) => {
    const realFetch = window.fetch.bind(window);
    const fetch = spyOn(window, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes('/emojibase-lento/')
        ? new Promise<Response>(() => undefined)
        : realFetch(input, init),
    );
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Emojis' }));
      await expect(await page.findByText('Carregando emojis…')).toBeVisible();
      await expect(page.queryAllByRole('gridcell')).toHaveLength(0);
      await expect(fetch).toHaveBeenCalled();
    } finally {
      fetch.mockRestore();
    }
  },
};

/** Disabled (a closed ticket): the button does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Emojis' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(page.queryByRole('grid')).not.toBeInTheDocument();
    await expect(page.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** The panel follows the app's language: English names and categories under 'en'. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Emojis' }));
    await grid();
    await expect(await page.findByText('Smileys & emotion', {}, { timeout: 10_000 })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search emoji' });
    await userEvent.type(search, 'grinning face');
    const grinning = await page.findByRole('gridcell', { name: /^grinning face$/i });
    await expect(grinning).toHaveTextContent('😀');
    await userEvent.click(grinning);
    await expect(args.onPick).toHaveBeenCalledWith('😀');
  },
};

export const OpenDark: Story = {
  globals: dark,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Emojis' }));
    await grid();
    await expect(await page.findByText('Sorrisos e emoção', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Screen readers: each cell is a button named after its emoji, in Portuguese. */
export const Accessible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Emojis' }));
    const emojis = await grid();
    const cell = (await within(emojis).findAllByRole('gridcell', {}, { timeout: 10_000 }))[0]!;
    await expect(cell.tagName).toBe('BUTTON');
    await expect(cell).toHaveAccessibleName('Rosto risonho');
    await expect(screen.getByRole('searchbox', { name: 'Buscar emoji' })).toBeVisible();
  },
};
