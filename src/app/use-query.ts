import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../api/index.ts';
import { notifyError } from '../lib/toast.ts';

/** A small read for a screen (e.g. the public plan list). Lists with pages use the paged-list machine. */
export function useQuery<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): { data: T | undefined; loading: boolean } {
  const { t } = useTranslation();
  const [state, setState] = useState<{ data: T | undefined; loading: boolean }>({
    data: undefined,
    loading: true,
  });
  useEffect(() => {
    let alive = true;
    setState((s) => ({ data: s.data, loading: true }));
    load().then(
      (data) => alive && setState({ data, loading: false }),
      (error: unknown) => {
        if (!alive) return;
        setState((s) => ({ data: s.data, loading: false }));
        notifyError(describeError(error, t));
      },
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
