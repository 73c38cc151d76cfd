import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionBanner } from '../../../../src/features/layout/components/ConnectionBanner.tsx';
import { dark } from '../../../decorators.tsx';

const now = new Date('2026-11-23T14:30:00');

const meta = {
  title: 'features/layout/ConnectionBanner',
  component: ConnectionBanner,
  parameters: { a11y: { test: 'error' } },
  args: { state: 'down', lastLiveAt: new Date('2026-11-23T14:27:00'), now },
} satisfies Meta<typeof ConnectionBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The socket has been down for more than 2 s: says so, and since when (HH:mm today). */
export const Down: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sem conexão em tempo real. Atualizações ao vivo interrompidas desde 14:27. Tentando reconectar…',
    );
  },
};

/** Down since a day before: the date, not a time that would read as today. */
export const DownSinceYesterday: Story = {
  args: { lastLiveAt: new Date('2026-11-22T23:59:00') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('desde 22/11/2026');
  },
};

/** Never live in this page (the first connect failed). */
export const NeverLive: Story = {
  args: { lastLiveAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Atualizações ao vivo interrompidas. Tentando reconectar…',
    );
  },
};

/** Live again: the lists on screen are being caught up. */
export const CatchingUp: Story = {
  args: { state: 'catchingUp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Conexão restabelecida. Atualizando as listas…',
    );
  },
};

/** Live: nothing shows, but the live region stays mounted so the next change is announced. */
export const Hidden: Story = {
  args: { state: 'hidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const DownDark: Story = { globals: dark };
