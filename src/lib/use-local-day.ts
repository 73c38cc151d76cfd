import { useEffect, useState } from 'react';

/** The local calendar day of `at`, as 'yyyy-mm-dd'. */
export function localDayOf(at: Date): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/**
 * Today's local day, changing at local midnight: memoised rows that show "HH:mm today, else dd/MM/yyyy" take it as a
 * prop, so yesterday's times turn into dates without waiting for their ticket to change.
 */
export function useLocalDay(): string {
  const [day, setDay] = useState(() => localDayOf(new Date()));
  useEffect(() => {
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    // A little after midnight, so the clock has surely turned; then the effect schedules the next one.
    const timer = setTimeout(() => setDay(localDayOf(new Date())), next.getTime() - now.getTime() + 50);
    return () => clearTimeout(timer);
  }, [day]);
  return day;
}
