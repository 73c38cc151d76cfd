import type { TFunction } from 'i18next';
import { createElement, lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, TOAST_MS } from '../../machines/common/timing.ts';
import { describeError } from '../api/errors.ts';
import { errorsCore as errors } from './i18n/locales/pt/errors-core.ts';

/** S1 §8, §9: error toasts last 2 s; the others 3000 ms. */
export const TOAST_DURATION = {
  error: ERROR_TOAST_MS,
  success: TOAST_MS,
  warning: TOAST_MS,
  info: TOAST_MS,
} as const;

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

/** The translator of the mounted toaster (the app's language), for the error catalogue. */
let translate: TFunction | null = null;

/** <AppToaster> registers its translator here; a host without React (a test) may do the same. */
export function setErrorTranslator(t: TFunction | null): void {
  translate = t;
}

/**
 * A success, warning or info toast with an already translated text. Errors never come this way: they go through
 * `notifyError`, so every failure is worded by the catalogue (S1 §8).
 */
export function notify(level: Exclude<NotifyLevel, 'error'>, text: string): void {
  void loadSonner().then(({ toast }) => {
    toast[level](text, { duration: TOAST_DURATION[level] });
  });
}

/**
 * The one way an error reaches the user (S1 §8): `failure` is what failed (an ApiError, a `{ error }` body, a
 * rejected value) or an already translated message, and `describeError` words it — a code's translation, a plain
 * string as is, anything else 'An error occurred!' — in a 2 s error toast. Worded when shown, in the language of
 * the mounted <AppToaster>.
 */
export function notifyError(failure: unknown): void {
  void loadSonner().then(({ toast }) => {
    // No toaster mounted yet (nothing can show): a plain string as is, the pt catalogue's text otherwise.
    const text =
      translate !== null
        ? describeError(failure, translate)
        : typeof failure === 'string' && failure.trim() !== ''
          ? failure
          : errors.generic;
    toast.error(text, { duration: TOAST_DURATION.error });
  });
}

export const notifySuccess = (text: string): void => notify('success', text);
export const notifyWarning = (text: string): void => notify('warning', text);
export const notifyInfo = (text: string): void => notify('info', text);

const LazyToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export interface AppToasterProps {
  theme?: 'light' | 'dark';
  /** A phone-sized screen (below 600 px): toasts go full width at the top, below the top bar. */
  narrow?: boolean;
}

/** The top bar's height (h-16) plus a gap of 8 px. */
const BELOW_TOP_BAR = 72;

/**
 * The single toaster of the app (mount once, near the root). It loads sonner with the first toast. It is drawn
 * straight into <body>, beside the app's root: an open dialog or menu makes the rest of the page inert and hidden
 * from screen readers, and a toast raised meanwhile (a failed save in a dialog) must still be read out and closable.
 */
export function AppToaster({ theme = 'light', narrow = false }: AppToasterProps): ReactElement | null {
  const { t } = useTranslation();
  const [active, setActive] = useState(requested);
  useEffect(() => setErrorTranslator(t), [t]);
  useEffect(() => {
    const wake = () => setActive(true);
    wakeToaster.add(wake);
    if (requested) setActive(true);
    return () => {
      wakeToaster.delete(wake);
    };
  }, []);
  if (!active) return null;
  const toaster = createElement(
    Suspense,
    { fallback: null },
    createElement(LazyToaster, {
      theme,
      // Where a toast hides nothing the user needs next. Wide: bottom left, like a desktop snackbar, over the
      // drawer's last items (clear of the top bar and of the conversation's header and composer). Phone: full
      // width below the top bar, clear of the composer. At the top right a toast hid the top bar's buttons (the
      // phone's menu button), and sonner keeps a hovered toast, so a resting pointer kept them hidden.
      position: narrow ? 'top-center' : 'bottom-left',
      mobileOffset: { top: BELOW_TOP_BAR },
      richColors: true,
      closeButton: true,
      containerAriaLabel: t('common:notifications'),
      toastOptions: { closeButtonAriaLabel: t('common:toastClose'), classNames: { toast: 'font-sans' } },
    }),
  );
  return createPortal(toaster, document.body);
}
