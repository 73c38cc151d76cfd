import { createElement, type ReactElement } from 'react';
import { Toaster, toast } from 'sonner';
import { useTranslation } from 'react-i18next';

/** S1 §8: error toasts last 2 s; success toasts 3000 ms (S1 §9). */
export const TOAST_DURATION = { error: 2000, success: 3000, warning: 3000, info: 3000 } as const;

export const notifyError = (text: string): string | number => toast.error(text, { duration: TOAST_DURATION.error });
export const notifySuccess = (text: string): string | number =>
  toast.success(text, { duration: TOAST_DURATION.success });
export const notifyWarning = (text: string): string | number =>
  toast.warning(text, { duration: TOAST_DURATION.warning });
export const notifyInfo = (text: string): string | number => toast.info(text, { duration: TOAST_DURATION.info });

export type NotifyLevel = 'success' | 'error' | 'warning' | 'info';

/** Dispatches by level (machines emit `{ type: 'notify', level, key }`; the screen translates the key). */
export function notify(level: NotifyLevel, text: string): string | number {
  switch (level) {
    case 'success':
      return notifySuccess(text);
    case 'error':
      return notifyError(text);
    case 'warning':
      return notifyWarning(text);
    case 'info':
      return notifyInfo(text);
  }
}

export interface AppToasterProps {
  theme?: 'light' | 'dark';
}

/** The single toaster of the app (mount once, near the root). */
export function AppToaster({ theme = 'light' }: AppToasterProps): ReactElement {
  const { t } = useTranslation();
  return createElement(Toaster, {
    theme,
    position: 'top-right',
    richColors: true,
    closeButton: true,
    containerAriaLabel: t('common:notifications'),
    toastOptions: {
      closeButtonAriaLabel: t('common:toastClose'),
      // sonner's rich colours sit just under WCAG AA for 13 px text; deepen them a little.
      classNames: {
        toast: 'font-sans',
        error: 'text-red-800! dark:text-red-200!',
        success: 'text-emerald-800! dark:text-emerald-200!',
        warning: 'text-amber-800! dark:text-amber-200!',
        info: 'text-sky-800! dark:text-sky-200!',
      },
    },
  });
}
