import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../api/index.ts';
import { notifyError } from '../lib/toast.ts';

/**
 * A one-shot command of a screen (a form submit): tracks `pending`, sends a failure through the error catalogue
 * (S1 §8), and ignores double submits. Multi-step flows are machines; this is for a single call.
 */
export function useCommand<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  onDone?: (result: R) => void,
) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const execute = useCallback(
    async (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        const result = await run(...args);
        onDone?.(result);
      } catch (error) {
        notifyError(describeError(error, t));
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [run, onDone, t],
  );
  return { execute, pending } as const;
}
