import { ExclamationTriangleIcon, PhotoIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { useBlobUrl } from '../../../../ui/use-blob-url.ts';

export interface MediaImageProps {
  url: string;
  /** Fetches the image with the session (media may need auth, CORS): the image is shown from a blob. */
  loadMedia: (url: string) => Promise<Blob>;
  alt: string;
}

/** An image message, from a blob (useBlobUrl: the object URL lives as long as it is shown). */
export function MediaImage({ url, loadMedia, alt }: MediaImageProps) {
  const { t } = useTranslation();
  const { state, retry } = useBlobUrl(url, loadMedia);

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
          <Button size="sm" variant="secondary" onClick={retry}>
            {t('messages:retry')}
          </Button>
        </div>
      );
    case 'loaded':
      return <img src={state.src} alt={alt} className="max-h-72 max-w-full rounded-md object-contain" />;
  }
}
