import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { pt } from './locales/pt.ts';
import { ptCore } from './locales/pt-core.ts';
import { LANGUAGES, NAMESPACES, type Language } from './languages.ts';

/** S1 §3: the chosen language is kept in local storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** A whole language: one table per namespace (the shape of ./locales/pt.ts). */
export type LanguageBundle = { readonly [ns in keyof typeof pt]: object };
/** Part of a language: the pt namespaces bundled with the app, say. */
type PartialBundle = { readonly [ns in keyof typeof pt]?: object };

function asResource(bundle: PartialBundle): ResourceLanguage {
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
 * What /login shows in pt (the fallback, S1 §1) is bundled; the rest of pt, and en and es whole, are loaded on
 * demand, so /login carries one language and only the namespaces it shows. Storybook and tests that want every
 * language import `bundles` from ./resources/index.ts.
 */
export async function loadLanguage(language: Language): Promise<LanguageBundle> {
  switch (language) {
    case 'pt':
      return (await import('./locales/pt.ts')).pt;
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
  const resources: Resource = { pt: asResource({ ...ptCore, ...extra.pt }) };
  for (const [lng, bundle] of Object.entries(extra))
    if (bundle && lng !== 'pt') resources[lng] = asResource(bundle);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: resources[language] ? language : 'pt',
    fallbackLng: 'pt',
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Whether every namespace of a language is in (pt starts with only the login's). */
export function hasCatalogue(instance: I18n, language: Language): boolean {
  return NAMESPACES.every((ns) => instance.hasResourceBundle(language, ns));
}

const loading = new WeakMap<I18n, Map<Language, Promise<void>>>();

/** The catalogue language of the instance's current language (pt when it is none of ours). */
export function catalogueLanguage(instance: I18n): Language {
  return LANGUAGES.find((l) => instance.language.startsWith(l)) ?? 'pt';
}

/** Whether `loadCatalogue(instance, language)` has settled: what reads it with `use()` then does not suspend. */
export function catalogueSettled(instance: I18n, language: Language): boolean {
  const promise: (Promise<void> & { status?: string }) | undefined = loading.get(instance)?.get(language);
  return promise?.status === 'fulfilled';
}

/**
 * Loads the whole catalogue of a language (and of pt, the fallback) into the instance, once. The private layout
 * waits for it before it renders, so no screen behind the login ever shows a raw key.
 */
export function loadCatalogue(instance: I18n, language: Language): Promise<void> {
  let byLanguage = loading.get(instance);
  if (!byLanguage) {
    byLanguage = new Map();
    loading.set(instance, byLanguage);
  }
  const known = byLanguage.get(language);
  if (known) return known;
  const wanted: Language[] = language === 'pt' ? ['pt'] : ['pt', language];
  const promise: Promise<void> & { status?: string; value?: undefined } = Promise.all(
    wanted
      .filter((lng) => !hasCatalogue(instance, lng))
      .map(async (lng) => {
        const bundle = await loadLanguage(lng);
        for (const [ns, table] of Object.entries(bundle))
          instance.addResourceBundle(lng, ns, table, true, false);
      }),
  ).then(() => undefined);
  // React's `use()` reads a thenable's status: once settled, a screen that reads the catalogue again renders at once.
  void promise.then(() => {
    promise.status = 'fulfilled';
    promise.value = undefined;
  });
  byLanguage.set(language, promise);
  return promise;
}

/** Switches the language (loading it first when needed) and keeps the choice. */
export async function setLanguage(
  instance: I18n,
  language: Language,
  storage?: Pick<Storage, 'setItem'>,
): Promise<void> {
  await loadCatalogue(instance, language);
  await instance.changeLanguage(language);
  storage?.setItem(LANGUAGE_STORAGE_KEY, language);
}

export { LANGUAGES, type Language };
