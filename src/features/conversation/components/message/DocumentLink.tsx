import { ArrowDownTrayIcon, DocumentIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../ui/Spinner.tsx';

export interface DocumentLinkProps {
  url: string;
  name: string;
  /** Fetches the file with the session, as images are. */
  loadMedia: (url: string) => Promise<Blob>;
}

/**
 * A document message: a link to the file that downloads it through `loadMedia` (a backend may guard its media, and
 * a navigation would carry no token), saved under its own name. The object URL lives only for the download.
 */
export function DocumentLink({ url, name, loadMedia }: DocumentLinkProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, save as) keeps the browser's own behaviour with the plain URL.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (state === 'loading') return;
    setState('loading');
    Promise.resolve(url)
      .then(loadMedia)
      .then(
        (blob) => {
          if (!alive.current) return;
          const objectUrl = URL.createObjectURL(blob);
          const a = document.createElement('a');
          a.href = objectUrl;
          a.download = name;
          a.rel = 'noopener';
          a.click();
          // The click has handed the file to the browser; the URL is not needed after this task.
          setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
          setState('idle');
        },
        () => {
          if (alive.current) setState('failed');
        },
      );
  };

  return (
    <div className="w-64 max-w-full">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        download={name}
        onClick={download}
        aria-label={t('messages:download', { name })}
        aria-busy={state === 'loading' || undefined}
        className="flex items-center gap-2 rounded-md bg-ink/5 p-2 hover:bg-ink/10"
      >
        <DocumentIcon className="size-8 shrink-0 text-ink-muted" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate">{name}</span>
        {state === 'loading' ? (
          <Spinner size="sm" className="shrink-0 text-ink-muted" />
        ) : (
          <ArrowDownTrayIcon className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
        )}
      </a>
      {state === 'failed' && (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
          {t('messages:downloadFailed')}
        </p>
      )}
    </div>
  );
}
