import { ExclamationTriangleIcon, XCircleIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';

export interface AlertProps {
  tone: 'error' | 'warning';
  text: string;
}

/** Inline message of a form (login error, subscription warning). */
export function Alert({ tone, text }: AlertProps) {
  const Icon = tone === 'error' ? XCircleIcon : ExclamationTriangleIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm',
        tone === 'error'
          ? 'border-red-500/25 bg-red-500/8 text-red-800 dark:text-red-200'
          : 'border-amber-500/30 bg-amber-500/10 text-amber-900 dark:text-amber-100',
      )}
    >
      <Icon
        className={clsx('mt-0.5 size-4 shrink-0', tone === 'error' ? 'text-red-500' : 'text-amber-500')}
        aria-hidden="true"
      />
      <p>{text}</p>
    </div>
  );
}
