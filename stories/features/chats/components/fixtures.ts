import { fn } from 'storybook/test';
import type { Chat, ChatMessage } from '../../../../src/api/schemas/s2.ts';

const at = (min: number) => new Date(Date.UTC(2026, 10, 21, 15, 0, 0) - min * 60_000).toISOString();
const member = (chatId: number, userId: number, unreads: number, name: string) => ({
  id: chatId * 10 + userId,
  chatId,
  userId,
  unreads,
  user: { id: userId, name },
});

export const chats: Chat[] = [
  {
    id: 1,
    uuid: '00000000-0000-4000-8000-000000000001',
    title: 'Equipe de atendimento',
    ownerId: 1,
    lastMessage: 'Paula Gestora: Perfeito!',
    createdAt: at(9000),
    updatedAt: at(15),
    owner: { id: 1, name: 'Admin' },
    users: [member(1, 1, 3, 'Admin'), member(1, 2, 0, 'Paula Gestora'), member(1, 3, 1, 'Carla Atendente')],
  },
  {
    id: 2,
    uuid: '00000000-0000-4000-8000-000000000002',
    title: 'Financeiro',
    ownerId: 2,
    lastMessage: 'Paula Gestora: A outra fica para amanhã.',
    createdAt: at(8000),
    updatedAt: at(40),
    owner: { id: 2, name: 'Paula Gestora' },
    users: [member(2, 2, 0, 'Paula Gestora'), member(2, 1, 0, 'Admin')],
  },
  {
    id: 3,
    uuid: '00000000-0000-4000-8000-000000000003',
    title: 'Projeto novo site',
    ownerId: 1,
    lastMessage: '',
    createdAt: at(300),
    updatedAt: at(300),
    owner: { id: 1, name: 'Admin' },
    users: [member(3, 1, 0, 'Admin'), member(3, 2, 0, 'Paula Gestora')],
  },
];

export const messages: ChatMessage[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  chatId: 1,
  senderId: [1, 2, 3][i % 3] ?? 1,
  message:
    i % 5 === 0
      ? `Mensagem ${i + 1}: uma linha mais longa para ver como o balão quebra o texto.`
      : `Mensagem ${i + 1}`,
  mediaPath: null,
  mediaName: null,
  createdAt: at(30 - i),
  sender: { id: [1, 2, 3][i % 3] ?? 1, name: ['Admin', 'Paula Gestora', 'Carla Atendente'][i % 3] ?? '' },
}));

export const users = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Paula Gestora' },
  { id: 3, name: 'Carla Atendente' },
];

export const listView = () => ({
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
});
