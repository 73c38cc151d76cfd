import type { i18n as I18n } from 'i18next';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';

/**
 * The provider's i18next instance, with a render at each change of its language: what a component needs of
 * `useTranslation` when it translates only in a rare state (a list's binding, which says a failure in words, and
 * renders at every live change of the list otherwise).
 *
 * Issue 17, script per live event: `useTranslation` asks i18next at every render whether its namespaces are in, and
 * keeps state and effects of its own. Taken out of the list binding (usePagedList), the reference backend's bench
 * measured 1.80 against 1.93 ms of script per ticket status change (three A/B rounds). This is a subscription and
 * two stable callbacks: a render that finds the language unchanged schedules nothing.
 */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useCallback(() => i18n.language, [i18n]);
  useSyncExternalStore(subscribe, language);
  return i18n;
}
