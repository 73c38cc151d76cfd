import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { notify, notifyError } from '../lib/toast.ts';
import { useServices } from '../session/context.tsx';

/**
 * Mounts the one sink of machine effects (src/session/effects.ts): notifications become toasts, navigation goes
 * through the router. Mounted once, inside the router (App).
 */
export function useEffectsSink(): void {
  const { effects } = useServices();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(
    () =>
      effects.setSink({
        // Errors go through the one error path of src/lib/toast.ts (the catalogue words them, S1 §8).
        notify: (e) =>
          e.level === 'error'
            ? notifyError(e.error ?? t(e.key, e.params ?? {}))
            : notify(e.level, t(e.key, e.params ?? {})),
        navigate: (e) => navigate(e.to),
      }),
    [effects, t, navigate],
  );
}
