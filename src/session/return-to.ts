/**
 * Where a visitor was going when the route guard sent them to /login (S1 §2.1). Kept in sessionStorage so it
 * survives the login round trip and a reload, and never leaks into another tab.
 */
const KEY = 'returnTo';

export function rememberReturnTo(path: string): void {
  if (path === '/login' || path === '/') return;
  sessionStorage.setItem(KEY, path);
}

export function takeReturnTo(): string | undefined {
  const value = sessionStorage.getItem(KEY) ?? undefined;
  sessionStorage.removeItem(KEY);
  return value;
}

/** A forced logout (signed in elsewhere, S1 §4.1) leaves no address to come back to. */
export function forgetReturnTo(): void {
  sessionStorage.removeItem(KEY);
}

export function peekReturnTo(): string | undefined {
  return sessionStorage.getItem(KEY) ?? undefined;
}
