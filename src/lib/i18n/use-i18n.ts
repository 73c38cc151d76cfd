import type { TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';

/**
 * `t` of the provider's i18next instance, fixed to its current language: a new one at each change of language (so
 * what is memoised on it follows a switch), the same one otherwise. What a component that renders at every live
 * change needs of `useTranslation` (a list's binding, the ticket list), without its cost at each render.
 *
 * Less script per live event: `useTranslation` asks i18next at every render whether its namespaces are in, and
 * keeps state and effects of its own. Taken out of the list binding (usePagedList), the reference backend's bench
 * measured 1.80 against 1.93 ms of script per ticket status change (three A/B rounds). This is a subscription, two
 * stable callbacks and a memo: a render that finds the language unchanged schedules nothing. The catalogue is in
 * before any such component renders (the signed-in page waits for it, src/app/code-in.tsx).
 */
export function useLanguageT(): TFunction {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const current = useCallback(() => i18n.language, [i18n]);
  const language = useSyncExternalStore(subscribe, current);
  return useMemo(() => i18n.getFixedT(language), [i18n, language]);
}
