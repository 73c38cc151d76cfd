import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from '../languages.ts';
import { demo as en } from './en/demo.ts';
import { demo as es } from './es/demo.ts';
import { demo as pt } from './pt/demo.ts';

/**
 * The `demo` namespace: texts of the sandbox's login helper, in every language. Not part of the catalogue the app
 * bundles or loads (../index.ts): only the demo's component imports it, and that component is reached only through
 * the sandbox's dynamic import, so a production build carries none of it.
 */
export const demoTexts = { pt, en, es } as const;

/** Adds the `demo` namespace to an instance, once (every language: a switch of language needs no load). */
export function addDemoTexts(instance: I18n): void {
  for (const lng of LANGUAGES)
    if (!instance.hasResourceBundle(lng, 'demo')) instance.addResourceBundle(lng, 'demo', demoTexts[lng]);
}
