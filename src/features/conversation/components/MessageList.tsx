import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../api/schemas/message.schema.ts';
import { formatDate, formatDateTimeSeconds } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { PagedList } from '../../../ui/PagedList.tsx';
import { MessageBubble } from './message/MessageBubble.tsx';

export interface MessageListProps extends PagedListViewProps {
  /** Oldest first (S1 §2.6); older pages load within 50 px of the top (S1 §9). */
  messages: readonly Message[];
  /** Fetches a message's file with the session (images are shown from a blob). */
  loadMedia: (url: string) => Promise<Blob>;
  /** 'Responder' on every message; omitted in a read-only conversation (the peek). */
  onReply?: ((message: Message) => void) | undefined;
  /** 'Deletar' on own messages not yet deleted; the caller confirms first. Omitted when read-only. */
  onDelete?: ((message: Message) => void) | undefined;
  /** Group chats: the author's name above the contact's messages. */
  showContactName?: boolean | undefined;
}

/** The local calendar day of a message, as the separator shows it (dd/MM/yyyy, S1 §2.6). */
const dayOf = (iso: string) => formatDate(iso);

/** What comes before a message: a date separator when the local day changes, a banner when the ticket does. */
export function dividersBefore(
  message: Message,
  previous: Message | undefined,
): { day: string | null; ticketChange: { closedAt: string; startedAt: string } | null } {
  const day = dayOf(message.createdAt);
  return {
    day: previous === undefined || dayOf(previous.createdAt) !== day ? day : null,
    // As the reference frontend: consecutive messages of different tickets mean one conversation ended (at the
    // previous message) and another began (at this one).
    ticketChange:
      previous !== undefined && previous.ticketId !== message.ticketId
        ? { closedAt: previous.createdAt, startedAt: message.createdAt }
        : null,
  };
}

const pill = 'rounded-full px-3 py-0.5 text-xs shadow-sm';

/**
 * The conversation's messages, anchored at the bottom: it opens on the newest, older pages come in at the top and
 * the reader's position stays where it was; long conversations are virtualised (the list primitive). Each message
 * is a MessageBubble (quotes, media, location, vCard, call log, acks, deleted, options), preceded by a date
 * separator when the day changes and by the closed/started banner when the conversation (ticket) changes.
 */
export function MessageList({
  messages,
  loadMedia,
  onReply,
  onDelete,
  showContactName,
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
      error={error ?? t('messages:list.loadFailed')}
      onRetry={onRetry}
      empty={
        <EmptyState
          icon={<ChatBubbleLeftRightIcon />}
          title={t('messages:list.greeting')}
          description={t('messages:list.greetingHint')}
        />
      }
      label={t('messages:list.label')}
      anchor="bottom"
      items={messages}
      getKey={(message) => message.id}
      hasMore={hasMore}
      loadingMore={loadingMore}
      moreError={moreError}
      onRetryMore={onRetryMore}
      onScrolled={onScrolled}
      estimateSize={64}
      className="bg-surface-muted"
      renderItem={(message, index) => {
        const { day, ticketChange } = dividersBefore(message, messages[index - 1]);
        return (
          <div className="px-4 py-1">
            {ticketChange && (
              <div className="my-3 flex flex-col items-center gap-1" data-testid="conversation-banner">
                <p className={`${pill} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>
                  {t('messages:conversationClosed', {
                    date: formatDateTimeSeconds(ticketChange.closedAt),
                  })}
                </p>
                <p
                  className={`${pill} bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100`}
                >
                  {t('messages:conversationStarted', {
                    date: formatDateTimeSeconds(ticketChange.startedAt),
                  })}
                </p>
              </div>
            )}
            {day !== null && (
              <p className="my-2 text-center" data-testid="day-separator">
                <span className={`${pill} bg-surface text-ink-muted`}>{day}</span>
              </p>
            )}
            <MessageBubble
              message={message}
              loadMedia={loadMedia}
              onReply={onReply}
              onDelete={onDelete}
              showContactName={showContactName}
            />
          </div>
        );
      }}
    />
  );
}
