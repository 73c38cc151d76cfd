import { ArrowPathIcon, DocumentIcon, ExclamationCircleIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { FormattedText } from '../../../../ui/FormattedText.tsx';

export interface OutboxEntryView {
  id: string;
  /** `pending` while its request runs; `failed` until the user retries or discards it. */
  status: 'pending' | 'failed';
  /** The text as it goes out (signed when signing was on), or the caption of files ('' for none). */
  text: string;
  fileNames: readonly string[];
}

export interface OutboxProps {
  entries: readonly OutboxEntryView[];
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
  /** The ticket no longer takes messages (S1 §2.7): a retry would be refused, a discard still works. */
  retryDisabled?: boolean;
  /**
   * A Retry or Discard took away the buttons that had the focus and no other failed message is left: the caller puts
   * the focus where typing goes on (the composer's input).
   */
  onDone?: () => void;
}

/**
 * The messages the user sent that the server has not taken yet, at the end of the conversation just above the input
 * (a failed send is not lost): pending ones with a spinner, failed ones marked with Retry and Discard. A sent one
 * leaves the outbox; the socket's message then shows it in the list.
 */
export function Outbox({ entries, onRetry, onDiscard, retryDisabled = false, onDone }: OutboxProps) {
  const { t } = useTranslation('composer');
  const listRef = useRef<HTMLOListElement>(null);
  if (entries.length === 0) return null;

  // The pressed entry loses its buttons (pending) or leaves: the focus moves on to the next failed one (the previous
  // one for the last), whose buttons are already there, else to the caller's.
  const act = (id: string, action: (id: string) => void) => {
    const failed = entries.filter((entry) => entry.status === 'failed');
    const at = failed.findIndex((entry) => entry.id === id);
    const next = failed[at + 1] ?? failed[at - 1];
    action(id);
    const button =
      next &&
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-outbox-id="${CSS.escape(next.id)}"] button:not(:disabled)`,
      );
    if (button) button.focus();
    else onDone?.();
  };

  return (
    <ol ref={listRef} aria-label={t('outbox.label')} className="flex flex-col items-end gap-1.5 px-3 pt-2">
      {entries.map((entry) => (
        <li
          key={entry.id}
          data-outbox-id={entry.id}
          data-outbox-entry={entry.status}
          className={clsx(
            'flex max-w-[85%] flex-col items-end gap-1 rounded-2xl rounded-br-md px-3 py-1.5 text-sm text-ink',
            entry.status === 'failed'
              ? 'border border-red-600/40 bg-red-50 dark:border-red-400/40 dark:bg-red-950/40'
              : 'bg-primary/10 opacity-80',
          )}
        >
          {entry.fileNames.length > 0 && (
            <span
              className="flex items-center gap-1 text-xs text-ink-muted"
              title={entry.fileNames.join(', ')}
            >
              <DocumentIcon aria-hidden="true" className="size-4 shrink-0" />
              {entry.fileNames.length === 1
                ? entry.fileNames[0]
                : t('outbox.files', { count: entry.fileNames.length })}
            </span>
          )}
          {entry.text !== '' && (
            // As the message will look once sent: the signature in bold (WhatsApp `*…*`).
            <p className="break-words whitespace-pre-wrap">
              <FormattedText text={entry.text} />
            </p>
          )}
          {entry.status === 'pending' ? (
            <span className="flex items-center gap-1 text-xs text-ink-muted">
              <Spinner size="xs" label={t('outbox.sending')} />
            </span>
          ) : (
            <span className="flex flex-wrap items-center justify-end gap-1.5">
              <span className="flex items-center gap-1 text-xs font-medium text-red-700 dark:text-red-300">
                <ExclamationCircleIcon aria-hidden="true" className="size-4" />
                {t('outbox.failed')}
              </span>
              <Button
                size="xs"
                variant="secondary"
                leadingIcon={<ArrowPathIcon aria-hidden="true" className="size-3.5" />}
                disabled={retryDisabled}
                onClick={() => act(entry.id, onRetry)}
              >
                {t('outbox.retry')}
              </Button>
              <Button size="xs" variant="ghost" onClick={() => act(entry.id, onDiscard)}>
                {t('outbox.discard')}
              </Button>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
