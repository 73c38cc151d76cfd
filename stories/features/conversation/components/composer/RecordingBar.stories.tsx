import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RecordingBar } from '../../../../../src/features/conversation/components/composer/RecordingBar.tsx';
import { dark } from '../../../../decorators.tsx';

const meta = {
  title: 'features/conversation/composer/RecordingBar',
  component: RecordingBar,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="bg-surface-muted p-6">
        <div className="mx-auto flex max-w-xl rounded-xl border border-line bg-surface p-2">
          <Story />
        </div>
      </div>
    ),
  ],
  args: { phase: 'recording', elapsedMs: 0, onSend: fn(), onCancel: fn() },
} satisfies Meta<typeof RecordingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asking for the microphone: only cancel works. */
export const Requesting: Story = {
  args: { phase: 'requesting' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Aguardando permissão do microfone…')).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Enviar áudio' });
    await expect(send).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar gravação' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** S1 §2.7: the mm:ss timer; send and cancel. */
export const Recording: Story = {
  args: { elapsedMs: 65_400 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Tempo de gravação')).toHaveTextContent('01:05');
    await expect(canvas.getByText('Gravando áudio')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar áudio' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar gravação' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const JustStarted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Tempo de gravação')).toHaveTextContent('00:00');
  },
};

/** Encoding and sending: busy, nothing can be pressed. */
export const Sending: Story = {
  args: { phase: 'sending', elapsedMs: 12_000 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Enviando áudio…');
    const send = canvas.getByRole('button', { name: 'Enviar áudio' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancelar gravação' })).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Encoding: Story = {
  args: { phase: 'encoding' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Enviando áudio…');
  },
};

export const Dark: Story = { globals: dark, args: { elapsedMs: 5_000 } };
