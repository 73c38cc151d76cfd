/** What machines emit (docs/architecture.md, the effects bus): i18n keys and enums, never display strings. */
export type NotifyLevel = 'success' | 'error' | 'warning' | 'info';

export interface NotifyEmitted {
  type: 'notify';
  level: NotifyLevel;
  /** An i18n key, e.g. 'auth:subscriptionExpired'. */
  key: string;
  params?: Record<string, string | number>;
  /** The failure, for the error catalogue (`describeError`). */
  error?: unknown;
}

export interface NavigateEmitted {
  type: 'navigate';
  to: string;
}

export type MachineEmitted = NotifyEmitted | NavigateEmitted;

/** Default of an implementation the app must supply with `.provide()`. */
export function notProvided(name: string): never {
  throw new Error(`${name}: not provided`);
}

/**
 * A phantom value for XState's `setup({ types })`, which are never read at runtime; it names the type without an
 * object-literal cast (lint: consistent-type-assertions).
 */
export function typeOf<T>(): T {
  return undefined as T;
}
