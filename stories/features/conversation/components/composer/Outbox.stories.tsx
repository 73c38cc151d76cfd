import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  Outbox,
  type OutboxEntryView,
} from '../../../../../src/features/conversation/components/composer/Outbox.tsx';
import { dark } from '../../../../decorators.tsx';

const pending: OutboxEntryView = {
  id: 'outbox.1',
  status: 'pending',
  text: '*Ana Lima*\nJá estou verificando o seu pedido.',
  fileNames: [],
};
const failed: OutboxEntryView = {
  id: 'outbox.2',
  status: 'failed',
  text: '*Ana Lima*\nO boleto segue em anexo.',
  fileNames: [],
};
const files: OutboxEntryView = {
  id: 'outbox.3',
  status: 'failed',
  text: 'Fotos do produto',
  fileNames: ['frente.jpg', 'verso.jpg'],
};

/** The messages on their way, above the input. */
const meta = {
  title: 'features/conversation/composer/Outbox',
  component: Outbox,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-2xl bg-surface p-4">
        <Story />
      </div>
    ),
  ],
  args: { entries: [pending], onRetry: fn(), onDiscard: fn(), onDone: fn() },
} satisfies Meta<typeof Outbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A send in flight: a spinner, no buttons (a pending entry can be neither retried nor discarded). */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Enviando…');
    await expect(canvas.queryByRole('button')).toBeNull();
    // The signature as it will look once sent: the name in bold.
    await expect(canvas.getByText('Ana Lima').tagName).toBe('STRONG');
  },
};

/** A failed send: marked, with Retry and Discard, each naming its entry. */
export const Failed: Story = {
  args: { entries: [failed] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Não enviada')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledWith('outbox.2');
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscard).toHaveBeenCalledWith('outbox.2');
  },
};

/**
 * From the keyboard: the pressed entry's buttons go (it is on its way again, or discarded), so the focus moves to the
 * next failed entry's (the previous one's for the last); with none left, the caller takes it (the composer's input).
 */
export const FocusMovesOn: Story = {
  args: { entries: [failed, pending, files] },
  play: async ({ canvas, userEvent, args }) => {
    const [firstRetry, secondRetry] = canvas.getAllByRole('button', { name: 'Tentar novamente' });
    firstRetry!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledWith('outbox.2');
    await expect(secondRetry).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Descartar' })[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDiscard).toHaveBeenCalledWith('outbox.3');
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })[0]).toHaveFocus();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The only failed message retried: nothing else to act on here, the caller takes the focus. */
export const LastOneHandsTheFocusBack: Story = {
  args: { entries: [failed] },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Tentar novamente' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Files with a caption: how many, and the caption. */
export const FailedFiles: Story = {
  args: { entries: [files] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 arquivo(s)')).toBeVisible();
    await expect(canvas.getByText('Fotos do produto')).toBeVisible();
  },
};

/** Oldest first, as they were sent. */
export const Several: Story = {
  args: { entries: [pending, failed, files] },
  play: async ({ canvasElement }) => {
    const order = [...canvasElement.querySelectorAll('[data-outbox-entry]')].map((el) =>
      el.getAttribute('data-outbox-entry'),
    );
    await expect(order).toEqual(['pending', 'failed', 'failed']);
  },
};

/** The ticket was closed meanwhile: Retry is refused, Discard still works. */
export const RetryDisabled: Story = {
  args: { entries: [failed], retryDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Descartar' })).toBeEnabled();
  },
};

/** Nothing on its way: nothing shown. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ol')).toBeNull();
  },
};

export const Dark: Story = { globals: dark, args: { entries: [pending, failed] } };
