import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';
import { primaryFill } from './tone.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for screen readers and blocks clicks (and submits); the focus stays. */
  loading?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  fullWidth?: boolean;
}

export const buttonVariants: Record<ButtonVariant, string> = {
  primary: `${primaryFill} shadow-sm shadow-primary/25 hover:brightness-110 active:brightness-95 disabled:shadow-none`,
  secondary:
    'border border-line bg-surface text-ink shadow-xs hover:bg-surface-muted active:bg-surface-muted',
  ghost: 'text-ink-muted hover:bg-ink/5 hover:text-ink active:bg-ink/10',
  danger: 'bg-red-600 text-white shadow-sm shadow-red-600/20 hover:bg-red-700 active:bg-red-800',
};

export const buttonSizes: Record<ButtonSize, string> = {
  xs: 'h-6 gap-1 rounded-md px-2 text-xs',
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-xs',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-5 text-base',
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  leadingIcon,
  trailingIcon,
  fullWidth = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  // Loading blocks the button without `disabled`: a disabled button drops the focus it has (to the page), and the
  // keyboard user who pressed it, in a dialog whose request then fails, would have to find their way back.
  const blocked = loading && disabled !== true;
  return (
    <button
      type={type}
      disabled={disabled === true}
      aria-disabled={blocked || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          // Neither the handler nor, for a submit button, the form's submit.
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      className={clsx(
        'relative inline-flex shrink-0 cursor-pointer items-center justify-center font-semibold whitespace-nowrap transition select-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
        buttonVariants[variant],
        buttonSizes[size],
        fullWidth && 'w-full',
        className,
      )}
      {...rest}
    >
      {loading && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner size="sm" />
        </span>
      )}
      <span className={clsx('inline-flex items-center gap-[inherit]', loading && 'opacity-0')}>
        {leadingIcon && (
          <span className="-ml-0.5 inline-flex size-4 items-center [&>svg]:size-4">{leadingIcon}</span>
        )}
        {children}
        {trailingIcon && (
          <span className="-mr-0.5 inline-flex size-4 items-center [&>svg]:size-4">{trailingIcon}</span>
        )}
      </span>
    </button>
  );
}
