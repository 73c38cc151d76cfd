import { useCallback, useState } from 'react';
import * as v from 'valibot';

/**
 * What a user typed in a form, kept in sessionStorage so it survives an error and a reload (DEVELOPERS: nothing
 * typed is lost). Parsed on the way back in: a stale or foreign value is ignored. Never used for passwords.
 */
export function useDraft<S extends v.GenericSchema>(key: string, schema: S) {
  const storageKey = `draft:${key}`;
  const [initial] = useState<v.InferOutput<S> | undefined>(() => {
    try {
      const raw = sessionStorage.getItem(storageKey);
      if (raw === null) return undefined;
      const parsed = v.safeParse(schema, JSON.parse(raw));
      return parsed.success ? parsed.output : undefined;
    } catch {
      return undefined;
    }
  });
  const save = useCallback(
    (value: v.InferOutput<S>) => sessionStorage.setItem(storageKey, JSON.stringify(value)),
    [storageKey],
  );
  const clear = useCallback(() => sessionStorage.removeItem(storageKey), [storageKey]);
  return { initial, save, clear } as const;
}
