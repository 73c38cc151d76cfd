import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pt } from './locales/pt.ts';
import { LANGUAGES, type Language } from './languages.ts';

/** S1 §3: the chosen language is kept in local storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** A whole language: one table per namespace (the shape of ./locales/pt.ts). */
export type LanguageBundle = { readonly [ns in keyof typeof pt]: object };

function asResource(bundle: LanguageBundle): ResourceLanguage {
  const out: ResourceLanguage = {};
  for (const [ns, table] of Object.entries(bundle)) out[ns] = table;
  return out;
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  const raw = storage?.getItem(LANGUAGE_STORAGE_KEY)?.slice(0, 2);
  return isLanguage(raw) ? raw : 'pt';
}

/**
 * pt (the fallback, S1 §1) is bundled; en and es are loaded on demand, so /login carries one language. Storybook and
 * tests that want every language import `bundles` from ./resources/index.ts.
 */
export async function loadLanguage(language: Language): Promise<LanguageBundle> {
  switch (language) {
    case 'pt':
      return pt;
    case 'en':
      return (await import('./locales/en.ts')).en;
    case 'es':
      return (await import('./locales/es.ts')).es;
  }
}

/**
 * Creates an initialised i18next instance. Synchronous: pt is bundled, and `extra` carries the bundles of the other
 * languages already loaded (main.tsx loads the stored language before it renders).
 */
export function createI18n(
  language: Language = 'pt',
  extra: Partial<Record<Language, LanguageBundle>> = {},
): I18n {
  const resources: Resource = { pt: asResource(pt) };
  for (const [lng, bundle] of Object.entries(extra)) if (bundle) resources[lng] = asResource(bundle);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: resources[language] ? language : 'pt',
    fallbackLng: 'pt',
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(pt),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Switches the language (loading it first when needed) and keeps the choice. */
export async function setLanguage(
  instance: I18n,
  language: Language,
  storage?: Pick<Storage, 'setItem'>,
): Promise<void> {
  if (!instance.hasResourceBundle(language, 'common')) {
    const bundle = await loadLanguage(language);
    for (const [ns, table] of Object.entries(bundle))
      instance.addResourceBundle(language, ns, table, true, true);
  }
  await instance.changeLanguage(language);
  storage?.setItem(LANGUAGE_STORAGE_KEY, language);
}

export { LANGUAGES, type Language };
