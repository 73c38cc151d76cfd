import { MicrophoneIcon, PaperAirplaneIcon, PaperClipIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { Field, Label, Switch } from '@headlessui/react';
import clsx from 'clsx';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../api/schemas/message.schema.ts';
import type { QuickMessage } from '../../../../api/schemas/quick-message.schema.ts';
import { IconButton } from '../../../../ui/IconButton.tsx';
import { LoadFailedInline, type ReadState } from '../../../../ui/ResourceState.tsx';
import { QuoteText } from '../message/QuotedMessage.tsx';
import { AttachmentList } from './AttachmentList.tsx';
import { EmojiPicker } from './EmojiPicker.tsx';
import { QuickReplies, quickReplyOptionId } from './QuickReplies.tsx';
import { RecordingBar, type RecordingPhase } from './RecordingBar.tsx';
import {
  insertAt,
  isSendable,
  matchQuickReplies,
  MAX_ROWS,
  messageBody,
  quickReplyQuery,
} from './composer-rules.ts';

export interface ComposerRecording {
  phase: RecordingPhase;
  elapsedMs: number;
}

export interface ComposerProps {
  /** The draft, kept by the caller (per ticket). */
  value: string;
  onChange: (value: string) => void;
  /** A text message; the body is already signed when signing is on (S1 §4.4). The composer then clears the draft. */
  onSend: (body: string) => void;
  /** The chosen files (sent as multipart `medias`), with the text as their caption ('' when there is none). */
  onSendMedia: (files: readonly File[], caption: string) => void;
  /** The name the signature puts in bold. */
  userName: string;
  /** 'Assinar': on by default; the caller remembers the choice. */
  sign: boolean;
  onSignChange: (sign: boolean) => void;
  quickReplies?: readonly QuickMessage[];
  /** The read of the quick replies: failed, typing '/' says so and offers a retry where the suggestions would be. */
  quickRepliesLoad?: ReadState | undefined;
  /** S1 §2.7: the input is disabled unless the ticket is open; the reason is shown. */
  disabled?: boolean;
  disabledReason?: 'closed' | 'pending';
  /** The message being answered, quoted above the input. */
  replyingTo?: Message | null;
  onCancelReply?: () => void;
  /** A send is on its way: sending is refused and the button shows it. */
  sending?: boolean;
  /** The audio-recording machine's state; null when idle. The microphone button shows when `onRecordStart` is given. */
  recording?: ComposerRecording | null;
  onRecordStart?: () => void;
  onRecordSend?: () => void;
  onRecordCancel?: () => void;
  emojibaseUrl?: string;
  /** For a caller that moves the focus back to the input (the outbox once a failed message is dealt with). */
  ref?: Ref<ComposerHandle>;
}

export interface ComposerHandle {
  focus: () => void;
}

interface Selection {
  start: number;
  end: number;
}

/** Grows with the text up to MAX_ROWS rows, then scrolls. Measured, so wrapped lines count as rows too. */
function useAutoSize(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      // Empty: one row, the textarea's own height (rows=1). Nothing to measure, so opening a conversation with no
      // draft forces no layout in its commit.
      if (el.value === '') {
        el.style.height = '';
        el.style.overflowY = 'hidden';
        return;
      }
      const style = getComputedStyle(el);
      const lineHeight = parseFloat(style.lineHeight);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const border = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
      const max = lineHeight * MAX_ROWS + padding + border;
      el.style.height = 'auto';
      const content = el.scrollHeight + border;
      el.style.height = `${Math.min(content, max)}px`;
      el.style.overflowY = content > max ? 'auto' : 'hidden';
    };
    measure();
    // A wider or narrower window wraps the same text in fewer or more rows.
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, value]);
}

/**
 * The message composer (S1 §2.7, §4.4, §5): Enter sends, Shift+Enter breaks the line; emojis at the caret; files;
 * quick replies on '/'; the signature; reply mode; the voice recording bar. Props only: the caller owns the draft,
 * the send and the recording machine.
 */
export function Composer({
  value,
  onChange,
  onSend,
  onSendMedia,
  userName,
  sign,
  onSignChange,
  quickReplies = [],
  quickRepliesLoad,
  disabled = false,
  disabledReason,
  replyingTo = null,
  onCancelReply,
  sending = false,
  recording = null,
  onRecordStart,
  onRecordSend,
  onRecordCancel,
  emojibaseUrl,
  ref,
}: ComposerProps) {
  const { t } = useTranslation('composer');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const selection = useRef<Selection>({ start: value.length, end: value.length });
  const pendingCaret = useRef<number | null>(null);
  // A send fired and the caller has not answered yet (no new value, no `sending`): a second Enter or click in the
  // same moment must not send again.
  const sendLocked = useRef(false);
  const [files, setFiles] = useState<readonly File[]>([]);
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const [active, setActive] = useState({ value, index: 0 });
  const listId = useId();
  const reasonId = useId();

  useAutoSize(inputRef, value);
  useImperativeHandle(ref, () => ({ focus: () => inputRef.current?.focus() }), []);

  useEffect(() => {
    sendLocked.current = false;
  }, [value, sending]);

  // The recording bar takes the place of the input and its buttons (the microphone's too): the focus that was on
  // them goes to the bar's first button when it comes, and back to the input when it goes (sent, cancelled or the
  // microphone refused). Only focus left on the page is moved, never one the user put elsewhere.
  const rowRef = useRef<HTMLDivElement>(null);
  const isRecording = recording !== null;
  const wasRecording = useRef(isRecording);
  useEffect(() => {
    if (wasRecording.current === isRecording) return;
    wasRecording.current = isRecording;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    if (isRecording) rowRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    else inputRef.current?.focus();
  }, [isRecording]);

  // 'Responder' was chosen (from a message's menu, which is gone now): the reply is typed here, so the caret comes
  // here; only on a change, never when the composer mounts with a quote already set.
  const replyId = replyingTo?.id ?? null;
  const shownReply = useRef(replyId);
  useEffect(() => {
    if (shownReply.current === replyId) return;
    shownReply.current = replyId;
    if (replyId !== null && !disabled) inputRef.current?.focus();
  }, [replyId, disabled]);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !inputRef.current) return;
    pendingCaret.current = null;
    inputRef.current.setSelectionRange(caret, caret);
  }, [value]);

  const matches = useMemo(() => matchQuickReplies(value, quickReplies), [value, quickReplies]);
  const suggesting = !disabled && matches.length > 0 && dismissedAt !== value;
  // Asking for a quick reply ('/' and a word) when they could not be read: say so, with a retry, not nothing.
  const quickFailed = !disabled && quickRepliesLoad?.status === 'error' && quickReplyQuery(value) !== null;
  // The active option belongs to the text it was chosen for: typing starts again from the first.
  const activeIndex = active.value === value ? Math.min(active.index, matches.length - 1) : 0;

  const sendable = isSendable(value);
  const canSubmit = !disabled && !sending && (sendable || files.length > 0);

  function setDraft(next: string, caret: number) {
    pendingCaret.current = caret;
    selection.current = { start: caret, end: caret };
    onChange(next);
  }

  function submit() {
    if (!canSubmit || sendLocked.current) return;
    sendLocked.current = true;
    if (files.length > 0) {
      onSendMedia(files, sendable ? messageBody(value, sign, userName) : '');
      setFiles([]);
    } else {
      onSend(messageBody(value, sign, userName));
    }
    setDraft('', 0);
  }

  function pick(quickReply: QuickMessage) {
    setDraft(quickReply.message, quickReply.message.length);
    inputRef.current?.focus();
  }

  function insertEmoji(emoji: string) {
    const { start, end } = selection.current;
    const next = insertAt(value, start, end, emoji);
    setDraft(next.value, next.caret);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (suggesting) {
      const count = matches.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive({ value, index: (activeIndex + step + count) % count });
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        const chosen = matches[activeIndex];
        if (chosen) {
          event.preventDefault();
          pick(chosen);
        }
        return;
      }
      if (event.key === 'Escape') {
        // Closes the suggestions only, not the dialog or drawer the composer may sit in.
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(value);
        return;
      }
    }
    // Enter while an input method composes (Japanese, Chinese…) confirms the word; it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function onTextChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const el = event.currentTarget;
    selection.current = { start: el.selectionStart, end: el.selectionEnd };
    // Escape hid the suggestions for the text as it was; any edit shows them again.
    setDismissedAt(null);
    onChange(el.value);
  }

  function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.currentTarget.files ?? []);
    if (chosen.length > 0) setFiles((current) => [...current, ...chosen]);
    // The same file may be chosen again after being removed.
    event.currentTarget.value = '';
  }

  const replyName = replyingTo ? (replyingTo.fromMe ? t('you') : (replyingTo.contact?.name ?? '')) : '';

  return (
    <div data-composer className="relative border-t border-line bg-surface">
      {replyingTo && (
        <div
          data-reply-banner
          className="mx-3 mt-2 flex items-start gap-2 rounded-lg border-l-4 border-primary bg-surface-muted py-1.5 pr-1 pl-3"
        >
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-ink">{t('replyingTo', { name: replyName })}</p>
            <p className="line-clamp-2 text-sm break-words whitespace-pre-wrap text-ink-muted">
              {/* As the quote will show in the bubble: styled text, or a media's kind and caption (never a raw
                  location thumbnail or vCard). */}
              <QuoteText quoted={replyingTo} />
            </p>
          </div>
          {onCancelReply && (
            <IconButton
              aria-label={t('cancelReply')}
              icon={<XMarkIcon />}
              size="sm"
              onClick={() => {
                // The button leaves with the banner: the caret goes back to the text rather than to the page.
                inputRef.current?.focus();
                onCancelReply();
              }}
            />
          )}
        </div>
      )}
      <AttachmentList
        files={files}
        onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
        disabled={sending}
      />
      <div ref={rowRef} className="relative flex items-end gap-1 px-2 py-2">
        {recording ? (
          <RecordingBar
            phase={recording.phase}
            elapsedMs={recording.elapsedMs}
            onSend={() => onRecordSend?.()}
            onCancel={() => onRecordCancel?.()}
          />
        ) : (
          <>
            <EmojiPicker
              onPick={insertEmoji}
              disabled={disabled}
              {...(emojibaseUrl === undefined ? {} : { emojibaseUrl })}
            />
            <IconButton
              aria-label={t('attach')}
              icon={<PaperClipIcon />}
              disabled={disabled}
              onClick={() => fileRef.current?.click()}
            />
            <input ref={fileRef} type="file" multiple hidden data-attach-input onChange={onFilesChosen} />
            <div className="relative min-w-0 flex-1">
              {quickFailed && (
                <LoadFailedInline
                  what={t('quickReplies')}
                  error={quickRepliesLoad.error}
                  onRetry={quickRepliesLoad.onRetry}
                  {...(quickRepliesLoad.retrying === undefined
                    ? {}
                    : { retrying: quickRepliesLoad.retrying })}
                  className="absolute inset-x-2 bottom-full z-10 mb-1 border-solid bg-surface shadow-lg"
                />
              )}
              {suggesting && (
                <QuickReplies
                  id={listId}
                  options={matches}
                  activeIndex={activeIndex}
                  onPick={pick}
                  onActiveChange={(index) => setActive({ value, index })}
                />
              )}
              <textarea
                ref={inputRef}
                rows={1}
                value={value}
                disabled={disabled}
                aria-label={t('inputLabel')}
                aria-describedby={disabled ? reasonId : undefined}
                aria-controls={suggesting ? listId : undefined}
                aria-activedescendant={suggesting ? quickReplyOptionId(listId, activeIndex) : undefined}
                placeholder={quickReplies.length > 0 ? t('placeholderQuick') : t('placeholder')}
                className={clsx(
                  'block w-full resize-none rounded-2xl border border-line bg-surface-muted px-3.5 py-2 text-sm/6 text-ink',
                  'placeholder:truncate placeholder:text-ink-muted focus:border-primary focus:outline-none',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                )}
                onChange={onTextChange}
                onSelect={(event) => {
                  const el = event.currentTarget;
                  selection.current = { start: el.selectionStart, end: el.selectionEnd };
                }}
                onKeyDown={onKeyDown}
              />
            </div>
            {onRecordStart && !sendable && files.length === 0 ? (
              <IconButton
                aria-label={t('audio.record')}
                icon={<MicrophoneIcon />}
                disabled={disabled || sending}
                onClick={onRecordStart}
              />
            ) : (
              <IconButton
                aria-label={sending ? t('sending') : t('send')}
                icon={<PaperAirplaneIcon />}
                variant="primary"
                className="text-white"
                disabled={!canSubmit}
                aria-busy={sending || undefined}
                onClick={submit}
              />
            )}
          </>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 px-4 pb-2">
        {disabled ? (
          <p id={reasonId} data-disabled-reason className="text-xs text-ink-muted">
            {t(`disabled.${disabledReason ?? 'other'}`)}
          </p>
        ) : (
          <span />
        )}
        <Field className="flex items-center gap-2">
          <Switch
            checked={sign}
            onChange={onSignChange}
            disabled={disabled}
            className={clsx(
              'group relative inline-flex h-5 w-9 shrink-0 cursor-pointer rounded-full transition',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              'bg-ink/20 data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-50',
            )}
          >
            <span className="pointer-events-none inline-block size-4 translate-x-0.5 translate-y-0.5 rounded-full bg-white shadow transition group-data-checked:translate-x-4.5" />
          </Switch>
          <Label className="text-xs text-ink-muted select-none">{t('sign')}</Label>
        </Field>
      </div>
    </div>
  );
}
