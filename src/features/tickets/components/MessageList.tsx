import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../api/schemas/message.schema.ts';
import { formatDate, formatListTime } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { PagedList } from '../../../ui/PagedList.tsx';

export interface MessageListProps extends PagedListViewProps {
  /** Oldest first (S1 §2.6); older pages load within 50 px of the top (S1 §9). */
  messages: readonly Message[];
}

const dayOf = (iso: string) => formatDate(iso);

/**
 * The conversation's messages, anchored at the bottom: it opens on the newest, older pages come in at the top and
 * the reader's position stays where it was. A date separator (dd/MM/yyyy) marks each new day. Bodies are text, never
 * HTML. The full message rendering (media, quotes, acks, options) belongs to the ticket workspace.
 */
export function MessageList({
  messages,
  status,
  error,
  onRetry,
  hasMore,
  loadingMore,
  moreError,
  onRetryMore,
  onScrolled,
}: MessageListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      status={status}
      error={error ?? t('tickets:loadMessagesFailed')}
      onRetry={onRetry}
      empty={<EmptyState icon={<ChatBubbleLeftRightIcon />} title={t('tickets:noMessages')} />}
      label={t('tickets:messagesLabel')}
      anchor="bottom"
      items={messages}
      getKey={(message) => message.id}
      hasMore={hasMore}
      loadingMore={loadingMore}
      moreError={moreError}
      onRetryMore={onRetryMore}
      onScrolled={onScrolled}
      estimateSize={56}
      className="bg-surface-muted"
      renderItem={(message, index) => {
        const previous = index > 0 ? messages[index - 1] : undefined;
        const newDay = previous === undefined || dayOf(previous.createdAt) !== dayOf(message.createdAt);
        return (
          <div className="px-4 py-1">
            {newDay && (
              <p className="my-2 text-center">
                <span className="rounded-full bg-surface px-3 py-0.5 text-xs text-ink-muted shadow-sm">
                  {dayOf(message.createdAt)}
                </span>
              </p>
            )}
            <div
              data-message-id={message.id}
              className={clsx(
                'max-w-[75%] rounded-lg px-3 py-1.5 text-sm whitespace-pre-wrap shadow-sm',
                message.fromMe ? 'ml-auto bg-primary/12 text-ink' : 'mr-auto bg-surface text-ink',
              )}
            >
              {message.body}
              <span className="mt-0.5 block text-right text-[11px] text-ink-muted">
                {formatListTime(message.createdAt, message.createdAt)}
              </span>
            </div>
          </div>
        );
      }}
    />
  );
}
