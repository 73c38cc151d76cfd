import { CloseButton } from '@headlessui/react';
import { ChatBubbleOvalLeftEllipsisIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { Chat } from '../../../api/schemas/s2.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { BarPopover } from '../../../ui/BarPopover.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { PagedList } from '../../../ui/PagedList.tsx';

export interface ChatsBellPopoverProps extends PagedListViewProps {
  chats: readonly Chat[];
  /** Some chat has unreads for the current user (S2 §4): the dot. */
  unread: boolean;
  onOpen: (chat: Chat) => void;
  /** The header's link to /chats (also what keeps an empty panel focusable, so Headless UI adds no sentinels). */
  onOpenAll: () => void;
}

/**
 * S2 §2 'Internal chat': the top bar's chats bell with its dot, and a popover (max height 300, width 500) of the
 * chats with their last message and update time (DD/MM/YYYY HH:mm), 'Nenhum registro' when empty; a click goes to
 * /chats/{uuid}.
 */
export function ChatsBellPopover({ chats, unread, onOpen, onOpenAll, ...view }: ChatsBellPopoverProps) {
  const { t } = useTranslation();
  return (
    <BarPopover
      label={unread ? t('chats:bell.unread') : t('chats:bell.label')}
      title={t('chats:bell.title')}
      icon={<ChatBubbleOvalLeftEllipsisIcon aria-hidden="true" />}
      mark={
        unread && (
          <span
            aria-hidden="true"
            data-testid="chats-bell-dot"
            className="pointer-events-none absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-surface"
          />
        )
      }
      size="wide"
      headerEnd={
        <CloseButton
          as="button"
          type="button"
          onClick={onOpenAll}
          className="rounded text-xs font-medium text-[color-mix(in_oklab,var(--color-primary)_78%,black)] hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-primary"
        >
          {t('chats:bell.openAll')}
        </CloseButton>
      }
      buttonData={{ 'data-chats-bell': '' }}
    >
      <PagedList
        {...view}
        error={view.error ?? t('chats:list.loadFailed')}
        empty={<EmptyState title={t('chats:bell.empty')} className="py-8" />}
        label={t('chats:bell.title')}
        items={chats}
        getKey={(chat) => chat.id}
        estimateSize={56}
        renderItem={(chat) => (
          <CloseButton
            as="button"
            type="button"
            onClick={() => onOpen(chat)}
            className="block w-full border-b border-line px-3 py-2 text-left odd:bg-ink/[0.03] hover:bg-ink/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset"
          >
            <span className="block truncate text-sm text-ink">{chat.lastMessage || chat.title}</span>
            <span className="block text-xs text-ink-muted">
              {chat.updatedAt ? formatDateTime(chat.updatedAt) : ''}
            </span>
          </CloseButton>
        )}
      />
    </BarPopover>
  );
}
