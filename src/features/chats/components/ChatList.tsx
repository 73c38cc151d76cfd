import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { PencilSquareIcon, TrashIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Chat } from '../../../api/schemas/s2.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { CountBadge } from '../../../ui/Badge.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { PagedList } from '../../../ui/PagedList.tsx';

export interface ChatListProps extends PagedListViewProps {
  chats: readonly Chat[];
  /** The signed-in user: their unread count and whether they own a chat. */
  userId: number;
  selectedUuid: string | null;
  onSelect: (chat: Chat) => void;
  onEdit: (chat: Chat) => void;
  onDelete: (chat: Chat) => void;
}

/** The signed-in user's unread count of a chat (their first member row, as the reference reads it). */
const unreadOf = (chat: Chat, userId: number) => chat.users.find((u) => u.userId === userId)?.unreads ?? 0;

/**
 * S2 §2 'Internal chat': the chats with their unread badge, the selected one highlighted, the last message as
 * 'time: text'; edit and delete only for the owner.
 */
export function ChatList({
  chats,
  userId,
  selectedUuid,
  onSelect,
  onEdit,
  onDelete,
  ...view
}: ChatListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      {...view}
      error={view.error ?? t('chats:list.loadFailed')}
      label={t('chats:list.label')}
      items={chats}
      getKey={(chat) => chat.id}
      estimateSize={72}
      empty={<EmptyState icon={<ChatBubbleLeftRightIcon />} title={t('chats:list.empty')} />}
      renderItem={(chat) => {
        const unreads = unreadOf(chat, userId);
        const selected = chat.uuid === selectedUuid;
        const own = chat.ownerId === userId;
        return (
          <div
            className={clsx(
              'group flex items-center gap-2 border-b border-l-4 border-line px-3 py-2.5',
              selected ? 'border-l-primary bg-primary/10' : 'border-l-transparent hover:bg-ink/5',
            )}
            data-testid="chat-row"
          >
            <button
              type="button"
              onClick={() => onSelect(chat)}
              aria-current={selected ? 'true' : undefined}
              className="min-w-0 flex-1 rounded text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <span className="flex items-center gap-2">
                <span className="truncate text-sm font-semibold text-ink">{chat.title}</span>
                {unreads > 0 && (
                  <CountBadge
                    count={unreads}
                    tone="danger"
                    className="h-5 min-w-5 px-1.5 text-[11px]"
                    label={t('chats:list.unreads', { count: unreads })}
                  />
                )}
              </span>
              {chat.lastMessage !== '' && (
                <span className="mt-0.5 block truncate text-xs text-ink-muted">
                  {t('chats:list.lastMessage', {
                    time: chat.updatedAt ? formatDateTime(chat.updatedAt) : '',
                    text: chat.lastMessage,
                  })}
                </span>
              )}
            </button>
            {own && (
              <span className="flex shrink-0 items-center">
                <IconButton
                  size="sm"
                  icon={<PencilSquareIcon />}
                  aria-label={t('chats:list.edit', { title: chat.title })}
                  onClick={() => onEdit(chat)}
                />
                <IconButton
                  size="sm"
                  icon={<TrashIcon />}
                  aria-label={t('chats:list.delete', { title: chat.title })}
                  onClick={() => onDelete(chat)}
                />
              </span>
            )}
          </div>
        );
      }}
    />
  );
}
