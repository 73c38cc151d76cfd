import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner.tsx';

export interface LoadingScreenProps {
  /** Accessible label; defaults to common:loading. */
  label?: string;
}

/** Full-page indicator while the auth state loads (S1 §2.1). */
export function LoadingScreen({ label }: LoadingScreenProps) {
  const { t } = useTranslation();
  const text = label ?? t('common:loading');
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh w-full flex-col items-center justify-center gap-4 bg-surface-muted text-primary"
    >
      <Spinner size="lg" />
      <span className="text-sm font-medium text-ink-muted">{text}</span>
    </div>
  );
}
