import { Description, Field, Input, Label } from '@headlessui/react';
import { EyeIcon, EyeSlashIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
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

/** A labelled input. `type="password"` adds a show/hide toggle. */
export function TextField({ label, error, hint, leading, hideLabel = false, type = 'text', className, disabled, autoFocus, ref, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  const invalid = Boolean(error);
  return (
    <Field className={clsx('flex flex-col gap-1.5', className)} disabled={disabled ?? false}>
      <Label className={clsx('text-sm font-medium text-ink', hideLabel && 'sr-only')}>{label}</Label>
      <div className="relative">
        {leading && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted [&_svg]:size-4" aria-hidden="true">
            {leading}
          </span>
        )}
        <Input
          type={isPassword && reveal ? 'text' : type}
          invalid={invalid}
          {...(autoFocus ? { autoFocus } : {})}
          {...(ref ? { ref } : {})}
          className={clsx(controlClass, controlBorder(invalid), 'h-10', leading ? 'pl-9' : undefined, isPassword && 'pr-10')}
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
            {reveal ? <EyeSlashIcon className="size-4" aria-hidden="true" /> : <EyeIcon className="size-4" aria-hidden="true" />}
          </button>
        )}
      </div>
      {error ? (
        <Description className="text-xs font-medium text-red-700 dark:text-red-400">{error}</Description>
      ) : hint ? (
        <Description className="text-xs text-ink-muted">{hint}</Description>
      ) : null}
    </Field>
  );
}
