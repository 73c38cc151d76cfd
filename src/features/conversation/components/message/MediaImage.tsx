import { ExclamationTriangleIcon, PhotoIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';

export interface MediaImageProps {
  url: string;
  /** Fetches the image with the session (media may need auth, CORS): the image is shown from a blob. */
  loadMedia: (url: string) => Promise<Blob>;
  alt: string;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; src: string };

/**
 * An image message. The blob's object URL lives exactly as long as this component shows it: revoked on unmount or
 * when the URL changes, and never created when the answer comes after the component is gone.
 */
export function MediaImage({ url, loadMedia, alt }: MediaImageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A list re-renders its rows often and callers pass loadMedia inline: only a new URL (or a retry) fetches again.
  const load = useRef(loadMedia);
  load.current = loadMedia;

  useEffect(() => {
    let alive = true;
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    // Through a promise, so a loadMedia that throws at once fails like one that rejects.
    Promise.resolve(url)
      .then(load.current)
      .then(
        (blob) => {
          if (!alive) return;
          objectUrl = URL.createObjectURL(blob);
          setState({ status: 'loaded', src: objectUrl });
        },
        () => {
          if (alive) setState({ status: 'failed' });
        },
      );
    return () => {
      alive = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [url, attempt]);

  switch (state.status) {
    case 'loading':
      return (
        <div className="flex size-48 items-center justify-center rounded-md bg-ink/5 text-ink-muted">
          <Spinner label={t('messages:imageLoading')} />
        </div>
      );
    case 'failed':
      return (
        <div
          role="alert"
          className="flex size-48 flex-col items-center justify-center gap-2 rounded-md bg-ink/5 p-3 text-center text-xs text-ink-muted"
        >
          <span className="relative" aria-hidden="true">
            <PhotoIcon className="size-8" />
            <ExclamationTriangleIcon className="absolute -right-1 -bottom-1 size-4 text-amber-600" />
          </span>
          {t('messages:imageFailed')}
          <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('messages:retry')}
          </Button>
        </div>
      );
    case 'loaded':
      return <img src={state.src} alt={alt} className="max-h-72 max-w-full rounded-md object-contain" />;
  }
}
