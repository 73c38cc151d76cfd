import { applyTheme, INITIAL_THEME, type ThemeMode } from './brand.ts';

/** The user's theme choice; the theme is light at start (S1 §1) until the user picks dark. */
export const THEME_KEY = 'theme';

export function applyStoredTheme(storage: Pick<Storage, 'getItem'>): ThemeMode {
  const mode: ThemeMode = storage.getItem(THEME_KEY) === 'dark' ? 'dark' : INITIAL_THEME;
  applyTheme(mode);
  return mode;
}
