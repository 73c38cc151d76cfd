import { EyeIcon, EyeSlashIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlBorder, controlClass } from './field-styles.ts';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'children'> {
  label: string;
  /** Shown under the input in red; marks the input invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  /** An icon or text inside the input, on the left. */
  leading?: ReactNode;
  /** Hides the visible label (still announced). */
  hideLabel?: boolean;
}

/**
 * A labelled input. `type="password"` adds a show/hide toggle. Plain elements (not Headless UI's Field): it is on
 * /login, whose JavaScript budget is 120 KB; `focus-visible`/`aria-invalid` give the same states.
 */
export function TextField({
  label,
  error,
  hint,
  leading,
  hideLabel = false,
  type = 'text',
  className,
  disabled,
  autoFocus,
  ref,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  const invalid = Boolean(error);
  const id = useId();
  const describedBy = error || hint ? `${id}-description` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)} data-disabled={disabled ? '' : undefined}>
      <label htmlFor={id} className={clsx('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        {leading && (
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted [&_svg]:size-4"
            aria-hidden="true"
          >
            {leading}
          </span>
        )}
        <input
          id={id}
          type={isPassword && reveal ? 'text' : type}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          {...(autoFocus ? { autoFocus } : {})}
          {...(ref ? { ref } : {})}
          className={clsx(
            controlClass,
            nativeStates,
            controlBorder(invalid),
            'h-10',
            leading ? 'pl-9' : undefined,
            isPassword && 'pr-10',
          )}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setReveal((v) => !v)}
            aria-label={reveal ? t('auth:hidePassword') : t('auth:showPassword')}
            aria-pressed={reveal}
            className="absolute inset-y-0 right-1 my-auto flex size-8 cursor-pointer items-center justify-center rounded-md text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
          >
            {reveal ? (
              <EyeSlashIcon className="size-4" aria-hidden="true" />
            ) : (
              <EyeIcon className="size-4" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      {error ? (
        <p id={describedBy} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={describedBy} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The native equivalents of Headless UI's data-focus / data-disabled states. */
const nativeStates = invalidAware(
  'focus:border-primary focus:ring-3 focus:ring-primary/20 disabled:cursor-not-allowed disabled:opacity-60',
);
function invalidAware(base: string): string {
  return `${base} aria-invalid:focus:border-red-500 aria-invalid:focus:ring-red-500/20`;
}
