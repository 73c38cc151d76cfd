import { useEffect, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';

/** One thing a page waits for: null when it is in, else the promise that brings it. Asked once, at mount. */
export type CodeWait = () => Promise<unknown> | null;

/**
 * Renders its children once every wait is in, a plain loading screen until then (no Suspense involved); at once when
 * all are in. Before, a reload of /tickets rendered the signed-in page before its code and catalogue were in, it
 * suspended on them, and React holds the reveal of a boundary whose fallback showed until 300 ms after (its reveal
 * throttle): the rows came ~150 ms after the lists' answers. Waited for here, nothing suspends.
 */
export function WhenCodeIn({ waits, children }: { waits: readonly CodeWait[]; children: ReactNode }) {
  const [pending] = useState(() => waits.map((wait) => wait()).filter((p) => p !== null));
  const [ready, setReady] = useState(pending.length === 0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // A failed load opens too: the screens behind then fail as before, into their error boundary with a retry.
    void Promise.allSettled(pending).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready, pending]);
  return ready ? children : <LoadingScreen />;
}
