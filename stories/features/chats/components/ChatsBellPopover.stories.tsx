import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ChatsBellPopover,
  type ChatsBellPopoverProps,
} from '../../../../src/features/chats/components/ChatsBellPopover.tsx';
import { chats, listView } from './fixtures.ts';

const onOpen = fn();

const meta = {
  title: 'features/chats/ChatsBellPopover',
  component: ChatsBellPopover,
  parameters: { a11y: { test: 'error' } },
  decorators: [(Story) => <div className="flex h-[420px] justify-end p-4">{Story()}</div>],
  args: { ...listView(), chats, unread: true, onOpen, onOpenAll: fn() } satisfies ChatsBellPopoverProps,
} satisfies Meta<typeof ChatsBellPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dot when a chat has unreads; the popover lists last message and time; a click opens the chat. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chats-bell-dot')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat Interno: mensagens não lidas' }));
    await userEvent.click(await canvas.findByText('Paula Gestora: Perfeito!'));
    await expect(onOpen).toHaveBeenCalledWith(chats[0]);
  },
};
export const Read: Story = {
  args: { unread: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('chats-bell-dot')).toBeNull();
  },
};
export const Empty: Story = {
  args: { chats: [], unread: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chat Interno' }));
    const empty = await canvas.findByText('Nenhum registro');
    await waitFor(() => expect(empty).toBeVisible());
  },
};
