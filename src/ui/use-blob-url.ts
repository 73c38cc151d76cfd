import { useEffect, useRef, useState } from 'react';

export type BlobUrlState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; src: string };

/**
 * A picture fetched with the session (media may need auth or CORS) and shown from a blob. The object URL lives exactly
 * as long as the caller shows it: revoked on unmount or when the path changes, and never made when the answer comes
 * after the caller is gone. Only a new path or `retry` fetches again: lists re-render their rows often and callers
 * pass `load` inline.
 */
export function useBlobUrl(
  path: string,
  load: (path: string) => Promise<Blob>,
): { state: BlobUrlState; retry: () => void } {
  const [state, setState] = useState<BlobUrlState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let alive = true;
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    // Through a promise, so a loader that throws at once fails like one that rejects.
    Promise.resolve(path)
      .then(loader.current)
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
  }, [path, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
