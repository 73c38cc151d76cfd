import { CheckIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../../ui/IconButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { formatElapsed } from './composer-rules.ts';

/** The steps of a recording the bar shows (the audio-recording machine's states but idle). */
export type RecordingPhase = 'requesting' | 'recording' | 'encoding' | 'sending';

export interface RecordingBarProps {
  phase: RecordingPhase;
  /** Time recorded so far (the machine's `elapsedMs`), shown as mm:ss. */
  elapsedMs: number;
  onSend: () => void;
  onCancel: () => void;
}

/**
 * In place of the input while a voice message is recorded (S1 §2.7, §4.2): the mm:ss timer, cancel and send.
 * While the microphone is being asked for only cancel works; once sending, nothing does.
 */
export function RecordingBar({ phase, elapsedMs, onSend, onCancel }: RecordingBarProps) {
  const { t } = useTranslation('composer');
  const busy = phase === 'encoding' || phase === 'sending';
  return (
    <div data-recording-phase={phase} className="flex min-h-10 flex-1 items-center gap-2">
      <IconButton
        aria-label={t('audio.cancel')}
        icon={<XMarkIcon />}
        className="text-red-600 dark:text-red-400"
        disabled={busy}
        onClick={onCancel}
      />
      <div className="flex min-w-0 flex-1 items-center justify-center gap-2 text-sm text-ink">
        {phase === 'requesting' && <span className="text-ink-muted">{t('audio.requesting')}</span>}
        {phase === 'recording' && (
          <>
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
            <span className="sr-only">{t('audio.recording')}</span>
            <time
              aria-label={t('audio.elapsed')}
              dateTime={`PT${Math.floor(elapsedMs / 1000)}S`}
              className="font-mono tabular-nums"
            >
              {formatElapsed(elapsedMs)}
            </time>
          </>
        )}
        {busy && <Spinner size="sm" label={t('audio.sending')} />}
      </div>
      <IconButton
        aria-label={t('audio.send')}
        icon={<CheckIcon />}
        variant="primary"
        className="text-white"
        // Sending, it is only blocked (aria-disabled, the spinner beside it), so the focus of whoever pressed it stays.
        disabled={phase === 'requesting'}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={busy ? undefined : onSend}
      />
    </div>
  );
}
