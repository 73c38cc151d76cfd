import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatList, type ChatListProps } from '../../../../src/features/chats/components/ChatList.tsx';
import { chats, listView } from './fixtures.ts';

const onSelect = fn();
const onEdit = fn();
const view = listView();

const meta = {
  title: 'features/chats/ChatList',
  component: ChatList,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="flex h-[480px] w-80 flex-col bg-surface">{Story()}</div>],
  args: {
    ...view,
    chats,
    userId: 1,
    selectedUuid: chats[0]?.uuid ?? null,
    onSelect,
    onEdit,
    onDelete: fn(),
  } satisfies ChatListProps,
} satisfies Meta<typeof ChatList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread badge for the current user, the selected chat marked, 'time: text', edit and delete only on own chats. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('chat-row');
    await expect(within(rows[0]!).getByText('3 mensagens não lidas')).toBeInTheDocument();
    await expect(within(rows[0]!).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
    await expect(rows[0]).toHaveTextContent(/\d\d\/\d\d\/\d{4} \d\d:\d\d: Paula Gestora: Perfeito!/);
    // Financeiro is Paula's: no edit or delete for user 1.
    await expect(within(rows[1]!).queryByRole('button', { name: /Editar conversa/ })).toBeNull();
    await userEvent.click(
      within(rows[2]!).getByRole('button', { name: 'Editar conversa Projeto novo site' }),
    );
    await expect(onEdit).toHaveBeenCalledWith(chats[2]);
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Financeiro/ }));
    await expect(onSelect).toHaveBeenCalledWith(chats[1]);
  },
};
export const Loading: Story = { args: { chats: [], status: 'pending' } };
export const Empty: Story = {
  args: { chats: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma conversa ainda.')).toBeVisible();
  },
};
export const Failed: Story = {
  args: { chats: [], status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Não foi possível carregar as conversas.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(view.onRetry).toHaveBeenCalled();
  },
};
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };
