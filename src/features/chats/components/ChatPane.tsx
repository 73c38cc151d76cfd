import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { PaperAirplaneIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../api/schemas/s2.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { PagedList } from '../../../ui/PagedList.tsx';

export interface ChatPaneProps extends PagedListViewProps {
  title: string;
  /** Oldest first. */
  messages: readonly ChatMessage[];
  userId: number;
  /** Sends a message already trimmed and non-blank (S2 §5). */
  onSend: (text: string) => void;
  sending?: boolean;
}

/** S2 §5 Chat message: sent only if non-blank after trimming. */
export const sendable = (text: string): boolean => text.trim() !== '';

/**
 * S2 §2 'Internal chat': the open chat's messages, own on the right and others' on the left, each with the sender's
 * name and time; older pages come in at the top under 600 px with the reader's place kept (the bottom-anchored
 * list of src/ui, virtualised past 60 rows). Enter or the send button sends a non-blank message (Shift+Enter: a new
 * line).
 */
export function ChatPane({ title, messages, userId, onSend, sending = false, ...view }: ChatPaneProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = () => {
    if (!sendable(text)) return;
    onSend(text.trim());
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <section aria-label={title} className="flex h-full min-h-0 flex-col">
      <header className="flex h-12 shrink-0 items-center border-b border-line px-4">
        <h2 className="truncate text-base font-semibold text-ink">{title}</h2>
      </header>
      <PagedList
        {...view}
        error={view.error ?? t('chats:pane.loadFailed')}
        label={t('chats:pane.label', { title })}
        anchor="bottom"
        items={messages}
        getKey={(m) => m.id}
        estimateSize={68}
        className="bg-surface-muted"
        empty={<EmptyState icon={<ChatBubbleLeftRightIcon />} title={t('chats:pane.empty')} />}
        renderItem={(m) => {
          const own = m.senderId === userId;
          return (
            <div className={clsx('flex px-4 py-1', own ? 'justify-end' : 'justify-start')}>
              <div
                data-testid="chat-message"
                data-own={own ? 'true' : 'false'}
                className={clsx(
                  'max-w-[75%] rounded-2xl px-3 py-2 text-sm shadow-sm ring-1 ring-black/5',
                  own
                    ? 'rounded-br-sm bg-[color-mix(in_oklab,var(--color-primary)_78%,black)] text-white'
                    : 'rounded-bl-sm bg-surface text-ink dark:bg-surface',
                )}
              >
                <p
                  className={clsx(
                    'text-xs font-semibold',
                    own
                      ? 'text-white'
                      : 'text-[color-mix(in_oklab,var(--color-primary)_78%,black)] dark:text-primary',
                  )}
                >
                  {m.sender?.name ?? ''}
                </p>
                <p className="break-words whitespace-pre-wrap">{m.message}</p>
                <p className={clsx('mt-0.5 text-right text-[11px]', own ? 'text-white' : 'text-ink-muted')}>
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                </p>
              </div>
            </div>
          );
        }}
      />
      <form onSubmit={onSubmit} className="flex shrink-0 items-end gap-2 border-t border-line bg-surface p-3">
        <label className="sr-only" htmlFor="chat-input">
          {t('chats:pane.input')}
        </label>
        <textarea
          id="chat-input"
          rows={1}
          value={text}
          placeholder={t('chats:pane.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
        />
        <IconButton
          type="submit"
          icon={<PaperAirplaneIcon />}
          aria-label={t('chats:pane.send')}
          disabled={!sendable(text) || sending}
        />
      </form>
    </section>
  );
}
