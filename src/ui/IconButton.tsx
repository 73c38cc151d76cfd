import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';
import { primaryFill } from './tone.ts';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Required: the button has no visible text. */
  'aria-label': string;
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Waiting for the server: a spinner instead of the icon, blocked (aria-disabled, clicks refused) and aria-busy; the focus stays, as with Button. */
  loading?: boolean;
  /** Small overlay in the top-right corner (a CountBadge or a dot). */
  badge?: ReactNode;
}

const sizes = {
  xs: 'size-6 [&_svg]:size-3.5',
  sm: 'size-8 [&_svg]:size-4',
  md: 'size-10 [&_svg]:size-5',
  lg: 'size-12 [&_svg]:size-6',
} as const;
const variants = {
  ghost: 'text-ink-muted hover:bg-ink/5 hover:text-ink active:bg-ink/10',
  secondary: 'border border-line bg-surface text-ink hover:bg-surface-muted',
  primary: `${primaryFill} hover:brightness-110`,
} as const;

export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  badge,
  className,
  type = 'button',
  loading = false,
  disabled,
  onClick,
  ...rest
}: IconButtonProps) {
  const button = (
    <button
      type={type}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      className={clsx(
        'relative inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
        sizes[size],
        variants[variant],
        className,
      )}
      disabled={disabled === true}
      aria-disabled={(loading && disabled !== true) || undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      <span aria-hidden="true" className="inline-flex">
        {loading ? <Spinner size="sm" /> : icon}
      </span>
    </button>
  );
  if (!badge) return button;
  // The badge sits beside the button, not inside it: the aria-label already says what it counts.
  return (
    <span className="relative inline-flex">
      {button}
      <span aria-hidden="true" className="pointer-events-none absolute -top-0.5 -right-0.5">
        {badge}
      </span>
    </span>
  );
}
