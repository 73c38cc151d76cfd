import { BellIcon } from '@heroicons/react/24/outline';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BarPopover } from '../../src/ui/BarPopover.tsx';
import { onSurface } from '../decorators.tsx';

const ROW = 'data-demo-row';

function Demo({ rows, onOpen }: { rows: string[]; onOpen: () => void }) {
  // A navigation elsewhere changes the key: the open panel closes.
  const [route, setRoute] = useState('/tickets');
  return (
    <div className="flex w-[40rem] items-start justify-end gap-4">
      <button type="button" onClick={() => setRoute('/contacts')}>
        Navegar
      </button>
      <BarPopover
        label="Avisos, 2 novos"
        title="Avisos"
        icon={<BellIcon aria-hidden="true" />}
        mark={
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-surface"
          />
        }
        size="wide"
        closeKey={route}
        rowAttr={ROW}
        onOpen={onOpen}
        panelData={{ 'data-demo-panel': '' }}
      >
        <ul aria-label="Avisos">
          {rows.map((row) => (
            <li key={row}>
              <button type="button" {...{ [ROW]: '' }} className="block w-full px-3 py-2 text-left">
                {row}
              </button>
            </li>
          ))}
        </ul>
      </BarPopover>
    </div>
  );
}

const meta = {
  title: 'ui/BarPopover',
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
  args: { onOpen: fn() },
  render: ({ onOpen }) => <Demo rows={['Manutenção sábado', 'Novo horário', 'Feriado']} onOpen={onOpen} />,
} satisfies Meta<{ onOpen: () => void }>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-demo-panel]');

/** Opening says so once (not when closing); the arrow keys, Home and End move between the rows. */
export const ArrowKeysMoveBetweenRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Avisos, 2 novos' }));
    await waitFor(() => expect(panel(canvasElement)).not.toBeNull());
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(within(panel(canvasElement)!).getByRole('heading', { name: 'Avisos' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Manutenção sábado' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Novo horário' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Feriado' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Feriado' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Manutenção sábado' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Manutenção sábado' })).toHaveFocus();
    // Escape closes it, the focus back on the button; closing is not an opening.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel(canvasElement)).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Avisos, 2 novos' })).toHaveFocus();
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** A navigation while it is open closes it. */
export const ClosesOnNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Avisos, 2 novos' }));
    await waitFor(() => expect(panel(canvasElement)).not.toBeNull());
    // The panel is not modal: the page's own link is still reachable.
    canvas.getByRole('button', { name: 'Navegar' }).click();
    await waitFor(() => expect(panel(canvasElement)).toBeNull());
  },
};
