import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { ChatBubbleOvalLeftEllipsisIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Chat } from '../../../api/schemas/s2.ts';
import { formatDateTime } from '../../../lib/dates.ts';
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
    <Popover className="relative inline-flex">
      <PopoverButton
        aria-label={unread ? t('chats:bell.unread') : t('chats:bell.label')}
        title={t('chats:bell.label')}
        data-chats-bell
        className={clsx(
          'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted transition [&_svg]:size-5',
          'hover:bg-ink/5 hover:text-ink active:bg-ink/10 data-open:bg-ink/5 data-open:text-ink',
          'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary',
        )}
      >
        <ChatBubbleOvalLeftEllipsisIcon aria-hidden="true" />
      </PopoverButton>
      {unread && (
        <span
          aria-hidden="true"
          data-testid="chats-bell-dot"
          className="pointer-events-none absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-surface"
        />
      )}
      <PopoverPanel
        aria-label={t('chats:bell.title')}
        className={clsx(
          'absolute top-full right-0 z-50 mt-2 flex max-h-[300px] w-[500px] max-w-[calc(100vw-1rem)] origin-top-right flex-col overflow-hidden',
          'max-sm:fixed max-sm:inset-x-2 max-sm:top-[4.25rem] max-sm:mt-0 max-sm:w-auto max-sm:max-w-none',
          'rounded-xl border border-line bg-surface text-ink shadow-lg shadow-black/10 focus:outline-none motion-safe:animate-pop-in',
        )}
      >
        <div className="flex shrink-0 items-center justify-between gap-2 border-b border-line px-3 py-2">
          <h2 className="text-sm font-semibold">{t('chats:bell.title')}</h2>
          <CloseButton
            as="button"
            type="button"
            onClick={onOpenAll}
            className="rounded text-xs font-medium text-[color-mix(in_oklab,var(--color-primary)_78%,black)] hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-primary"
          >
            {t('chats:bell.openAll')}
          </CloseButton>
        </div>
        <div className="flex min-h-0 flex-1 flex-col">
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
        </div>
      </PopoverPanel>
    </Popover>
  );
}
