import { STORAGE_KEYS } from '../machines/common/session-storage.ts';

const SESSION_KEYS: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));

/**
 * The app's storage in the demo: the session (token, companyId, userId) is kept per tab in
 * sessionStorage, so two tabs of one browser stay signed in as two users, and a reload keeps each tab's own; a new
 * tab starts at the sign-in page. Everything else (drafts, theme, language, the kanban board) is shared through
 * localStorage as in production. Production keeps the plain localStorage: there a second sign-in in one browser
 * replaces the first for every tab, as the reference frontend's does.
 */
export function tabScopedStorage(shared: Storage = localStorage, tab: Storage = sessionStorage): Storage {
  const of = (key: string) => (SESSION_KEYS.has(key) ? tab : shared);
  return {
    get length() {
      return shared.length;
    },
    key: (index) => shared.key(index),
    clear: () => {
      for (const key of SESSION_KEYS) tab.removeItem(key);
      shared.clear();
    },
    getItem: (key) => of(key).getItem(key),
    setItem: (key, value) => of(key).setItem(key, value),
    removeItem: (key) => of(key).removeItem(key),
  };
}
