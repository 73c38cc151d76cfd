import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRealtimeStatus, useServices } from '../../session/context.tsx';
import type { ConnectionBannerState } from './components/ConnectionBanner.tsx';

/** A drop shorter than this is not worth a banner (socket.io reconnects at once most of the time). */
export const BANNER_DELAY_MS = 2000;
/** After 'live' the lists start their catch-up within a tick; if none does, there is nothing to wait for. */
const CATCH_UP_GRACE_MS = 1000;

/**
 * What the connection banner shows: 'down' once the socket has been down for more than 2 s; after it is live
 * again, 'catchingUp' until every shown list has refetched and merged what it missed; then nothing.
 */
export function useConnectionBanner(): { state: ConnectionBannerState; lastLiveAt: number | null } {
  const status = useRealtimeStatus();
  const { catchUp } = useServices();
  const catchingUp = useSyncExternalStore(
    (l) => catchUp.subscribe(l),
    () => catchUp.catchingUp(),
  );
  const [shown, setShown] = useState<ConnectionBannerState>('hidden');
  const [sawCatchUp, setSawCatchUp] = useState(false);

  const down = status.state === 'down';
  const downSince = status.downSince;
  useEffect(() => {
    if (!down || downSince === null) return;
    const wait = Math.max(0, downSince + BANNER_DELAY_MS - Date.now());
    const timer = setTimeout(() => setShown('down'), wait);
    return () => clearTimeout(timer);
  }, [down, downSince]);

  const live = status.state === 'live';
  useEffect(() => {
    if (!live || shown !== 'down') return;
    setSawCatchUp(false);
    setShown('catchingUp');
  }, [live, shown]);

  useEffect(() => {
    if (shown !== 'catchingUp') return;
    if (catchingUp) {
      setSawCatchUp(true);
      return;
    }
    if (sawCatchUp) {
      setShown('hidden');
      return;
    }
    const timer = setTimeout(() => setShown('hidden'), CATCH_UP_GRACE_MS);
    return () => clearTimeout(timer);
  }, [shown, catchingUp, sawCatchUp]);

  // A drop that healed before the delay never shows; a new drop while catching up shows 'down' again.
  useEffect(() => {
    if (down && shown === 'catchingUp') setShown('hidden');
  }, [down, shown]);

  return { state: shown, lastLiveAt: status.lastLiveAt };
}
