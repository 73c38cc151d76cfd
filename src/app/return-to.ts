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

export function peekReturnTo(): string | undefined {
  return sessionStorage.getItem(KEY) ?? undefined;
}
