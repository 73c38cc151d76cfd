import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { CheckIcon, ChevronUpDownIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { controlBorder, controlClass } from './field-styles.ts';
import type { SelectOption } from './Select.tsx';

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
  className?: string;
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
  className,
}: MultiSelectProps<T>) {
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
          {chosen.length === 1 && chosen[0]?.leading}
          <span className={clsx('block truncate', chosen.length === 0 && 'text-ink-muted')}>{text}</span>
          <ChevronUpDownIcon
            className="pointer-events-none absolute right-2.5 size-5 text-ink-muted"
            aria-hidden="true"
          />
        </ListboxButton>
        <ListboxOptions
          anchor={{ to: 'bottom start', gap: 6 }}
          transition
          className={clsx(
            'z-50 max-h-64 w-(--button-width) min-w-48 overflow-auto rounded-xl border border-line bg-surface p-1 text-sm shadow-lg shadow-black/10 focus:outline-none',
            'transition duration-100 ease-out data-closed:scale-95 data-closed:opacity-0',
          )}
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              className="group flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-ink select-none data-focus:bg-primary/10"
            >
              {option.leading}
              <span className="min-w-0 flex-1 truncate group-data-selected:font-semibold">
                {option.label}
              </span>
              <CheckIcon
                className="invisible size-4 text-primary group-data-selected:visible"
                aria-hidden="true"
              />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
