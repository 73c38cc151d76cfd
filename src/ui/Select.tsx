import {
  Description,
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from '@headlessui/react';
import { CheckIcon, ChevronUpDownIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { controlBorder, controlClass } from './field-styles.ts';
import { LoadFailedInline, type ReadState } from './ResourceState.tsx';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
  description?: string;
  disabled?: boolean;
  /** e.g. a colour swatch */
  leading?: ReactNode;
}

export interface SelectProps<T extends string | number> {
  label: string;
  value: T | null;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  placeholder?: string;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  name?: string;
  hideLabel?: boolean;
  className?: string;
  /** The read the options come from: failed, the control gives way to what failed and a retry (LoadFailedInline). */
  load?: ReadState | undefined;
}

/** A failed read of a select's options, in the control's place: its label stays where it was. */
export function SelectLoadFailed({
  label,
  hideLabel,
  load,
  className,
}: {
  label: string;
  hideLabel: boolean;
  load: ReadState;
  className?: string | undefined;
}) {
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1.5', className)}>
      {!hideLabel && (
        <span aria-hidden="true" className="text-sm font-medium text-ink">
          {label}
        </span>
      )}
      <LoadFailedInline
        what={label}
        error={load.error}
        onRetry={load.onRetry}
        {...(load.retrying === undefined ? {} : { retrying: load.retrying })}
      />
    </div>
  );
}

/** A labelled Headless UI Listbox. */
export function Select<T extends string | number>({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  disabled = false,
  name,
  hideLabel = false,
  className,
  load,
}: SelectProps<T>) {
  if (load?.status === 'error')
    return <SelectLoadFailed label={label} hideLabel={hideLabel} load={load} className={className} />;
  const selected = options.find((o) => o.value === value);
  const invalid = Boolean(error);
  return (
    <Field className={clsx('flex flex-col gap-1.5', className)} disabled={disabled}>
      <Label className={clsx('text-sm font-medium text-ink', hideLabel && 'sr-only')}>{label}</Label>
      <Listbox
        value={value}
        onChange={(v: T | null) => v !== null && onChange(v)}
        invalid={invalid}
        {...(name ? { name } : {})}
      >
        <ListboxButton
          className={clsx(
            controlClass,
            controlBorder(invalid),
            'relative flex h-10 cursor-pointer items-center gap-2 pr-9 text-left',
          )}
        >
          {selected?.leading}
          <span className={clsx('block truncate', !selected && 'text-ink-muted')}>
            {selected?.label ?? placeholder ?? ''}
          </span>
          <ChevronUpDownIcon
            className="pointer-events-none absolute right-2.5 size-5 text-ink-muted"
            aria-hidden="true"
          />
        </ListboxButton>
        <SelectOptions options={options} />
      </Listbox>
      {error ? (
        <Description className="text-xs font-medium text-red-700 dark:text-red-400">{error}</Description>
      ) : hint ? (
        <Description className="text-xs text-ink-muted">{hint}</Description>
      ) : null}
    </Field>
  );
}

/** The floating list of options, shared by Select and MultiSelect. */
export function SelectOptions<T extends string | number>({
  options,
}: {
  options: readonly SelectOption<T>[];
}) {
  return (
    <ListboxOptions
      anchor={{ to: 'bottom start', gap: 6 }}
      className={clsx(
        'z-50 max-h-64 w-(--button-width) min-w-48 overflow-auto rounded-xl border border-line bg-surface p-1 text-sm shadow-lg shadow-black/10 focus:outline-none',
        'motion-safe:animate-pop-in',
      )}
    >
      {options.map((option) => (
        <ListboxOption
          key={option.value}
          value={option.value}
          disabled={option.disabled ?? false}
          className="group flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-ink select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-primary/10"
        >
          {option.leading}
          <span className="min-w-0 flex-1">
            <span className="block truncate group-data-selected:font-semibold">{option.label}</span>
            {option.description && (
              <span className="block truncate text-xs text-ink-muted">{option.description}</span>
            )}
          </span>
          <CheckIcon
            className="invisible size-4 text-primary group-data-selected:visible"
            aria-hidden="true"
          />
        </ListboxOption>
      ))}
    </ListboxOptions>
  );
}
