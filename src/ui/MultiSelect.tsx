import { Field, Label, Listbox, ListboxButton } from '@headlessui/react';
import { ChevronUpDownIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { controlBorder, controlClass } from './field-styles.ts';
import type { ReadState } from './ResourceState.tsx';
import { SelectLoadFailed, SelectOptions, type SelectOption } from './Select.tsx';

export interface MultiSelectProps<T extends string | number> {
  label: string;
  value: readonly T[];
  onChange: (value: T[]) => void;
  options: readonly SelectOption<T>[];
  /** Shown when nothing is chosen. */
  placeholder: string;
  /** Text for several choices, e.g. (n) => `${n} tags`. */
  summary?: (count: number) => string;
  hideLabel?: boolean;
  /** Drawn before the text (unless one chosen option brings its own `leading`): says what is chosen where the label is hidden. */
  icon?: ReactNode;
  className?: string;
  /** The read the options come from: failed, the control gives way to what failed and a retry (LoadFailedInline). */
  load?: ReadState | undefined;
}

/** A labelled Headless UI Listbox that picks several values (filters). */
export function MultiSelect<T extends string | number>({
  label,
  value,
  onChange,
  options,
  placeholder,
  summary,
  hideLabel = false,
  icon,
  className,
  load,
}: MultiSelectProps<T>) {
  if (load?.status === 'error')
    return <SelectLoadFailed label={label} hideLabel={hideLabel} load={load} className={className} />;
  const chosen = options.filter((o) => value.includes(o.value));
  const text =
    chosen.length === 0
      ? placeholder
      : chosen.length === 1 || !summary
        ? chosen.map((o) => o.label).join(', ')
        : summary(chosen.length);
  return (
    <Field className={clsx('flex min-w-0 flex-col gap-1.5', className)}>
      <Label className={clsx('text-sm font-medium text-ink', hideLabel && 'sr-only')}>{label}</Label>
      <Listbox value={[...value]} onChange={(v: T[]) => onChange(v)} multiple>
        <ListboxButton
          className={clsx(
            controlClass,
            controlBorder(false),
            'relative flex h-9 cursor-pointer items-center gap-2 pr-9 text-left',
          )}
        >
          {chosen.length === 1 && chosen[0]?.leading ? (
            chosen[0].leading
          ) : icon ? (
            <span aria-hidden="true" className="flex size-4 shrink-0 text-ink-muted">
              {icon}
            </span>
          ) : null}
          <span className={clsx('block truncate', chosen.length === 0 && 'text-ink-muted')}>{text}</span>
          <ChevronUpDownIcon
            className="pointer-events-none absolute right-2.5 size-5 text-ink-muted"
            aria-hidden="true"
          />
        </ListboxButton>
        <SelectOptions options={options} />
      </Listbox>
    </Field>
  );
}
