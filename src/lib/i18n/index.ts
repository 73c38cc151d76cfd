import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, namespaces, type Language } from './resources/index.ts';

/** S1 §3: the chosen language is kept in local storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

function resources(): Resource {
  const out: Resource = {};
  for (const lng of LANGUAGES) {
    const bundle: ResourceLanguage = {};
    for (const [ns, table] of Object.entries(namespaces)) bundle[ns] = table[lng];
    out[lng] = bundle;
  }
  return out;
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  const raw = storage?.getItem(LANGUAGE_STORAGE_KEY)?.slice(0, 2);
  return isLanguage(raw) ? raw : 'pt';
}

/** Creates an initialised i18next instance (pt is the fallback, S1 §1). Synchronous: resources are bundled. */
export function createI18n(language?: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: resources(),
    lng: language ?? storedLanguage(typeof localStorage === 'undefined' ? undefined : localStorage),
    fallbackLng: 'pt',
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export function setLanguage(instance: I18n, language: Language, storage?: Pick<Storage, 'setItem'>): void {
  void instance.changeLanguage(language);
  storage?.setItem(LANGUAGE_STORAGE_KEY, language);
}

export { LANGUAGES, type Language };
