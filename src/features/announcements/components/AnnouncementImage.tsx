import { ExclamationTriangleIcon, PhotoIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useBlobUrl } from '../../../ui/use-blob-url.ts';

/** Fetches an attachment with the session (S2 §7: GET /public/{mediaPath}, "also fetched as a blob for display"). */
export type LoadMedia = (mediaPath: string) => Promise<Blob>;

export interface AnnouncementImageProps {
  mediaPath: string;
  loadMedia: LoadMedia;
  alt: string;
  /** 'thumb': a 40 px square (popover, table, dialog); 'full': up to 400 × 300 (the detail dialog). */
  size?: 'thumb' | 'full';
}

/** An announcement's picture, from a blob (useBlobUrl: the object URL lives as long as it is shown). */
export function AnnouncementImage({ mediaPath, loadMedia, alt, size = 'thumb' }: AnnouncementImageProps) {
  const { t } = useTranslation();
  const { state, retry } = useBlobUrl(mediaPath, loadMedia);

  const box = size === 'thumb' ? 'size-10 rounded-md' : 'h-48 w-full max-w-[400px] rounded-lg sm:h-[300px]';
  switch (state.status) {
    case 'loading':
      return (
        <span className={clsx('flex shrink-0 items-center justify-center bg-ink/5 text-ink-muted', box)}>
          <Spinner size="sm" label={t('announcements:detail.imageLoading')} />
        </span>
      );
    case 'failed':
      return size === 'thumb' ? (
        <span
          className={clsx('relative flex shrink-0 items-center justify-center bg-ink/5 text-ink-muted', box)}
          title={t('announcements:detail.imageFailed')}
        >
          <PhotoIcon aria-hidden="true" className="size-5" />
          <ExclamationTriangleIcon
            aria-hidden="true"
            className="absolute -right-1 -bottom-1 size-3.5 text-amber-600"
          />
          <span className="sr-only">{t('announcements:detail.imageFailed')}</span>
        </span>
      ) : (
        <div
          role="alert"
          className={clsx(
            'flex flex-col items-center justify-center gap-2 bg-ink/5 p-3 text-sm text-ink-muted',
            box,
          )}
        >
          <PhotoIcon aria-hidden="true" className="size-8" />
          {t('announcements:detail.imageFailed')}
          <Button size="sm" variant="secondary" onClick={retry}>
            {t('announcements:detail.retry')}
          </Button>
        </div>
      );
    case 'loaded':
      return (
        <img
          src={state.src}
          alt={alt}
          className={clsx('shrink-0 bg-ink/5', box, size === 'thumb' ? 'object-cover' : 'object-contain')}
        />
      );
  }
}
