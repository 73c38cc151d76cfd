import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A callback whose identity never changes and which always calls the latest `fn`: for props of memoised rows
 * (a list of thousands re-renders only the rows whose item changed). Not to be called during render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  // Before any layout effect or event handler of this commit can call it.
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
