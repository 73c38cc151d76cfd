import { useCallback, useState } from 'react';

/**
 * A Standard Schema (https://standardschema.dev): every valibot schema is one, and carries its own validate, so this
 * hook checks a draft without importing valibot (the login screen keeps a draft, and /login has a budget).
 */
export interface DraftSchema<T> {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value: T; readonly issues?: undefined }
      | { readonly issues: readonly unknown[] }
      | Promise<unknown>;
    readonly types?: { readonly output: T } | undefined;
  };
}

/** A text draft (the login's email), as a Standard Schema. */
export const TEXT_DRAFT: DraftSchema<string> = {
  '~standard': {
    validate: (value) => (typeof value === 'string' ? { value } : { issues: [{ message: 'not a text' }] }),
  },
};

/**
 * What a user typed in a form, kept in sessionStorage so it survives an error and a reload (DEVELOPERS: nothing
 * typed is lost). Parsed on the way back in: a stale or foreign value is ignored. Never used for passwords.
 */
export function useDraft<T>(key: string, schema: DraftSchema<T>) {
  const storageKey = `draft:${key}`;
  const [initial] = useState<T | undefined>(() => {
    try {
      const raw = sessionStorage.getItem(storageKey);
      if (raw === null) return undefined;
      const result = schema['~standard'].validate(JSON.parse(raw));
      if (result instanceof Promise || result.issues !== undefined) return undefined;
      return result.value;
    } catch {
      return undefined;
    }
  });
  const save = useCallback(
    (value: T) => sessionStorage.setItem(storageKey, JSON.stringify(value)),
    [storageKey],
  );
  const clear = useCallback(() => sessionStorage.removeItem(storageKey), [storageKey]);
  return { initial, save, clear } as const;
}
