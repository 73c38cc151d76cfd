import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatPane, type ChatPaneProps } from '../../../../src/features/chats/components/ChatPane.tsx';
import { listView, messages } from './fixtures.ts';

const onSend = fn();

const meta = {
  title: 'features/chats/ChatPane',
  component: ChatPane,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="flex h-[560px] flex-col bg-surface">{Story()}</div>],
  args: {
    ...listView(),
    title: 'Equipe de atendimento',
    messages,
    userId: 1,
    onSend,
  } satisfies ChatPaneProps,
} satisfies Meta<typeof ChatPane>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Own messages on the right, others' on the left, each with its sender and time; Enter sends a non-blank one. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bubbles = canvas.getAllByTestId('chat-message');
    await expect(bubbles[0]).toHaveAttribute('data-own', 'true');
    await expect(bubbles[1]).toHaveAttribute('data-own', 'false');
    await expect(bubbles[1]).toHaveTextContent('Paula Gestora');
    const input = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(input, '   {Enter}');
    await expect(onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.type(input, '  Bom dia  {Enter}');
    await expect(onSend).toHaveBeenCalledWith('Bom dia');
    await expect(input).toHaveValue('');
  },
};
export const Loading: Story = { args: { messages: [], status: 'pending' } };
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma mensagem ainda. Diga olá!')).toBeVisible();
  },
};
export const Failed: Story = {
  args: { messages: [], status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Não foi possível carregar as mensagens.')).toBeVisible();
  },
};
/** Older messages loading at the top. */
export const LoadingOlder: Story = { args: { hasMore: true, loadingMore: true } };
