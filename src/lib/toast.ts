import { createElement, lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** S1 §8: error toasts last 2 s; success toasts 3000 ms (S1 §9). */
export const TOAST_DURATION = { error: 2000, success: 3000, warning: 3000, info: 3000 } as const;

export type NotifyLevel = 'success' | 'error' | 'warning' | 'info';

/*
 * sonner is loaded on the first toast, not with the page: /login has a 120 KB budget and most visits to it show no
 * toast before they leave it. sonner's Toaster replays the toasts created before it subscribed, so nothing is lost.
 */
type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
const wakeToaster = new Set<() => void>();
let requested = false;

function loadSonner(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    wakeToaster.forEach((wake) => wake());
  }
  return (sonner ??= import('sonner'));
}

/** Dispatches by level (machines emit `{ type: 'notify', level, key }`; the screen translates the key). */
export function notify(level: NotifyLevel, text: string): void {
  void loadSonner().then(({ toast }) => {
    toast[level](text, { duration: TOAST_DURATION[level] });
  });
}

export const notifyError = (text: string): void => notify('error', text);
export const notifySuccess = (text: string): void => notify('success', text);
export const notifyWarning = (text: string): void => notify('warning', text);
export const notifyInfo = (text: string): void => notify('info', text);

const LazyToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export interface AppToasterProps {
  theme?: 'light' | 'dark';
}

/** The single toaster of the app (mount once, near the root). It loads sonner with the first toast. */
export function AppToaster({ theme = 'light' }: AppToasterProps): ReactElement | null {
  const { t } = useTranslation();
  const [active, setActive] = useState(requested);
  useEffect(() => {
    const wake = () => setActive(true);
    wakeToaster.add(wake);
    if (requested) setActive(true);
    return () => {
      wakeToaster.delete(wake);
    };
  }, []);
  if (!active) return null;
  return createElement(
    Suspense,
    { fallback: null },
    createElement(LazyToaster, {
      theme,
      position: 'top-right',
      richColors: true,
      closeButton: true,
      containerAriaLabel: t('common:notifications'),
      toastOptions: { closeButtonAriaLabel: t('common:toastClose'), classNames: { toast: 'font-sans' } },
    }),
  );
}
