import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MessageList } from '../../../../src/features/tickets/components/MessageList.tsx';
import { dark, frame } from '../../../decorators.tsx';
import { makeMessage } from '../../../fixtures.ts';

const messages = Array.from({ length: 30 }, (_, i) => makeMessage(i + 1));

const meta = {
  title: 'features/tickets/MessageList',
  component: MessageList,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    frame(560, 480),
    (Story) => (
      <div className="flex h-full flex-col">
        <Story />
      </div>
    ),
  ],
  args: {
    messages,
    status: 'success',
    onRetry: fn(),
    hasMore: true,
    loadingMore: false,
    moreError: false,
    onRetryMore: fn(),
    onScrolled: fn(),
  },
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the newest message (anchored at the bottom). */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mensagem 30')).toBeVisible();
  },
};

/** A date separator (dd/MM/yyyy) where the day changes (S1 §2.6). */
export const AcrossDays: Story = {
  args: {
    hasMore: false,
    messages: [
      makeMessage(1, { at: new Date(2026, 10, 20, 23, 58), body: 'Boa noite' }),
      makeMessage(2, { at: new Date(2026, 10, 20, 23, 59), body: 'Ainda aí?' }),
      makeMessage(3, { at: new Date(2026, 10, 21, 0, 1), body: 'Bom dia!' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20/11/2026')).toBeVisible();
    await expect(canvas.getByText('21/11/2026')).toBeVisible();
    await expect(canvas.getAllByText(/\d\d\/11\/2026/)).toHaveLength(2);
  },
};

/** Contact text is text: markup in a body is shown, never run. */
export const BodyIsText: Story = {
  args: { hasMore: false, messages: [makeMessage(1, { body: '<img src=x onerror="alert(1)"> oi' })] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)"> oi')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Diga olá para o seu novo contato!')).toBeVisible();
  },
};

export const Loading: Story = { args: { messages: [], status: 'pending' } };

export const Failed: Story = {
  args: { messages: [], status: 'error', error: 'Não foi possível carregar as mensagens.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Tentar novamente/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LoadingOlder: Story = { args: { loadingMore: true } };
export const Dark: Story = { globals: dark };
