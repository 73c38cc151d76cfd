import { useCallback, useRef, useState } from 'react';
import { notifyError } from '../lib/toast.ts';

/**
 * A one-shot command of a screen (a form submit): tracks `pending`, sends a failure through the error catalogue
 * (S1 §8), and ignores double submits. Multi-step flows are machines; this is for a single call. `execute` tells
 * whether the call went through (a form empties itself then, and keeps what was typed otherwise).
 */
export function useCommand<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  onDone?: (result: R) => void,
) {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const execute = useCallback(
    async (...args: A): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPending(true);
      try {
        const result = await run(...args);
        onDone?.(result);
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [run, onDone],
  );
  return { execute, pending } as const;
}
